#pragma once

#include "board/position.h"

namespace seki {

struct WorkBoard;
struct PhaseRun;

// --eyes local-game (gnugo-eyes.md, "Local games"): an expansion is alive when its owner can
// reach two eyes in the local games of its eye spaces, in seki when it cannot; where the solver
// has no value (a space too large for its budget) the boundary-length table's sum stands.
// Adjusts run's eye sums (after expandRegions); traces a LocalGame step per expansion.
template <class Sink>
void applyLocalGameValues(WorkBoard& w, PhaseRun& run, const Position& position, Sink& sink);

} // namespace seki
