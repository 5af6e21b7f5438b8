#include "phaseagreement.h"

namespace seki {

PointResult agreedVerdict(const PointResult& phase0, const PointResult& phase1)
{
    const bool scores0 = phase0.status == PointStatus::Territory;
    const bool scores1 = phase1.status == PointStatus::Territory;
    if (scores0 == scores1 && (!scores0 || phase0.owner == phase1.owner))
        return phase0;
    // One phase counts the point for its owner, the other takes it away: the owner keeps it.
    PointResult agreed = scores0 || !scores1 ? phase0 : phase1;
    agreed.unresolved = true;
    return agreed;
}

} // namespace seki
