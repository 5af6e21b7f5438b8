#include "sgfpointlist.h"

#include "parseerror.h"

#include <algorithm>
#include <string>

namespace seki {

namespace {

Point pointAt(const SgfProperty& property, const SgfValue& value, const std::string& text, int width, int height)
{
    const auto point = fromSgf(text);
    if (!point)
        throw ParseError(value.location(), property.identifier + "[" + text + "] is not a point");
    if (point->x >= width || point->y >= height)
        throw ParseError(value.location(), property.identifier + "[" + text + "]: point outside the "
                                               + std::to_string(width) + "x" + std::to_string(height) + " board");
    return *point;
}

} // namespace

std::vector<Point> pointsOf(const SgfProperty& property, int width, int height)
{
    std::vector<Point> points;
    for (const auto& value : property.values) {
        if (value.isEmpty())
            continue;
        if (const auto corners = value.splitCompose()) {
            const Point a = pointAt(property, value, corners->first, width, height);
            const Point b = pointAt(property, value, corners->second, width, height);
            // FF[4] puts the top-left corner first; accept the corners in any order.
            for (int y = std::min(a.y, b.y); y <= std::max(a.y, b.y); ++y)
                for (int x = std::min(a.x, b.x); x <= std::max(a.x, b.x); ++x)
                    points.push_back({x, y});
        } else {
            points.push_back(pointAt(property, value, value.text(), width, height));
        }
    }
    return points;
}

} // namespace seki
