#include "teaching/boardeditor.h"

#include "board/boardscene.h"
#include "board/boardview.h"
#include "common/pointnames.h"
#include "common/rulestitle.h"
#include "document/gamedocument.h"
#include "teaching/boardsizedialog.h"
#include "teaching/editortoolicon.h"
#include "teaching/lessoneditor.h"
#include "teaching/positionsetup.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QMainWindow>
#include <QMouseEvent>
#include <QSignalBlocker>
#include <QStatusBar>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>

namespace seki::ui {

BoardEditor::BoardEditor(QMainWindow& window, BoardView& board, QUndoStack& undoStack)
    : QObject(&window), m_window(window), m_board(board), m_setup(new PositionSetup(undoStack, this)),
      m_lesson(new LessonEditor(window, undoStack))
{
    connect(m_setup, &PositionSetup::message, this, &BoardEditor::showMessage);
    connect(m_setup, &PositionSetup::rulesChosen, this, &BoardEditor::rulesChosen);
    connect(m_lesson, &LessonEditor::message, this, &BoardEditor::showMessage);
    connect(m_lesson, &LessonEditor::changed, this, &BoardEditor::lessonChanged);
    createActions();
    createToolBar();
    m_board.installEventFilter(this);
    syncWidgets();
}

BoardEditor::~BoardEditor() = default;

void BoardEditor::createActions()
{
    m_toggleAction = new QAction(editorToolIcon(Tool::Alternate), QString(), this);
    m_toggleAction->setCheckable(true);
    m_toggleAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_toggleAction, &QAction::toggled, this, &BoardEditor::setActive);

    const std::array<std::pair<Tool, QKeySequence>, ToolCount> tools{{
        {Tool::Black, QKeySequence(Qt::Key_B)},
        {Tool::White, QKeySequence(Qt::Key_W)},
        {Tool::Alternate, QKeySequence(Qt::Key_A)},
        {Tool::Erase, QKeySequence(Qt::Key_X)},
        {Tool::Dead, QKeySequence(Qt::Key_D)},
        {Tool::Triangle, QKeySequence(Qt::Key_T)},
        {Tool::Square, QKeySequence(Qt::Key_Q)},
        {Tool::Circle, QKeySequence(Qt::Key_O)},
        {Tool::Cross, QKeySequence(Qt::Key_M)},
        {Tool::Label, QKeySequence(Qt::Key_L)},
        {Tool::Play, QKeySequence(Qt::Key_P)},
    }};
    m_toolGroup = new QActionGroup(this);
    m_toolGroup->setExclusive(true);
    for (const auto& [tool, key] : tools) {
        QAction* action = m_toolGroup->addAction(editorToolIcon(tool), QString());
        action->setCheckable(true);
        action->setData(int(tool));
        action->setShortcut(key);
        // Bare letters: only while editing, and never while a field has the focus (the line
        // edits claim printable keys before shortcuts see them).
        action->setShortcutContext(Qt::WindowShortcut);
        action->setEnabled(false);
        m_window.addAction(action);
        m_toolActions[size_t(tool)] = action;
    }
    m_toolActions[size_t(m_tool)]->setChecked(true);
    connect(m_toolGroup, &QActionGroup::triggered, this,
            [this](QAction* action) { setTool(Tool(action->data().toInt())); });

    m_sizeAction = new QAction(this);
    connect(m_sizeAction, &QAction::triggered, this, &BoardEditor::chooseBoardSize);

    m_clearAction = new QAction(QIcon::fromTheme(QStringLiteral("edit-clear-all")), QString(), this);
    connect(m_clearAction, &QAction::triggered, m_setup, &PositionSetup::clearBoard);

    m_doneAction = new QAction(this);
    connect(m_doneAction, &QAction::triggered, this, [this] { setActive(false); });
}

void BoardEditor::createToolBar()
{
    m_toolBar = new QToolBar(&m_window);
    m_toolBar->setObjectName(QStringLiteral("boardEditorToolBar"));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    for (int t = 0; t < ToolCount; ++t) {
        if (Tool(t) == Tool::Triangle)
            m_toolBar->addSeparator();
        if (!isLessonTool(Tool(t))) {
            m_toolBar->addAction(m_toolActions[size_t(t)]);
            continue;
        }
        // The lesson's mark and move tools as icons only: the bar still fits a 1024-pixel screen.
        auto* button = new QToolButton(m_toolBar);
        button->setDefaultAction(m_toolActions[size_t(t)]);
        button->setToolButtonStyle(Qt::ToolButtonIconOnly);
        button->setAutoRaise(true);
        m_toolBar->addWidget(button);
    }
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_sizeAction);
    m_toolBar->addAction(m_clearAction);
    m_toolBar->addSeparator();

    m_komiLabel = new QLabel(m_toolBar);
    m_komiBox = new QDoubleSpinBox(m_toolBar);
    m_komiBox->setRange(-999.5, 999.5);
    m_komiBox->setDecimals(1);
    m_komiBox->setSingleStep(0.5);
    m_komiLabel->setBuddy(m_komiBox);
    m_komiLabel->setContentsMargins(6, 0, 4, 0);
    m_toolBar->addWidget(m_komiLabel);
    m_toolBar->addWidget(m_komiBox);
    connect(m_komiBox, &QDoubleSpinBox::valueChanged, m_setup, &PositionSetup::setKomi);

    m_rulesLabel = new QLabel(m_toolBar);
    m_rulesBox = new QComboBox(m_toolBar);
    for (Rules rules : AllRules)
        m_rulesBox->addItem(QString(), int(rules));
    m_rulesLabel->setBuddy(m_rulesBox);
    m_rulesLabel->setContentsMargins(10, 0, 4, 0);
    m_toolBar->addWidget(m_rulesLabel);
    m_toolBar->addWidget(m_rulesBox);
    connect(m_rulesBox, &QComboBox::activated, this,
            [this](int index) { m_setup->setRules(Rules(m_rulesBox->itemData(index).toInt())); });

    m_toolBar->addSeparator();
    m_toolBar->addAction(m_lesson->saveAction());
    m_toolBar->addAction(m_doneAction);

    // A row of its own: the tools, the size and the komi must all be in reach, never behind
    // the toolbar's overflow arrow.
    m_window.addToolBarBreak(Qt::TopToolBarArea);
    m_window.addToolBar(Qt::TopToolBarArea, m_toolBar);
    m_toolBar->hide();
    // The bar belongs to the mode: it is not one of the toolbars the user shows and hides.
    m_toolBar->toggleViewAction()->setVisible(false);
    retranslate();
}

bool BoardEditor::event(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::event(event);
}

void BoardEditor::retranslate()
{
    // Qt cannot re-run a tr() on a text already set: every text is given here, for the language
    // now installed; the tool, the komi and the rules chosen stay as they are.
    m_toggleAction->setText(tr("&Board Editor"));
    m_toggleAction->setStatusTip(tr("Set up a position: place and remove stones, size the board, set komi and rules"));

    struct ToolText {
        Tool tool;
        QString text;
        QString tip;
    };
    const std::array<ToolText, ToolCount> tools{{
        {Tool::Black, tr("&Black Stones"),
         tr("Place black stones (right button: white); click a black stone to remove it")},
        {Tool::White, tr("&White Stones"),
         tr("Place white stones (right button: black); click a white stone to remove it")},
        {Tool::Alternate, tr("&Alternate"), tr("Place black and white stones in turn; click a stone to remove it")},
        {Tool::Erase, tr("&Erase"), tr("Remove stones (drag to remove many)")},
        {Tool::Dead, tr("Mark &Dead"), tr("Mark a block dead or alive (Shift: every stone of its colour around it)")},
        {Tool::Triangle, tr("&Triangle"),
         tr("Put a triangle on a point of the lesson's position (again: take it away)")},
        {Tool::Square, tr("S&quare"), tr("Put a square on a point of the lesson's position (again: take it away)")},
        {Tool::Circle, tr("Circ&le"), tr("Put a circle on a point of the lesson's position (again: take it away)")},
        {Tool::Cross, tr("Cr&oss"), tr("Put a cross on a point of the lesson's position (again: take it away)")},
        {Tool::Label, tr("Le&tter"), tr("Put the next letter (A, B, ...) on a point (again: take it away)")},
        {Tool::Play, tr("&Play Moves"),
         tr("Play a move from the position shown, the side to play (right button: the other side): a new "
            "position of the lesson, a variation where one follows")},
    }};
    for (const ToolText& info : tools) {
        QAction* action = m_toolActions[size_t(info.tool)];
        action->setText(info.text);
        action->setStatusTip(info.tip);
        // The key the action was made with: the shortcut itself is never switched off.
        action->setToolTip(tr("%1 (%2)").arg(QString(info.text).remove(QLatin1Char('&')),
                                             action->shortcut().toString(QKeySequence::NativeText)));
    }

    m_sizeAction->setText(tr("Board &Size\u2026"));
    m_sizeAction->setStatusTip(tr("Change the board's width and height (1 to 52 each); stones that fit are kept"));
    m_clearAction->setText(tr("&Clear Board"));
    m_clearAction->setStatusTip(tr("Remove every stone"));
    m_doneAction->setText(tr("&Done"));
    m_doneAction->setStatusTip(tr("Leave the board editor"));

    m_toolBar->setWindowTitle(tr("Board Editor"));
    m_lesson->retranslate();
    m_komiLabel->setText(tr("&Komi:"));
    m_komiBox->setAccessibleName(tr("Komi"));
    m_komiBox->setToolTip(tr("Komi: points White gets for moving second"));
    m_rulesLabel->setText(tr("&Rules:"));
    for (int k = 0; k < m_rulesBox->count(); ++k)
        m_rulesBox->setItemText(k, rulesTitle(Rules(m_rulesBox->itemData(k).toInt())));
    m_rulesBox->setAccessibleName(tr("Rules"));
    m_rulesBox->setToolTip(tr("The rules the position is scored under, saved in the file (RU)"));
}

void BoardEditor::setDocument(GameDocument* document)
{
    // By handle: the window may already have deleted the previous document.
    disconnect(m_documentConnection);
    m_document = document;
    m_setup->setDocument(document);
    m_lesson->setDocument(document);
    if (m_document)
        m_documentConnection = connect(m_document, &GameDocument::positionEdited, this, &BoardEditor::syncWidgets);
    syncWidgets();
}

const LessonDraft& BoardEditor::draft() const
{
    return m_lesson->draft();
}

void BoardEditor::setActive(bool active)
{
    if (active && !m_document)
        emit documentNeeded();
    if (active && !m_document)
        active = false;
    if (m_active == active) {
        const QSignalBlocker blocker(m_toggleAction);
        m_toggleAction->setChecked(active);
        return;
    }
    m_active = active;
    m_setup->release();
    {
        const QSignalBlocker blocker(m_toggleAction);
        m_toggleAction->setChecked(active);
    }
    for (QAction* action : m_toolActions)
        action->setEnabled(active);
    m_toolBar->setVisible(active);
    m_lesson->setShown(active);
    syncWidgets();
    if (active) {
        m_board.setFocus();
        m_window.statusBar()->showMessage(
            tr("Board editor: click to place stones, click a stone to remove it, drag to place many. "
               "Ctrl+E leaves."),
            6000);
    }
    emit activeChanged(active);
}

void BoardEditor::setTool(Tool tool)
{
    m_tool = tool;
    m_toolActions[size_t(tool)]->setChecked(true);
    if (tool == Tool::Alternate)
        m_setup->resetAlternate();
}

void BoardEditor::syncWidgets()
{
    const bool editable = m_document != nullptr;
    m_sizeAction->setEnabled(editable);
    m_clearAction->setEnabled(
        editable && m_document->position().board.count(Color::Empty) < m_document->position().board.pointCount());
    m_komiBox->setEnabled(editable);
    m_rulesBox->setEnabled(editable);
    if (!m_document)
        return;
    m_lesson->followPosition();
    const Position& position = m_document->position();
    {
        const QSignalBlocker blocker(m_komiBox);
        m_komiBox->setValue(position.komi);
    }
    {
        const QSignalBlocker blocker(m_rulesBox);
        m_rulesBox->setCurrentIndex(m_rulesBox->findData(int(position.rules)));
    }
}

void BoardEditor::showMessage(const QString& text, int timeout)
{
    m_window.statusBar()->showMessage(text, timeout);
}

void BoardEditor::applyAt(Point point, Qt::MouseButtons buttons, Qt::KeyboardModifiers modifiers)
{
    press(point, buttons, modifiers);
    m_setup->release();
}

void BoardEditor::press(Point point, Qt::MouseButtons buttons, Qt::KeyboardModifiers modifiers)
{
    if (!m_active || !m_document || !m_document->position().board.contains(point))
        return;
    if (isLessonTool(m_tool)) {
        m_lesson->apply(m_tool, point, buttons);
        return;
    }
    if (!m_lesson->draft().atRoot()) {
        // Stones are set up on the lesson's first position; the moves are played from it.
        m_lesson->showNode(SgfGameTree::Root);
        showMessage(tr("Back at the lesson's first position: stones are set up there."), 4000);
    }
    m_setup->press(m_tool, point, buttons, modifiers);
}

void BoardEditor::hover(std::optional<Point> point)
{
    BoardScene scene = m_board.scene();
    if (scene.highlighted.any()) {
        scene.highlighted.reset();
        m_board.setScene(scene);
    }
    if (point)
        showMessage(describe(*point), 0);
    else
        m_window.statusBar()->clearMessage();
}

QString BoardEditor::describe(Point point) const
{
    if (!m_document || !m_document->position().board.contains(point))
        return {};
    const QString name = pointName(point, m_document->position().board.height());
    const Color here = m_document->position().board.at(point);
    const QString what = here == Color::Black   ? tr("black stone")
                         : here == Color::White ? tr("white stone")
                                                : tr("empty");
    const QString action = isLessonTool(m_tool) ? m_lesson->clickAction(m_tool) : m_setup->clickAction(m_tool, point);
    return action.isEmpty() ? tr("%1: %2").arg(name, what) : tr("%1: %2; %3").arg(name, what, action);
}

void BoardEditor::decorate(BoardScene& scene) const
{
    if (m_active)
        m_lesson->decorate(scene);
}

void BoardEditor::chooseBoardSize()
{
    if (!m_document)
        return;
    const Board& board = m_document->position().board;
    BoardSizeDialog dialog(QSize(board.width(), board.height()), &m_window);
    dialog.setNote(
        tr("The stones keep their place from the top-left corner; stones beyond a smaller board are removed."));
    if (dialog.exec() == QDialog::Accepted)
        m_setup->resizeBoard(dialog.boardSize());
}

bool BoardEditor::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != &m_board || !m_active || !m_document)
        return QObject::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonDblClick: {
        auto* mouse = static_cast<QMouseEvent*>(event);
        if (mouse->button() != Qt::LeftButton && mouse->button() != Qt::RightButton)
            return false;
        if (const std::optional<Point> point = m_board.pointAt(mouse->position().toPoint()))
            press(*point, mouse->button(), mouse->modifiers());
        // The board's own click (a dead-stone toggle) must not follow.
        return true;
    }
    case QEvent::MouseMove: {
        auto* mouse = static_cast<QMouseEvent*>(event);
        if (m_setup->stroking() && (mouse->buttons() & (Qt::LeftButton | Qt::RightButton)))
            if (const std::optional<Point> point = m_board.pointAt(mouse->position().toPoint()))
                m_setup->drag(*point);
        return false; // the board still reports the hovered point
    }
    case QEvent::MouseButtonRelease:
        m_setup->release();
        return true;
    case QEvent::ContextMenu:
        return true; // the right button places or plays the other colour
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace seki::ui
