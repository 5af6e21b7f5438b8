#pragma once

namespace seki {

struct WorkBoard;
struct PhaseRun;

// SCORING.md, "Definitions": two regions are directly related when they share a boundary block; the
// expansion of a region is the transitive closure. Unites run's regions into expansions (each
// named by its first region) and sums each expansion's rounded-up eye counts at its root
// (SCORING.md, stage 5 steps 1-3). w.blocks must be current for run.cells; over the base's
// regions (run.regionsOfBase), the expansions of the base's blocks are joined where the fills
// joined blocks (findFilledBlocks); otherwise the regions' boundary stones are read from
// w.boundaryStones as countEyes left it.
void expandRegions(WorkBoard& w, PhaseRun& run);

// Groups the points of run's board by expansion (w.groups.group(root), row order) and its
// regions (w.regionGroups.group(root), in id order).
void groupByExpansion(WorkBoard& w, PhaseRun& run);

// Traces one Expansion step per expansion: its regions, points and eye sum. After
// explainEyeCounts: an expansion of one region lists the points of that region's Region step.
template <class Sink>
void explainExpansions(WorkBoard& w, PhaseRun& run, Sink& sink);

} // namespace seki
