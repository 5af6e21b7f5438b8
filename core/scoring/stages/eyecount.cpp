#include "eyecount.h"

#include "scoring/tables/workboard.h"
#include "scoring/tracesink.h"

#include <algorithm>
#include <bit>
#include <cassert>

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

void layOutRegionLists(WorkBoard& w, Trace& trace, int region, int top, int size, int stones)
{
    // The region's points as row masks (board row y is mask y + 2: two empty rows above the top
    // row), written by the flood; a connected region has points on every row from its top one
    // down to its last.
    RowMasks::Row* rows = w.layoutRows.data() + 2;
    const RowMasks::Row notLast = w.baseBlocks.rows.full >> 1; // the columns with one to their right
    // The points, then the boundary stones, written in place; a stone is written before it is
    // known to be listed (kept by counting it), so one more is asked for and given back.
    w.filledPointsAt[size_t(region)] = trace.pointCount();
    Point* out = trace.extendPoints(size_t(size + stones + 1));
    Point* stone = out + size;
    int listed = 0;
    if (size == 1) {
        // A region of one point (half of them): every neighbour on the board is a stone, listed
        // in the order of the neighbours (left, right, up, down), without the loops below.
        const int x = std::countr_zero(rows[top]);
        rows[top] = 0;
        out[0] = Point{x, top};
        stone[listed] = Point{x - 1, top};
        listed += int(x > 0);
        stone[listed] = Point{x + 1, top};
        listed += int(x < w.width - 1);
        stone[listed] = Point{x, top - 1};
        listed += int(top > 0);
        stone[listed] = Point{x, top + 1};
        listed += int(top < w.height - 1);
        assert(listed == stones); // the flood's boundary stones
        trace.dropPoints(1);
        w.filledStonesAt[size_t(region)] = w.filledPointsAt[size_t(region)] + 1;
        w.filledStonesCount[size_t(region)] = std::uint32_t(stones);
        return;
    }
    int y = top;
    for (; rows[y] != 0; ++y) {
        const RowMasks::Row here = rows[y];
        const RowMasks::Row above = rows[y - 1];
        const RowMasks::Row twoAbove = rows[y - 2];
        rows[y - 2] = 0; // read for the last time (the rows above the top are empty already)
        // Every neighbour of a controlled region's point is one of its points, a stone or off the
        // board. The BoundaryLength step lists a stone at the first of the region's points beside
        // it in row order, and there in the order of the neighbours (left, right, up, down): a
        // stone is listed from a point unless one of its neighbours before that point (above it,
        // left of it, right of it, in this order) is the region's.
        const RowMasks::Row left = here & ~(here << 1) & ~RowMasks::Row(1) & ~(above << 1) & ~(here << 2);
        const RowMasks::Row right = here & ~(here >> 1) & notLast & ~(above >> 1);
        const RowMasks::Row up = y == 0 ? 0 : here & ~above & ~twoAbove & ~(above << 1) & ~(above >> 1);
        const RowMasks::Row down = y == w.height - 1 ? 0 : here & ~rows[y + 1];
        for (RowMasks::Row take = here; take != 0; take &= take - 1)
            *out++ = Point{std::countr_zero(take), y};
        // Each of a point's stones written, and kept where listed there.
        for (RowMasks::Row take = left | right | up | down; take != 0; take &= take - 1) {
            const int x = std::countr_zero(take);
            stone[listed] = Point{x - 1, y};
            listed += int((left >> x) & 1);
            stone[listed] = Point{x + 1, y};
            listed += int((right >> x) & 1);
            stone[listed] = Point{x, y - 1};
            listed += int((up >> x) & 1);
            stone[listed] = Point{x, y + 1};
            listed += int((down >> x) & 1);
        }
    }
    rows[y - 2] = 0;
    rows[y - 1] = 0;
    assert(listed == stones); // the flood's boundary stones, each listed once
    trace.dropPoints(1);
    w.filledStonesAt[size_t(region)] = w.filledPointsAt[size_t(region)] + std::uint32_t(size);
    w.filledStonesCount[size_t(region)] = std::uint32_t(stones);
}

template <class Sink>
void explainEyeCounts(WorkBoard& w, PhaseRun& run, Sink& sink)
{
    if constexpr (Sink::Enabled) {
        RegionTable& regions = run.regions;
        // A phase over the base's controlled regions shows the lists the pass over the base laid
        // out (layOutRegionLists).
        const bool shared = run.regionsOfBase && w.filledRegionsTraced;
        if (shared && w.filledEyeStepsTraced) {
            // Another phase over them showed the same three steps per region: repeated.
            std::copy_n(w.filledPointsAt.begin(), regions.count, w.regionPointsAt.begin());
            sink.trace.repeatSteps(w.filledEyeStepsAt, 3 * size_t(regions.count));
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
            // The region's points and its boundary stones (in row order of its points, then
            // left, right, up, down): as laid out, or listed here.
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
