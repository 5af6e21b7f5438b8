#pragma once

#include "sgfgametree.h"

#include <vector>

namespace seki {

// Everything an SGF file holds: one or more game trees, in file order.
struct SgfCollection {
    std::vector<SgfGameTree> games;

    bool sameContent(const SgfCollection& other) const
    {
        if (games.size() != other.games.size())
            return false;
        for (size_t k = 0; k < games.size(); ++k)
            if (!games[k].sameContent(other.games[k]))
                return false;
        return true;
    }
};

} // namespace seki
