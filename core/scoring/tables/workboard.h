#pragma once

#include "blocktable.h"
#include "regiontable.h"
#include "rowmasks.h"

#include "scoring/scoreresult.h"
#include "scoring/stages/damefill.h"

#include "board/boardscratch.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

namespace seki {

class EyeAnalyzer;

// Why a point that was empty is occupied on a phase's filled board.
enum class Fill : std::uint8_t { None, Neutral, FalseEye };

// One run of stages 2-5 with one phase of the checkered fill: the filled board and its regions.
struct PhaseRun {
    int phase = 0;
    // Computed over the base's regions (phaseOverBase): regions holds only the expansions and
    // eye sums, indexed by controlled region (BaseSummary::controlledId); fill and the per-cell
    // region ids are not written.
    bool fast = false;
    // Stage 3 filled a false eye on this board (fillFalseEyes); until then its regions are the
    // base's controlled regions (WorkBoard::filledRegions).
    bool filledFalseEye = false;
    // countEyes took the regions from WorkBoard::filledRegions rather than flooding the board.
    bool regionsOfBase = false;
    // Per cell, its region in `regions` (-1: none), from countEyes on: regions.id, or over the
    // base's regions w.filledRegions.id, which regions.id does not copy.
    const std::int16_t* regionId = nullptr;
    std::array<Color, Board::MaxCells> cells;
    std::array<Fill, Board::MaxCells> fill;
    RegionTable regions;
    std::array<std::int16_t, BoardScratch::MaxPoints> blockParent; // phaseOverBase: the filled board's blocks
    std::array<std::int16_t, BoardScratch::MaxPoints> blockRegion; // phaseOverBase: first region beside a block
    std::array<bool, BoardScratch::MaxPoints> lone; // phaseOverBase: per region, whether its blocks touch no other
    std::array<PointResult, BoardScratch::MaxPoints> regionVerdict; // the stages: per region, its points' verdict
};

// What both phases of the checkered fill share, found once per position for phaseOverBase.
struct BaseSummary {
    bool ready = false;
    int controlledCount = 0;
    std::array<std::int16_t, BoardScratch::MaxPoints>
        controlledId;                                 // per base region: its id on the filled board, -1 if neutral
    std::array<Color, BoardScratch::MaxPoints> color; // per controlled region
    std::array<std::uint8_t, BoardScratch::MaxPoints> halfEyes; // per controlled region
    // The base's blocks: a label per stone, union-find over labels flattened to roots.
    int blockCount = 0;
    std::array<std::int16_t, Board::MaxCells> blockLabel;
    std::array<std::int16_t, BoardScratch::MaxPoints> blockParent;
    std::array<std::int16_t, BoardScratch::MaxPoints> blockStamp;
    // (controlled region, base block) for every block beside a region, once per region.
    int pairCount = 0;
    std::array<std::int16_t, 2 * BoardScratch::MaxPoints> pairRegion;
    std::array<std::int16_t, 2 * BoardScratch::MaxPoints> pairBlock;
    // The controlled points with enough occupied neighbours to be false-ish.
    int candidateCount = 0;
    std::array<int, BoardScratch::MaxPoints> candidates;
    std::array<bool, BoardScratch::MaxPoints> candidateEdge;
    std::array<Color, BoardScratch::MaxPoints> candidateOwner;
    // Per controlled region: whether none of its blocks touches another controlled region; per
    // block, how many controlled regions it touches.
    std::array<bool, BoardScratch::MaxPoints> lone;
    std::array<std::int16_t, BoardScratch::MaxPoints> blockRegionCount;
    // Per phase, the candidates with enough opposing diagonals on its filled board (falseIsh
    // short of the liberties: phaseOverBase checks those).
    std::array<int, 2> phaseCandidateCount{};
    std::array<std::array<int, BoardScratch::MaxPoints>, 2> phaseCandidates;
    std::array<std::uint8_t, BoardScratch::MaxPoints> neutralParity; // (x + y) % 2 per neutral point
    // While a region is flooded: every stone beside it (one entry per such pair of neighbours).
    std::array<int, 4 * BoardScratch::MaxPoints> incidentStone;
    RowMasks rows;                                           // the base's stones and empty points, a row at a time
    std::array<RowMasks::Row, RowMasks::MaxRows> unlabelled; // the empty points no region has yet
};

// The points of a board (or the ids of regions) grouped by a key (a region, an expansion), each group in row order:
// two passes over the board, so tracing every region's points is linear in the board size.
struct PointGroups {
    std::array<int, BoardScratch::MaxPoints + 1> start;
    std::array<int, BoardScratch::MaxPoints> cursor;
    std::array<int, BoardScratch::MaxPoints> points;

    // key(index) is the point's group in [0, keys), or -1 for none.
    template <class Key>
    void build(const BoardScratch& s, int keys, Key&& key)
    {
        buildOver([&](auto&& each) { s.forEachPoint(each); }, keys, key);
    }
    // The same over the ids 0..count-1 (regions grouped by expansion, in id order).
    template <class Key>
    void buildOverIds(int count, int keys, Key&& key)
    {
        buildOver(
            [&](auto&& each) {
                for (int id = 0; id < count; ++id)
                    each(id);
            },
            keys, key);
    }
    template <class Walk, class Key>
    void buildOver(Walk&& walk, int keys, Key&& key)
    {
        std::fill_n(start.begin(), keys + 1, 0);
        walk([&](int i) {
            const int k = key(i);
            if (k >= 0)
                ++start[size_t(k + 1)];
        });
        for (int k = 0; k < keys; ++k) {
            start[size_t(k + 1)] += start[size_t(k)];
            cursor[size_t(k)] = start[size_t(k)];
        }
        walk([&](int i) {
            const int k = key(i);
            if (k >= 0)
                points[size_t(cursor[size_t(k)]++)] = i;
        });
    }
    // The same in one pass over the points of `rows` (row masks, RowMasks's layout: the points
    // that can have a group), where each group's size is known (sizeOf(k)).
    template <class SizeOf, class Key>
    void buildSized(const BoardScratch& s, const RowMasks::Row* rows, int keys, SizeOf&& sizeOf, Key&& key)
    {
        int at = 0;
        for (int k = 0; k < keys; ++k) {
            start[size_t(k)] = at;
            cursor[size_t(k)] = at;
            at += sizeOf(k);
        }
        start[size_t(keys)] = at;
        for (int y = 1; y <= s.height; ++y) {
            const int rowStart = y * s.stride + 1;
            for (RowMasks::Row left = rows[y]; left != 0; left &= left - 1) {
                const int i = rowStart + std::countr_zero(left);
                const int k = key(i);
                if (k >= 0)
                    points[size_t(cursor[size_t(k)]++)] = i;
            }
        }
    }
    std::span<const int> group(int k) const
    {
        return {points.data() + start[size_t(k)], size_t(start[size_t(k + 1)] - start[size_t(k)])};
    }
};

// The working board every stage reads and writes: the geometry, visited set and flood queue of
// BoardScratch (shared with the eye lens), the position without its dead stones, its regions,
// the two phases' filled boards and the block table. Sized for the largest board, so scoring
// allocates nothing after the first call (the eye lens is made on first use).
struct WorkBoard : BoardScratch {
    WorkBoard();
    ~WorkBoard();
    WorkBoard(const WorkBoard&) = delete;
    WorkBoard& operator=(const WorkBoard&) = delete;

    // BoardScratch's, keeping pointAt current.
    void setGeometry(const Board& board)
    {
        BoardScratch::setGeometry(board);
        if (stride == pointAtStride && height == pointAtHeight)
            return;
        pointAtStride = stride;
        pointAtHeight = height;
        for (int i = 0; i < cellCount(); ++i)
            pointAt[size_t(i)] = BoardScratch::point(i);
    }
    // BoardScratch::point read from a table: the trace converts many indices, and the table
    // saves a division each.
    Point point(int i) const { return pointAt[size_t(i)]; }
    std::array<Point, Board::MaxCells> pointAt;
    int pointAtStride = 0;
    int pointAtHeight = 0;

    std::array<Color, Board::MaxCells> base; // stage 1: the position with the dead stones removed
    int removed[4] = {};                     // stage 1: how many stones were removed, by colour (Color's value)
    int removedCount = 0;
    std::array<int, MaxPoints> removedPoints; // stage 1: where, in row order
    RegionTable baseRegions;                  // regions of base: controlled or neutral
    int neutralCount = 0;
    std::array<int, MaxPoints> neutralPoints;    // the neutral regions' points, region by region
    // The regions of every phase's filled board where stage 3 fills no false eye: the base's
    // controlled regions, in the same row order (a neutral fill fills whole neutral regions, and
    // a point beside a controlled region is a stone or off the board, so their points, boundary
    // stones and edges are unchanged). Found by the stages' findNeutralRegions; countEyes copies
    // them instead of flooding each phase's board. Under the relaxed rule (with the base's
    // blocks), filledRegions.parent holds them united into the expansions the base's blocks make,
    // which every phase's expansions start from (expandRegions).
    bool filledRegionsReady = false;
    bool filledExpansionsReady = false;
    RegionTable filledRegions;
    BaseSummary summary;                         // phaseOverBase's facts about base
    // composeRelaxed, where both phases are fast: per base region, then a live stone's by colour.
    std::array<PointResult, MaxPoints + 4> regionVerdict;
    // The tally's counts by colour (Color's value), when the composer already counted them in its
    // pass over the points (composeRelaxed over the base's regions); tally counts them otherwise.
    struct Counts {
        bool ready = false;
        int territory[4] = {};
        int stones[4] = {};
        int dead[4] = {}; // prisoners, by the colour of the stone
    } counts;
    PhaseRun runs[2];
    BlockTable blocks;
    // The blocks of base, with the liberties every phase's filled board leaves them (its
    // controlled points), which each phase joins through its neutral fills (findFilledBlocks);
    // found on the first phase's call. With the parents of that join.
    bool baseBlocksReady = false;
    BlockTable baseBlocks;
    // While the stages' pass over the base (findNeutralRegions) floods a region: the block of
    // every stone beside it, with the region's point it is beside (one entry per such pair).
    std::array<std::int16_t, 4 * MaxPoints> incidentBlock;
    std::array<int, 4 * MaxPoints> incidentPoint;
    // findFilledBlocks: per base block, its block on the last filled board (flattened), and
    // whether any fill joined two of them.
    std::array<std::int16_t, MaxPoints> filledBlockParent;
    bool filledBlocksJoined = false;
    std::array<int, MaxPoints> regionPoints;         // the points of the region being flooded
    std::array<int, MaxPoints> regionStones;         // its boundary stones (the stages' pass over the base)
    PointGroups groups;                              // the last grouping of points a stage asked for
    PointGroups regionGroups;                        // regions by expansion (groupByExpansion)
    std::array<std::int16_t, MaxPoints> expansionOf; // groupByExpansion: each region's root
    // expandRegions: the pairs of regions it unites (a region, and one before it beside a block);
    // the stages' pass over the base lists there the pairs of its controlled regions.
    std::array<std::int16_t, 4 * MaxPoints> expansionPairRegion;
    std::array<std::int16_t, 4 * MaxPoints> expansionPairOther;
    int baseRelatedPairCount = 0;
    // The traced stage 4 (explainEyeCounts, explainExpansions, judgeSeki): per region, where its
    // Region step's points are in the trace; per expansion root, its Expansion step.
    std::array<std::uint32_t, MaxPoints> regionPointsAt;
    // Where the traced lists of filledRegions (Region and BoundaryLength steps) are, once the
    // traced pass over the base has written them (findNeutralRegions): every phase over them
    // shares them.
    bool filledRegionsTraced = false;
    std::array<std::uint32_t, MaxPoints> filledPointsAt;
    std::array<std::uint32_t, MaxPoints> filledStonesAt;
    std::array<std::uint32_t, MaxPoints> filledStonesCount;
    // Where the first phase over them put their Region, BoundaryLength and EyeCount steps (three
    // per region, in region order), which another such phase shows too (Trace::shareSteps).
    bool filledEyeStepsTraced = false;
    std::size_t filledEyeStepsAt = 0;
    std::array<std::uint32_t, MaxPoints> expansionStep;
    // Per expansion root, where its Expansion step's points are; once a phase over filledRegions
    // has traced its expansions in this scoring (expansionsTraced), which they were (a second
    // phase with the same ones shares the lists).
    std::array<std::uint32_t, MaxPoints> expansionListAt;
    bool expansionsTraced = false;
    int tracedExpansionCount = 0;
    std::array<std::int16_t, MaxPoints> tracedExpansionOf;
    // That phase's eye sums, and where its Expansion steps and its verdict steps (judgeSeki) are,
    // one per expansion each: a phase with the same expansions and eye sums shares them
    // (verdictStepsShared); verdictStepsRecorded while the phase that records them runs.
    std::array<std::int16_t, MaxPoints> tracedEyeSum;
    std::size_t expansionStepsAt = 0;
    std::size_t verdictStepsAt = 0;
    std::size_t tracedRootCount = 0;
    bool verdictStepsShared = false;
    bool verdictStepsRecorded = false;
    // The 1989 rule's end of game (stages/damefill.h): the dame filled before the count.
    DameFiller dameFiller;
    std::array<bool, Board::MaxCells> neutralMask;
    std::array<DameFill, Board::MaxCells> dameFill;
    // The 1989 rule's seki (strictrule.cpp): per block, one of its eye points' regions and a dame
    // it touches (-1: none); per set of eye points, a dame its blocks touch and its eyes.
    std::array<int, MaxPoints> strictBlockRegion;
    std::array<int, MaxPoints> strictBlockDame;
    std::array<int, MaxPoints> strictSetDame;
    std::array<int, MaxPoints> strictSetEyes;

    // GNU Go's eye lens, made on first use: only --eyes local-game needs it.
    std::unique_ptr<EyeAnalyzer> eyeAnalyzer;
    std::vector<Point> expansionPoints;
    // Stage 3 (fillFalseEyes): the points that would be filled now, in no order, marked in
    // falseEyeMarks while they wait.
    int falseEyePendingCount = 0;
    std::array<int, MaxPoints> falseEyePending;
    Marks falseEyeMarks;
    // Stage 3, traced, on a board with a false eye filled: the points that falseIsh asks after
    // the fills (enough stones beside them), in row order.
    int falseIshCandidateCount = 0;
    std::array<int, MaxPoints> falseIshCandidates;
    // Stage 3: the neutral fills that threaten nothing (suicide or self-atari for their colour),
    // marked with phantomGeneration; anyPhantom false when there is none.
    Marks phantomMarks;
    std::uint32_t phantomGeneration = 0;
    bool anyPhantom = false;
    // Stage 4 (countEyes), on a board with a false eye filled: each region's distinct boundary
    // stones, region after region (regions.boundary[r].stones of them for region r), which
    // expandRegions unites over.
    std::array<int, 4 * MaxPoints> boundaryStones;
};

} // namespace seki
