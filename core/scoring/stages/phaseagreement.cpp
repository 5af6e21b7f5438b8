#include "phaseagreement.h"

namespace seki {

PointResult agreedVerdict(const PointResult& phase0, const PointResult& phase1)
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
