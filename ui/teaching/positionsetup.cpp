#include "teaching/positionsetup.h"

#include "common/pointnames.h"
#include "common/rulestitle.h"
#include "document/editpositioncommand.h"
#include "document/gamedocument.h"
#include "document/setdeadcommand.h"

#include "board/deadmarking.h"

#include <QUndoStack>

#include <climits>

namespace seki::ui {

namespace {

// Consecutive komi changes (spin box arrows, typing) merge into one undo step.
constexpr int KomiStroke = INT_MAX;

} // namespace

PositionSetup::PositionSetup(QUndoStack& undoStack, QObject* parent) : QObject(parent), m_undoStack(undoStack)
{
}

void PositionSetup::setDocument(GameDocument* document)
{
    m_document = document;
    m_stroking = false;
}

QString PositionSetup::pointName(Point point) const
{
    return ui::pointName(point, m_document ? m_document->position().board.height() : 19);
}

std::optional<Color> PositionSetup::strokeColour(EditorTool tool, Point point, Qt::MouseButtons buttons) const
{
    const Color here = m_document->position().board.at(point);
    const bool right = buttons & Qt::RightButton;
    switch (tool) {
    case EditorTool::Black:
    case EditorTool::White: {
        Color colour = tool == EditorTool::Black ? Color::Black : Color::White;
        if (right)
            colour = opponent(colour);
        // A click on a stone of that colour takes it away: no tool switch to fix a slip.
        return here == colour ? Color::Empty : colour;
    }
    case EditorTool::Alternate:
        if (right || isStone(here))
            return Color::Empty;
        return m_nextAlternate;
    case EditorTool::Erase:
        return Color::Empty;
    default:
        return std::nullopt;
    }
}

void PositionSetup::press(EditorTool tool, Point point, Qt::MouseButtons buttons, Qt::KeyboardModifiers modifiers)
{
    m_stroking = false;
    if (!m_document || !m_document->position().board.contains(point))
        return;
    if (tool == EditorTool::Dead) {
        toggleDead(point, modifiers);
        return;
    }
    const std::optional<Color> colour = strokeColour(tool, point, buttons);
    if (!colour)
        return;
    ++m_stroke;
    m_stroking = true;
    m_strokeTool = tool;
    m_strokeColour = *colour;
    m_strokeAlternates = tool == EditorTool::Alternate && isStone(*colour);
    m_strokeLast = point;
    m_strokeStart = pointName(point);
    paintPoint(point, *colour);
}

void PositionSetup::drag(Point point)
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

void PositionSetup::paintPoint(Point point, Color colour)
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
    // Named again in another language if the user switches (TranslatedUndoCommand).
    const char* source = nullptr;
    if (colour == Color::Empty)
        source = first ? QT_TR_NOOP("Remove the stone at %1") : QT_TR_NOOP("Remove stones from %1");
    else if (colour == Color::Black)
        source = first ? QT_TR_NOOP("Place a black stone at %1") : QT_TR_NOOP("Place black stones from %1");
    else
        source = first ? QT_TR_NOOP("Place a white stone at %1") : QT_TR_NOOP("Place white stones from %1");
    if (m_strokeTool == EditorTool::Alternate && isStone(colour)) {
        if (!first)
            source = QT_TR_NOOP("Place stones from %1");
        m_nextAlternate = opponent(colour);
    }
    m_undoStack.push(new EditPositionCommand(*m_document, after,
                                             UndoText(staticMetaObject.className(), source, {first ? name : m_strokeStart}),
                                             m_stroke));
}

void PositionSetup::toggleDead(Point point, Qt::KeyboardModifiers modifiers)
{
    const Board& board = m_document->position().board;
    const QString name = pointName(point);
    if (!isStone(board.at(point))) {
        emit message(tr("%1 is empty: click a stone to mark its block dead or alive.").arg(name), 4000);
        return;
    }
    const MarkScope scope = modifiers & Qt::ShiftModifier ? MarkScope::Area : MarkScope::Block;
    DeadMarkChange marking = deadMarkChange(m_document->position(), point, scope);
    const char* source = marking.dead ? QT_TR_NOOP("Mark %1 dead") : QT_TR_NOOP("Mark %1 alive");
    m_undoStack.push(new SetDeadCommand(*m_document, std::move(marking.stones), marking.dead,
                                        UndoText(staticMetaObject.className(), source, {name})));
}

QString PositionSetup::clickAction(EditorTool tool, Point point) const
{
    if (!m_document || !m_document->position().board.contains(point))
        return {};
    const Color here = m_document->position().board.at(point);
    switch (tool) {
    case EditorTool::Black:
    case EditorTool::White: {
        const Color colour = tool == EditorTool::Black ? Color::Black : Color::White;
        if (here == colour)
            return tr("click removes it");
        return colour == Color::Black ? tr("click places Black, right-click White")
                                      : tr("click places White, right-click Black");
    }
    case EditorTool::Alternate:
        if (isStone(here))
            return tr("click removes it");
        return m_nextAlternate == Color::Black ? tr("click places Black (then White)")
                                               : tr("click places White (then Black)");
    case EditorTool::Erase:
        return isStone(here) ? tr("click removes it") : QString();
    case EditorTool::Dead:
        if (isStone(here))
            return m_document->isDead(point) ? tr("click marks its block alive") : tr("click marks its block dead");
        return {};
    default:
        return {};
    }
}

void PositionSetup::resizeBoard(QSize size)
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
        *m_document, after,
        UndoText(staticMetaObject.className(), QT_TR_NOOP("Resize the board to %1 \u00d7 %2"),
                 {QString::number(size.width()), QString::number(size.height())})));
}

void PositionSetup::clearBoard()
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
    m_undoStack.push(new EditPositionCommand(*m_document, after, UndoText(staticMetaObject.className(), QT_TR_NOOP("Clear the board"))));
}

void PositionSetup::setKomi(double komi)
{
    if (!m_document || m_document->position().komi == komi)
        return;
    Position after = m_document->position();
    after.komi = komi;
    m_undoStack.push(new EditPositionCommand(*m_document, after, UndoText(staticMetaObject.className(), QT_TR_NOOP("Set komi")), KomiStroke));
}

void PositionSetup::setRules(Rules rules)
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

} // namespace seki::ui
