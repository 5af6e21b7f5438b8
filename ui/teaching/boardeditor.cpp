#include "teaching/boardeditor.h"

#include "teaching/boardsizedialog.h"
#include "board/boardview.h"
#include "common/drawnicon.h"
#include "document/editpositioncommand.h"
#include "board/boardscene.h"
#include "document/gamedocument.h"
#include "teaching/lessonlibrary.h"
#include "common/pointnames.h"
#include "common/rulestitle.h"
#include "document/setdeadcommand.h"

#include "board/deadmarking.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSaveFile>
#include <QMainWindow>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QSignalBlocker>
#include <QStatusBar>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>
#include <QUndoCommand>
#include <QUndoStack>

#include <climits>

namespace seki::ui {

namespace {

// Consecutive komi changes (spin box arrows, typing) merge into one undo step.
constexpr int KomiStroke = INT_MAX;

// The tool icons are drawn rather than shipped: a stone of each colour, a half-and-half stone,
// an empty point, and a stone with the dead mark, so they match the board at any size.
QIcon toolIcon(BoardEditor::Tool tool)
{
    return drawnIcon([tool](QPainter& painter, int side) {
        const QRectF stone = QRectF(0, 0, side, side).adjusted(1.5, 1.5, -1.5, -1.5);
        const QPen outline(QColor(40, 40, 40), side / 16.0);
        painter.setPen(outline);
        switch (tool) {
        case BoardEditor::Tool::Black:
            painter.setBrush(QColor(25, 25, 25));
            painter.drawEllipse(stone);
            break;
        case BoardEditor::Tool::White:
            painter.setBrush(QColor(245, 245, 240));
            painter.drawEllipse(stone);
            break;
        case BoardEditor::Tool::Alternate: {
            painter.setBrush(QColor(245, 245, 240));
            painter.drawEllipse(stone);
            QPainterPath half;
            half.moveTo(stone.center());
            half.arcTo(stone, 90, 180);
            half.closeSubpath();
            painter.setBrush(QColor(25, 25, 25));
            painter.drawPath(half);
            break;
        }
        case BoardEditor::Tool::Erase: {
            // An empty intersection with a red stroke through it.
            painter.setPen(QPen(QColor(90, 70, 40), side / 12.0));
            const QPointF c = stone.center();
            painter.drawLine(QPointF(stone.left(), c.y()), QPointF(stone.right(), c.y()));
            painter.drawLine(QPointF(c.x(), stone.top()), QPointF(c.x(), stone.bottom()));
            painter.setPen(QPen(QColor(200, 40, 40), side / 8.0, Qt::SolidLine, Qt::RoundCap));
            const QRectF cross = stone.adjusted(side / 6.0, side / 6.0, -side / 6.0, -side / 6.0);
            painter.drawLine(cross.topLeft(), cross.bottomRight());
            break;
        }
        case BoardEditor::Tool::Triangle:
        case BoardEditor::Tool::Square:
        case BoardEditor::Tool::Circle:
        case BoardEditor::Tool::Cross: {
            // The mark as the board draws it, dark on the board's colour.
            painter.setPen(QPen(QColor(30, 30, 30), side / 10.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            painter.setBrush(Qt::NoBrush);
            const QRectF box = stone.adjusted(side / 6.0, side / 6.0, -side / 6.0, -side / 6.0);
            if (tool == BoardEditor::Tool::Triangle)
                painter.drawPolygon(
                    QPolygonF({QPointF(box.center().x(), box.top()), box.bottomRight(), box.bottomLeft()}));
            else if (tool == BoardEditor::Tool::Square)
                painter.drawRect(box);
            else if (tool == BoardEditor::Tool::Circle)
                painter.drawEllipse(box);
            else {
                painter.drawLine(box.topLeft(), box.bottomRight());
                painter.drawLine(box.topRight(), box.bottomLeft());
            }
            break;
        }
        case BoardEditor::Tool::Label: {
            QFont font = painter.font();
            font.setPixelSize(int(side * 0.8));
            font.setBold(true);
            painter.setFont(font);
            painter.setPen(QColor(30, 30, 30));
            painter.drawText(stone, Qt::AlignCenter, QStringLiteral("A"));
            break;
        }
        case BoardEditor::Tool::Play: {
            // A stone with a move number: a move, not setup.
            painter.setBrush(QColor(25, 25, 25));
            painter.drawEllipse(stone);
            QFont font = painter.font();
            font.setPixelSize(int(side * 0.6));
            font.setBold(true);
            painter.setFont(font);
            painter.setPen(QColor(245, 245, 240));
            painter.drawText(stone, Qt::AlignCenter, QStringLiteral("1"));
            break;
        }
        case BoardEditor::Tool::Dead: {
            painter.setBrush(QColor(25, 25, 25, 110));
            painter.drawEllipse(stone);
            painter.setPen(QPen(QColor(220, 40, 40), side / 9.0, Qt::SolidLine, Qt::RoundCap));
            const QRectF cross = stone.adjusted(side / 4.0, side / 4.0, -side / 4.0, -side / 4.0);
            painter.drawLine(cross.topLeft(), cross.bottomRight());
            painter.drawLine(cross.topRight(), cross.bottomLeft());
            break;
        }
        }
    });
}

// A mark, a letter or a move in the lesson: one undo step, the draft before and after it.
class LessonDraftCommand : public QUndoCommand {
public:
    LessonDraftCommand(BoardEditor& editor, LessonDraft before, LessonDraft after, const QString& text)
        : QUndoCommand(text), m_editor(editor), m_before(std::move(before)), m_after(std::move(after))
    {
    }
    void undo() override { m_editor.restoreDraft(m_before); }
    void redo() override { m_editor.restoreDraft(m_after); }

private:
    BoardEditor& m_editor;
    LessonDraft m_before;
    LessonDraft m_after;
};

} // namespace

BoardEditor::BoardEditor(QMainWindow& window, BoardView& board, QUndoStack& undoStack)
    : QObject(&window), m_window(window), m_board(board), m_undoStack(undoStack)
{
    createActions();
    createLessonDock();
    createToolBar();
    m_board.installEventFilter(this);
    syncWidgets();
}

BoardEditor::~BoardEditor() = default;

void BoardEditor::createActions()
{
    m_toggleAction = new QAction(toolIcon(Tool::Alternate), QString(), this);
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
        QAction* action = m_toolGroup->addAction(toolIcon(tool), QString());
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
    connect(m_clearAction, &QAction::triggered, this, &BoardEditor::clearBoard);

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
        if (Tool(t) < Tool::Triangle) {
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
    connect(m_komiBox, &QDoubleSpinBox::valueChanged, this, &BoardEditor::setKomi);

    m_rulesLabel = new QLabel(m_toolBar);
    m_rulesBox = new QComboBox(m_toolBar);
    for (Rules rules : AllRules)
        m_rulesBox->addItem(QString(), int(rules));
    m_rulesLabel->setBuddy(m_rulesBox);
    m_rulesLabel->setContentsMargins(10, 0, 4, 0);
    m_toolBar->addWidget(m_rulesLabel);
    m_toolBar->addWidget(m_rulesBox);
    connect(m_rulesBox, &QComboBox::activated, this,
            [this](int index) { setRules(Rules(m_rulesBox->itemData(index).toInt())); });

    m_toolBar->addSeparator();
    m_toolBar->addAction(m_saveLessonAction);
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
         tr("Play a move from the position shown: a new position of the lesson, a variation where one follows")},
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
    if (m_lessonDock) {
        m_lessonDock->setWindowTitle(tr("Lesson"));
        m_titleLabel->setText(tr("&Title:"));
        m_titleEdit->setPlaceholderText(tr("The lesson's name in the browser"));
        m_textLabel->setText(tr("Teacher's &text for this position:"));
        m_toPlayLabel->setText(tr("To &play:"));
        m_toPlayBox->setItemText(0, tr("Not said"));
        m_toPlayBox->setItemText(1, tr("Black"));
        m_toPlayBox->setItemText(2, tr("White"));
        m_backButton->setText(tr("&Back"));
        m_backButton->setToolTip(tr("The position before this move"));
        m_startButton->setText(tr("&Start"));
        m_startButton->setToolTip(tr("The lesson's first position, the one set up"));
        m_saveLessonAction->setText(tr("Save as &Lesson\u2026"));
        m_saveLessonAction->setStatusTip(
            tr("Save the lesson to your lessons folder; the lesson browser shows it under My lessons"));
        m_saveButton->setText(tr("Save as Lesson"));
        syncLessonDock();
    }
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
    m_stroking = false;
    // A new document is a new lesson (only the position, no title, moves or marks yet), or a
    // lesson written before, to go on with.
    if (m_document) {
        const Board& board = m_document->position().board;
        const SgfGameTree* tree = m_document->reviewedTree();
        if (!tree || tree->nodeCount() < 2 || !m_draft.adopt(*tree, board.width(), board.height()))
            m_draft.reset(board.width(), board.height());
    }
    syncLessonDock();
    if (m_document)
        m_documentConnection = connect(m_document, &GameDocument::positionEdited, this, &BoardEditor::syncWidgets);
    syncWidgets();
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
    m_stroking = false;
    {
        const QSignalBlocker blocker(m_toggleAction);
        m_toggleAction->setChecked(active);
    }
    for (QAction* action : m_toolActions)
        action->setEnabled(active);
    m_toolBar->setVisible(active);
    m_lessonDock->setVisible(active);
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
        m_nextAlternate = Color::Black;
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
    const Position& position = m_document->position();
    if (position.board.width() != m_draft.width() || position.board.height() != m_draft.height()) {
        // Moves and marks belong to the board they were made on; the title stays.
        const QString title = m_draft.title();
        m_draft.reset(position.board.width(), position.board.height());
        m_draft.setTitle(title);
        syncLessonDock();
    }
    {
        const QSignalBlocker blocker(m_komiBox);
        m_komiBox->setValue(position.komi);
    }
    {
        const QSignalBlocker blocker(m_rulesBox);
        m_rulesBox->setCurrentIndex(m_rulesBox->findData(int(position.rules)));
    }
}

QString BoardEditor::pointName(Point point) const
{
    return ui::pointName(point, m_document ? m_document->position().board.height() : 19);
}

std::optional<Color> BoardEditor::strokeColour(Point point, Qt::MouseButtons buttons) const
{
    const Color here = m_document->position().board.at(point);
    const bool right = buttons & Qt::RightButton;
    switch (m_tool) {
    case Tool::Black:
    case Tool::White: {
        Color colour = m_tool == Tool::Black ? Color::Black : Color::White;
        if (right)
            colour = opponent(colour);
        // A click on a stone of that colour takes it away: no tool switch to fix a slip.
        return here == colour ? Color::Empty : colour;
    }
    case Tool::Alternate:
        if (right || isStone(here))
            return Color::Empty;
        return m_nextAlternate;
    case Tool::Erase:
        return Color::Empty;
    case Tool::Dead:
    case Tool::Triangle:
    case Tool::Square:
    case Tool::Circle:
    case Tool::Cross:
    case Tool::Label:
    case Tool::Play:
        return std::nullopt;
    }
    return std::nullopt;
}

void BoardEditor::applyAt(Point point, Qt::MouseButtons buttons, Qt::KeyboardModifiers modifiers)
{
    beginStroke(point, buttons, modifiers);
    m_stroking = false;
}

void BoardEditor::beginStroke(Point point, Qt::MouseButtons buttons, Qt::KeyboardModifiers modifiers)
{
    if (!m_active || !m_document || !m_document->position().board.contains(point))
        return;
    if (m_tool >= Tool::Triangle) {
        applyLessonTool(point, buttons);
        return;
    }
    if (!m_draft.atRoot()) {
        // Stones are set up on the lesson's first position; the moves are played from it.
        showLessonNode(SgfGameTree::Root);
        m_window.statusBar()->showMessage(tr("Back at the lesson's first position: stones are set up there."), 4000);
    }
    if (m_tool == Tool::Dead) {
        toggleDead(point, modifiers);
        return;
    }
    const std::optional<Color> colour = strokeColour(point, buttons);
    if (!colour)
        return;
    ++m_stroke;
    m_stroking = true;
    m_strokeColour = *colour;
    m_strokeAlternates = m_tool == Tool::Alternate && isStone(*colour);
    m_strokeLast = point;
    m_strokeStart = pointName(point);
    paintPoint(point, *colour);
}

void BoardEditor::continueStroke(Point point)
{
    if (!m_stroking || !m_document || point == m_strokeLast || !m_document->position().board.contains(point))
        return;
    m_strokeLast = point;
    if (m_strokeAlternates) {
        // Dragging with Alternate lays a line of alternating stones, over empty points only.
        if (isStone(m_document->position().board.at(point)))
            return;
        m_strokeColour = m_nextAlternate;
    }
    paintPoint(point, m_strokeColour);
}

void BoardEditor::paintPoint(Point point, Color colour)
{
    const Position& current = m_document->position();
    const Board::Index index = current.board.index(point);
    if (current.board.at(index) == colour)
        return;
    Position after = current;
    // Setup, not a move: the stone is put on the point and nothing is captured.
    after.board.set(index, colour);
    after.dead.reset(size_t(index));
    const QString name = pointName(point);
    const bool first = name == m_strokeStart;
    QString text;
    if (colour == Color::Empty)
        text = first ? tr("Remove the stone at %1").arg(name) : tr("Remove stones from %1").arg(m_strokeStart);
    else if (colour == Color::Black)
        text = first ? tr("Place a black stone at %1").arg(name) : tr("Place black stones from %1").arg(m_strokeStart);
    else
        text = first ? tr("Place a white stone at %1").arg(name) : tr("Place white stones from %1").arg(m_strokeStart);
    if (m_tool == Tool::Alternate && isStone(colour)) {
        if (!first)
            text = tr("Place stones from %1").arg(m_strokeStart);
        m_nextAlternate = opponent(colour);
    }
    m_undoStack.push(new EditPositionCommand(*m_document, after, text, m_stroke));
}

void BoardEditor::toggleDead(Point point, Qt::KeyboardModifiers modifiers)
{
    const Board& board = m_document->position().board;
    const QString name = pointName(point);
    if (!isStone(board.at(point))) {
        m_window.statusBar()->showMessage(tr("%1 is empty: click a stone to mark its block dead or alive.").arg(name),
                                          4000);
        return;
    }
    const MarkScope scope = modifiers & Qt::ShiftModifier ? MarkScope::Area : MarkScope::Block;
    DeadMarkChange marking = deadMarkChange(m_document->position(), point, scope);
    const QString text = marking.dead ? tr("Mark %1 dead").arg(name) : tr("Mark %1 alive").arg(name);
    m_undoStack.push(new SetDeadCommand(*m_document, std::move(marking.stones), marking.dead, text));
}

void BoardEditor::hover(std::optional<Point> point)
{
    BoardScene scene = m_board.scene();
    if (scene.highlighted.any()) {
        scene.highlighted.reset();
        m_board.setScene(scene);
    }
    if (point)
        m_window.statusBar()->showMessage(describe(*point));
    else
        m_window.statusBar()->clearMessage();
}

QString BoardEditor::describe(Point point) const
{
    if (!m_document || !m_document->position().board.contains(point))
        return {};
    const QString name = pointName(point);
    const Color here = m_document->position().board.at(point);
    const QString what = here == Color::Black   ? tr("black stone")
                         : here == Color::White ? tr("white stone")
                                                : tr("empty");
    QString action;
    switch (m_tool) {
    case Tool::Black:
    case Tool::White: {
        const Color colour = m_tool == Tool::Black ? Color::Black : Color::White;
        if (here == colour)
            action = tr("click removes it");
        else
            action = colour == Color::Black ? tr("click places Black, right-click White")
                                            : tr("click places White, right-click Black");
        break;
    }
    case Tool::Alternate:
        if (isStone(here))
            action = tr("click removes it");
        else
            action = m_nextAlternate == Color::Black ? tr("click places Black (then White)")
                                                     : tr("click places White (then Black)");
        break;
    case Tool::Erase:
        action = isStone(here) ? tr("click removes it") : QString();
        break;
    case Tool::Dead:
        if (isStone(here))
            action = m_document->isDead(point) ? tr("click marks its block alive") : tr("click marks its block dead");
        break;
    case Tool::Triangle:
    case Tool::Square:
    case Tool::Circle:
    case Tool::Cross:
    case Tool::Label:
        action = tr("click marks it, again takes the mark away");
        break;
    case Tool::Play:
        action = m_draft.toPlay() == Color::Black ? tr("click plays Black here") : tr("click plays White here");
        break;
    }
    return action.isEmpty() ? tr("%1: %2").arg(name, what) : tr("%1: %2; %3").arg(name, what, action);
}

void BoardEditor::createLessonDock()
{
    m_lessonDock = new QDockWidget(&m_window);
    m_lessonDock->setObjectName(QStringLiteral("lessonEditorDock"));
    auto* panel = new QWidget(m_lessonDock);
    m_titleLabel = new QLabel(panel);
    m_titleEdit = new QLineEdit(panel);
    m_titleLabel->setBuddy(m_titleEdit);
    m_nodeLabel = new QLabel(panel);
    m_nodeLabel->setWordWrap(true);
    m_textLabel = new QLabel(panel);
    m_textEdit = new QPlainTextEdit(panel);
    m_textLabel->setBuddy(m_textEdit);
    m_toPlayLabel = new QLabel(panel);
    m_toPlayBox = new QComboBox(panel);
    m_toPlayBox->addItem(QString());
    m_toPlayBox->addItem(QString(), int(Color::Black));
    m_toPlayBox->addItem(QString(), int(Color::White));
    m_toPlayLabel->setBuddy(m_toPlayBox);
    m_backButton = new QPushButton(panel);
    m_startButton = new QPushButton(panel);
    m_saveLessonAction = new QAction(QIcon::fromTheme(QStringLiteral("document-save-as")), QString(), this);
    m_saveButton = new QPushButton(panel);

    auto* form = new QFormLayout;
    form->addRow(m_titleLabel, m_titleEdit);
    form->addRow(m_toPlayLabel, m_toPlayBox);
    auto* moves = new QHBoxLayout;
    moves->addWidget(m_startButton);
    moves->addWidget(m_backButton);
    moves->addStretch(1);
    auto* layout = new QVBoxLayout(panel);
    layout->addLayout(form);
    layout->addWidget(m_nodeLabel);
    layout->addLayout(moves);
    layout->addWidget(m_textLabel);
    layout->addWidget(m_textEdit, 1);
    layout->addWidget(m_saveButton);
    m_lessonDock->setWidget(panel);
    m_window.addDockWidget(Qt::RightDockWidgetArea, m_lessonDock);
    m_lessonDock->hide();
    m_lessonDock->toggleViewAction()->setVisible(false);

    connect(m_titleEdit, &QLineEdit::textEdited, this, [this](const QString& title) { m_draft.setTitle(title); });
    connect(m_textEdit, &QPlainTextEdit::textChanged, this, [this] {
        if (m_textEdit->toPlainText() != m_draft.text())
            m_draft.setText(m_textEdit->toPlainText());
    });
    connect(m_toPlayBox, &QComboBox::currentIndexChanged, this, [this](int index) {
        const QVariant data = m_toPlayBox->itemData(index);
        m_draft.setToPlay(data.isValid() ? std::optional<Color>(Color(data.toInt())) : std::nullopt);
        syncLessonDock();
    });
    connect(m_backButton, &QPushButton::clicked, this, [this] {
        if (m_draft.back()) {
            syncLessonDock();
            emit lessonChanged();
        }
    });
    connect(m_startButton, &QPushButton::clicked, this, [this] { showLessonNode(SgfGameTree::Root); });
    connect(m_saveLessonAction, &QAction::triggered, this, [this] {
        QString error;
        const QString path = saveLesson(&error);
        if (path.isEmpty())
            m_window.statusBar()->showMessage(error, 8000);
    });
    connect(m_saveButton, &QPushButton::clicked, m_saveLessonAction, &QAction::trigger);
}

void BoardEditor::syncLessonDock()
{
    if (!m_lessonDock)
        return;
    if (m_titleEdit->text() != m_draft.title())
        m_titleEdit->setText(m_draft.title());
    if (m_textEdit->toPlainText() != m_draft.text()) {
        const QSignalBlocker blocker(m_textEdit);
        m_textEdit->setPlainText(m_draft.text());
    }
    {
        const QSignalBlocker blocker(m_toPlayBox);
        const std::optional<Color> toPlay = m_draft.markup().toPlay;
        m_toPlayBox->setCurrentIndex(toPlay ? m_toPlayBox->findData(int(*toPlay)) : 0);
    }
    const int height = m_draft.height();
    QString where;
    if (m_draft.atRoot()) {
        where = tr("The first position (the stones set up).");
    } else {
        int depth = 0;
        for (int node = m_draft.current(); node != SgfGameTree::Root; node = m_draft.tree().node(node).parent())
            ++depth;
        const auto move = m_draft.moveAt(m_draft.current());
        const QString player = move && move->first == Color::Black ? tr("Black") : tr("White");
        where = move ? tr("Move %1: %2 %3").arg(depth).arg(player, QString::fromStdString(toGtp(move->second, height)))
                     : tr("Position %1").arg(depth);
    }
    const size_t children = m_draft.tree().node(m_draft.current()).children().size();
    if (children > 1)
        where += QLatin1Char(' ') + tr("%n variation(s) follow.", nullptr, int(children));
    m_nodeLabel->setText(where);
    m_backButton->setEnabled(!m_draft.atRoot());
    m_startButton->setEnabled(!m_draft.atRoot());
    m_toPlayBox->setEnabled(m_draft.atRoot());
    m_saveLessonAction->setEnabled(m_document != nullptr);
    m_saveButton->setEnabled(m_document != nullptr);
}

void BoardEditor::showLessonNode(int node)
{
    if (!m_draft.goTo(node))
        return;
    syncLessonDock();
    emit lessonChanged();
}

void BoardEditor::restoreDraft(const LessonDraft& draft)
{
    // The title stays as typed; the texts go back with the positions they belong to.
    LessonDraft restored = draft;
    restored.setTitle(m_draft.title());
    m_draft = std::move(restored);
    syncLessonDock();
    emit lessonChanged();
}

void BoardEditor::applyLessonTool(Point point, Qt::MouseButtons buttons)
{
    Q_UNUSED(buttons);
    const LessonDraft before = m_draft;
    const QString name = pointName(point);
    QString text;
    switch (m_tool) {
    case Tool::Triangle:
        m_draft.toggleShape(point, MarkShape::Triangle);
        text = tr("Mark %1").arg(name);
        break;
    case Tool::Square:
        m_draft.toggleShape(point, MarkShape::Square);
        text = tr("Mark %1").arg(name);
        break;
    case Tool::Circle:
        m_draft.toggleShape(point, MarkShape::Circle);
        text = tr("Mark %1").arg(name);
        break;
    case Tool::Cross:
        m_draft.toggleShape(point, MarkShape::Cross);
        text = tr("Mark %1").arg(name);
        break;
    case Tool::Label:
        m_draft.toggleLabel(point);
        text = tr("Letter at %1").arg(name);
        break;
    case Tool::Play: {
        QString problem;
        if (!m_draft.play(m_document->position().board, point, &problem)) {
            m_window.statusBar()->showMessage(tr("%1: %2").arg(name, problem), 4000);
            return;
        }
        text = tr("Play %1").arg(name);
        break;
    }
    default:
        return;
    }
    // Going to a move already there is no edit; anything else is one undo step.
    if (before.tree().nodeCount() == m_draft.tree().nodeCount() && m_tool == Tool::Play) {
        syncLessonDock();
        emit lessonChanged();
        return;
    }
    m_undoStack.push(new LessonDraftCommand(*this, before, m_draft, text));
}

void BoardEditor::decorate(BoardScene& scene) const
{
    if (!m_active || !m_document)
        return;
    if (!m_draft.atRoot()) {
        scene.board = m_draft.boardAt(m_document->position().board);
        scene.dead.reset();
        scene.clearMarks();
        scene.lastMove.reset();
        if (const auto move = m_draft.moveAt(m_draft.current()))
            scene.lastMove = move->second;
    }
    const NodeMarkup markup = m_draft.markup();
    scene.shapes = markup.shapes;
    scene.labels = markup.labels;
}

QString BoardEditor::saveLesson(QString* error)
{
    if (!m_document) {
        if (error)
            *error = tr("Nothing to save: set up a position first.");
        return {};
    }
    const QString folder = LessonLibrary::userFolder();
    if (!QDir().mkpath(folder)) {
        if (error)
            *error = tr("The lessons folder %1 cannot be made.").arg(QDir::toNativeSeparators(folder));
        return {};
    }
    // The file is named after the title (letters and digits), never over another lesson.
    QString base = m_draft.title().toLower();
    base.replace(QRegularExpression(QStringLiteral("[^\\p{L}\\p{N}]+")), QStringLiteral("-"));
    base = base.mid(0, 60);
    while (base.startsWith(QLatin1Char('-')))
        base.remove(0, 1);
    while (base.endsWith(QLatin1Char('-')))
        base.chop(1);
    if (base.isEmpty())
        base = QStringLiteral("lesson");
    QString path = QDir(folder).filePath(base + QStringLiteral(".sgf"));
    for (int n = 2; QFile::exists(path); ++n)
        path = QDir(folder).filePath(QStringLiteral("%1-%2.sgf").arg(base).arg(n));
    const std::string text = m_draft.toSgf(m_document->position());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.data(), qint64(text.size())) != qint64(text.size())
        || !file.commit()) {
        if (error)
            *error
                = tr("The lesson could not be saved to %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return {};
    }
    m_window.statusBar()->showMessage(
        tr("Saved the lesson as %1; Lessons \u203a Browse Lessons shows it under My lessons")
            .arg(QDir::toNativeSeparators(path)),
        6000);
    emit lessonSaved(path);
    return path;
}

void BoardEditor::resizeBoard(QSize size)
{
    if (!m_document || size.width() < 1 || size.height() < 1 || size.width() > Board::MaxSide
        || size.height() > Board::MaxSide)
        return;
    const Position& current = m_document->position();
    if (size.width() == current.board.width() && size.height() == current.board.height())
        return;
    Position after = current;
    after.board = Board(size.width(), size.height());
    after.dead.reset();
    // The top-left corner stays put: a corner problem keeps its stones when the board shrinks
    // or grows, and whatever falls outside is dropped.
    current.board.forEachPoint([&](Board::Index i) {
        const Point p = current.board.point(i);
        if (!after.board.contains(p))
            return;
        after.board.set(p, current.board.at(i));
        if (current.dead.test(size_t(i)))
            after.dead.set(size_t(after.board.index(p)));
    });
    m_undoStack.push(new EditPositionCommand(
        *m_document, after, tr("Resize the board to %1 \u00d7 %2").arg(size.width()).arg(size.height())));
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
        resizeBoard(dialog.boardSize());
}

void BoardEditor::clearBoard()
{
    if (!m_document)
        return;
    const Position& current = m_document->position();
    Position after = current;
    after.board = Board(current.board.width(), current.board.height());
    after.dead.reset();
    after.capturedByBlack = 0;
    after.capturedByWhite = 0;
    if (after.board == current.board)
        return;
    m_nextAlternate = Color::Black;
    m_undoStack.push(new EditPositionCommand(*m_document, after, tr("Clear the board")));
}

void BoardEditor::setKomi(double komi)
{
    if (!m_document || m_document->position().komi == komi)
        return;
    Position after = m_document->position();
    after.komi = komi;
    m_undoStack.push(new EditPositionCommand(*m_document, after, tr("Set komi"), KomiStroke));
}

void BoardEditor::setRules(Rules rules)
{
    if (!m_document)
        return;
    if (m_document->position().rules != rules) {
        Position after = m_document->position();
        after.rules = rules;
        m_undoStack.push(new EditPositionCommand(*m_document, after, tr("Set the rules to %1").arg(rulesTitle(rules))));
    }
    emit rulesChosen(rules);
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
            beginStroke(*point, mouse->button(), mouse->modifiers());
        // The board's own click (a dead-stone toggle) must not follow.
        return true;
    }
    case QEvent::MouseMove: {
        auto* mouse = static_cast<QMouseEvent*>(event);
        if (m_stroking && (mouse->buttons() & (Qt::LeftButton | Qt::RightButton)))
            if (const std::optional<Point> point = m_board.pointAt(mouse->position().toPoint()))
                continueStroke(*point);
        return false; // the board still reports the hovered point
    }
    case QEvent::MouseButtonRelease:
        m_stroking = false;
        return true;
    case QEvent::ContextMenu:
        return true; // the right button places the other colour
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace seki::ui
