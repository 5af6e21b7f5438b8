#include "movediagram.h"

#include "sgf/treecursor.h"

#include <algorithm>

namespace seki {

std::vector<std::pair<Point, int>> MoveDiagram::numbers() const
{
    std::vector<std::pair<Point, int>> drawn;
    for (const DiagramMove& move : moves)
        if (move.point && move.at == 0)
            drawn.emplace_back(*move.point, move.number);
    return drawn;
}

std::vector<DiagramMove> MoveDiagram::notes() const
{
    std::vector<DiagramMove> notes;
    for (const DiagramMove& move : moves)
        if (move.point && move.at != 0)
            notes.push_back(move);
    return notes;
}

bool MoveDiagram::onlyPasses() const
{
    return std::ranges::none_of(moves, [](const DiagramMove& move) { return move.point.has_value(); });
}

MoveDiagram moveDiagram(const SgfGameTree& tree, int width, int height, int fromNode, int toNode)
{
    MoveDiagram diagram;
    TreeCursor cursor(tree, width, height);
    cursor.goTo(toNode);
    const std::vector<int> path = cursor.path();
    const auto first = std::ranges::find(path, fromNode);
    cursor.goTo(fromNode);
    diagram.start = cursor.state().board;
    diagram.board = diagram.start;
    diagram.end = diagram.start;
    if (first == path.end()) {
        diagram.stop = MoveDiagram::Stop::NotBelow;
        diagram.stopNode = toNode;
        return diagram;
    }
    std::optional<Board> koBoard = cursor.state().boardBeforeMove;
    // The number drawn on each point (0: none), by padded index.
    std::vector<int> drawn(size_t(diagram.board.cellCount()), 0);
    int number = 0;
    for (auto node = first + 1; node != path.end(); ++node) {
        const SgfNode& sgf = tree.node(*node);
        if (sgf.has("AB") || sgf.has("AW") || sgf.has("AE")) {
            // A new position set up: no longer one line from one diagram.
            diagram.stop = MoveDiagram::Stop::Setup;
            diagram.stopNode = *node;
            break;
        }
        const TreeCursor::Branch move = cursor.moveOf(*node);
        if (move.color == Color::Empty)
            continue;
        DiagramMove played;
        played.number = ++number;
        played.node = *node;
        played.color = move.color;
        played.point = move.point;
        if (!move.point && !move.pass) {
            // A move that names no point of the board (off it, or not a point) is no pass: the
            // rules of play cannot play it (Article 2: a stone is played on a point of the board).
            diagram.stop = MoveDiagram::Stop::Refused;
            diagram.refused = MoveProblem::OffBoard;
            diagram.stopNode = *node;
            break;
        }
        if (!move.point) {
            // A pass takes a number, as books count it ("4: pass"), and changes nothing; the
            // next move may retake a ko.
            koBoard.reset();
            diagram.moves.push_back(played);
            continue;
        }
        const MoveOutcome outcome = playMove(diagram.end, *move.point, move.color, koBoard ? &*koBoard : nullptr);
        if (!outcome.legal()) {
            diagram.stop = MoveDiagram::Stop::Refused;
            diagram.refused = outcome.problem;
            diagram.stopNode = *node;
            break;
        }
        koBoard = diagram.end;
        diagram.end = outcome.after;
        played.captured = outcome.captured;
        const Board::Index index = diagram.board.index(*move.point);
        if (drawn[size_t(index)] != 0) {
            // A number stands there already: the book's "5 at 3".
            played.at = drawn[size_t(index)];
        } else {
            // An empty point, or one whose stone of the starting position the line has taken:
            // the move is drawn there with its number.
            diagram.board.set(index, move.color);
            drawn[size_t(index)] = played.number;
        }
        diagram.moves.push_back(played);
    }
    return diagram;
}

} // namespace seki
