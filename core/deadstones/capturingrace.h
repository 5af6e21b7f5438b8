#pragma once

#include "board/board.h"

#include <functional>
#include <span>

namespace seki {

// What a bounded reading of a capturing race found.
enum class RaceOutcome {
    AttackerWins, // the attacker captures every target stone, whatever the defender does
    DefenderHolds, // the defender captures the attacker's stones beside the targets first
    Unread,        // the reading ran out of depth or positions before it could tell
};

// Capturing races (Sensei's Library, "Capturing race": the side that captures the other first
// wins; liberties decide, and the side to move gains one): whether the attacker, with the defender
// moving first, captures the defender's blocks through `targets` before the defender takes at least
// `takenToHold` stones at once (and keeps two liberties after) of the attacker's blocks that
// touched them at the start. Read move by move with the rules of play (playMove: captures,
// suicide and ko), each side free to pass, on the targets' liberties and the points beside them,
// the liberties of the attacker's blocks in the race with at most as many liberties as the
// targets plus one, and the capture that saves a block in atari. An attacker's block whose
// liberties are all the targets' own stands inside their eye space and is no wall (taking it is
// the space's local game, as in bent four in the corner). At most `maxPositions` positions and
// `maxDepth` moves deep; beyond them, or with no wall the defender could take in time, Unread.
// takenToHold = captureOnly: no wall taken holds; reads only whether the attacker captures every
// target stone whatever the defender does, moving first (AttackerWins), or not; read shortest
// lines first (2, 4, ... moves deep, within the same budget of positions), captures first.
inline constexpr int captureOnly = 0;

// captureHolds, where given, is asked of the board after each such capture of walls: the
// capture holds only where it answers true; elsewhere the reading goes on.
RaceOutcome readCapturingRace(const Board& board, std::span<const Board::Index> targets, Color attacker,
                              int takenToHold, int maxPositions = 400, int maxDepth = 14,
                              const std::function<bool(const Board&)>& captureHolds = {});

} // namespace seki
