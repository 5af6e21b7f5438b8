#pragma once

#include "board/color.h"
#include "board/point.h"

#include <array>
#include <cstdint>

namespace seki {

// What the topological test (SCORING.md, "GNU Go's eye lens") makes
// of an eye-space point.
enum class EyeTopology : std::uint8_t {
    Proper,   // sum <= 2
    HalfEye,  // 2 < sum < 4: an eye or not, whoever plays the key point first
    FalseEye, // sum >= 4: becomes a marginal point ('!')
};

// One candidate of the test, with everything the window and the trace show: the value of each
// diagonal (0, 1 or 2; the same section), their sum, the verdict, and
// for a half eye its key points (the diagonals valued strictly between 0 and 2).
struct TopologicalEye {
    Point point;
    Color owner = Color::Empty;
    // The diagonals in the order up-left, up-right, down-left, down-right.
    std::array<Point, 4> diagonals{};
    std::array<std::int8_t, 4> values{};
    int sum = 0;
    EyeTopology topology = EyeTopology::Proper;
    std::array<Point, 4> keyPoints{};
    int keyPointCount = 0;
};

} // namespace seki
