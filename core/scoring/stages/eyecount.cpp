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
        // (WorkBoard::filledRegions), and the same for every phase.
        const RegionTable& filled = w.filledRegions;
        const auto n = size_t(filled.count);
        regions.count = filled.count;
        std::copy_n(filled.id.begin(), w.cellCount(), regions.id.begin());
        std::copy_n(filled.color.begin(), n, regions.color.begin());
        std::copy_n(filled.first.begin(), n, regions.first.begin());
        std::copy_n(filled.size.begin(), n, regions.size.begin());
        std::copy_n(filled.blackWitness.begin(), n, regions.blackWitness.begin());
        std::copy_n(filled.whiteWitness.begin(), n, regions.whiteWitness.begin());
        std::copy_n(filled.boundary.begin(), n, regions.boundary.begin());
        std::copy_n(filled.shape.begin(), n, regions.shape.begin());
        std::copy_n(filled.halfEyes.begin(), n, regions.halfEyes.begin());
        std::copy_n(w.filledBoundaryStones.begin(), w.filledBoundaryStoneCount, w.boundaryStones.begin());
        return;
    }
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
        // A second phase over the base's controlled regions lists the same points and stones as
        // the first: its steps share the first's lists.
        const bool shared = run.regionsOfBase && w.filledRegionsTraced;
        if (!shared) {
            const std::int16_t* id = regions.id.data();
            // The regions' points are among the points empty after stage 2 (w.blocks.rows, the
            // same in every phase): a false eye filled since has no region.
            w.regionRowCount = w.groups.buildSized(
                w, w.blocks.rows.empty.data(), regions.count, [&](int r) { return regions.size[size_t(r)]; },
                [&](int i) { return int(id[i]); }, w.regionRowOrder.data());
        }
        for (int r = 0; r < regions.count; ++r) {
            Step* s = sink.add(Stage::Eyes, StepKind::Region);
            s->set(RegionFields{r});
            s->color = regions.color[size_t(r)];
            s->point = w.point(regions.first[size_t(r)]);
            if (shared) {
                s->pointsBegin = w.regionPointsAt[size_t(r)];
                s->pointsCount = std::uint32_t(regions.size[size_t(r)]);
            } else {
                w.regionPointsAt[size_t(r)] = s->pointsBegin;
                addPoints(w, sink, w.groups.group(r));
            }

            // The boundary length's parts, as the flood measured them (4 stones + 2 top + 2 left
            // = 8); the stones listed in row order of the region's points.
            const BoundaryParts& parts = regions.boundary[size_t(r)];
            s = sink.add(Stage::Eyes, StepKind::BoundaryLength);
            s->set(BoundaryLengthFields{r, parts});
            s->color = regions.color[size_t(r)];
            s->point = w.point(regions.first[size_t(r)]);
            if (shared) {
                s->pointsBegin = w.boundaryStonesAt[size_t(r)];
                s->pointsCount = w.boundaryStonesCount[size_t(r)];
            } else {
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
                w.boundaryStonesAt[size_t(r)] = s->pointsBegin;
                w.boundaryStonesCount[size_t(r)] = std::uint32_t(count);
                addPoints(w, sink, {stones, size_t(count)});
            }

            s = sink.add(Stage::Eyes, StepKind::EyeCount);
            s->set(
                EyeCountFields{r, RegionShape(regions.shape[size_t(r)]), regions.halfEyes[size_t(r)], parts.length()});
            s->color = regions.color[size_t(r)];
            s->point = w.point(regions.first[size_t(r)]);
        }
        if (run.regionsOfBase)
            w.filledRegionsTraced = true;
    }
}

template void explainEyeCounts(WorkBoard&, PhaseRun&, NoTrace&);
template void explainEyeCounts(WorkBoard&, PhaseRun&, TraceRecorder&);

} // namespace seki
