#pragma once

namespace seki {

struct WorkBoard;
struct PhaseRun;

// The untraced path's stages 2-5 for one phase of the checkered fill (docs/SCORING.md, "The
// untraced path"), computed over the regions and blocks of w.base instead of filling and flooding
// a board. It decides every point as fillNeutralPoints, fillFalseEyes, countEyes, expandRegions
// and the seki verdict do (tst_differential checks it), because:
// - the neutral fill fills whole neutral regions, so the filled board's regions are the base's
//   controlled regions, in the same row order, and their neighbours (boundary stones and edge
//   points) are unchanged: a point beside a controlled region is a stone or off the board;
// - a filled neutral point touches only stones and neutral points of the other colour
//   (checkered), so the filled board's blocks are the base's blocks joined through the filled
//   points, and no region touches a filled point.
// Stage 3 is only checked: when some false-ish point is the last liberty of a block beside it,
// false eyes are filled and this returns false without touching the results, so the caller runs
// the stages themselves, as it does when w.summary was not found (floodBaseSummarised).
// The expansions are not formed: run.regions holds every region as its own root, with its own
// rounded-up eyes if it shares no block with another region and 2 (the least its expansion has)
// otherwise, which is all the seki verdict reads. Afterwards run.fast is true and the verdict
// reads the phase from the base's regions.
bool phaseOverBase(WorkBoard& w, PhaseRun& run);

// findNeutralRegions for a position phaseOverBase will read: floods the regions of w.base as
// floodRegions does (same table, same order; no region's witnesses, and the neutral regions
// without their boundary) and, in the same pass, finds what every phase shares (w.summary): the base's
// blocks, which blocks each controlled region touches, the points that could be false-ish
// whatever the fill (a block's liberties are looked at only beside those, by phaseOverBase).
// Fills w.neutralPoints and the controlled regions' eye counts.
void floodBaseSummarised(WorkBoard& w);

} // namespace seki
