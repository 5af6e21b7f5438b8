#pragma once

#include "board/board.h"

#include <span>

namespace seki {

// Whether `attacker` can fill every liberty of the blocks through `targets` that is not in
// `eyeSpace` (the targets' own eye spaces, whose worth the local games have told), one by one
// while the defender passes, never leaving his own stones with a single liberty except by a
// move that captures (such a stone would be taken at once). The targets may be captured on the
// way. At each step the fill takes the liberty that leaves the attacker's stones the most
// liberties. This is how a seki shows at the end of a game: the shared liberties cannot be filled.
bool fillsOutsideLiberties(const Board& board, std::span<const Board::Index> targets, const Board::Mask& eyeSpace,
                           Color attacker);

} // namespace seki
