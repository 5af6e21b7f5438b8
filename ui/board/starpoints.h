#pragma once

#include "board/point.h"

#include <vector>

namespace seki::ui {

// The hoshi drawn on a board of this size: the standard nine on 19x19 (and other odd sides of 15
// or more), the four corners and the centre on 13x13 and 9x9, and the same pattern carried over
// to rectangular boards axis by axis; none on boards too small for a corner point.
std::vector<Point> starPoints(int width, int height);

} // namespace seki::ui
