#include "falseeyefill.h"

#include "scoring/tables/workboard.h"
#include "scoring/tracesink.h"

#include <bit>

namespace seki {

FalseIshTest falseIsh(const BoardScratch& s, const std::array<Color, Board::MaxCells>& cells, int i)
{
    FalseIshTest t;
    int offBoard = 0;
    for (int d : s.neighbours) {
        const Color c = cells[size_t(i + d)];
        if (c == Color::Wall)
            ++offBoard;
        else if (c != Color::Empty) {
            ++t.occupied;
            t.owner = c; // after the neutral fill all occupied neighbours share a colour
        }
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

int blockInAtari(const BoardScratch& s, const BlockTable& blocks, const std::array<Color, Board::MaxCells>& cells,
                 int i)
{
    for (int d : s.neighbours) {
        const int n = i + d;
        if (isStone(cells[size_t(n)]) && blocks.liberties[size_t(blocks.id[size_t(n)])] == 1)
            return blocks.id[size_t(n)];
    }
    return -1;
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

namespace {

// SCORING.md, stage 3, step 3: i would be filled now, being false-ish and the point where
// a neighbouring block can be captured in one move.
bool fillable(const WorkBoard& w, const PhaseRun& run, int i)
{
    return falseIsh(w, run.cells, i).falseIsh && blockInAtari(w, w.blocks, run.cells, i) >= 0;
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
    findBlocks(w, run.cells, w.blocks);
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
        const int block = blockInAtari(w, w.blocks, run.cells, i);
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
        // and B). The points empty before the fills are in w.blocks.rows (findBlocks); only those
        // with as many stones beside them as falseIsh asks are asked.
        const Color* cells = run.cells.data();
        const int stride = w.stride;
        for (int y = 1; y <= w.height; ++y) {
            const int rowStart = y * stride + 1;
            const bool edgeRow = y == 1 || y == w.height;
            for (RowMasks::Row left = w.blocks.rows.empty[size_t(y)]; left != 0; left &= left - 1) {
                const int x = std::countr_zero(left);
                const int i = rowStart + x;
                const int stones = isStone(cells[i - 1]) + isStone(cells[i + 1]) + isStone(cells[i - stride])
                                   + isStone(cells[i + stride]);
                const bool edge = edgeRow || x == 0 || x == w.width - 1;
                if (stones < falseIshOccupiedNeighbours(edge) || cells[i] != Color::Empty)
                    continue;
                const FalseIshTest test = falseIsh(w, run.cells, i);
                if (test.falseIsh)
                    traceFalseIsh(w, run.cells, i, test, sink);
            }
        }
    }
}

template void fillFalseEyes(WorkBoard&, PhaseRun&, NoTrace&);
template void fillFalseEyes(WorkBoard&, PhaseRun&, TraceRecorder&);

} // namespace seki
