#pragma once

#include "scoring/scoreresult.h"

namespace seki {

// The verdict of one point from the two phases of the checkered fill (stage 2), each run through
// stages 3-5. SCORING.md, stage 2, "Both phases": a point is taken
// from its owner (an eye in seki, a false eye filled) only when both phases agree; where they
// disagree it scores for its owner and is marked unresolved.
// Inline: the verdict pass calls it for every region of both phases.
inline PointResult agreedVerdict(const PointResult& phase0, const PointResult& phase1)
{
    const bool scores0 = phase0.status == PointStatus::Territory;
    const bool scores1 = phase1.status == PointStatus::Territory;
    if (scores0 && scores1 && phase0.owner == phase1.owner)
        return phase0;
    if (!scores0 && !scores1) {
        // Both take it away. Which phase is "first" turns with the board and the colours, so the
        // reason named must not depend on it: a seki eye before a false eye before dame.
        auto rank = [](PointStatus s) { return s == PointStatus::SekiEye ? 2 : s == PointStatus::FalseEye ? 1 : 0; };
        return rank(phase1.status) > rank(phase0.status) ? phase1 : phase0;
    }
    // One phase counts the point for its owner, the other takes it away: the owner keeps it.
    PointResult agreed = scores0 || !scores1 ? phase0 : phase1;
    agreed.unresolved = true;
    return agreed;
}

} // namespace seki
