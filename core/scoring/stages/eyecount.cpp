#include "eyecount.h"

#include "scoring/tables/workboard.h"
#include "scoring/tracesink.h"

#include <algorithm>

namespace seki {

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
