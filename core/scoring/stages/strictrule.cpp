#include "strictrule.h"

#include "pointverdicts.h"

#include "scoring/tracesink.h"

#include <algorithm>
#include <span>

namespace seki {

namespace {

// A stone in seki on the boundary of a region (for the strict rule's explanation): at the first
// of its points, in row order, beside such a stone, the last of those neighbours.
int sekiStoneOf(const WorkBoard& w, const BlockTable& blocks, std::span<const int> regionPoints)
{
    for (int i : regionPoints) {
        int stone = -1;
        for (int d : w.neighbours) {
            const int n = i + d;
            if (isStone(w.base[size_t(n)]) && blocks.region[size_t(blocks.id[size_t(n)])] >= 0)
                stone = n;
        }
        if (stone >= 0)
            return stone;
    }
    return -1;
}

// Article 9 of the 1989 rules ends the game after the dame are played out: fill them as such an
// ending does (damefill.h), so that only a dame neither player can fill puts stones in seki.
void fillDameForTheCount(WorkBoard& w)
{
    std::fill_n(w.neutralMask.begin(), w.cellCount(), false);
    w.forEachPoint([&](int i) {
        const int r = w.baseRegions.id[size_t(i)];
        w.neutralMask[size_t(i)] = r >= 0 && w.baseRegions.color[size_t(r)] == Color::Empty;
    });
    w.dameFiller.fill(w, w.base, w.neutralMask, w.dameFill);
    floodRegions(w, w.base, w.baseRegions, w.regionPoints, [](int, int) {});
}

} // namespace

template <class Sink>
void composeStrict(WorkBoard& w, ScoreResult& result, const Position& position, Sink& sink)
{
    const Board& board = position.board;
    clearPoints(result, board);
    RegionTable& regions = w.baseRegions;
    fillDameForTheCount(w);
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
        // A stone the ending put on a dead stone's point (of its colour) is still a fill.
        if (w.dameFill[size_t(i)] == DameFill::None && markLiveStone(w, position, i, p)) {
            const int dame = blocks.region[size_t(blocks.id[size_t(i)])];
            if (dame >= 0)
                p.sekiGroup = std::int16_t(regions.find(dame));
            return;
        }
        p.dead = isStone(c);
        if (w.dameFill[size_t(i)] != DameFill::None) {
            // Filled before the count: a dame is no one's; a connection is not territory.
            const bool connection = w.dameFill[size_t(i)] == DameFill::Connection;
            p.status = connection ? PointStatus::FalseEye : PointStatus::Dame;
            p.owner = connection ? w.base[size_t(i)] : Color::Empty;
            return;
        }
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
        // The ending's fills, in order, each with its reason (damefill.h).
        for (const DameFillRecord& f : w.dameFiller.records()) {
            Step* s = sink.add(Stage::NeutralFill, StepKind::StrictFill);
            s->point = w.point(f.index);
            s->color = f.by;
            s->set(StrictFillFields{f.round, f.kind == DameFill::Connection});
            if (f.block >= 0)
                sink.addNumber(f.block);
        }
        w.groups.build(w, regions.count, [&](int i) { return int(regions.id[size_t(i)]); });
        for (int r = 0; r < regions.count; ++r) {
            if (regions.color[size_t(r)] != Color::Empty)
                continue;
            Step* s = sink.add(Stage::Verdict, StepKind::StrictDame);
            s->point = w.point(regions.first[size_t(r)]);
            const std::span<const int> points = w.groups.group(r);
            addPoints(w, sink, points);
            // The blocks beside this dame region, in block order (w.queue is free here).
            const std::uint32_t g = w.visited.next();
            int touching = 0;
            for (int i : points) {
                for (int d : w.neighbours) {
                    const int n = i + d;
                    if (isStone(w.base[size_t(n)])) {
                        const int b = blocks.id[size_t(n)];
                        if (w.visited.add(blocks.first[size_t(b)], g))
                            w.queue[size_t(touching++)] = b;
                    }
                }
            }
            std::sort(w.queue.begin(), w.queue.begin() + touching);
            for (int k = 0; k < touching; ++k) {
                const int b = w.queue[size_t(k)];
                if (blocks.region[size_t(b)] >= 0 && regions.find(blocks.region[size_t(b)]) == regions.find(r))
                    sink.addNumber(blocks.first[size_t(b)]);
            }
        }
        for (int r = 0; r < regions.count; ++r) {
            if (regions.color[size_t(r)] == Color::Empty)
                continue;
            const bool seki = regions.strictSeki[size_t(r)];
            Step* s = sink.add(Stage::Verdict, seki ? StepKind::StrictSeki : StepKind::Territory);
            s->color = regions.color[size_t(r)];
            s->point = w.point(regions.first[size_t(r)]);
            if (seki)
                s->set(StrictSekiFields{sekiStoneOf(w, blocks, w.groups.group(r))});
            else
                s->set(VerdictFields{-1, 0}); // no expansion under the 1989 rule
            addPoints(w, sink, w.groups.group(r));
        }
    }
}

template void composeStrict(WorkBoard&, ScoreResult&, const Position&, NoTrace&);
template void composeStrict(WorkBoard&, ScoreResult&, const Position&, TraceRecorder&);

} // namespace seki
