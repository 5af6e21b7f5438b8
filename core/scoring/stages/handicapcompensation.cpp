#include "handicapcompensation.h"

namespace seki {

int areaHandicapCompensation(int handicap, HandicapCompensation style)
{
    if (handicap < 2)
        return 0;
    return style == HandicapCompensation::PerStoneAfterFirst ? handicap - 1 : handicap;
}

} // namespace seki
