#include "board/starpoints.h"

#include <algorithm>

namespace seki::ui {

namespace {

// The corner star's distance from the edge along one axis, or -1 when the side is too short for
// corner stars to stay apart (at least one empty line between them).
int cornerOffset(int side)
{
    const int offset = side >= 12 ? 3 : side >= 7 ? 2 : -1;
    if (offset < 0 || side - 1 - offset <= offset + 1)
        return -1;
    return offset;
}

} // namespace

std::vector<Point> starPoints(int width, int height)
{
    std::vector<Point> points;
    const int offsetX = cornerOffset(width);
    const int offsetY = cornerOffset(height);
    if (offsetX < 0 || offsetY < 0)
        return points;
    const int xs[] = {offsetX, width - 1 - offsetX};
    const int ys[] = {offsetY, height - 1 - offsetY};
    for (int x : xs)
        for (int y : ys)
            points.push_back({x, y});
    const bool oddWidth = width % 2 == 1;
    const bool oddHeight = height % 2 == 1;
    if (oddWidth && oddHeight)
        points.push_back({width / 2, height / 2});
    // Side stars only where the side is long enough to want them (19x19: the 10th line).
    if (oddWidth && width >= 15)
        for (int y : ys)
            points.push_back({width / 2, y});
    if (oddHeight && height >= 15)
        for (int x : xs)
            points.push_back({x, height / 2});
    std::sort(points.begin(), points.end());
    return points;
}

} // namespace seki::ui
