#pragma once

#include "point.h"
#include "position.h"

#include <cstdint>
#include <vector>

namespace seki {

// How far one click marks stones dead or alive at the end of a game, as on KGS: the clicked
// stone's block, or (Shift) every stone of its colour in its area (Board::area: reachable through
// empty points and stones of that colour), so a dead group split into blocks is one click.
enum class MarkScope : std::uint8_t { Block, Area };

struct DeadMarkChange {
    std::vector<Point> stones; // the stones the click changes; empty when it is on an empty point
    bool dead = false;         // true: they become dead (the clicked stone was alive); false: alive
};

// What clicking `clicked` does to position's dead marks: the clicked stone's own mark decides the
// direction for all of them, so a click toggles the group as a whole.
DeadMarkChange deadMarkChange(const Position& position, Point clicked, MarkScope scope);

} // namespace seki
