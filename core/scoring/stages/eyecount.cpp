#include "eyecount.h"

#include "scoring/tables/workboard.h"
#include "scoring/tracesink.h"

#include <algorithm>

namespace seki {

RegionShape classifyFourOrNine(const BoardScratch& s, const RegionTable& table, int r, const int* points, int size,
                               int length)
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
            if (table.id[size_t(i + 1)] == r && table.id[size_t(i + s.stride)] == r
                && table.id[size_t(i + s.stride + 1)] == r)
                return RegionShape::ContainsSquareFour;
        }
    }
    return RegionShape::Other;
}

void countEyes(WorkBoard& w, PhaseRun& run)
{
    RegionTable& regions = run.regions;
    int stones = 0;
    floodRegions(
        w, run.cells, regions, w.regionPoints,
        [&](int r, int size) {
            const int length = regions.length(r);
            const RegionShape shape = classifyShape(w, regions, r, w.regionPoints.data(), size, length);
            regions.shape[size_t(r)] = std::uint8_t(shape);
            regions.halfEyes[size_t(r)] = std::uint8_t(halfEyesFor(length, shape));
        },
        [&](int stone) { w.boundaryStones[size_t(stones++)] = stone; });
}

template <class Sink>
void explainEyeCounts(WorkBoard& w, PhaseRun& run, Sink& sink)
{
    if constexpr (Sink::Enabled) {
        RegionTable& regions = run.regions;
        const std::int16_t* id = regions.id.data();
        w.regionRowCount = w.groups.buildSized(
            w, regions.count, [&](int r) { return regions.size[size_t(r)]; }, [&](int i) { return int(id[i]); },
            w.regionRowOrder.data());
        for (int r = 0; r < regions.count; ++r) {
            const std::span<const int> points = w.groups.group(r);
            Step* s = sink.add(Stage::Eyes, StepKind::Region);
            s->set(RegionFields{r});
            s->color = regions.color[size_t(r)];
            s->point = w.point(regions.first[size_t(r)]);
            w.regionPointsAt[size_t(r)] = s->pointsBegin;
            addPoints(w, sink, points);

            // The boundary length's parts, as the flood measured them (4 stones + 2 top + 2 left
            // = 8); the stones listed in row order of the region's points.
            const BoundaryParts& parts = regions.boundary[size_t(r)];
            s = sink.add(Stage::Eyes, StepKind::BoundaryLength);
            s->set(BoundaryLengthFields{r, parts});
            s->color = regions.color[size_t(r)];
            s->point = w.point(regions.first[size_t(r)]);
            const std::uint32_t g = w.visited.next();
            const std::array<int, 4> neighbours = w.neighbours;
            int* stones = w.queue.data();
            int count = 0;
            for (int i : points) {
                for (int d : neighbours) {
                    const int n = i + d;
                    if (isStone(run.cells[size_t(n)]) && w.visited.add(n, g))
                        stones[count++] = n;
                }
            }
            addPoints(w, sink, {stones, size_t(count)});

            s = sink.add(Stage::Eyes, StepKind::EyeCount);
            s->set(
                EyeCountFields{r, RegionShape(regions.shape[size_t(r)]), regions.halfEyes[size_t(r)], parts.length()});
            s->color = regions.color[size_t(r)];
            s->point = w.point(regions.first[size_t(r)]);
        }
    }
}

template void explainEyeCounts(WorkBoard&, PhaseRun&, NoTrace&);
template void explainEyeCounts(WorkBoard&, PhaseRun&, TraceRecorder&);

} // namespace seki
