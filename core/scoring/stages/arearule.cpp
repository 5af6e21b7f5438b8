#include "arearule.h"

#include "pointverdicts.h"

#include "scoring/tracesink.h"

namespace seki {

template <class Sink>
void composeArea(WorkBoard& w, ScoreResult& result, const Position& position, Sink& sink)
{
    const Board& board = position.board;
    clearPoints(result, board);
    RegionTable& regions = w.baseRegions;
    w.forEachPoint([&](int i) {
        PointResult& p = result.points[size_t(i)];
        const Color c = board.at(i);
        if (markLiveStone(w, position, i, p))
            return;
        p.dead = isStone(c);
        p.owner = regions.color[size_t(regions.id[size_t(i)])];
        p.status = p.owner == Color::Empty ? PointStatus::Dame : PointStatus::Territory;
    });
    if constexpr (Sink::Enabled) {
        w.groups.build(w, regions.count, [&](int i) { return int(regions.id[size_t(i)]); });
        for (int r = 0; r < regions.count; ++r) {
            if (regions.color[size_t(r)] == Color::Empty)
                continue;
            Step* s = sink.add(Stage::Verdict, StepKind::Territory);
            s->set(VerdictFields{-1, 0}); // no expansion: area counts every controlled region
            s->color = regions.color[size_t(r)];
            s->point = w.point(regions.first[size_t(r)]);
            addPoints(w, sink, w.groups.group(r));
        }
    }
}

template void composeArea(WorkBoard&, ScoreResult&, const Position&, NoTrace&);
template void composeArea(WorkBoard&, ScoreResult&, const Position&, TraceRecorder&);

} // namespace seki
