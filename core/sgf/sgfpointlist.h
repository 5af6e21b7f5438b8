#pragma once

#include "sgfproperty.h"
#include "board/point.h"

#include <vector>

namespace seki {

// The points of a point-list property (AB, AW, AE, TB, TW, ...), compressed rectangles "aa:cc"
// expanded, in file order. Throws ParseError at the offending value for a value that is not a
// point or lies outside a width x height board. Empty values are skipped (FF[4] "elist").
std::vector<Point> pointsOf(const SgfProperty& property, int width, int height);

} // namespace seki
