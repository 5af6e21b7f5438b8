#include "expansion.h"

#include "eyecount.h"

#include "scoring/tables/workboard.h"
#include "scoring/tracesink.h"

#include <algorithm>

namespace seki {

namespace {

// Unites run's regions related through its blocks, read off each region's boundary stones.
void uniteOverBoundaryStones(WorkBoard& w, PhaseRun& run)
{
    RegionTable& regions = run.regions;
    BlockTable& blocks = w.blocks;
    regions.resetSets();
    // blocks.region: the last region seen beside each block, every earlier one united with it,
    // so the block's other stones beside the same region unite nothing again.
    // The regions' boundary stones are the ones countEyes listed, region after region.
    // The pairs of regions to unite are listed first, without branches, then united.
    for (int b = 0; b < blocks.count; ++b)
        blocks.region[size_t(b)] = -1;
    const int* stone = w.boundaryStones.data();
    std::int16_t* pairRegion = w.expansionPairRegion.data();
    std::int16_t* pairOther = w.expansionPairOther.data();
    int pairs = 0;
    for (int r = 0; r < regions.count; ++r) {
        const int* end = stone + regions.boundary[size_t(r)].stones;
        for (; stone != end; ++stone) {
            int& other = blocks.region[size_t(blocks.id[size_t(*stone)])];
            pairRegion[pairs] = std::int16_t(r);
            pairOther[pairs] = std::int16_t(other);
            pairs += (other >= 0) & (other != r);
            other = r;
        }
    }
    for (int k = 0; k < pairs; ++k)
        regions.unite(pairOther[k], pairRegion[k]);
}

} // namespace

void expandRegions(WorkBoard& w, PhaseRun& run)
{
    RegionTable& regions = run.regions;
    BlockTable& blocks = w.blocks;
    if (run.regionsOfBase && w.filledExpansionsReady) {
        // The base's controlled regions: a stone beside one is the base's (no neutral point is
        // beside it), so two are related on this board when their base blocks are one block here.
        // The base's blocks related them already (findNeutralRegions); a fill that joined base
        // blocks relates their regions too: per block of this board, one region beside it
        // (blocks.region, by root) is united with every other.
        std::copy_n(w.filledRegions.parent.begin(), regions.count, regions.parent.begin());
        if (w.filledBlocksJoined) {
            const BlockTable& base = w.baseBlocks;
            for (int b = 0; b < base.count; ++b)
                blocks.region[size_t(b)] = -1;
            for (int b = 0; b < base.count; ++b) {
                const int r = base.region[size_t(b)];
                if (r < 0)
                    continue;
                int& first = blocks.region[size_t(w.filledBlockParent[size_t(b)])];
                if (first < 0)
                    first = r;
                else
                    regions.unite(first, r);
            }
        }
    } else {
        uniteOverBoundaryStones(w, run);
    }
    regions.flattenSets(); // the stages after this read a region's expansion as its parent
    for (int r = 0; r < regions.count; ++r)
        regions.eyeSum[size_t(r)] = 0;
    for (int r = 0; r < regions.count; ++r)
        regions.eyeSum[size_t(regions.parent[size_t(r)])] += std::int16_t(roundedUpEyes(regions.halfEyes[size_t(r)]));
}

void groupByExpansion(WorkBoard& w, PhaseRun& run)
{
    RegionTable& regions = run.regions;
    for (int r = 0; r < regions.count; ++r)
        w.expansionOf[size_t(r)] = std::int16_t(regions.find(r));
    w.groups.build(w, regions.count, [&](int i) {
        const int r = run.regionId[i];
        return r < 0 ? -1 : int(w.expansionOf[size_t(r)]);
    });
    w.regionGroups.buildOverIds(regions.count, regions.count, [&](int r) { return int(w.expansionOf[size_t(r)]); });
}

template <class Sink>
void explainExpansions(WorkBoard& w, PhaseRun& run, Sink& sink)
{
    if constexpr (Sink::Enabled) {
        RegionTable& regions = run.regions;
        const int count = regions.count;
        std::copy_n(regions.parent.begin(), count, w.expansionOf.begin()); // flat (expandRegions)
        w.regionGroups.buildOverIds(count, count, [&](int r) { return int(w.expansionOf[size_t(r)]); });
        // A second phase over the base's controlled regions with the first's expansions lists the
        // same points: its steps share the first's lists.
        const bool shared = run.regionsOfBase && w.expansionsTraced && count == w.tracedExpansionCount
                            && std::equal(w.expansionOf.begin(), w.expansionOf.begin() + count,
                                          w.tracedExpansionOf.begin());
        // With the same eye sums too, its Expansion steps (one per expansion, in root order) are
        // the first's: shared, and so are its verdict steps (judgeSeki).
        w.verdictStepsShared = shared && std::equal(regions.eyeSum.begin(), regions.eyeSum.begin() + count,
                                                      w.tracedEyeSum.begin());
        w.verdictStepsRecorded = run.regionsOfBase && !shared;
        if (w.verdictStepsShared) {
            sink.trace.shareSteps(w.expansionStepsAt, w.tracedRootCount);
            return;
        }
        const std::size_t stepsAt = sink.stepCount();
        for (int root = 0; root < count; ++root) {
            if (w.expansionOf[size_t(root)] != root)
                continue;
            const std::span<const int> members = w.regionGroups.group(root);
            // Its points: an expansion of one region shows its Region step's list; one the first
            // phase showed already, that phase's list; any other, its regions' lists one after
            // another.
            std::uint32_t size = 0;
            std::uint32_t pointsBegin = 0;
            if (members.size() < 2) {
                size = std::uint32_t(regions.size[size_t(root)]);
                pointsBegin = w.regionPointsAt[size_t(root)];
            } else {
                pointsBegin = shared ? w.expansionListAt[size_t(root)] : sink.trace.pointCount();
                for (int r : members) {
                    if (!shared)
                        sink.trace.appendCopy(w.regionPointsAt[size_t(r)], std::uint32_t(regions.size[size_t(r)]));
                    size += std::uint32_t(regions.size[size_t(r)]);
                }
            }
            Step* s = sink.add(Stage::Eyes, StepKind::Expansion);
            s->color = regions.color[size_t(root)];
            s->point = w.point(regions.first[size_t(root)]);
            s->set(ExpansionFields{root, regions.eyeSum[size_t(root)], int(members.size())});
            std::copy(members.begin(), members.end(), sink.trace.addNumbers(members.size()));
            s->pointsBegin = pointsBegin;
            s->pointsCount = size;
            w.expansionListAt[size_t(root)] = pointsBegin;
            w.expansionStep[size_t(root)] = std::uint32_t(sink.stepCount() - 1);
        }
        if (w.verdictStepsRecorded) {
            w.expansionsTraced = true;
            w.tracedExpansionCount = count;
            std::copy_n(w.expansionOf.begin(), count, w.tracedExpansionOf.begin());
            std::copy_n(regions.eyeSum.begin(), count, w.tracedEyeSum.begin());
            w.expansionStepsAt = stepsAt;
            w.tracedRootCount = sink.stepCount() - stepsAt;
        }
    }
}

template void explainExpansions(WorkBoard&, PhaseRun&, NoTrace&);
template void explainExpansions(WorkBoard&, PhaseRun&, TraceRecorder&);

} // namespace seki
