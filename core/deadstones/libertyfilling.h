#pragma once

#include "board/board.h"

#include <span>

namespace seki {

// Whether `attacker` captures every block through `targets` by filling their liberties one by
// one while the defender passes, never leaving his own stones with a single liberty except by the
// move that captures (a stone with one liberty would be taken at once). The fill chooses, at each
// step, the liberty that leaves the attacker's stones the most liberties. This is how a seki shows
// at the end of a game: the shared liberties cannot be filled by either side.
bool capturesByFilling(const Board& board, std::span<const Board::Index> targets, Color attacker);

} // namespace seki
