#include "scoreresult.h"

#include <charconv>

#include <cmath>
#include <cstdio>
#include <map>

namespace seki {

std::string formatScore(double value)
{
    // SGF RE form: plain decimals, never an exponent ("W+0.5", "B+12"); the shortest digits that
    // give the value back, so 123456789.12 keeps its digits.
    char buffer[400];
    const auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed);
    if (error != std::errc{})
        return "0";
    return std::string(buffer, end);
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
