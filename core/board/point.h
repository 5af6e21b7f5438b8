#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace seki {

// A point of the board in user coordinates: x is the column from the left, y the row from the
// top, both from 0. (Board works on padded indices; Point is what crosses the core's edge.)
struct Point {
    int x = -1;
    int y = -1;

    constexpr bool operator==(const Point&) const = default;
    constexpr auto operator<=>(const Point&) const = default;
};

// SGF coordinates: one letter per axis, 'a'..'z' then 'A'..'Z' (boards up to 52).
std::string toSgf(Point p);
std::optional<Point> fromSgf(std::string_view text);
// GTP-style name as shown beside the board: column letters without I, row numbers from the
// bottom ("D4" on 19x19 is x=3, y=15).
std::string toGtp(Point p, int boardHeight);

} // namespace seki
