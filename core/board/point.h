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
// The one point-name convention of SekiScope (SGF coordinates above are the files' own): the
// GTP-style name shown beside the board, in reports and by the engines. Column letters without I,
// row numbers from the bottom ("D4" on 19x19 is x=3, y=15); past Z (boards over 25 wide) the
// letters continue doubled ("AA", "AB", ...).
std::string toGtp(Point p, int boardHeight);
// The letter part alone: the label above column x.
std::string columnName(int x);
// The point a name stands for on a width x height board, letters in either case ("d4", "D4");
// nullopt for a name off that board or not of this form ("I5", "D0", "D04").
std::optional<Point> fromGtp(std::string_view name, int width, int height);

} // namespace seki
