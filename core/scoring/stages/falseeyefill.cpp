#include "falseeyefill.h"

#include "scoring/tables/workboard.h"
#include "scoring/tracesink.h"

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
    t.falseIsh = t.occupied >= (edge ? 2 : 3) && t.opposingDiagonals >= (edge ? 1 : 2);
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

// Points are taken in row order, pass after pass, until a pass fills nothing. Each fill removes
// an empty point, so this ends. The order does not change the outcome: a fill at F never touches
// a block in atari at another point G (F would be its liberty), and only adds occupied neighbours
// and opposing diagonals elsewhere, so every point that qualifies keeps qualifying until filled.
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

template <class Sink>
void fillFalseEyes(WorkBoard& w, PhaseRun& run, Sink& sink)
{
    findBlocks(w, run.cells, w.blocks);
    bool filled = true;
    while (filled) {
        filled = false;
        w.forEachPoint([&](int i) {
            if (run.cells[size_t(i)] != Color::Empty)
                return;
            const FalseIshTest test = falseIsh(w, run.cells, i);
            if (!test.falseIsh)
                return;
            const int block = blockInAtari(w, w.blocks, run.cells, i);
            if (block < 0)
                return;
            if constexpr (Sink::Enabled) {
                Step* s = sink.add(Stage::FalseEyeFill, StepKind::FillFalseEye);
                s->point = w.point(i);
                s->color = test.owner;
                s->set(FalseEyeFields{test.occupied, test.opposingDiagonals});
                addPointsWhere(w, sink, [&](int j) { return w.blocks.id[size_t(j)] == block; });
            }
            run.cells[size_t(i)] = test.owner;
            run.fill[size_t(i)] = Fill::FalseEye;
            findBlocks(w, run.cells, w.blocks);
            filled = true;
        });
    }
    if constexpr (Sink::Enabled) {
        // The false-ish points left empty: no block beside them is in atari (seed, points A, B).
        w.forEachPoint([&](int i) {
            if (run.cells[size_t(i)] != Color::Empty)
                return;
            const FalseIshTest test = falseIsh(w, run.cells, i);
            if (!test.falseIsh)
                return;
            traceFalseIsh(w, run.cells, i, test, sink);
        });
    }
}

template void fillFalseEyes(WorkBoard&, PhaseRun&, NoTrace&);
template void fillFalseEyes(WorkBoard&, PhaseRun&, TraceRecorder&);

} // namespace seki
