#pragma once

#include "board/position.h"

namespace seki {

struct WorkBoard;

// Stage 1 (SCORING.md, "What the scorer is given"): the stones the players marked dead are not part
// of the board. Fills w.base; traces one RemoveDeadBlock step per dead block.
template <class Sink>
void removeDeadStones(WorkBoard& w, const Position& position, Sink& sink);

} // namespace seki
