#include "diagramcrop.h"

#include <algorithm>

namespace seki {

std::vector<Point> groupsAt(const Board& board, const std::vector<Point>& asked)
{
    std::vector<Point> points;
    std::vector<char> taken(size_t(board.cellCount()), 0);
    const auto take = [&](Board::Index i) {
        if (taken[size_t(i)])
            return false;
        taken[size_t(i)] = 1;
        points.push_back(board.point(i));
        return true;
    };
    for (const Point p : asked) {
        if (!board.contains(p))
            continue;
        const Board::Index start = board.index(p);
        if (board.at(start) == Color::Empty) {
            take(start);
            continue;
        }
        if (taken[size_t(start)] && board.at(start) != Color::Empty)
            continue;
        for (const Board::Index stone : board.connected(start)) {
            take(stone);
            for (const int offset : board.neighbourOffsets()) {
                const Board::Index next = stone + offset;
                if (board.at(next) == Color::Empty)
                    take(next);
            }
        }
    }
    return points;
}

DiagramRegion cropAround(const Board& board, const std::vector<Point>& points, const CropRules& rules)
{
    const int w = board.width();
    const int h = board.height();
    const DiagramRegion whole{0, 0, w - 1, h - 1};
    int left = w, right = -1, top = h, bottom = -1;
    for (const Point p : points) {
        if (!board.contains(p))
            continue;
        left = std::min(left, p.x);
        right = std::max(right, p.x);
        top = std::min(top, p.y);
        bottom = std::max(bottom, p.y);
    }
    if (right < 0)
        return whole;
    // The margin where the diagram is cut, then the edge taken in when it is this close: a Go
    // diagram shows a corner or a side with its edge, not a cut a line or two short of it.
    left = std::max(0, left - rules.margin);
    top = std::max(0, top - rules.margin);
    right = std::min(w - 1, right + rules.margin);
    bottom = std::min(h - 1, bottom + rules.margin);
    if (left <= rules.reach)
        left = 0;
    if (top <= rules.reach)
        top = 0;
    if (right >= w - 1 - rules.reach)
        right = w - 1;
    if (bottom >= h - 1 - rules.reach)
        bottom = h - 1;
    // At least `least` lines each way, grown towards the edge it touches (or the nearer one), so
    // it stays a corner or side.
    const auto grow = [&rules](int& low, int& high, int size) {
        while (high - low + 1 < std::min(rules.least, size)) {
            const bool atLow = low == 0;
            const bool atHigh = high == size - 1;
            if (atLow || (!atHigh && low > size - 1 - high))
                ++high;
            else
                --low;
        }
    };
    grow(left, right, w);
    grow(top, bottom, h);
    const DiagramRegion box{left, top, right, bottom};
    if (double(box.width()) * box.height() >= rules.wholeShare * w * h)
        return whole;
    return box;
}

} // namespace seki
