#include "neutralfill.h"

#include "eyecount.h"
#include "phaseoverbase.h"

#include "scoring/tables/workboard.h"
#include "scoring/tracesink.h"

#include <algorithm>

namespace seki {

template <class Sink>
void findNeutralRegions(WorkBoard& w, Sink& sink, bool summarise)
{
    w.filledRegionsTraced = false;
    w.baseBlocksReady = false;
    w.falseIshCandidatesReady = false;
    w.expansionsTraced = false;
    if (summarise) {
        w.filledRegionsReady = false;
        floodBaseSummarised(w);
    } else {
        w.neutralCount = 0;
        w.summary.ready = false;
        int controlledPoints = 0;
        RegionTable& filled = w.filledRegions;
        filled.count = 0;
        std::fill_n(filled.id.begin(), w.cellCount(), std::int16_t(-1));
        // The boundary stones of the region being flooded start at regionStones.
        int stones = 0;
        int regionStones = 0;
        floodRegions(
            w, w.base, w.baseRegions, w.regionPoints,
            [&](int r, int size) {
                RegionTable& regions = w.baseRegions;
                if (regions.color[size_t(r)] == Color::Empty) {
                    stones = regionStones;
                    std::copy_n(w.regionPoints.begin(), size, w.neutralPoints.begin() + w.neutralCount);
                    w.neutralCount += size;
                    return;
                }
                // A controlled region is a region of every phase's filled board (phaseoverbase.h):
                // its points and eye count, measured here once.
                std::copy_n(w.regionPoints.begin(), size, w.controlledPoints.begin() + controlledPoints);
                controlledPoints += size;
                const int length = regions.length(r);
                const RegionShape shape = classifyShape(w, regions, r, w.regionPoints.data(), size, length);
                regions.shape[size_t(r)] = std::uint8_t(shape);
                regions.halfEyes[size_t(r)] = std::uint8_t(halfEyesFor(length, shape));
                // The same region on the filled boards, numbered among the controlled ones.
                const auto c = std::int16_t(filled.count++);
                for (int k = 0; k < size; ++k)
                    filled.id[size_t(w.regionPoints[size_t(k)])] = c;
                filled.color[size_t(c)] = regions.color[size_t(r)];
                filled.first[size_t(c)] = regions.first[size_t(r)];
                filled.size[size_t(c)] = size;
                filled.blackWitness[size_t(c)] = regions.blackWitness[size_t(r)];
                filled.whiteWitness[size_t(c)] = regions.whiteWitness[size_t(r)];
                filled.boundary[size_t(c)] = regions.boundary[size_t(r)];
                filled.shape[size_t(c)] = regions.shape[size_t(r)];
                filled.halfEyes[size_t(c)] = regions.halfEyes[size_t(r)];
                regionStones = stones;
            },
            [&](int stone) { w.filledBoundaryStones[size_t(stones++)] = stone; });
        w.filledBoundaryStoneCount = stones;
        w.filledRegionsReady = true;
    }
    if constexpr (Sink::Enabled) {
        // The neutral regions in row order, each with its points in flood order (a traced
        // run floods without the summary, so the witnesses are there).
        const RegionTable& regions = w.baseRegions;
        int next = 0;
        for (int r = 0; r < regions.count; ++r) {
            if (regions.color[size_t(r)] != Color::Empty)
                continue;
            const int size = regions.size[size_t(r)];
            Step* s = sink.add(Stage::NeutralFill, StepKind::NeutralRegion);
            s->point = w.point(w.neutralPoints[size_t(next)]);
            s->set(NeutralRegionFields{regions.blackWitness[size_t(r)], regions.whiteWitness[size_t(r)]});
            addPoints(w, sink, {w.neutralPoints.data() + next, size_t(size)});
            next += size;
        }
    }
}

template <class Sink>
void fillNeutralPoints(WorkBoard& w, PhaseRun& run, Sink& sink)
{
    const int cellCount = w.cellCount();
    run.fast = false;
    run.filledFalseEye = false;
    std::copy_n(w.base.begin(), cellCount, run.cells.begin());
    std::fill_n(run.fill.begin(), cellCount, Fill::None);
    fillCheckered(w, w.neutralPoints.data(), w.neutralCount, run.phase, run.cells, [&](int i, Color c) {
        run.fill[size_t(i)] = Fill::Neutral;
        if constexpr (Sink::Enabled) {
            const Point p = w.point(i);
            Step* s = sink.add(Stage::NeutralFill, StepKind::FillNeutral);
            s->point = p;
            s->color = c;
            s->set(FillNeutralFields{(p.x + p.y) % 2, run.phase});
        }
    });
}

template void findNeutralRegions(WorkBoard&, NoTrace&, bool);
template void findNeutralRegions(WorkBoard&, TraceRecorder&, bool);
template void fillNeutralPoints(WorkBoard&, PhaseRun&, NoTrace&);
template void fillNeutralPoints(WorkBoard&, PhaseRun&, TraceRecorder&);

} // namespace seki
