#include "eyecount.h"

#include "scoring/tables/workboard.h"
#include "scoring/tracesink.h"

#include <algorithm>

namespace seki {

void countEyes(WorkBoard& w, PhaseRun& run)
{
    RegionTable& regions = run.regions;
    run.regionsOfBase = w.filledRegionsReady && !run.filledFalseEye;
    if (run.regionsOfBase) {
        // No false eye filled: the board's regions are the base's controlled ones, measured once
        // (WorkBoard::filledRegions), and the same for every phase: their columns are copied,
        // their cells' ids read where they are. (Not the witnesses: only a neutral region's are
        // read, by the NeutralRegion steps, from the base's table.)
        const RegionTable& filled = w.filledRegions;
        const auto n = size_t(filled.count);
        regions.count = filled.count;
        run.regionId = filled.id.data();
        std::copy_n(filled.color.begin(), n, regions.color.begin());
        std::copy_n(filled.first.begin(), n, regions.first.begin());
        std::copy_n(filled.size.begin(), n, regions.size.begin());
        std::copy_n(filled.boundary.begin(), n, regions.boundary.begin());
        std::copy_n(filled.shape.begin(), n, regions.shape.begin());
        std::copy_n(filled.halfEyes.begin(), n, regions.halfEyes.begin());
        return;
    }
    run.regionId = regions.id.data();
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
        // A phase over the base's controlled regions shows the lists the pass over the base wrote
        // (findNeutralRegions).
        const bool shared = run.regionsOfBase && w.filledRegionsTraced;
        if (shared && w.filledEyeStepsTraced) {
            // Another phase over them showed the same three steps per region: both phases'.
            std::copy_n(w.filledPointsAt.begin(), regions.count, w.regionPointsAt.begin());
            sink.trace.shareSteps(w.filledEyeStepsAt, 3 * size_t(regions.count));
            return;
        }
        if (shared) {
            w.filledEyeStepsTraced = true;
            w.filledEyeStepsAt = sink.stepCount();
        } else {
            // The regions' points are among the points empty after stage 2 (w.blocks.rows, the
            // same in every phase): a false eye filled since has no region.
            const std::int16_t* id = run.regionId;
            w.groups.buildSized(
                w, w.blocks.rows.empty.data(), regions.count, [&](int r) { return regions.size[size_t(r)]; },
                [&](int i) { return int(id[i]); });
        }
        // The three steps of every region, added at once.
        Step* s = sink.trace.addSteps(Stage::Eyes, 3 * size_t(regions.count));
        for (int r = 0; r < regions.count; ++r, s += 3) {
            const Color color = regions.color[size_t(r)];
            const Point first = w.point(regions.first[size_t(r)]);
            // The boundary length's parts, as the flood measured them (4 stones + 2 top + 2 left
            // = 8).
            const BoundaryParts& parts = regions.boundary[size_t(r)];
            s[0].kind = StepKind::Region;
            s[0].set(RegionFields{r});
            s[1].kind = StepKind::BoundaryLength;
            s[1].set(BoundaryLengthFields{r, parts});
            s[2].kind = StepKind::EyeCount;
            s[2].set(
                EyeCountFields{r, RegionShape(regions.shape[size_t(r)]), regions.halfEyes[size_t(r)], parts.length()});
            for (int k = 0; k < 3; ++k) {
                s[k].color = color;
                s[k].point = first;
            }
            // The region's points and its boundary stones: as the pass over the base wrote them, or
            // listed here (in row order of its points, then left, right, up, down).
            s[0].pointsCount = std::uint32_t(regions.size[size_t(r)]);
            if (shared) {
                s[0].pointsBegin = w.filledPointsAt[size_t(r)];
                s[1].pointsBegin = w.filledStonesAt[size_t(r)];
                s[1].pointsCount = w.filledStonesCount[size_t(r)];
            } else {
                s[0].pointsBegin = sink.trace.appendPoints(w.pointAt.data(), w.groups.group(r));
                const std::uint32_t g = w.visited.next();
                const std::array<int, 4> neighbours = w.neighbours;
                int* stones = w.queue.data();
                int count = 0;
                for (int i : w.groups.group(r)) {
                    for (int d : neighbours) {
                        // Without branches: each neighbour is written and kept if a stone not yet
                        // listed; any neighbour is marked (only stones are asked).
                        const int n = i + d;
                        const bool take = isStone(run.cells[size_t(n)]) & !w.visited.has(n, g);
                        w.visited.set(n, g);
                        stones[count] = n;
                        count += int(take);
                    }
                }
                s[1].pointsBegin = sink.trace.appendPoints(w.pointAt.data(), {stones, size_t(count)});
                s[1].pointsCount = std::uint32_t(count);
            }
            w.regionPointsAt[size_t(r)] = s[0].pointsBegin;
        }
    }
}

template void explainEyeCounts(WorkBoard&, PhaseRun&, NoTrace&);
template void explainEyeCounts(WorkBoard&, PhaseRun&, TraceRecorder&);

} // namespace seki
