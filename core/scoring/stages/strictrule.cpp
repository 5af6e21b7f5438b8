#include "strictrule.h"

#include "pointverdicts.h"

#include "scoring/tracesink.h"

namespace seki {

namespace {

// Whether block b has a stone next to region r of the base board.
bool touches(const WorkBoard& w, const BlockTable& blocks, int b, int r)
{
    bool found = false;
    w.forEachPoint([&](int i) {
        if (found || blocks.id[size_t(i)] != b)
            return;
        for (int d : w.neighbours)
            if (w.baseRegions.id[size_t(i + d)] == r)
                found = true;
    });
    return found;
}

// A stone in seki on the boundary of region r (for the strict rule's explanation).
int sekiStoneOf(const WorkBoard& w, const BlockTable& blocks, int r)
{
    int stone = -1;
    w.forEachPoint([&](int i) {
        if (stone >= 0 || w.baseRegions.id[size_t(i)] != r)
            return;
        for (int d : w.neighbours) {
            const int n = i + d;
            if (isStone(w.base[size_t(n)]) && blocks.region[size_t(blocks.id[size_t(n)])] >= 0)
                stone = n;
        }
    });
    return stone;
}

} // namespace

template <class Sink>
void composeStrict(WorkBoard& w, ScoreResult& result, const Position& position, Sink& sink)
{
    const Board& board = position.board;
    RegionTable& regions = w.baseRegions;
    findBlocks(w, w.base, w.blocks);
    BlockTable& blocks = w.blocks;
    // blocks.region doubles as "in seki" here: the dame region the block touches, or -1; the
    // region sets group each dame region with the blocks and eye points in seki through it.
    regions.resetSets();
    w.forEachPoint([&](int i) {
        const int r = regions.id[size_t(i)];
        if (r < 0 || regions.color[size_t(r)] != Color::Empty)
            return;
        for (int d : w.neighbours) {
            const int n = i + d;
            if (!isStone(w.base[size_t(n)]))
                continue;
            int& dame = blocks.region[size_t(blocks.id[size_t(n)])];
            if (dame < 0)
                dame = r;
            else
                regions.unite(dame, r);
        }
    });
    // A controlled region bounded by a block in seki does not score; it joins that seki.
    std::fill_n(regions.strictSeki.begin(), regions.count, false);
    w.forEachPoint([&](int i) {
        const int r = regions.id[size_t(i)];
        if (r < 0 || regions.color[size_t(r)] == Color::Empty)
            return;
        for (int d : w.neighbours) {
            const int n = i + d;
            if (!isStone(w.base[size_t(n)]))
                continue;
            const int dame = blocks.region[size_t(blocks.id[size_t(n)])];
            if (dame >= 0) {
                regions.strictSeki[size_t(r)] = true;
                regions.unite(dame, r);
            }
        }
    });
    w.forEachPoint([&](int i) {
        PointResult& p = result.points[size_t(i)];
        const Color c = board.at(i);
        if (markLiveStone(w, position, i, p)) {
            const int dame = blocks.region[size_t(blocks.id[size_t(i)])];
            if (dame >= 0)
                p.sekiGroup = std::int16_t(regions.find(dame));
            return;
        }
        p.dead = isStone(c);
        const int r = regions.id[size_t(i)];
        p.owner = regions.color[size_t(r)];
        if (p.owner == Color::Empty) {
            p.status = PointStatus::Dame;
        } else if (regions.strictSeki[size_t(r)]) {
            p.status = PointStatus::SekiEye;
            p.sekiGroup = std::int16_t(regions.find(r));
        } else {
            p.status = PointStatus::Territory;
        }
    });
    if constexpr (Sink::Enabled) {
        for (int r = 0; r < regions.count; ++r) {
            if (regions.color[size_t(r)] != Color::Empty)
                continue;
            Step* s = sink.add(Stage::Verdict, StepKind::StrictDame);
            s->point = w.point(regions.first[size_t(r)]);
            addPointsWhere(w, sink, [&](int i) { return regions.id[size_t(i)] == r; });
            for (int b = 0; b < blocks.count; ++b)
                if (blocks.region[size_t(b)] >= 0 && regions.find(blocks.region[size_t(b)]) == regions.find(r)
                    && touches(w, blocks, b, r))
                    sink.addNumber(blocks.first[size_t(b)]);
        }
        for (int r = 0; r < regions.count; ++r) {
            if (regions.color[size_t(r)] == Color::Empty)
                continue;
            Step* s = sink.add(Stage::Verdict, regions.strictSeki[size_t(r)] ? StepKind::StrictSeki : StepKind::Territory);
            s->color = regions.color[size_t(r)];
            s->point = w.point(regions.first[size_t(r)]);
            s->values[0] = regions.strictSeki[size_t(r)] ? sekiStoneOf(w, blocks, r) : -1;
            addPointsWhere(w, sink, [&](int i) { return regions.id[size_t(i)] == r; });
        }
    }
}

template void composeStrict(WorkBoard&, ScoreResult&, const Position&, NoTrace&);
template void composeStrict(WorkBoard&, ScoreResult&, const Position&, TraceRecorder&);

} // namespace seki
