#include "sekiverdict.h"

#include "expansion.h"
#include "phaseagreement.h"
#include "pointverdicts.h"

#include "scoring/tracesink.h"

namespace seki {

namespace {

// The verdict of a point that is not a live stone, from one phase's run.
PointResult relaxedVerdict(const WorkBoard& w, PhaseRun& run, int i)
{
    PointResult p;
    if (run.fast) {
        // phaseOverBase: the point's region is its base region; a neutral one was filled (dame).
        const int r = w.summary.controlledId[size_t(w.baseRegions.id[size_t(i)])];
        if (r < 0)
            return p;
        const int root = run.regions.find(r);
        p.owner = w.summary.color[size_t(r)];
        if (isSeki(run.regions.eyeSum[size_t(root)])) {
            p.status = PointStatus::SekiEye;
            p.sekiGroup = std::int16_t(root);
        } else {
            p.status = PointStatus::Territory;
        }
        return p;
    }
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
    RegionTable& regions = run.regions;
    const int r = regions.id[size_t(i)];
    const int root = regions.find(r);
    p.owner = regions.color[size_t(r)];
    if (isSeki(regions.eyeSum[size_t(root)])) {
        p.status = PointStatus::SekiEye;
        p.sekiGroup = std::int16_t(root);
    } else {
        p.status = PointStatus::Territory;
    }
    return p;
}

} // namespace

template <class Sink>
void judgeSeki(WorkBoard& w, PhaseRun& run, Sink& sink, bool grouped)
{
    if constexpr (Sink::Enabled) {
        RegionTable& regions = run.regions;
        if (!grouped)
            groupByExpansion(w, run);
        for (int root = 0; root < regions.count; ++root) {
            if (regions.find(root) != root)
                continue;
            const bool seki = isSeki(regions.eyeSum[size_t(root)]);
            Step* s = sink.add(Stage::Verdict, seki ? StepKind::Seki : StepKind::Territory);
            s->set(VerdictFields{root, regions.eyeSum[size_t(root)]});
            s->color = regions.color[size_t(root)];
            s->point = w.point(regions.first[size_t(root)]);
            for (int r : w.regionGroups.group(root))
                sink.addNumber(r);
            addPoints(w, sink, w.groups.group(root));
        }
    }
}

template <class Sink>
void composeRelaxed(WorkBoard& w, ScoreResult& result, const Position& position, Sink& sink)
{
    const Board& board = position.board;
    const bool compare = w.neutralCount > 0;
    if (w.runs[0].fast && (!compare || w.runs[1].fast)) {
        // Both phases over the base's regions: every point of a base region has its region's
        // verdict, so it is decided once per region.
        // The tally's counts are taken on the way (tally.cpp counts the same): a region's
        // territory by its size, the stones and prisoners point by point.
        WorkBoard::Counts& counts = w.counts;
        counts = WorkBoard::Counts{};
        const RegionTable& regions = w.baseRegions;
        for (int r = 0; r < regions.count; ++r) {
            const int i = regions.first[size_t(r)];
            const PointResult p = compare
                                      ? agreedVerdict(relaxedVerdict(w, w.runs[0], i), relaxedVerdict(w, w.runs[1], i))
                                      : relaxedVerdict(w, w.runs[0], i);
            w.regionVerdict[size_t(r)] = p;
            if (p.status == PointStatus::Territory)
                counts.territory[int(p.owner)] += regions.size[size_t(r)];
            result.unresolved |= p.unresolved;
        }
        const Color* cells = board.cells();
        w.forEachPoint([&](int i) {
            PointResult& p = result.points[size_t(i)];
            const Color c = cells[i];
            if (c == w.base[size_t(i)] && c != Color::Empty) { // a live stone (markLiveStone)
                p.owner = c;
                p.status = PointStatus::Stone;
                ++counts.stones[int(c)];
                return;
            }
            p = w.regionVerdict[size_t(regions.id[size_t(i)])];
            p.dead = c != Color::Empty;
            ++counts.dead[int(c)]; // Empty's count is never read
        });
        counts.ready = true;
        if constexpr (Sink::Enabled) {
            if (result.unresolved) {
                sink.add(Stage::Verdict, StepKind::Unresolved);
                addPointsWhere(w, sink, [&](int i) { return result.points[size_t(i)].unresolved; });
            }
        }
        return;
    }
    w.forEachPoint([&](int i) {
        PointResult& p = result.points[size_t(i)];
        const Color c = board.at(i);
        if (markLiveStone(w, position, i, p))
            return;
        // Both phases decide together (phaseagreement.h): taken from its owner only when both agree.
        p = compare ? agreedVerdict(relaxedVerdict(w, w.runs[0], i), relaxedVerdict(w, w.runs[1], i))
                    : relaxedVerdict(w, w.runs[0], i);
        p.dead = isStone(c);
        if (p.unresolved)
            result.unresolved = true;
    });
    if constexpr (Sink::Enabled) {
        if (result.unresolved) {
            sink.add(Stage::Verdict, StepKind::Unresolved);
            addPointsWhere(w, sink, [&](int i) { return result.points[size_t(i)].unresolved; });
        }
    }
}

template void judgeSeki(WorkBoard&, PhaseRun&, NoTrace&, bool);
template void judgeSeki(WorkBoard&, PhaseRun&, TraceRecorder&, bool);
template void composeRelaxed(WorkBoard&, ScoreResult&, const Position&, NoTrace&);
template void composeRelaxed(WorkBoard&, ScoreResult&, const Position&, TraceRecorder&);

} // namespace seki
