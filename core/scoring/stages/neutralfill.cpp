#include "neutralfill.h"

#include "eyecount.h"
#include "phaseoverbase.h"

#include "scoring/tables/workboard.h"
#include "scoring/tracesink.h"

#include <algorithm>
#include <bit>

namespace seki {

namespace {

// The stages' one pass over w.base: its regions as floodRegions finds them (row order of their
// first points, each flooded breadth first, with the same witnesses, boundary parts and calls of
// onRegion), the flood's starts read from the row masks of the base's empty points; and, with
// blocks, the base's blocks in w.baseBlocks (labelBlocks) with the liberties every phase's filled
// board leaves them: the points of its controlled regions (a neutral point is filled in every
// phase, so it is no one's liberty and not in baseBlocks.rows.empty); with, per block, the last
// controlled region beside it (baseBlocks.region, by its id on the filled boards; -1 for none)
// and the pairs of controlled regions that share a block (w.expansionPairRegion and
// w.expansionPairOther, w.baseRelatedPairCount of them). When onRegion is called, w.regionPoints
// holds the region's points in the order the flood reached them and w.regionStones its boundary
// stones in the order the flood met them.
template <class OnRegion>
void floodBase(WorkBoard& w, bool blocks, OnRegion&& onRegion)
{
    BlockTable& b = w.baseBlocks;
    b.rows.build(w, w.base.data());
    const Color* cells = w.base.data();
    std::int16_t* blockId = b.id.data();
    if (blocks) {
        std::fill_n(blockId, w.cellCount(), std::int16_t(-1));
        std::array<std::int16_t, BoardScratch::MaxPoints> parent; // labelBlocks's: a label's root
        const int labels = labelBlocks(w, b.rows, blockId, parent.data(),
                                       [&](int label, int i) { b.first[size_t(label)] = i; });
        b.count = labels;
        std::fill_n(b.liberties.begin(), labels, std::int8_t(0));
        std::fill_n(b.liberty.begin(), labels, -1);
        std::fill_n(b.region.begin(), labels, -1);
        b.rows.forEachStone(
            w, [&](int i) { blockId[i] = parent[size_t(blockId[i])]; },
            firstRowToRelabel(w, parent.data(), b.first.data(), labels));
    }
    RegionTable& table = w.baseRegions;
    std::fill_n(table.id.begin(), w.cellCount(), std::int16_t(-1));
    table.count = 0;
    std::array<int, BoardScratch::MaxPoints>& points = w.regionPoints;
    const std::array<int, 4> neighbours = w.neighbours; // left, right, up, down (Board)
    // Each point a flood reaches is taken off the empty points not yet in a region.
    std::array<RowMasks::Row, RowMasks::MaxRows> unlabelled = b.rows.empty;
    const int stride = w.stride;
    const Point* pointAt = w.pointAt.data(); // a point's row and column without a division
    const auto label = [&](int i, std::int16_t r) {
        table.id[size_t(i)] = r;
        const Point p = pointAt[i];
        unlabelled[size_t(p.y + 1)] &= ~(RowMasks::Row(1) << p.x);
    };
    int controlled = 0;    // the controlled regions so far: the next one's id on the filled boards
    int relatedPairs = 0; // (controlled region, an earlier one sharing a block with it)
    for (int y = 1; y <= w.height; ++y) {
        const int rowStart = y * stride + 1;
        while (unlabelled[size_t(y)] != 0) {
            const int start = rowStart + std::countr_zero(unlabelled[size_t(y)]);
            const auto r = std::int16_t(table.count++);
            const std::uint32_t g = w.visited.next();
            int blackWitness = -1;
            int whiteWitness = -1;
            std::array<std::int16_t, 4> edges{}; // per direction of neighbours
            BoundaryParts parts;
            int incidences = 0; // (block, point) for every stone beside the region
            int head = 0;
            int tail = 0;
            points[size_t(tail++)] = start;
            label(start, r);
            while (head < tail) {
                const int i = points[size_t(head++)];
                for (int k = 0; k < 4; ++k) {
                    const int n = i + neighbours[size_t(k)];
                    const Color nc = cells[n];
                    if (nc == Color::Empty) {
                        if (table.id[size_t(n)] < 0) {
                            label(n, r);
                            points[size_t(tail++)] = n;
                        }
                        continue;
                    }
                    if (nc == Color::Wall) {
                        ++edges[size_t(k)]; // the board edge counts as if stones stood outside it
                        continue;
                    }
                    w.incidentBlock[size_t(incidences)] = blockId[n];
                    w.incidentPoint[size_t(incidences)] = i;
                    ++incidences;
                    if (!w.visited.add(n, g))
                        continue;
                    w.regionStones[size_t(parts.stones)] = n;
                    ++parts.stones;
                    (nc == Color::Black ? blackWitness : whiteWitness) = n;
                }
            }
            const Color color = table.record(r, start, tail, blackWitness, whiteWitness, parts, edges);
            if (blocks && color == Color::Empty) {
                for (int k = 0; k < tail; ++k) {
                    const Point p = pointAt[points[size_t(k)]];
                    b.rows.empty[size_t(p.y + 1)] &= ~(RowMasks::Row(1) << p.x);
                }
            } else if (blocks) {
                // Each point a liberty of every block beside it, counted once per block: a
                // point's stones are listed together, so a block seen again from the same point
                // still names it. The block's last controlled region (b.region) is directly
                // related to this one (SCORING.md, "Definitions"): the pair is listed, without
                // branches.
                const int c = controlled++;
                for (int k = 0; k < incidences; ++k) {
                    const int block = w.incidentBlock[size_t(k)];
                    const int i = w.incidentPoint[size_t(k)];
                    int& liberty = b.liberty[size_t(block)];
                    if (liberty < 0) {
                        liberty = i;
                        b.liberties[size_t(block)] = 1;
                    } else if (liberty != i) {
                        b.liberties[size_t(block)] = 2;
                    }
                    int& other = b.region[size_t(block)];
                    if (other != c) {
                        w.expansionPairRegion[size_t(relatedPairs)] = std::int16_t(c);
                        w.expansionPairOther[size_t(relatedPairs)] = std::int16_t(other);
                        relatedPairs += int(other >= 0);
                        other = c;
                    }
                }
            }
            onRegion(int(r), tail);
        }
    }
    w.baseRelatedPairCount = relatedPairs;
}

} // namespace

template <class Sink>
void findNeutralRegions(WorkBoard& w, Sink& sink, bool summarise, bool blocks)
{
    w.filledRegionsTraced = false;
    w.filledEyeStepsTraced = false;
    w.baseBlocksReady = false;
    w.expansionsTraced = false;
    if (summarise) {
        w.filledRegionsReady = false;
        w.filledExpansionsReady = false;
        floodBaseSummarised(w);
    } else {
        w.neutralCount = 0;
        w.summary.ready = false;
        RegionTable& filled = w.filledRegions;
        filled.count = 0;
        std::fill_n(filled.id.begin(), w.cellCount(), std::int16_t(-1));
        // Under the relaxed rule the stages read the base's blocks (findFilledBlocks).
        floodBase(
            w, blocks,
            [&](int r, int size) {
                RegionTable& regions = w.baseRegions;
                if (regions.color[size_t(r)] == Color::Empty) {
                    std::copy_n(w.regionPoints.begin(), size, w.neutralPoints.begin() + w.neutralCount);
                    w.neutralCount += size;
                    return;
                }
                // A controlled region is a region of every phase's filled board (phaseoverbase.h):
                // its eye count, measured here once.
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
                filled.boundary[size_t(c)] = regions.boundary[size_t(r)];
                filled.shape[size_t(c)] = regions.shape[size_t(r)];
                filled.halfEyes[size_t(c)] = regions.halfEyes[size_t(r)];
                // The relaxed rule's phases show these regions' lists (explainEyeCounts): its points
                // and its boundary stones, as the flood found them.
                if constexpr (Sink::Enabled) {
                    if (blocks) {
                        const int stones = regions.boundary[size_t(r)].stones;
                        w.filledPointsAt[size_t(c)]
                            = sink.trace.appendPoints(w.pointAt.data(), {w.regionPoints.data(), size_t(size)});
                        w.filledStonesAt[size_t(c)]
                            = sink.trace.appendPoints(w.pointAt.data(), {w.regionStones.data(), size_t(stones)});
                        w.filledStonesCount[size_t(c)] = std::uint32_t(stones);
                    }
                }
            });
        if (blocks) {
            // The controlled regions related through the base's blocks, as expansions (each
            // region's parent its root): every phase's expansions start from these.
            filled.resetSets();
            for (int k = 0; k < w.baseRelatedPairCount; ++k)
                filled.unite(w.expansionPairOther[size_t(k)], w.expansionPairRegion[size_t(k)]);
            filled.flattenSets();
        }
        w.filledRegionsReady = true;
        w.filledExpansionsReady = blocks;
        w.filledRegionsTraced = Sink::Enabled && blocks;
        w.baseBlocksReady = blocks;
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

template void findNeutralRegions(WorkBoard&, NoTrace&, bool, bool);
template void findNeutralRegions(WorkBoard&, TraceRecorder&, bool, bool);
template void fillNeutralPoints(WorkBoard&, PhaseRun&, NoTrace&);
template void fillNeutralPoints(WorkBoard&, PhaseRun&, TraceRecorder&);

} // namespace seki
