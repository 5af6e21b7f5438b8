#pragma once

#include <cstdint>

namespace seki {

// What stands on a point. Wall marks the padding around the board (KataGo's layout),
// so neighbour loops need no bounds checks.
enum class Color : std::uint8_t { Empty = 0, Black = 1, White = 2, Wall = 3 };

constexpr Color opponent(Color c)
{
    return c == Color::Black ? Color::White : c == Color::White ? Color::Black : c;
}

constexpr bool isStone(Color c)
{
    return c == Color::Black || c == Color::White;
}

} // namespace seki
