#include "sekiverdict.h"

#include "phaseagreement.h"
#include "pointverdicts.h"

#include "scoring/tracesink.h"

#include <cstring>

namespace seki {

namespace {

// relaxedVerdict of the points of a base region whose controlled id is c (-1: neutral) in a
// phase over the base.
PointResult fastVerdict(const WorkBoard& w, PhaseRun& run, int c)
{
    PointResult p;
    if (c < 0)
        return p; // a neutral region was filled: dame
    const int root = run.regions.find(c);
    p.owner = w.summary.color[size_t(c)];
    if (isSeki(run.regions.eyeSum[size_t(root)])) {
        p.status = PointStatus::SekiEye;
        p.sekiGroup = std::int16_t(root);
    } else {
        p.status = PointStatus::Territory;
    }
    return p;
}

// Each region of a phase's filled board (run.regions) decided once: its points' verdict, seki or
// territory of its owner (SCORING.md, stage 5 step 5), in run.regionVerdict.
void judgeRegions(PhaseRun& run)
{
    RegionTable& regions = run.regions;
    for (int r = 0; r < regions.count; ++r) {
        PointResult& p = run.regionVerdict[size_t(r)];
        p = PointResult{};
        p.owner = regions.color[size_t(r)];
        const int root = regions.parent[size_t(r)]; // flat (expandRegions)
        if (isSeki(regions.eyeSum[size_t(root)])) {
            p.status = PointStatus::SekiEye;
            p.sekiGroup = std::int16_t(root);
        } else {
            p.status = PointStatus::Territory;
        }
    }
}

// The verdict of a point that is not a live stone, from one phase's run (after judgeRegions for
// a run of the stages themselves). Inlined into composeRelaxed's pass over the points, where a
// call per point and phase cost more than the verdict (GCC stopped inlining it on its own).
[[gnu::always_inline]] inline PointResult relaxedVerdict(const WorkBoard& w, PhaseRun& run, int i)
{
    // phaseOverBase: the point's region is its base region; a neutral one was filled (dame).
    if (run.fast)
        return fastVerdict(w, run, w.summary.controlledId[size_t(w.baseRegions.id[size_t(i)])]);
    PointResult p;
    switch (run.fill[size_t(i)]) {
    case Fill::Neutral:
        p.status = PointStatus::Dame;
        return p;
    case Fill::FalseEye:
        p.status = PointStatus::FalseEye;
        p.owner = run.cells[size_t(i)];
        return p;
    case Fill::None:
        break;
    }
    return run.regionVerdict[size_t(run.regionId[i])];
}

// composeRelaxed where both phases read the base's regions: every point of a base region has its
// region's verdict, so it is decided once per region (verdictOf(run, r) in each phase), and the
// points copy their region's. The tally's counts are taken on the way (tally.cpp counts the same):
// a region's territory by its size, the stones and prisoners by counting colours.
template <class VerdictOf, class Sink>
void composeOverBase(WorkBoard& w, ScoreResult& result, bool compare, VerdictOf&& verdictOf, Sink& sink)
{
    WorkBoard::Counts& counts = w.counts;
    counts = WorkBoard::Counts{};
    const RegionTable& regions = w.baseRegions;
    for (int r = 0; r < regions.count; ++r) {
        const PointResult p = compare ? agreedVerdict(verdictOf(w.runs[0], r), verdictOf(w.runs[1], r))
                                      : verdictOf(w.runs[0], r);
        w.regionVerdict[size_t(r)] = p;
        if (p.status == PointStatus::Territory)
            counts.territory[int(p.owner)] += regions.size[size_t(r)];
        result.unresolved |= p.unresolved;
    }
    // A live stone (markLiveStone) is the one cell of base without a region: its verdict is
    // looked up past the regions' by its colour, so the pass below does not branch.
    const int stoneVerdicts = regions.count;
    for (Color c : {Color::Black, Color::White}) {
        PointResult& p = w.regionVerdict[size_t(stoneVerdicts + int(c))];
        p = PointResult{};
        p.owner = c;
        p.status = PointStatus::Stone;
    }
    const std::int16_t* id = regions.id.data();
    const Color* base = w.base.data();
    const PointResult* verdicts = w.regionVerdict.data();
    PointResult* out = result.points.data();
    w.forEachRow([&](int row, int width) {
        for (int i = row; i < row + width; ++i) {
            const int r = id[i];
            // Copied whole: building the record in a register costs a load and a shift per field.
            std::memcpy(out + i, verdicts + (r >= 0 ? r : stoneVerdicts + int(base[i])), sizeof(PointResult));
        }
    });
    // The dead stones are the ones stage 1 removed.
    for (int k = 0; k < w.removedCount; ++k)
        result.points[size_t(w.removedPoints[size_t(k)])].dead = true;
    // The live stones are base's (counted from its row masks), the prisoners the stones
    // stage 1 removed.
    // (The stages' runs: the masks of their pass over the base, or built here.)
    if (!w.summary.ready && !w.baseBlocksReady)
        w.summary.rows.build(w, w.base.data());
    const RowMasks& rows = w.summary.ready || !w.baseBlocksReady ? w.summary.rows : w.baseBlocks.rows;
    int live[4] = {};
    for (int y = 1; y <= w.height; ++y) {
        live[int(Color::Black)] += RowMasks::count(rows.black[size_t(y)]);
        live[int(Color::White)] += RowMasks::count(rows.white[size_t(y)]);
    }
    for (Color c : {Color::Black, Color::White}) {
        counts.stones[int(c)] = live[int(c)];
        counts.dead[int(c)] = w.removed[int(c)];
    }
    counts.ready = true;
    if constexpr (Sink::Enabled) {
        if (result.unresolved) {
            sink.add(Stage::Verdict, StepKind::Unresolved);
            addPointsWhere(w, sink, [&](int i) { return result.points[size_t(i)].unresolved; });
        }
    }
}

} // namespace

template <class Sink>
void judgeSeki(WorkBoard& w, PhaseRun& run, Sink& sink)
{
    if constexpr (Sink::Enabled) {
        // A phase with the same expansions and eye sums as the first over the base's regions
        // (explainExpansions) shows its verdict steps: both phases'.
        if (w.verdictStepsShared) {
            sink.trace.shareSteps(w.verdictStepsAt, w.tracedRootCount);
            return;
        }
        if (w.verdictStepsRecorded)
            w.verdictStepsAt = sink.stepCount();
        RegionTable& regions = run.regions;
        for (int root = 0; root < regions.count; ++root) {
            if (regions.parent[size_t(root)] != root) // flat (expandRegions)
                continue;
            const Step e = sink.trace.steps()[w.expansionStep[size_t(root)]];
            const bool seki = isSeki(regions.eyeSum[size_t(root)]);
            Step* s = sink.add(Stage::Verdict, seki ? StepKind::Seki : StepKind::Territory);
            s->set(VerdictFields{root, regions.eyeSum[size_t(root)]});
            s->color = regions.color[size_t(root)];
            s->point = w.point(regions.first[size_t(root)]);
            s->pointsBegin = e.pointsBegin; // the Expansion step's lists, shared
            s->pointsCount = e.pointsCount;
            s->numbersBegin = e.numbersBegin;
            s->numbersCount = e.numbersCount;
        }
    }
}

template <class Sink>
void composeRelaxed(WorkBoard& w, ScoreResult& result, const Position& position, Sink& sink)
{
    const Board& board = position.board;
    const bool compare = w.neutralCount > 0;
    if (w.runs[0].fast && (!compare || w.runs[1].fast)) { // both phases over the base (phaseOverBase)
        composeOverBase(
            w, result, compare,
            [&](PhaseRun& run, int r) { return fastVerdict(w, run, w.summary.controlledId[size_t(r)]); }, sink);
        return;
    }
    // The phases that ran the stages themselves decide their regions once.
    for (int k = 0; k < (compare ? 2 : 1); ++k) {
        if (!w.runs[k].fast)
            judgeRegions(w.runs[k]);
    }
    if (w.runs[0].regionsOfBase && (!compare || w.runs[1].regionsOfBase)) {
        // The stages' phases where no false eye was filled: their regions are the base's
        // controlled ones (countEyes); a neutral region was filled (dame).
        composeOverBase(
            w, result, compare,
            [&](PhaseRun& run, int r) {
                const int c = w.filledRegions.id[size_t(w.baseRegions.first[size_t(r)])];
                return c < 0 ? PointResult{} : run.regionVerdict[size_t(c)];
            },
            sink);
        return;
    }
    // Each point reads its region's verdict in each phase. The tally's counts are taken on the
    // way, as composeOverBase does.
    WorkBoard::Counts& counts = w.counts;
    counts = WorkBoard::Counts{};
    const Color* cells = board.cells();
    const Color* base = w.base.data();
    w.forEachPoint([&](int i) {
        PointResult& p = result.points[size_t(i)];
        const Color c = cells[i];
        if (isStone(c) && base[i] == c) { // a live stone (markLiveStone)
            p = PointResult{};
            p.owner = c;
            p.status = PointStatus::Stone;
            ++counts.stones[int(c)];
            return;
        }
        // Both phases decide together (phaseagreement.h): taken from its owner only when both agree.
        p = compare ? agreedVerdict(relaxedVerdict(w, w.runs[0], i), relaxedVerdict(w, w.runs[1], i))
                    : relaxedVerdict(w, w.runs[0], i);
        p.dead = isStone(c);
        counts.dead[int(c)] += p.dead;
        counts.territory[int(p.owner)] += p.status == PointStatus::Territory;
        result.unresolved |= p.unresolved;
    });
    counts.ready = true;
    if constexpr (Sink::Enabled) {
        if (result.unresolved) {
            sink.add(Stage::Verdict, StepKind::Unresolved);
            addPointsWhere(w, sink, [&](int i) { return result.points[size_t(i)].unresolved; });
        }
    }
}

template void judgeSeki(WorkBoard&, PhaseRun&, NoTrace&);
template void judgeSeki(WorkBoard&, PhaseRun&, TraceRecorder&);
template void composeRelaxed(WorkBoard&, ScoreResult&, const Position&, NoTrace&);
template void composeRelaxed(WorkBoard&, ScoreResult&, const Position&, TraceRecorder&);

} // namespace seki
