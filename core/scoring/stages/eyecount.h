#pragma once

#include "scoring/tables/regionmeasures.h"
#include "scoring/tables/regiontable.h"

#include "board/boardscratch.h"

#include <algorithm>

namespace seki {

struct WorkBoard;
struct PhaseRun;
struct PointGroups;
class Trace;

// Eye count from the boundary length, times two so that 1.5 stays exact. Rule (SCORING.md,
// stage 4): <=6: 1; 7: 1.5; 8: square four 1, curved four 2, other 1.5; 9: containing a square
// four 1.5, else 2; >=10: 2.
inline int halfEyesFor(int length, RegionShape shape)
{
    if (length <= 6)
        return 2;
    if (length == 7)
        return 3;
    if (length == 8)
        return shape == RegionShape::SquareFour ? 2 : shape == RegionShape::CurvedFour ? 4 : 3;
    if (length == 9)
        return shape == RegionShape::ContainsSquareFour ? 3 : 4;
    return 4;
}

// SCORING.md, stage 5 step 3: each eye count is rounded up before summing.
inline int roundedUpEyes(int halfEyes)
{
    return (halfEyes + 1) / 2;
}

// Square four: the 4 points of a 2x2 square. Curved four: 4 points in two rows (or columns) of
// two, offset by one (the S/Z shape). Contains a square four: more points, a 2x2 among them.
// points[0, size) are the region's points and inRegion(index) tells whether a point is one of
// them; only the lengths where the table looks at the shape need it.
template <class InRegion>
RegionShape classifyPoints(const BoardScratch& s, const int* points, int size, int length, InRegion&& inRegion)
{
    if (size == 4) {
        int minX = s.width, maxX = -1, minY = s.height, maxY = -1;
        for (int k = 0; k < 4; ++k) {
            const Point p = s.point(points[k]);
            minX = std::min(minX, p.x);
            maxX = std::max(maxX, p.x);
            minY = std::min(minY, p.y);
            maxY = std::max(maxY, p.y);
        }
        const int spanX = maxX - minX + 1;
        const int spanY = maxY - minY + 1;
        if (spanX == 2 && spanY == 2)
            return RegionShape::SquareFour;
        if (spanX * spanY == 6) {
            // Two lines of two along the long side: count the points on the first line.
            int onFirstLine = 0;
            for (int k = 0; k < 4; ++k) {
                const Point p = s.point(points[k]);
                onFirstLine += spanX == 3 ? p.y == minY : p.x == minX;
            }
            if (onFirstLine == 2)
                return RegionShape::CurvedFour;
        }
        return RegionShape::Other;
    }
    if (size > 4 && length == 9) {
        for (int k = 0; k < size; ++k) {
            const int i = points[k];
            if (inRegion(i + 1) && inRegion(i + s.stride) && inRegion(i + s.stride + 1))
                return RegionShape::ContainsSquareFour;
        }
    }
    return RegionShape::Other;
}

// The same for region r of table (table.id current).
inline RegionShape classifyShape(const BoardScratch& s, const RegionTable& table, int r, const int* points, int size,
                                 int length)
{
    // Only four points, or more with a boundary of 9, can have a shape the table tells apart.
    if (size != 4 && (size < 4 || length != 9))
        return RegionShape::Other;
    return classifyPoints(s, points, size, length, [&](int i) { return table.id[size_t(i)] == r; });
}

// Stage 4 (SCORING.md): the regions of the filled board, each with its boundary length (from the
// flood's parts), shape and eye count. Lists each region's boundary stones in w.boundaryStones for
// expandRegions. Where stage 3 filled no false eye, the regions are the base's controlled ones,
// copied from w.filledRegions (run.regionsOfBase).
void countEyes(WorkBoard& w, PhaseRun& run);

// Traces stage 4: per region a Region, a BoundaryLength (its parts and boundary stones) and an
// EyeCount step. A phase over the base's controlled regions (run.regionsOfBase) gives its steps
// the lists the pass over the base wrote (findNeutralRegions: a region's points and boundary
// stones in the order its flood reached them); another groups run's points by region (w.groups,
// row order) and lists them itself. A list's order is not part of what it says: a reader that
// shows one sorts it.
template <class Sink>
void explainEyeCounts(WorkBoard& w, PhaseRun& run, Sink& sink);

} // namespace seki
