#include "falseeyefill.h"

#include "neutralfill.h"

#include "scoring/tables/workboard.h"
#include "scoring/tracesink.h"

#include <algorithm>
#include <bit>

namespace seki {

FalseIshTest falseIsh(const BoardScratch& s, const std::array<Color, Board::MaxCells>& cells, int i)
{
    FalseIshTest t;
    int offBoard = 0;
    for (int d : s.neighbours) { // without branches: the neighbours' colours follow no pattern
        const Color c = cells[size_t(i + d)];
        const bool stone = isStone(c);
        offBoard += c == Color::Wall;
        t.occupied += stone;
        t.owner = stone ? c : t.owner; // after the neutral fill all occupied neighbours share a colour
    }
    if (t.occupied == 0)
        return t;
    const Color opposing = opponent(t.owner);
    for (int d : s.diagonals)
        t.opposingDiagonals += cells[size_t(i + d)] == opposing;
    const bool edge = offBoard > 0;
    t.falseIsh
        = t.occupied >= falseIshOccupiedNeighbours(edge) && t.opposingDiagonals >= falseIshOpposingDiagonals(edge);
    return t;
}

void traceFalseIsh(const WorkBoard& w, const std::array<Color, Board::MaxCells>& cells, int i, const FalseIshTest& test,
                   TraceRecorder& sink)
{
    Step* s = sink.add(Stage::FalseEyeFill, StepKind::FalseIsh);
    s->point = w.point(i);
    s->color = test.owner;
    s->set(FalseEyeFields{test.occupied, test.opposingDiagonals});
    for (int d : w.diagonals)
        if (cells[size_t(i + d)] == opponent(test.owner))
            sink.addPoint(w.point(i + d));
}

void findFilledBlocks(WorkBoard& w, const PhaseRun& run)
{
    BlockTable& blocks = w.blocks;
    // Found with the base's regions (findNeutralRegions), unless the untraced path's summary
    // flooded the base instead.
    if (!w.baseBlocksReady) {
        findBlocks(w, w.base, w.baseBlocks, w.neutralPoints.data(), w.neutralCount);
        w.baseBlocksReady = true;
    }
    const BlockTable& base = w.baseBlocks;
    int count = base.count;
    std::copy_n(base.id.begin(), w.cellCount(), blocks.id.begin());
    std::copy_n(base.liberties.begin(), count, blocks.liberties.begin());
    std::copy_n(base.liberty.begin(), count, blocks.liberty.begin());
    std::copy_n(base.first.begin(), count, blocks.first.begin());
    std::copy_n(base.rows.empty.begin(), w.height + 2, blocks.rows.empty.begin());
    blocks.rows.full = base.rows.full;
    // Set up at the first join: until then every block is its own root.
    std::int16_t* parent = w.filledBlockParent.data();
    const auto findRoot = [&](int b) {
        while (parent[b] != b) {
            parent[b] = parent[parent[b]];
            b = parent[b];
        }
        return b;
    };
    std::int16_t* id = blocks.id.data();
    const Color* cells = run.cells.data();
    bool joined = false; // some fill joins two of the base's blocks
    for (int k = 0; k < w.neutralCount; ++k) {
        const int i = w.neutralPoints[size_t(k)];
        const Color c = cells[i];
        int root = -1;
        for (int d : w.neighbours) {
            const int n = i + d;
            if (cells[n] != c) // a stone of c here is the base's: no neutral neighbour has c
                continue;
            const int b = joined ? findRoot(id[n]) : id[n];
            if (root < 0 || b == root) {
                root = b;
                continue;
            }
            if (!joined) {
                for (int k = 0; k < count; ++k)
                    parent[k] = std::int16_t(k);
            }
            // Joined: the smaller id names both, with both liberties (up to two, one kept).
            const int a = std::min(root, b);
            const int o = std::max(root, b);
            parent[o] = std::int16_t(a);
            const int la = blocks.liberty[size_t(a)];
            const int lo = blocks.liberty[size_t(o)];
            int liberties = std::max(blocks.liberties[size_t(a)], blocks.liberties[size_t(o)]);
            if (liberties == 1 && la >= 0 && lo >= 0 && la != lo)
                liberties = 2;
            blocks.liberties[size_t(a)] = std::int8_t(liberties);
            blocks.liberty[size_t(a)] = la >= 0 ? la : lo;
            blocks.first[size_t(a)] = std::min(blocks.first[size_t(a)], blocks.first[size_t(o)]);
            blocks.liberties[size_t(o)] = 0; // o names no block any more
            blocks.liberty[size_t(o)] = -1;
            root = a;
            joined = true;
        }
        if (root < 0) { // a block of its own, without liberties
            root = count++;
            parent[root] = std::int16_t(root); // read only after a join
            blocks.liberties[size_t(root)] = 0;
            blocks.liberty[size_t(root)] = -1;
            blocks.first[size_t(root)] = i;
        } else {
            blocks.first[size_t(root)] = std::min(blocks.first[size_t(root)], i);
        }
        id[i] = std::int16_t(root);
    }
    blocks.count = count;
    w.filledBlocksJoined = joined;
    if (joined) {
        // Every id names its root (a root is the smallest id of its set, so parents come first),
        // then every stone of a base block joined into another its root's: flooded from its
        // first stone over the cells named as it, which costs the joined blocks' size rather
        // than the board's; then every fill (one named by a root that was joined later touches
        // only another block's stones: fills of one colour are never neighbours).
        for (int b = 0; b < count; ++b)
            parent[b] = parent[parent[b]];
        int* queue = w.queue.data();
        for (int b = 0; b < count; ++b) {
            const auto root = parent[b];
            if (root == b)
                continue;
            int head = 0;
            int tail = 0;
            queue[tail++] = base.first[size_t(b)];
            id[base.first[size_t(b)]] = root;
            while (head < tail) {
                const int i = queue[head++];
                for (int d : w.neighbours) {
                    const int n = i + d;
                    if (id[n] == b) {
                        id[n] = root;
                        queue[tail++] = n;
                    }
                }
            }
        }
        for (int k = 0; k < w.neutralCount; ++k) {
            const int i = w.neutralPoints[size_t(k)];
            id[i] = parent[id[i]];
        }
    }
}

namespace {

// Whether a stone of the block at `stone` stands beside a stone of the other colour for which
// `which(index)` holds.
template <class Which>
bool blockBeside(WorkBoard& w, const PhaseRun& run, int stone, Which&& which)
{
    const Color c = run.cells[size_t(stone)];
    const std::uint32_t g = w.visited.next();
    int head = 0;
    int tail = 0;
    w.queue[size_t(tail++)] = stone;
    w.visited.set(stone, g);
    while (head < tail) {
        const int i = w.queue[size_t(head++)];
        for (int d : w.neighbours) {
            const int n = i + d;
            const Color nc = run.cells[size_t(n)];
            if (nc == c) {
                if (w.visited.add(n, g))
                    w.queue[size_t(tail++)] = n;
            } else if (nc == opponent(c) && which(n)) {
                return true;
            }
        }
    }
    return false;
}

// Whether c's stone at empty point p of w.base would have fewer than two liberties there,
// joined with the blocks of c beside it: suicide or self-atari.
bool selfAtariOnBase(WorkBoard& w, int p, Color c)
{
    const std::uint32_t g = w.visited.next();
    int liberties = 0;
    int head = 0;
    int tail = 0;
    w.queue[size_t(tail++)] = p;
    w.visited.set(p, g);
    while (head < tail && liberties < 2) {
        const int i = w.queue[size_t(head++)];
        for (int d : w.neighbours) {
            const int n = i + d;
            const Color nc = w.base[size_t(n)];
            if ((nc == c || nc == Color::Empty) && w.visited.add(n, g)) {
                if (nc == c)
                    w.queue[size_t(tail++)] = n;
                else
                    ++liberties;
            }
        }
    }
    return liberties < 2;
}

// SCORING.md, stage 3 (Article 5): a neutral fill that would be suicide or self-atari for its
// colour, whose liberties the other colour's fill takes with a stone that is safe there, would be
// captured: it threatens nothing. Marks those fills in w.phantomMarks; false when there is none.
// (w.falseEyePending holds, while this runs, the fills that would be suicide or self-atari.)
bool markPhantoms(WorkBoard& w, const PhaseRun& run)
{
    BlockTable& blocks = w.blocks;
    const auto shortOfLiberties = [&](int i) { return blocks.liberties[size_t(blocks.id[size_t(i)])] < 2; };
    if (std::none_of(w.neutralPoints.begin(), w.neutralPoints.begin() + w.neutralCount, shortOfLiberties))
        return false;
    // Which fills would be suicide or self-atari for their colour on the board as it was.
    const std::uint32_t selfAtari = w.phantomMarks.next();
    for (int k = 0; k < w.neutralCount; ++k) {
        const int i = w.neutralPoints[size_t(k)];
        if (selfAtariOnBase(w, i, run.cells[size_t(i)]))
            w.phantomMarks.set(i, selfAtari);
    }
    int count = 0;
    for (int k = 0; k < w.neutralCount; ++k) {
        const int i = w.neutralPoints[size_t(k)];
        if (!w.phantomMarks.has(i, selfAtari) || !shortOfLiberties(i))
            continue;
        const bool capturedBySafeFill = blockBeside(w, run, i, [&](int n) {
            return run.fill[size_t(n)] == Fill::Neutral && !w.phantomMarks.has(n, selfAtari);
        });
        if (capturedBySafeFill)
            w.falseEyePending[size_t(count++)] = i;
    }
    w.phantomGeneration = w.phantomMarks.next();
    for (int k = 0; k < count; ++k)
        w.phantomMarks.set(w.falseEyePending[size_t(k)], w.phantomGeneration);
    return count > 0;
}

// SCORING.md, stage 3, step 3: the block beside i that can be captured in one move, at i, or -1.
// A block in atari is not capturable when beside it stands a fill that threatens nothing
// (markPhantoms).
int capturableAt(WorkBoard& w, const PhaseRun& run, int i)
{
    for (int d : w.neighbours) {
        const int n = i + d;
        if (!isStone(run.cells[size_t(n)]))
            continue;
        const int b = w.blocks.id[size_t(n)];
        if (w.blocks.liberties[size_t(b)] != 1)
            continue;
        const bool threatensNothing
            = w.anyPhantom && blockBeside(w, run, n, [&](int m) { return w.phantomMarks.has(m, w.phantomGeneration); });
        if (!threatensNothing)
            return b;
    }
    return -1;
}

// SCORING.md, stage 3, step 3: i would be filled now, being false-ish and the point where
// a neighbouring block can be captured in one move.
bool fillable(WorkBoard& w, const PhaseRun& run, int i)
{
    return falseIsh(w, run.cells, i).falseIsh && capturableAt(w, run, i) >= 0;
}

// Lists i among the points that would be filled now, unless it is occupied or listed already.
void listIfFillable(WorkBoard& w, const PhaseRun& run, std::uint32_t listed, int i)
{
    if (run.cells[size_t(i)] != Color::Empty || w.falseEyeMarks.has(i, listed) || !fillable(w, run, i))
        return;
    w.falseEyeMarks.set(i, listed);
    w.falseEyePending[size_t(w.falseEyePendingCount++)] = i;
}

} // namespace

namespace {

// The columns where at least n of the four masks hold a bit (the thresholds of falseIsh, as row
// operations).
template <int n>
RowMasks::Row atLeast(RowMasks::Row a, RowMasks::Row b, RowMasks::Row c, RowMasks::Row d)
{
    static_assert(n >= 1 && n <= 4);
    if constexpr (n == 1)
        return a | b | c | d;
    else if constexpr (n == 2)
        return (a & b) | (c & d) | ((a | b) & (c | d));
    else if constexpr (n == 3)
        return (a & b & (c | d)) | (c & d & (a | b));
    else
        return a & b & c & d;
}

// The columns where at least the falseIsh threshold's number of the four masks hold a bit: the
// edge's threshold on `edge`, the other elsewhere.
template <int onEdge, int inside>
RowMasks::Row enough(RowMasks::Row edge, RowMasks::Row a, RowMasks::Row b, RowMasks::Row c, RowMasks::Row d)
{
    return (edge & atLeast<onEdge>(a, b, c, d)) | (~edge & atLeast<inside>(a, b, c, d));
}

// Traces the false-ish points of a phase's board without a false eye filled, in row order:
// falseIsh asked of every empty point after stage 2 at once, a row at a time over the base's row
// masks, and the points it holds for traced one by one. A point of a controlled region has only
// its owner's stones beside it; its diagonals are stones, controlled points and neutral points,
// which this phase fills in the checkered pattern (SCORING.md, stage 2).
void traceBaseFalseIsh(WorkBoard& w, const PhaseRun& run, TraceRecorder& sink)
{
    using Row = RowMasks::Row;
    const RowMasks& rows = w.baseBlocks.rows; // the base's stones; its empty points after stage 2
    const Row ends = (Row(1) << (w.width - 1)) | 1;
    const Row evenColumns = 0x5555555555555555u & rows.full;
    const Row oddColumns = 0xAAAAAAAAAAAAAAAAu & rows.full;
    // Mask row y's stones of each colour on the phase's board: the base's and its neutral
    // points filled with that colour (board row y - 1; Black where x + y - 1 + phase is even).
    const auto filled = [&](int y, Color c) {
        if (y < 1 || y > w.height)
            return Row(0);
        const Row neutral = rows.full & ~(rows.black[size_t(y)] | rows.white[size_t(y)] | rows.empty[size_t(y)]);
        const bool blackOnEven = (y - 1 + run.phase) % 2 == 0;
        const Row blackFill = blackOnEven ? evenColumns : oddColumns;
        return c == Color::Black ? rows.black[size_t(y)] | (neutral & blackFill)
                                 : rows.white[size_t(y)] | (neutral & ~blackFill);
    };
    static_assert(Board::MaxSide < 64, "a row shifted left by one keeps its last column");
    for (int y = 1; y <= w.height; ++y) {
        const Row black = rows.black[size_t(y)];
        const Row stones = black | rows.white[size_t(y)];
        const Row up = rows.black[size_t(y - 1)] | rows.white[size_t(y - 1)];
        const Row down = rows.black[size_t(y + 1)] | rows.white[size_t(y + 1)];
        const Row edge = y == 1 || y == w.height ? rows.full : ends;
        const Row occupied = rows.empty[size_t(y)]
                             & enough<falseIshOccupiedNeighbours(true), falseIshOccupiedNeighbours(false)>(
                                 edge, stones << 1, stones >> 1, up, down);
        if (occupied == 0)
            continue;
        const Row blackBeside = (black << 1) | (black >> 1) | rows.black[size_t(y - 1)] | rows.black[size_t(y + 1)];
        Row falseIshHere = 0;
        for (Color owner : {Color::Black, Color::White}) {
            const Row above = filled(y - 1, opponent(owner));
            const Row below = filled(y + 1, opponent(owner));
            const Row owned = owner == Color::Black ? blackBeside : ~blackBeside;
            falseIshHere |= occupied & owned
                            & enough<falseIshOpposingDiagonals(true), falseIshOpposingDiagonals(false)>(
                                edge, above << 1, above >> 1, below << 1, below >> 1);
        }
        const int rowStart = y * w.stride + 1;
        for (; falseIshHere != 0; falseIshHere &= falseIshHere - 1) {
            const int i = rowStart + std::countr_zero(falseIshHere);
            const FalseIshTest test = falseIsh(w, run.cells, i);
            assert(test.falseIsh); // what the row operations found
            traceFalseIsh(w, run.cells, i, test, sink);
        }
    }
}

} // namespace

// SCORING.md's loop, with points taken in row order pass after pass until a pass fills nothing.
// Each fill removes an empty point, so this ends. The order does not change the outcome, and a
// point that would be filled stays so until it is: a fill at F never touches a block in atari at
// another point G (F would be its liberty), and only adds occupied neighbours and opposing
// diagonals elsewhere. So instead of re-scanning the board after each fill, the points that would
// be filled now are kept in a list, first the last liberties of the blocks in atari that are
// false-ish; then a fill at F can only make F's neighbours and diagonals false-ish, and only
// changes the liberties of the block it joins (whose last liberty, if it has one left, may now be
// fillable); those points alone are looked at again. The next fill is the listed point that the
// passes would reach first: the first after the last fill in row order, else (a new pass) the first
// of all.
template <class Sink>
void fillFalseEyes(WorkBoard& w, PhaseRun& run, Sink& sink)
{
    findFilledBlocks(w, run);
    w.anyPhantom = markPhantoms(w, run);
    const std::uint32_t listed = w.falseEyeMarks.next();
    w.falseEyePendingCount = 0;
    // A point to fill is the last liberty of a block beside it: only those are looked at.
    for (int b = 0; b < w.blocks.count; ++b)
        if (w.blocks.liberties[size_t(b)] == 1)
            listIfFillable(w, run, listed, w.blocks.liberty[size_t(b)]);
    int last = -1; // the last fill of the current pass; -1 at the start of a pass
    while (w.falseEyePendingCount > 0) {
        int next = -1;
        for (int k = 0; k < w.falseEyePendingCount; ++k) {
            const int p = w.falseEyePending[size_t(k)];
            if (p > last && (next < 0 || p < w.falseEyePending[size_t(next)]))
                next = k;
        }
        if (next < 0) { // this pass is over; the next one starts from the first listed point
            last = -1;
            continue;
        }
        const int i = w.falseEyePending[size_t(next)];
        w.falseEyePending[size_t(next)] = w.falseEyePending[size_t(--w.falseEyePendingCount)];
        last = i;
        const FalseIshTest test = falseIsh(w, run.cells, i);
        const int block = capturableAt(w, run, i);
        if constexpr (Sink::Enabled) {
            Step* s = sink.add(Stage::FalseEyeFill, StepKind::FillFalseEye);
            s->point = w.point(i);
            s->color = test.owner;
            s->set(FalseEyeFields{test.occupied, test.opposingDiagonals});
            addPointsWhere(w, sink, [&](int j) { return w.blocks.id[size_t(j)] == block; });
        }
        // SCORING.md, stage 3, step 3: F is filled with the colour of its occupied neighbours.
        run.cells[size_t(i)] = test.owner;
        run.fill[size_t(i)] = Fill::FalseEye;
        run.filledFalseEye = true;
        const int liberties = joinBlocks(w, run.cells, w.blocks, i, block);
        for (int d : w.neighbours)
            listIfFillable(w, run, listed, i + d);
        for (int d : w.diagonals)
            listIfFillable(w, run, listed, i + d);
        if (liberties == 1)
            listIfFillable(w, run, listed, w.blocks.liberty[size_t(block)]);
    }
    if constexpr (Sink::Enabled) {
        // The false-ish points left empty: no block beside them is in atari (SCORING.md, stage 3, A
        // and B). The points empty before the fills are in w.blocks.rows; only those with as many
        // stones beside them as falseIsh asks are asked. Until a false eye is filled they are
        // the base's (a neutral fill touches no such point), asked of all at once.
        if (!run.filledFalseEye) {
            traceBaseFalseIsh(w, run, sink);
            return;
        }
        // A board with a false eye filled: its own empty points after the fills.
        const Color* cells = run.cells.data();
        const int stride = w.stride;
        int count = 0;
        for (int y = 1; y <= w.height; ++y) {
            const int rowStart = y * stride + 1;
            const bool edgeRow = y == 1 || y == w.height;
            for (RowMasks::Row left = w.blocks.rows.empty[size_t(y)]; left != 0; left &= left - 1) {
                const int x = std::countr_zero(left);
                const int i = rowStart + x;
                const int stones = isStone(cells[i - 1]) + isStone(cells[i + 1]) + isStone(cells[i - stride])
                                   + isStone(cells[i + stride]);
                const bool edge = edgeRow || x == 0 || x == w.width - 1;
                w.falseIshCandidates[size_t(count)] = i;
                count += int(stones >= falseIshOccupiedNeighbours(edge) && cells[i] == Color::Empty);
            }
        }
        w.falseIshCandidateCount = count;
        for (int k = 0; k < w.falseIshCandidateCount; ++k) {
            const int i = w.falseIshCandidates[size_t(k)];
            const FalseIshTest test = falseIsh(w, run.cells, i);
            if (test.falseIsh)
                traceFalseIsh(w, run.cells, i, test, sink);
        }
    }
}

template void fillFalseEyes(WorkBoard&, PhaseRun&, NoTrace&);
template void fillFalseEyes(WorkBoard&, PhaseRun&, TraceRecorder&);

} // namespace seki
