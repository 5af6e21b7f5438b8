#include "sgfpointlist.h"

#include "parseerror.h"
#include "sgfvalue.h"

#include <algorithm>
#include <string>

namespace seki {

namespace {

Point pointAt(const SgfProperty& property, const SgfValue& value, const std::string& text, int width, int height)
{
    const auto point = fromSgf(text);
    if (!point)
        throw ParseError(value.location(), ParseProblem::NotAPoint, {property.identifier, quotedValue(text)},
                         property.identifier + "[" + quotedValue(text) + "] is not a point");
    if (point->x >= width || point->y >= height)
        throw ParseError(value.location(), ParseProblem::PointOffBoard,
                         {property.identifier, quotedValue(text), std::to_string(width), std::to_string(height)},
                         property.identifier + "[" + quotedValue(text) + "]: point outside the "
                             + std::to_string(width) + "x" + std::to_string(height) + " board");
    return *point;
}

} // namespace

std::vector<PointRectangle> rectanglesOf(const SgfProperty& property, int width, int height)
{
    std::vector<PointRectangle> rectangles;
    rectangles.reserve(property.values.size());
    for (const auto& value : property.values) {
        if (value.isEmpty())
            continue;
        if (const auto corners = value.splitCompose()) {
            const Point a = pointAt(property, value, corners->first, width, height);
            const Point b = pointAt(property, value, corners->second, width, height);
            // FF[4] puts the top-left corner first; accept the corners in any order.
            rectangles.push_back({{std::min(a.x, b.x), std::min(a.y, b.y)}, {std::max(a.x, b.x), std::max(a.y, b.y)}});
        } else {
            const Point p = pointAt(property, value, value.text(), width, height);
            rectangles.push_back({p, p});
        }
    }
    return rectangles;
}

std::vector<Point> pointsOf(const SgfProperty& property, int width, int height)
{
    const std::vector<PointRectangle> rectangles = rectanglesOf(property, width, height);
    long long named = 0;
    for (const PointRectangle& rectangle : rectangles) {
        named += rectangle.area();
        if (named > MaxPointsPerProperty)
            throw ParseError(property.values.front().location(), ParseProblem::TooManyPoints,
                             {property.identifier, std::to_string(MaxPointsPerProperty)},
                             property.identifier + ": the values name more than " + std::to_string(MaxPointsPerProperty)
                                 + " points in all (the same points again and again)");
    }
    std::vector<Point> points;
    std::vector<bool> seen(size_t(width) * size_t(height), false);
    for (const PointRectangle& rectangle : rectangles)
        for (int y = rectangle.from.y; y <= rectangle.to.y; ++y)
            for (int x = rectangle.from.x; x <= rectangle.to.x; ++x) {
                const size_t at = size_t(y) * size_t(width) + size_t(x);
                if (!seen[at]) {
                    seen[at] = true;
                    points.push_back({x, y});
                }
            }
    return points;
}

} // namespace seki
