#pragma once

#include "board/boardscratch.h"

#include <array>

namespace seki {

struct WorkBoard;
struct PhaseRun;

// Rule (SCORING.md, stage 2): a neutral point is filled so that neighbours differ,
// Black where x + y + phase is even, White otherwise; parity is (x + y) % 2.
inline Color checkeredColorOfParity(int parity, int phase)
{
    return (parity + phase) % 2 == 0 ? Color::Black : Color::White;
}
inline Color checkeredColor(Point p, int phase)
{
    return checkeredColorOfParity((p.x + p.y) % 2, phase);
}

// Fills points[0, count) of cells in the checkered pattern and calls onFill(index, colour) for
// each. The scorer's stage 2 and the eye lens both fill through here.
template <class OnFill>
void fillCheckered(const BoardScratch& s, const int* points, int count, int phase,
                   std::array<Color, Board::MaxCells>& cells, OnFill&& onFill)
{
    for (int k = 0; k < count; ++k) {
        const int i = points[k];
        const Color c = checkeredColor(s.point(i), phase);
        cells[size_t(i)] = c;
        onFill(i, c);
    }
}

// SCORING.md, "Definitions": the regions of w.base, controlled or neutral; the neutral ones' points
// go to w.neutralPoints. Traces a NeutralRegion step per neutral region. With summarise, the
// same flood also finds what phaseOverBase reads (floodBaseSummarised); otherwise, with blocks,
// the same pass also finds the base's blocks that the stages join per phase (w.baseBlocks, read
// by findFilledBlocks).
template <class Sink>
void findNeutralRegions(WorkBoard& w, Sink& sink, bool summarise = false, bool blocks = false);

// Stage 2 (SCORING.md): run's board starts as w.base and every neutral point is filled in the
// checkered pattern with run.phase. Traces a FillNeutral step per point.
template <class Sink>
void fillNeutralPoints(WorkBoard& w, PhaseRun& run, Sink& sink);

} // namespace seki
