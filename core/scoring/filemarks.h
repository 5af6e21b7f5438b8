#pragma once

#include "scoreresult.h"

#include <vector>

namespace seki {

// Where the territory the file marks (TB/TW, the server's own count) and the scorer's map
// disagree: a point marked for one colour that the scorer does not count for it, or counted
// by the scorer but left unmarked. Empty when the file has no marks; in row order.
std::vector<Point> fileMarksDiffer(const Position& position, const ScoreResult& result);

} // namespace seki
