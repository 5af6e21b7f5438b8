#include "record/trymoves.h"

#include "board/boardview.h"
#include "common/drawnicon.h"
#include "common/pointnames.h"
#include "document/gamedocument.h"
#include "document/recordnavigator.h"
#include "record/removetriedlinecommand.h"
#include "record/trymovecommand.h"

#include "sgf/nodereplay.h"
#include "sgf/sgfgametree.h"
#include "sgf/treecursor.h"

#include <QAction>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QPainter>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoStack>

namespace seki::ui {

namespace {

// The tool bar's toggle: a white stone played beside a black one, with a plus.
QIcon tryMovesIcon()
{
    return drawnIcon([](QPainter& painter, int side) {
        const double s = side;
        painter.setPen(QPen(QColor(20, 20, 20), std::max(1.0, s / 20)));
        painter.setBrush(QColor(30, 30, 30));
        painter.drawEllipse(QRectF(s * 0.06, s * 0.34, s * 0.56, s * 0.56));
        painter.setBrush(QColor(250, 250, 246));
        painter.drawEllipse(QRectF(s * 0.38, s * 0.1, s * 0.56, s * 0.56));
        painter.setPen(QPen(QColor(30, 120, 220), std::max(1.5, s / 10), Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(QPointF(s * 0.66, s * 0.24), QPointF(s * 0.66, s * 0.52));
        painter.drawLine(QPointF(s * 0.52, s * 0.38), QPointF(s * 0.8, s * 0.38));
    });
}

QString playerName(Color colour)
{
    return colour == Color::Black ? TryMoves::tr("Black") : TryMoves::tr("White");
}

} // namespace

TryMoves::TryMoves(QMainWindow& window, BoardView& board, RecordNavigator& navigator, QUndoStack& undoStack)
    : QObject(&window), m_window(window), m_board(board), m_navigator(navigator), m_undoStack(undoStack)
{
    m_toggle = m_texts.bind(new QAction(tryMovesIcon(), QString(), this), QT_TRANSLATE_NOOP("seki::ui::TryMoves", "&Try Moves"),
                            QT_TRANSLATE_NOOP("seki::ui::TryMoves",
                                              "Play on the board from the move shown: each move is added as a "
                                              "variation, and Undo takes it back"));
    m_toggle->setObjectName(QStringLiteral("tryMovesAction"));
    m_toggle->setCheckable(true);
    m_toggle->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    connect(m_toggle, &QAction::toggled, this, [this](bool on) {
        if (!on)
            leave();
        updateIndicator();
        emit toggled(on);
    });
    m_pass = m_texts.bind(new QAction(this), QT_TRANSLATE_NOOP("seki::ui::TryMoves", "P&ass (Tried)"),
                          QT_TRANSLATE_NOOP("seki::ui::TryMoves", "The side to move passes, as a tried move"));
    connect(m_pass, &QAction::triggered, this, [this] { tryMove(std::nullopt); });
    m_remove = m_texts.bind(new QAction(this), QT_TRANSLATE_NOOP("seki::ui::TryMoves", "&Remove Tried Moves"),
                            QT_TRANSLATE_NOOP("seki::ui::TryMoves",
                                              "Take away the tried move shown and every move tried after it"));
    m_remove->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Delete));
    connect(m_remove, &QAction::triggered, this, [this] {
        const TreeCursor* cursor = m_navigator.cursor();
        if (!m_remove->isEnabled() || !m_document || !cursor || !m_document->isTried(cursor->node()))
            return;
        const TreeCursor::Branch move = cursor->moveOf(cursor->node());
        const bool black = move.color == Color::Black;
        // Named again in another language if the user switches (TranslatedUndoCommand).
        const UndoText text
            = move.point ? UndoText("seki::ui::TryMoves",
                                    black ? QT_TRANSLATE_NOOP("seki::ui::TryMoves", "Remove the tried moves from Black %1")
                                          : QT_TRANSLATE_NOOP("seki::ui::TryMoves", "Remove the tried moves from White %1"),
                                    {pointName(*move.point, cursor->state().board.height())})
                         : UndoText("seki::ui::TryMoves",
                                    black ? QT_TRANSLATE_NOOP("seki::ui::TryMoves", "Remove the tried moves from Black's pass")
                                          : QT_TRANSLATE_NOOP("seki::ui::TryMoves", "Remove the tried moves from White's pass"));
        m_undoStack.push(new RemoveTriedLineCommand(*m_document, m_navigator, cursor->node(), text));
    });
    for (QAction* action : {m_toggle, m_pass, m_remove})
        window.addAction(action);

    // The indicator: in the status bar, in the highlight's colours, while the mode is on.
    m_indicator = new QLabel;
    m_indicator->setObjectName(QStringLiteral("tryMovesIndicator"));
    m_indicator->setAutoFillBackground(true);
    m_indicator->setBackgroundRole(QPalette::Highlight);
    m_indicator->setForegroundRole(QPalette::HighlightedText);
    m_indicator->setContentsMargins(8, 1, 8, 1);
    m_indicator->hide();
    window.statusBar()->addPermanentWidget(m_indicator);
    connect(&m_navigator, &RecordNavigator::changed, this, &TryMoves::updateIndicator);
    update(true);
}

void TryMoves::setDocument(GameDocument* document)
{
    m_document = document;
}

void TryMoves::addTo(QMenu& goMenu, QToolBar& toolBar)
{
    goMenu.addSeparator();
    goMenu.addActions({m_toggle, m_pass, m_remove});
    toolBar.addAction(m_toggle);
}

bool TryMoves::isOn() const
{
    return m_toggle->isChecked();
}

void TryMoves::setOn(bool on)
{
    if (m_toggle->isEnabled() || !on)
        m_toggle->setChecked(on);
}

void TryMoves::update(bool recordShown)
{
    m_recordShown = recordShown;
    const bool record = recordShown && m_document && m_document->reviewedTree() && m_navigator.cursor();
    m_toggle->setEnabled(record);
    m_pass->setEnabled(record && isOn() && !atGameEnd());
    m_remove->setEnabled(record && m_document->isTried(m_navigator.cursor()->node()));
    updateIndicator();
}

void TryMoves::retranslate()
{
    m_texts.retranslate();
    updateIndicator();
}

const Board* TryMoves::koBoard() const
{
    const TreeCursor* cursor = m_navigator.cursor();
    return cursor && cursor->state().boardBeforeMove ? &*cursor->state().boardBeforeMove : nullptr;
}

bool TryMoves::atGameEnd() const
{
    const TreeCursor* cursor = m_navigator.cursor();
    const SgfGameTree* tree = m_navigator.tree();
    return cursor && tree && tree->node(cursor->node()).children().empty() && cursor->onMainLine();
}

MoveProblem TryMoves::problemAt(Point point) const
{
    const TreeCursor* cursor = m_navigator.cursor();
    return moveProblem(cursor->state().board, point, cursor->toPlay(), koBoard());
}

QString TryMoves::refusal(Point point) const
{
    const TreeCursor* cursor = m_navigator.cursor();
    if (!cursor || !m_document)
        return tr("There is no record to try moves in.");
    const QString name = pointName(point, cursor->state().board.height());
    // A move the record holds after this node is gone to, wherever the game ends.
    for (const TreeCursor::Branch& branch : cursor->branches())
        if (branch.point == point && branch.color == cursor->toPlay())
            return QString();
    switch (problemAt(point)) {
    case MoveProblem::None:
        break;
    case MoveProblem::OffBoard:
        return tr("%1 is not on the board.").arg(name);
    case MoveProblem::Occupied:
        return tr("%1 is taken: a stone stands there.").arg(name);
    case MoveProblem::Suicide:
        return tr("%1 would be suicide: the stone would have no liberty and capture nothing.").arg(name);
    case MoveProblem::Ko:
        return tr("%1 retakes the ko at once: play a ko threat elsewhere first.").arg(name);
    }
    if (atGameEnd())
        return tr("This is the end of the game, the position that is scored: go back a move to try moves "
                  "(a move here would lengthen the game).");
    return QString();
}

bool TryMoves::tryMove(std::optional<Point> point)
{
    const TreeCursor* cursor = m_navigator.cursor();
    if (!isOn() || !m_document || !cursor || !m_recordShown)
        return false;
    const Color colour = cursor->toPlay();
    const int height = cursor->state().board.height();
    if (point) {
        for (const TreeCursor::Branch& branch : cursor->branches()) {
            if (branch.point == point && branch.color == colour) {
                m_navigator.goToNode(branch.node);
                return true;
            }
        }
        if (const QString why = refusal(*point); !why.isEmpty()) {
            m_window.statusBar()->showMessage(why, 6000);
            return false;
        }
    } else {
        // A pass the record holds here is gone to as well.
        const SgfGameTree& tree = *m_navigator.tree();
        for (const TreeCursor::Branch& branch : cursor->branches()) {
            const char* identifier = colour == Color::Black ? "B" : "W";
            if (branch.color == colour && !branch.point && tree.node(branch.node).has(identifier)
                && isPassMove(tree.node(branch.node).text(identifier).value_or(std::string()),
                              cursor->state().board.width(), cursor->state().board.height())) {
                m_navigator.goToNode(branch.node);
                return true;
            }
        }
        if (atGameEnd()) {
            m_window.statusBar()->showMessage(refusal(Point{0, 0}), 6000);
            return false;
        }
    }
    const bool black = colour == Color::Black;
    // Named again in another language if the user switches (TranslatedUndoCommand).
    const UndoText text = point ? UndoText("seki::ui::TryMoves",
                                           black ? QT_TRANSLATE_NOOP("seki::ui::TryMoves", "Try Black %1")
                                                 : QT_TRANSLATE_NOOP("seki::ui::TryMoves", "Try White %1"),
                                           {pointName(*point, height)})
                                : UndoText("seki::ui::TryMoves",
                                           black ? QT_TRANSLATE_NOOP("seki::ui::TryMoves", "Try: Black passes")
                                                 : QT_TRANSLATE_NOOP("seki::ui::TryMoves", "Try: White passes"));
    m_undoStack.push(new TryMoveCommand(*m_document, m_navigator, cursor->node(), colour, point, text));
    m_window.statusBar()->showMessage(text.text(), 3000);
    return true;
}

void TryMoves::activate(Point point, Qt::MouseButtons buttons, Qt::KeyboardModifiers /*modifiers*/)
{
    if (buttons & Qt::LeftButton)
        tryMove(point);
}

void TryMoves::hover(std::optional<Point> point)
{
    BoardScene scene = m_board.scene();
    const auto before = scene.ghost;
    scene.ghost.reset();
    const TreeCursor* cursor = m_navigator.cursor();
    QString text;
    if (point && cursor && isOn() && cursor->state().board.contains(*point)) {
        const QString why = refusal(*point);
        const Color colour = cursor->toPlay();
        if (why.isEmpty()) {
            scene.ghost = std::pair(*point, colour);
            text = tr("%1: click to play %2 here").arg(pointName(*point, cursor->state().board.height()),
                                                       playerName(colour));
        } else {
            text = why;
        }
    }
    if (scene.ghost != before)
        m_board.setScene(scene);
    if (text.isEmpty())
        m_window.statusBar()->clearMessage();
    else
        m_window.statusBar()->showMessage(text);
}

void TryMoves::leave()
{
    BoardScene scene = m_board.scene();
    if (scene.ghost) {
        scene.ghost.reset();
        m_board.setScene(scene);
    }
    m_window.statusBar()->clearMessage();
}

QString TryMoves::indicatorText() const
{
    const TreeCursor* cursor = m_navigator.cursor();
    if (!isOn() || !cursor)
        return QString();
    return tr("Trying moves: %1 to play").arg(playerName(cursor->toPlay()));
}

void TryMoves::updateIndicator()
{
    const QString text = indicatorText();
    m_indicator->setText(text);
    m_indicator->setVisible(!text.isEmpty());
    m_pass->setEnabled(m_toggle->isEnabled() && isOn() && !atGameEnd());
    const TreeCursor* cursor = m_navigator.cursor();
    m_remove->setEnabled(m_recordShown && m_document && cursor && m_document->isTried(cursor->node()));
}

} // namespace seki::ui
