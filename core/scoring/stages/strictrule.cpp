#include "strictrule.h"

#include "eyecount.h"
#include "falseeyefill.h"
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
    w.dameFiller.fill(w, w.base, w.neutralMask, w.baseRegions, w.dameFill);
    // The regions of the board played out, with their eye counts (SCORING.md, stage 4).
    RegionTable& regions = w.baseRegions;
    floodRegions(w, w.base, regions, w.regionPoints, [&](int r, int size) {
        const int length = regions.length(r);
        const RegionShape shape = classifyShape(w, regions, r, w.regionPoints.data(), size, length);
        regions.halfEyes[size_t(r)] = std::uint8_t(halfEyesFor(length, shape));
    });
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
    // Article 8: stones which possess dame are in seki and their eye points are no territory;
    // stones that share eye points are one group (the expansion over the eye points, SCORING.md
    // "Definitions"), in seki when one of its blocks touches a dame no one filled, unless its eye
    // points make two eyes (SCORING.md, stage 4): such a group lives without the dame (Article
    // 7). The region sets group each seki's eye points with its dame; blocks.region holds, per
    // block, a region of its seki, or -1.
    const int blockCount = blocks.count;
    std::fill_n(w.strictBlockRegion.begin(), blockCount, -1);
    std::fill_n(w.strictBlockDame.begin(), blockCount, -1);
    regions.resetSets();
    w.forEachPoint([&](int i) {
        const int r = regions.id[size_t(i)];
        if (r < 0)
            return;
        const bool dame = regions.color[size_t(r)] == Color::Empty;
        for (int d : w.neighbours) {
            const int n = i + d;
            if (!isStone(w.base[size_t(n)]))
                continue;
            const int b = blocks.id[size_t(n)];
            if (dame) {
                w.strictBlockDame[size_t(b)] = r;
                continue;
            }
            int& own = w.strictBlockRegion[size_t(b)];
            if (own < 0)
                own = r;
            else
                regions.unite(own, r);
        }
    });
    // Per set of eye points: a dame one of its blocks touches, and its eyes: each region's by the
    // eye table, rounded down, a one-point region that is false-ish (SCORING.md, stage 3)
    // counting none.
    std::fill_n(w.strictSetDame.begin(), regions.count, -1);
    std::fill_n(w.strictSetEyes.begin(), regions.count, 0);
    for (int r = 0; r < regions.count; ++r) {
        if (regions.color[size_t(r)] == Color::Empty)
            continue;
        const bool falseEye = regions.size[size_t(r)] == 1 && falseIsh(w, w.base, regions.first[size_t(r)]).falseIsh;
        if (!falseEye)
            w.strictSetEyes[size_t(regions.find(r))] += regions.halfEyes[size_t(r)] / 2;
    }
    for (int b = 0; b < blockCount; ++b) {
        if (w.strictBlockDame[size_t(b)] >= 0 && w.strictBlockRegion[size_t(b)] >= 0)
            w.strictSetDame[size_t(regions.find(w.strictBlockRegion[size_t(b)]))] = w.strictBlockDame[size_t(b)];
    }
    std::fill_n(regions.strictSeki.begin(), regions.count, false);
    for (int r = 0; r < regions.count; ++r) {
        const int root = regions.find(r);
        regions.strictSeki[size_t(r)] = regions.color[size_t(r)] != Color::Empty && w.strictSetDame[size_t(root)] >= 0
                                        && w.strictSetEyes[size_t(root)] < 2;
    }
    for (int b = 0; b < blockCount; ++b) {
        const int own = w.strictBlockRegion[size_t(b)];
        const int dame = w.strictBlockDame[size_t(b)];
        int& seki = blocks.region[size_t(b)];
        seki = -1;
        if (own >= 0 && regions.strictSeki[size_t(own)])
            seki = own; // its group is in seki
        else if (own < 0 && dame >= 0)
            seki = dame; // no eye points: in seki by the dame it touches
    }
    // Each seki's eye points and its dame in one set (the result's seki groups). Each region's
    // dame is read before any set is joined: a join changes the roots strictSetDame is kept by.
    // (strictSetEyes is read no more: it holds that dame per region.)
    auto& regionDame = w.strictSetEyes;
    for (int r = 0; r < regions.count; ++r)
        regionDame[size_t(r)] = regions.strictSeki[size_t(r)] ? w.strictSetDame[size_t(regions.find(r))] : -1;
    for (int r = 0; r < regions.count; ++r) {
        if (regionDame[size_t(r)] >= 0)
            regions.unite(regionDame[size_t(r)], r);
    }
    for (int b = 0; b < blockCount; ++b) {
        if (blocks.region[size_t(b)] >= 0 && w.strictBlockDame[size_t(b)] >= 0)
            regions.unite(w.strictBlockDame[size_t(b)], blocks.region[size_t(b)]);
    }
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
            s->set(StrictFillFields{f.round, f.reason});
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
