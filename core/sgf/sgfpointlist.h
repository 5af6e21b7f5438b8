#pragma once

#include "sgfproperty.h"
#include "board/point.h"

#include <vector>

namespace seki {

// One value of a point list: a single point (from == to) or a compressed rectangle "aa:cc",
// corners in the order top-left, bottom-right whatever order the file gave them.
struct PointRectangle {
    Point from;
    Point to;

    int area() const { return (to.x - from.x + 1) * (to.y - from.y + 1); }
};

// A point list as the file wrote it, rectangles kept compressed (a value costs the same whether it
// names one point or the whole board). Throws ParseError at the offending value for a value that
// is not a point or lies outside a width x height board. Empty values are skipped (FF[4] "elist").
std::vector<PointRectangle> rectanglesOf(const SgfProperty& property, int width, int height);

// Most points one property may name counting repeats: a 52x52 board is 2,704 points, so this is
// hundreds of whole boards; a file naming more repeats itself to no purpose.
constexpr long long MaxPointsPerProperty = 1'000'000;

// The points of a point-list property (AB, AW, AE, TB, TW, ...), rectangles expanded, each point
// once, in file order: never more than width x height of them. Throws ParseError as
// rectanglesOf() does, and when the values name more than MaxPointsPerProperty points in all.
std::vector<Point> pointsOf(const SgfProperty& property, int width, int height);

} // namespace seki
