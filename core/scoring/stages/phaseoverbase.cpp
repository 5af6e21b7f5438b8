#include "phaseoverbase.h"

#include "eyecount.h"
#include "neutralfill.h"

#include "scoring/tables/workboard.h"

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
void prepare(WorkBoard& w)
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
        const int left = base[size_t(i - 1)] == c ? findRoot(parent, b.blockLabel[size_t(i - 1)]) : -1;
        const int up = base[size_t(i - stride)] == c ? findRoot(parent, b.blockLabel[size_t(i - stride)]) : -1;
        int label;
        if (left < 0 && up < 0) {
            label = labels++;
            parent[label] = std::int16_t(label);
        } else if (left < 0 || up < 0) {
            label = std::max(left, up);
        } else {
            label = std::min(left, up);
            parent[std::max(left, up)] = std::int16_t(label);
        }
        b.blockLabel[size_t(i)] = std::int16_t(label);
    });
    // Every label names its root directly: a label's parent is never larger than itself.
    for (int k = 0; k < labels; ++k)
        parent[k] = parent[parent[k]];
    b.blockCount = labels;

    const RegionTable& regions = w.baseRegions;
    std::fill_n(b.blockStamp.begin(), labels, std::int16_t(-1));
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

// Whether the block through stone has at most one liberty on cells (stops at the second).
bool inAtari(WorkBoard& w, const std::array<Color, Board::MaxCells>& cells, int stone)
{
    const Color c = cells[size_t(stone)];
    const std::uint32_t g = w.visited.next();
    int liberties = 0;
    int head = 0;
    int tail = 0;
    w.queue[size_t(tail++)] = stone;
    w.visited.set(stone, g);
    while (head < tail) {
        const int i = w.queue[size_t(head++)];
        for (int d : w.neighbours) {
            const int n = i + d;
            const Color nc = cells[size_t(n)];
            if (nc == c) {
                if (w.visited.add(n, g))
                    w.queue[size_t(tail++)] = n;
            } else if (nc == Color::Empty && w.visited.add(n, g) && ++liberties > 1) {
                return false;
            }
        }
    }
    return true;
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

    // Stage 3, checked only (falseIsh and blockInAtari on the filled board): a false-ish point
    // beside a block in atari means false eyes get filled; the stages themselves do that.
    for (int k = 0; k < b.candidateCount; ++k) {
        const int i = b.candidates[size_t(k)];
        const Color opposing = opponent(b.candidateOwner[size_t(k)]);
        int opposingDiagonals = 0;
        for (int d : w.diagonals)
            opposingDiagonals += run.cells[size_t(i + d)] == opposing;
        if (opposingDiagonals < (b.candidateEdge[size_t(k)] ? 1 : 2))
            continue;
        for (int d : w.neighbours) {
            const int n = i + d;
            if (isStone(run.cells[size_t(n)]) && inAtari(w, run.cells, n))
                return false;
        }
    }

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

} // namespace seki
