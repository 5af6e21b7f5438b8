#pragma once

#include "scoring/scoreresult.h"

namespace seki {

// The verdict of one point from the two phases of the checkered fill (stage 2), each run through
// stages 3-5. Refines the seed's "Which Colour for Filling Neutral Points?": a point is taken
// from its owner (an eye in seki, a false eye filled) only when both phases agree; where they
// disagree it scores for its owner and is marked unresolved.
PointResult agreedVerdict(const PointResult& phase0, const PointResult& phase1);

} // namespace seki
