#include "phaseoverbase.h"

#include "expansion.h"
#include "eyecount.h"
#include "falseeyefill.h"
#include "neutralfill.h"
#include "sekiverdict.h"

#include "scoring/tables/workboard.h"
#include "scoring/tracesink.h"

#include <algorithm>

namespace seki {

namespace {

int findRoot(std::int16_t* parent, int k)
{
    while (parent[k] != k) {
        parent[k] = parent[parent[k]];
        k = parent[k];
    }
    return k;
}

// The smaller id becomes the root (RegionTable::unite).
void uniteRoots(std::int16_t* parent, int a, int b)
{
    a = findRoot(parent, a);
    b = findRoot(parent, b);
    if (a == b)
        return;
    if (b < a)
        std::swap(a, b);
    parent[b] = std::int16_t(a);
}

// What every phase shares, found once per position: the base's blocks (labelled in one row
// scan, union-find over labels), which blocks each controlled region touches, the points that
// could be false-ish whatever the fill, and each neutral point's checkered parity.
[[gnu::noinline]] void prepare(WorkBoard& w)
{
    BaseSummary& b = w.summary;
    const std::array<Color, Board::MaxCells>& base = w.base;
    const int stride = w.stride;
    std::int16_t* parent = b.blockParent.data();
    int labels = 0;
    w.forEachPoint([&](int i) {
        const Color c = base[size_t(i)];
        if (!isStone(c))
            return;
        const bool left = base[size_t(i - 1)] == c;
        const bool up = base[size_t(i - stride)] == c;
        std::int16_t label;
        if (left) {
            label = b.blockLabel[size_t(i - 1)];
            if (up && b.blockLabel[size_t(i - stride)] != label)
                uniteRoots(parent, label, b.blockLabel[size_t(i - stride)]);
        } else if (up) {
            label = b.blockLabel[size_t(i - stride)];
        } else {
            label = std::int16_t(labels);
            parent[labels] = label;
            ++labels;
        }
        b.blockLabel[size_t(i)] = label;
    });
    // Every label names its root directly: a root is the smallest label of its set, so a
    // label's parent is never larger than itself and the roots are final in label order.
    for (int k = 0; k < labels; ++k)
        parent[k] = parent[parent[k]];
    b.blockCount = labels;

    const RegionTable& regions = w.baseRegions;
    std::fill_n(b.blockStamp.begin(), labels, std::int16_t(-1));
    std::fill_n(b.liberty.begin(), labels, -1);
    std::fill_n(b.moreLiberties.begin(), labels, false);
    b.pairCount = 0;
    b.candidateCount = 0;
    int controlled = 0;
    int next = 0;  // into w.controlledPoints, region by region
    for (int r = 0; r < regions.count; ++r) {
        if (regions.color[size_t(r)] == Color::Empty) {
            b.controlledId[size_t(r)] = -1;
            continue;
        }
        const int c = controlled++;
        b.controlledId[size_t(r)] = std::int16_t(c);
        b.color[size_t(c)] = regions.color[size_t(r)];
        b.halfEyes[size_t(c)] = regions.halfEyes[size_t(r)];
        const int end = next + regions.size[size_t(r)];
        for (; next < end; ++next) {
            const int i = w.controlledPoints[size_t(next)];
            int empty = 0;
            int offBoard = 0;
            for (int d : w.neighbours) {
                const int n = i + d;
                const Color nc = base[size_t(n)];
                if (nc == Color::Empty) {
                    ++empty;
                } else if (nc == Color::Wall) {
                    ++offBoard;
                } else {
                    // A block this region touches, listed once per region.
                    const int block = parent[b.blockLabel[size_t(n)]];
                    if (b.liberty[size_t(block)] < 0)
                        b.liberty[size_t(block)] = i;
                    else if (b.liberty[size_t(block)] != i)
                        b.moreLiberties[size_t(block)] = true;
                    if (b.blockStamp[size_t(block)] != c) {
                        b.blockStamp[size_t(block)] = std::int16_t(c);
                        b.pairRegion[size_t(b.pairCount)] = std::int16_t(c);
                        b.pairBlock[size_t(b.pairCount)] = std::int16_t(block);
                        ++b.pairCount;
                    }
                }
            }
            // falseIsh's occupied neighbours do not change with the fill (no neutral point is
            // beside a controlled one), so only these points can ever be false-ish.
            const int occupied = 4 - empty - offBoard;
            const bool edge = offBoard > 0;
            if (occupied >= (edge ? 2 : 3)) {
                b.candidates[size_t(b.candidateCount)] = i;
                b.candidateEdge[size_t(b.candidateCount)] = edge;
                b.candidateOwner[size_t(b.candidateCount)] = regions.color[size_t(r)];
                ++b.candidateCount;
            }
        }
    }
    b.controlledCount = controlled;
    for (int k = 0; k < w.neutralCount; ++k) {
        const Point p = w.point(w.neutralPoints[size_t(k)]);
        b.neutralParity[size_t(k)] = std::uint8_t((p.x + p.y) % 2);
    }
    b.ready = true;
}

} // namespace

bool phaseOverBase(WorkBoard& w, PhaseRun& run)
{
    if (!w.summary.ready)
        prepare(w);
    const BaseSummary& b = w.summary;
    const int cellCount = w.cellCount();

    // Stage 2: the base with its neutral points filled in the checkered pattern (the rule of
    // checkeredColor, by parity).
    std::copy_n(w.base.begin(), cellCount, run.cells.begin());
    for (int k = 0; k < w.neutralCount; ++k)
        run.cells[size_t(w.neutralPoints[size_t(k)])] = (b.neutralParity[size_t(k)] + run.phase) % 2 == 0 ? Color::Black : Color::White;

    // The filled board's blocks: the base's blocks joined through the filled neutral points.
    std::int16_t* blocks = run.blockParent.data();
    std::copy_n(b.blockParent.begin(), b.blockCount, run.blockParent.begin());
    for (int k = 0; k < w.neutralCount; ++k) {
        const int i = w.neutralPoints[size_t(k)];
        const Color c = run.cells[size_t(i)];
        int first = -1;
        for (int d : w.neighbours) {
            const int n = i + d;
            if (w.base[size_t(n)] != c)
                continue;
            const int block = b.blockParent[size_t(b.blockLabel[size_t(n)])];
            if (first < 0)
                first = block;
            else
                uniteRoots(blocks, first, block);
        }
    }

    // Stage 3, checked only (falseIsh and blockInAtari on the filled board): a false-ish point
    // beside a block in atari means false eyes get filled; the stages themselves do that. A
    // filled-board block's liberties are its base blocks' (no filled point touches an empty one).
    bool liberties = false;  // run.liberty computed
    for (int k = 0; k < b.candidateCount; ++k) {
        const int i = b.candidates[size_t(k)];
        const Color opposing = opponent(b.candidateOwner[size_t(k)]);
        int opposingDiagonals = 0;
        for (int d : w.diagonals)
            opposingDiagonals += run.cells[size_t(i + d)] == opposing;
        if (opposingDiagonals < (b.candidateEdge[size_t(k)] ? 1 : 2))
            continue;
        if (!liberties) {
            liberties = true;
            std::fill_n(run.liberty.begin(), b.blockCount, -1);
            std::fill_n(run.moreLiberties.begin(), b.blockCount, false);
            for (int block = 0; block < b.blockCount; ++block) {
                if (b.blockParent[size_t(block)] != block)
                    continue;
                const int root = findRoot(blocks, block);
                const int liberty = b.liberty[size_t(block)];
                int& first = run.liberty[size_t(root)];
                run.moreLiberties[size_t(root)] = run.moreLiberties[size_t(root)] || b.moreLiberties[size_t(block)]
                                                  || (first >= 0 && liberty >= 0 && liberty != first);
                if (first < 0)
                    first = liberty;
            }
        }
        for (int d : w.neighbours) {
            const int n = i + d;
            if (!isStone(run.cells[size_t(n)]))
                continue;
            // The block beside i (i is its liberty) has no other: it is in atari.
            if (!run.moreLiberties[size_t(findRoot(blocks, b.blockParent[size_t(b.blockLabel[size_t(n)])]))])
                return false;
        }
    }

    // Expansion (expandRegions): regions sharing a block are united, each set named by its
    // smallest region; the rounded-up eye counts summed at the root.
    RegionTable& regions = run.regions;
    regions.count = b.controlledCount;
    regions.resetSets();
    std::fill_n(run.blockRegion.begin(), b.blockCount, std::int16_t(-1));
    for (int k = 0; k < b.pairCount; ++k) {
        const int block = findRoot(blocks, b.pairBlock[size_t(k)]);
        const int r = b.pairRegion[size_t(k)];
        std::int16_t& other = run.blockRegion[size_t(block)];
        if (other < 0)
            other = std::int16_t(r);
        else
            regions.unite(other, r);
    }
    std::fill_n(regions.eyeSum.begin(), b.controlledCount, std::int16_t(0));
    for (int r = 0; r < b.controlledCount; ++r)
        regions.eyeSum[size_t(regions.find(r))] += std::int16_t(roundedUpEyes(b.halfEyes[size_t(r)]));
    run.fast = true;
    return true;
}

template <class Sink>
void explainPhaseOverBase(WorkBoard& w, PhaseRun& run, Sink& sink)
{
    if constexpr (Sink::Enabled) {
        fillNeutralPoints(w, run, sink);  // the same board, and its FillNeutral steps
        run.fast = true;

        // Stage 3 filled nothing: the false-ish points left empty, in row order (fillFalseEyes).
        const BaseSummary& b = w.summary;
        std::copy_n(b.candidates.begin(), b.candidateCount, w.queue.begin());
        std::sort(w.queue.begin(), w.queue.begin() + b.candidateCount);
        for (int k = 0; k < b.candidateCount; ++k) {
            const int i = w.queue[size_t(k)];
            const FalseIshTest test = falseIsh(w, run.cells, i);
            if (!test.falseIsh)
                continue;
            Step* s = sink.add(Stage::FalseEyeFill, StepKind::FalseIsh);
            s->point = w.point(i);
            s->color = test.owner;
            s->set(FalseEyeFields{test.occupied, test.opposingDiagonals});
            for (int d : w.diagonals)
                if (run.cells[size_t(i + d)] == opponent(test.owner))
                    sink.addPoint(w.point(i + d));
        }

        // Stage 4's region table, as countEyes floods it: the base's controlled regions.
        const RegionTable& base = w.baseRegions;
        RegionTable& regions = run.regions;
        std::fill_n(regions.id.begin(), w.cellCount(), std::int16_t(-1));
        int next = 0;
        for (int r = 0; r < base.count; ++r) {
            const int c = b.controlledId[size_t(r)];
            if (c < 0)
                continue;
            regions.color[size_t(c)] = base.color[size_t(r)];
            regions.first[size_t(c)] = base.first[size_t(r)];
            regions.size[size_t(c)] = base.size[size_t(r)];
            regions.blackWitness[size_t(c)] = base.blackWitness[size_t(r)];
            regions.whiteWitness[size_t(c)] = base.whiteWitness[size_t(r)];
            regions.boundary[size_t(c)] = base.boundary[size_t(r)];
            regions.shape[size_t(c)] = base.shape[size_t(r)];
            regions.halfEyes[size_t(c)] = base.halfEyes[size_t(r)];
            const int end = next + base.size[size_t(r)];
            for (; next < end; ++next)
                regions.id[size_t(w.controlledPoints[size_t(next)])] = std::int16_t(c);
        }
        explainEyeCounts(w, run, sink);
        explainExpansions(w, run, sink);
        judgeSeki(w, run, sink);
    }
}

template void explainPhaseOverBase(WorkBoard&, PhaseRun&, NoTrace&);
template void explainPhaseOverBase(WorkBoard&, PhaseRun&, TraceRecorder&);

} // namespace seki
