#pragma once

#include "board/board.h"
#include "board/point.h"

#include <vector>

namespace seki {

// The part of the board a diagram shows: columns left..right and rows top..bottom, inclusive,
// in points (x, y from the top-left).
struct DiagramRegion {
    int left = 0;
    int top = 0;
    int right = -1;
    int bottom = -1;

    int width() const { return right - left + 1; }
    int height() const { return bottom - top + 1; }
    bool contains(Point p) const { return p.x >= left && p.x <= right && p.y >= top && p.y <= bottom; }
    bool isWhole(const Board& board) const
    {
        return left == 0 && top == 0 && right == board.width() - 1 && bottom == board.height() - 1;
    }
    bool operator==(const DiagramRegion&) const = default;
};

// The groups a question is about, as a diagram must show them: every stone of the block at each
// of `asked` (an empty point stands for itself), and every empty point beside those blocks (their
// liberties, where their eyes and the shared points are).
std::vector<Point> groupsAt(const Board& board, const std::vector<Point>& asked);

// How a crop is chosen.
struct CropRules {
    int margin = 1;          // lines kept beyond the points on every side that is cut
    int reach = 2;           // a side this close to the board's edge (in lines) is taken to the edge
    int least = 5;           // lines each way at the least (a smaller diagram shows too little)
    double wholeShare = 0.7; // a crop covering this share of the board or more: the whole board
};

// The smallest region of the board, as Go diagrams crop it, that holds every one of `points` with
// `margin` lines to spare where the diagram is cut: the box around them, widened by the margin,
// taken to an edge it nearly reaches (so it is a corner, a side or the whole board wherever the
// points come near the edges), at least `least` lines each way, and the whole board when that
// would cover most of it anyway. The whole board when `points` is empty. Never cuts a point given.
DiagramRegion cropAround(const Board& board, const std::vector<Point>& points, const CropRules& rules = {});

} // namespace seki
