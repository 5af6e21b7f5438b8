#pragma once

#include "board/position.h"

namespace seki {

struct WorkBoard;
struct ScoreResult;

// The tally: territory (area rules: empty area), prisoners (captures in play and dead stones),
// live stones and komi for each side, and the totals under the result's rules. Traces one Tally step.
template <class Sink>
void tally(const WorkBoard& w, ScoreResult& result, const Position& position, Sink& sink);

} // namespace seki
