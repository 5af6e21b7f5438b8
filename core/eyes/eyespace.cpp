#include "eyespace.h"

#include <algorithm>

namespace seki {

int EyeSpace::count(EyeTopology kind) const
{
    return int(std::count_if(topology.begin(), topology.end(),
                             [kind](const TopologicalEye& t) { return t.topology == kind; }));
}

std::string EyeSpace::diagram() const
{
    if (points.empty())
        return {};
    int minX = points[0].x, maxX = minX, minY = points[0].y, maxY = minY;
    for (Point p : points) {
        minX = std::min(minX, p.x);
        maxX = std::max(maxX, p.x);
        minY = std::min(minY, p.y);
        maxY = std::max(maxY, p.y);
    }
    const int width = maxX - minX + 1;
    std::vector<std::string> rows(size_t(maxY - minY + 1), std::string(size_t(width), ' '));
    for (size_t k = 0; k < points.size(); ++k)
        rows[size_t(points[k].y - minY)][size_t(points[k].x - minX)] = eyeVertexChar(kinds[k]);
    std::string text;
    for (std::string& row : rows) {
        while (!row.empty() && row.back() == ' ')
            row.pop_back();
        if (!text.empty())
            text += '\n';
        text += row;
    }
    return text;
}

} // namespace seki
