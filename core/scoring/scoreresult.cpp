#include "scoreresult.h"

#include <cmath>
#include <cstdio>
#include <map>

namespace seki {

std::string formatScore(double value)
{
    char buffer[64];
    if (value == std::floor(value))
        std::snprintf(buffer, sizeof buffer, "%.0f", value);
    else
        std::snprintf(buffer, sizeof buffer, "%g", value);
    return buffer;
}

std::string ScoreResult::resultText() const
{
    const double m = margin();
    if (m == 0)
        return "0";
    return (m > 0 ? "B+" : "W+") + formatScore(std::fabs(m));
}

char ScoreResult::territoryChar(Point p) const
{
    const PointResult& r = at(p);
    if (r.status != PointStatus::Territory)
        return '.';
    return r.owner == Color::Black ? 'b' : 'w';
}

std::vector<Point> ScoreResult::unresolvedPoints() const
{
    std::vector<Point> found;
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x)
            if (at({x, y}).unresolved)
                found.push_back({x, y});
    return found;
}

std::vector<std::vector<Point>> ScoreResult::sekiGroups() const
{
    std::map<int, size_t> slot;
    std::vector<std::vector<Point>> groups;
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            const int g = at({x, y}).sekiGroup;
            if (g < 0)
                continue;
            auto [it, fresh] = slot.try_emplace(g, groups.size());
            if (fresh)
                groups.emplace_back();
            groups[it->second].push_back({x, y});
        }
    }
    return groups;
}

} // namespace seki
