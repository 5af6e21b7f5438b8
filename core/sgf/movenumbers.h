#pragma once

#include "board/point.h"

#include <vector>

namespace seki {

class TreeCursor;

// A stone on the board and the move that played it, for move numbers drawn on the stones.
struct NumberedStone {
    Point point;
    int number = 0; // moves from the root, as TreeCursor::State::moveNumber counts them
    bool operator==(const NumberedStone&) const = default;
};

// The stones standing at the cursor's node that were played by one of its last `lastMoves` moves
// (every move when `lastMoves` is negative), each with the number of the move that played it.
// A point played more than once (a stone captured, the point played again, a ko) carries the
// number of the move whose stone stands there now; a stone that was captured and not replaced,
// or put there by setup (AB, AW) after its move, carries none. Top row first.
std::vector<NumberedStone> numberedStones(const TreeCursor& cursor, int lastMoves);

} // namespace seki
