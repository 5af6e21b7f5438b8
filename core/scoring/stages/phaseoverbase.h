#pragma once

namespace seki {

struct WorkBoard;
struct PhaseRun;

// Stages 2-4 and the expansion of one phase of the checkered fill, untraced, computed over the
// regions and blocks of w.base instead of flooding the filled board again. It gives the same
// regions, eye counts and expansions as fillNeutralPoints, fillFalseEyes, countEyes and
// expandRegions, because:
// - the neutral fill fills whole neutral regions, so the filled board's regions are the base's
//   controlled regions, in the same row order, and their neighbours (boundary stones and edge
//   points) are unchanged: a point beside a controlled region is a stone or off the board;
// - a filled neutral point touches only stones and neutral points of the other colour
//   (checkered), so the filled board's blocks are the base's blocks joined through the filled
//   points, and no region touches a filled point.
// Stage 3 is only checked: when some false-ish point is the last liberty of a block beside it,
// false eyes are filled and this returns false without touching the results, so the caller runs
// the stages themselves, as it does when w.summary was not found (floodBaseSummarised).
// Afterwards run.fast is true and relaxedVerdict reads the phase from the base's regions.
// Without formExpansions (untraced) the expansions are not formed: run.regions holds every
// region as its own root, with its own rounded-up eyes if it shares no block with another region
// and 2 (the least its expansion has) otherwise, which is all the seki verdict reads.
bool phaseOverBase(WorkBoard& w, PhaseRun& run, bool formExpansions);

// findNeutralRegions for a position phaseOverBase will read: floods the regions of w.base as
// floodRegions does (same table, same order; the neutral regions without their boundary, and
// witnesses only from findNeutralWitnesses) and, in the same pass, finds what every phase
// shares (w.summary): the base's blocks, which blocks each controlled region touches and their
// controlled liberties, the points that could be false-ish whatever the fill. Fills
// w.controlledPoints, w.neutralPoints and the controlled regions' eye counts.
void floodBaseSummarised(WorkBoard& w);

// What floodBaseSummarised leaves out, for the trace: every neutral region's witnesses (a black
// and a white boundary stone) as floodRegions finds them.
void findNeutralWitnesses(WorkBoard& w);

// After phaseOverBase succeeded: the steps stages 2-5 trace for the phase (fillNeutralPoints,
// fillFalseEyes, explainEyeCounts, explainExpansions, judgeSeki), in their order, read from the
// base's region table (run's holds only phaseOverBase's expansions and eye sums, as untraced).
// Nothing for NoTrace.
template <class Sink>
void explainPhaseOverBase(WorkBoard& w, PhaseRun& run, Sink& sink);

} // namespace seki
