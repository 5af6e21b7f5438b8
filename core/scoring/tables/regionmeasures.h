#pragma once

#include <cstdint>

namespace seki {

// What stage 4 measures of a region: its boundary and, for the eye table, its shape.

// The shape classes the eye table tells apart (SCORING.md, stage 4).
enum class RegionShape : std::uint8_t {
    Other,
    SquareFour,         // exactly the four points of a 2x2 square
    CurvedFour,         // the S/Z tetromino (two offset pairs): two eyes whoever plays first
    ContainsSquareFour, // more than four points, a 2x2 square among them
};

// The parts of a region's boundary (SCORING.md, "Definitions": boundary stones and the board's
// edge).
struct BoundaryParts {
    std::int16_t stones = 0; // distinct boundary stones
    std::int16_t top = 0;    // points of the region on the top edge (one grid point each)
    std::int16_t bottom = 0;
    std::int16_t left = 0;
    std::int16_t right = 0;

    // SCORING.md, "Definitions" (Chen and Chen's Ext()): boundary length = boundary stones + the
    // grid points of the board edge beside the region (a corner point counts for both of its
    // edges).
    int length() const { return stones + top + bottom + left + right; }
};

} // namespace seki
