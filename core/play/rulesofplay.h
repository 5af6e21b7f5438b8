#pragma once

#include "board/board.h"

#include <optional>
#include <vector>

namespace seki {

// The rules of play, written once for every place a move is played by hand: trying moves while
// reviewing, lessons and the lesson editor, exercises. (Replaying a record is more lenient: a
// game file may hold a suicide, which applyNode() plays and credits, or an illegal ko retake.)

// Why a move is refused.
enum class MoveProblem {
    None,
    OffBoard, // not a point of the board
    Occupied, // a stone stands there (the rules' Article 2: a stone is played on an empty point)
    Suicide,  // the stone would have no liberty and capture nothing (Article 7)
    Ko,       // an immediate recapture in a ko (Article 6)
};

struct MoveOutcome {
    MoveProblem problem = MoveProblem::None;
    Board after;                 // the board after the move; the board before it when refused
    std::vector<Point> captured; // the opponent's stones the move removed, top row first
    bool legal() const { return problem == MoveProblem::None; }
};

// Plays `colour` (Black or White) at `point` on `before`. `koBoard` is the board as it stood
// before the opponent's last move, when that move is known: a move that would bring it back is
// the immediate recapture in a ko that Article 6 forbids. (Only a one-stone capture answering a
// one-stone capture can recreate that board, so this is exactly the ko rule, with no history kept.)
MoveOutcome playMove(const Board& before, Point point, Color colour, const Board* koBoard = nullptr);

// Whether `colour` may play at `point` (the same rules, without the resulting board).
MoveProblem moveProblem(const Board& before, Point point, Color colour, const Board* koBoard = nullptr);

} // namespace seki
