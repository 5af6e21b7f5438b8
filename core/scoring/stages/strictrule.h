#pragma once

#include "board/position.h"

namespace seki {

struct WorkBoard;
struct ScoreResult;

// Rules::JapaneseStrict in place of stages 2-5 (SCORING.md, "The 1989 rule", the 1989 rules):
// stones that touch dame are in seki, and the eye points they surround are not territory. Reads
// w.base and w.baseRegions; traces a StrictDame step per dame region, then a StrictSeki or
// Territory step per controlled region.
template <class Sink>
void composeStrict(WorkBoard& w, ScoreResult& result, const Position& position, Sink& sink);

} // namespace seki
