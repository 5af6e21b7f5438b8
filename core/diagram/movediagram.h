#pragma once

#include "board/board.h"
#include "board/point.h"
#include "play/rulesofplay.h"
#include "sgf/sgfgametree.h"

#include <optional>
#include <vector>

namespace seki {

// One move of a diagram's line, numbered from 1 at the diagram's first move.
struct DiagramMove {
    int number = 0;
    int node = 0; // the tree's node that plays it
    Color color = Color::Empty;
    std::optional<Point> point; // nullopt: a pass
    // The number drawn on the point already, when the move is played where an earlier move of the
    // diagram stands drawn (a stone captured and the point played again, a ko retaken): the
    // move is not drawn, and the diagram says "5 at 3". 0 when the move is drawn with its number.
    int at = 0;
    std::vector<Point> captured; // the stones it took off, top row first
};

// A line of moves drawn as Go books draw it: the position the line starts from, each move's stone
// with its number on the point where it is first played, and a note for each move played on a
// point a number already stands on ("5 at 3"). A stone of the starting position that the line
// captures stays drawn (the reader sets the position up and plays the numbers); a move played
// where such a stone was taken is drawn there with its number, in its place.
struct MoveDiagram {
    Board start;                    // the position before move 1
    Board board;                    // what the diagram draws: start, with the numbered stones
    Board end;                      // the position after the last move
    std::vector<DiagramMove> moves; // moves[k - 1] is move k
    // Why the line stops short of its last node: a move the rules of play refuse (`refused`:
    // occupied, suicide, ko), a node that sets stones up, or a last node not below the first.
    enum class Stop { None, Refused, Setup, NotBelow };
    Stop stop = Stop::None;
    MoveProblem refused = MoveProblem::None;
    int stopNode = -1; // the node where it stopped

    // The numbers drawn on the diagram, in the order of the moves.
    std::vector<std::pair<Point, int>> numbers() const;
    // The moves not drawn on a point of their own: played where a number stands ("5 at 3").
    std::vector<DiagramMove> notes() const;
    bool onlyPasses() const;
};

// The moves of the nodes after `fromNode` down to `toNode` (a descendant of it; the same node for
// no move), played by the rules of play (play/rulesofplay.h) from the board at `fromNode` on a
// width x height board, its ko board included.
MoveDiagram moveDiagram(const SgfGameTree& tree, int width, int height, int fromNode, int toNode);

} // namespace seki
