#pragma once

#include "board/point.h"

#include <QString>

#include <span>

namespace seki::ui {

// The core's point names (board/point.h: "D4", columns without I) as the window shows them.
QString pointName(Point point, int boardHeight);
// The letter part alone ("D"): a column's label.
QString columnName(int x);
// Names joined by ", " ("C3, D4"); with a limit >= 0, the names past it shown as one "…".
QString pointNames(std::span<const Point> points, int boardHeight, int limit = -1);

} // namespace seki::ui
