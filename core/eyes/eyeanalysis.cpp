#include "eyeanalysis.h"

#include <algorithm>

namespace seki {

LocalGameVerdict EyeAnalysis::verdictFor(std::span<const Point> points) const
{
    // Distinct spaces, in order of first appearance (an expansion holds few).
    std::vector<int> seen;
    for (Point p : points) {
        const int s = spaceIndex[size_t(index(p))];
        if (s >= 0 && std::find(seen.begin(), seen.end(), s) == seen.end())
            seen.push_back(s);
    }
    int settled = 0;  // sum of b
    int bestGain = 0; // max (c_i - b_i)
    for (int s : seen) {
        const EyeValue& v = spaces[size_t(s)].value;
        if (!v.solved())
            return LocalGameVerdict::Unsolved;
        settled += v.b;
        bestGain = std::max(bestGain, v.c - v.b);
    }
    return settled + bestGain >= 2 ? LocalGameVerdict::Alive : LocalGameVerdict::Seki;
}

} // namespace seki
