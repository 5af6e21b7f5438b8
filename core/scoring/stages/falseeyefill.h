#pragma once

#include "board/boardscratch.h"

#include <array>

namespace seki {

struct WorkBoard;
struct PhaseRun;
struct TraceRecorder;

struct FalseIshTest {
    bool falseIsh = false;
    Color owner = Color::Empty;
    int occupied = 0;
    int opposingDiagonals = 0;
};

// SCORING.md, stage 3, false-ish point: empty; occupied neighbours at least 2 on the
// edge (corner included), 3 elsewhere; opposing diagonals at least 1 on the edge, 2 elsewhere.
// (Tenuki's note garbles the list; this reading is the one its cases bear out.) The two
// thresholds, which the untraced path (phaseoverbase.cpp) reads too:
constexpr int falseIshOccupiedNeighbours(bool edge)
{
    return edge ? 2 : 3;
}
constexpr int falseIshOpposingDiagonals(bool edge)
{
    return edge ? 1 : 2;
}

// The test itself. Only meaningful after the neutral fill, when all occupied neighbours of an
// empty point share a colour.
FalseIshTest falseIsh(const BoardScratch& s, const std::array<Color, Board::MaxCells>& cells, int i);

// Traces the false-ish point i left empty (FalseIsh): its owner, occupied neighbours and opposing
// diagonals, and the opponent's stones on those diagonals (SCORING.md, stage 3, points A, B).
void traceFalseIsh(const WorkBoard& w, const std::array<Color, Board::MaxCells>& cells, int i, const FalseIshTest& test,
                   TraceRecorder& sink);

// The blocks of run's board after stage 2 in w.blocks, as findBlocks finds them (ids aside): the
// base's blocks, found once per position with the liberties the filled boards leave them, joined
// through run's neutral fills (a filled point touches only stones and neutral points of the other
// colour, so it adds no liberty and joins only the base's blocks of its colour).
void findFilledBlocks(WorkBoard& w, const PhaseRun& run);

// Stage 3 (SCORING.md): while some false-ish point is the last liberty of a neighbouring block,
// fill it with that block's colour; a block beside a neutral fill that would be suicide or
// self-atari for its colour is not threatened there. Leaves w.blocks current for run.cells.
// Traces FillFalseEye per fill, then FalseIsh for each false-ish point left empty.
template <class Sink>
void fillFalseEyes(WorkBoard& w, PhaseRun& run, Sink& sink);

} // namespace seki
