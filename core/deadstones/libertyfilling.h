#pragma once

#include "board/board.h"

#include <optional>
#include <span>

namespace seki {

// Whether `attacker` can fill every liberty of the blocks through `targets` that is not in
// `eyeSpace` (the targets' own eye spaces, whose worth the local games have told), one by one
// while the defender passes, never leaving his own stones with a single liberty except by a
// move that captures (such a stone would be taken at once). The targets may be captured on the
// way. At each step the fill takes the liberty that leaves the attacker's stones the most
// liberties; where every fill is a self-atari, he first extends or joins the blocks beside a
// liberty. This is how a seki shows at the end of a game: the shared liberties cannot be filled.
// With kosAllowed false, a ko capture is no fill (it can be taken back).
bool fillsOutsideLiberties(const Board& board, std::span<const Board::Index> targets, const Board::Mask& eyeSpace,
                           Color attacker, bool kosAllowed = true);

// The same fill, and the board it leaves (the targets' liberties outside `eyeSpace` filled, the
// targets possibly captured; in bent four in the corner, the board where the fill stops), or
// nullopt where the attacker cannot fill them all. With defenderSaves, the defender does not
// pass when a fill leaves a target block in atari: he plays its last liberty if that gives the
// block two liberties or more (so a false eye shows: he fills it to connect).
std::optional<Board> filledOutsideLiberties(const Board& board, std::span<const Board::Index> targets,
                                            const Board::Mask& eyeSpace, Color attacker, bool kosAllowed,
                                            bool defenderSaves);

// Whether, beside one of the targets, the defender can take a stone of the attacker as a ko and
// the attacker can take a stone next to the target as a ko on one of its liberties: a double ko,
// which neither side can win (it stays, as a seki does, when the game ends).
bool doubleKo(const Board& board, std::span<const Board::Index> targets, Color attacker);

} // namespace seki
