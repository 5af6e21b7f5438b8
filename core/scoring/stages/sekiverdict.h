#pragma once

#include "board/position.h"

namespace seki {

struct WorkBoard;
struct PhaseRun;
struct ScoreResult;

// Rule (SCORING.md, stage 5 step 4): an expansion whose rounded-up eye counts sum to
// less than 2 cannot make two eyes; the stones are alive, so they are alive in seki.
constexpr bool isSeki(int eyeSum)
{
    return eyeSum < 2;
}

// Stage 5 for one phase: traces a Seki or Territory step per expansion of run, after
// explainExpansions, whose steps' lists (region ids, points) it shares.
template <class Sink>
void judgeSeki(WorkBoard& w, PhaseRun& run, Sink& sink);

// Stage 5's result under the relaxed (Japanese) rule: the regions of an expansion in seki do not
// score (SCORING.md, stage 5 step 5), filled neutral points are dame and filled false eyes
// no one's. When both phases of the checkered fill ran (w.neutralCount > 0), a point is taken
// from its owner only when both agree; where they differ it scores for its owner and is marked
// unresolved (phaseagreement.h; traced as one Unresolved step).
template <class Sink>
void composeRelaxed(WorkBoard& w, ScoreResult& result, const Position& position, Sink& sink);

} // namespace seki
