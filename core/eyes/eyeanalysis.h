#pragma once

#include "eyespace.h"
#include "localgameverdict.h"

#include "board/board.h"

#include <array>
#include <cstdint>
#include <span>
#include <vector>

namespace seki {

// The eye lens over one finished position: every eye space of both colours.
struct EyeAnalysis {
    int width = 0;
    int height = 0;
    int checkeredPhase = 0;
    std::vector<EyeSpace> spaces;
    // By padded index of the position's board: the eye space holding the point, or -1.
    std::array<std::int16_t, Board::MaxCells> spaceIndex{};

    int index(Point p) const { return (p.x + 1) + (p.y + 1) * (width + 1); }
    const EyeSpace* spaceAt(Point p) const
    {
        const int s = spaceIndex[size_t(index(p))];
        return s < 0 ? nullptr : &spaces[size_t(s)];
    }

    // The hook for the scorer's --eyes local-game: the verdict for an expansion, given the points
    // of its regions (any points of the owner's eye spaces; each space counts once). Several
    // spaces form a sum of local games: the owner, moving first in the best one and answering the
    // opponent locally everywhere else, is sure of max_i (c_i + sum of b_j, j != i) eyes. That is
    // exact when at most one space is unsettled (b = c), the normal case at the end of a game,
    // and a lower bound otherwise. The expansion is alive when that reaches 2.
    LocalGameVerdict verdictFor(std::span<const Point> points) const;
};

} // namespace seki
