#pragma once

#include <cstdint>

namespace seki {

// The shape classes the seed's eye table tells apart.
enum class RegionShape : std::uint8_t {
    Other,
    SquareFour,          // exactly the four points of a 2x2 square
    CurvedFour,          // the S/Z tetromino (two offset pairs): two eyes whoever plays first
    ContainsSquareFour,  // more than four points, a 2x2 square among them
};

} // namespace seki
