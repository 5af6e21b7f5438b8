#include "phaseoverbase.h"

#include "expansion.h"
#include "eyecount.h"
#include "falseeyefill.h"
#include "neutralfill.h"
#include "sekiverdict.h"

#include "scoring/tables/rowmasks.h"
#include "scoring/tables/workboard.h"
#include "scoring/tracesink.h"

#include <algorithm>
#include <bit>

namespace seki {

namespace {

int findRoot(std::int16_t* parent, int k)
{
    while (parent[k] != k) {
        parent[k] = parent[parent[k]];
        k = parent[k];
    }
    return k;
}

// The smaller id becomes the root (RegionTable::unite).
void uniteRoots(std::int16_t* parent, int a, int b)
{
    a = findRoot(parent, a);
    b = findRoot(parent, b);
    if (a == b)
        return;
    if (b < a)
        std::swap(a, b);
    parent[b] = std::int16_t(a);
}

// The base's blocks: a label per stone in one row scan, union-find over labels, every label
// naming its root.
void labelBlocks(WorkBoard& w)
{
    BaseSummary& b = w.summary;
    const std::array<Color, Board::MaxCells>& base = w.base;
    const int stride = w.stride;
    std::int16_t* parent = b.blockParent.data();
    int labels = 0;
    // Only the stones, found a row mask at a time.
    b.rows.forEachStone(w, [&](int i) {
        const Color c = base[size_t(i)];
        const bool left = base[size_t(i - 1)] == c;
        const bool up = base[size_t(i - stride)] == c;
        // The label above is taken first: along a row, two labels then meet only where the
        // row above changes label, so the unions are few.
        std::int16_t label;
        if (up) {
            label = b.blockLabel[size_t(i - stride)];
            const std::int16_t leftLabel = b.blockLabel[size_t(i - 1)];
            // United already where both name one parent (after a union the larger root's parent
            // is the smaller root).
            if (left && leftLabel != label && parent[leftLabel] != parent[label])
                uniteRoots(parent, label, leftLabel);
        } else if (left) {
            label = b.blockLabel[size_t(i - 1)];
        } else {
            label = std::int16_t(labels);
            parent[labels] = label;
            ++labels;
        }
        b.blockLabel[size_t(i)] = label;
    });
    // Every label names its root directly: a root is the smallest label of its set, so a
    // label's parent is never larger than itself and the roots are final in label order.
    for (int k = 0; k < labels; ++k)
        parent[k] = parent[parent[k]];
    b.blockCount = labels;
}

// Whether regions (a phase over the base) unites the controlled regions as the first phase over
// the base did (BaseSummary::expansionRoot).
bool sameExpansions(const BaseSummary& shared, RegionTable& regions)
{
    for (int r = 0; r < shared.controlledCount; ++r) {
        if (regions.find(r) != shared.expansionRoot[size_t(r)])
            return false;
    }
    return true;
}

} // namespace

void floodBaseSummarised(WorkBoard& w)
{
    w.summary.rows.build(w, w.base.data());
    labelBlocks(w);
    BaseSummary& b = w.summary;
    RegionTable& table = w.baseRegions;
    const std::array<Color, Board::MaxCells>& cells = w.base;
    const std::int16_t* parent = b.blockParent.data();
    std::fill_n(table.id.begin(), w.cellCount(), std::int16_t(-1));
    std::fill_n(b.blockStamp.begin(), b.blockCount, std::int16_t(-1));
    std::fill_n(b.blockRegionCount.begin(), b.blockCount, std::int16_t(0));
    std::fill_n(b.liberty.begin(), b.blockCount, -1);
    std::fill_n(b.moreLiberties.begin(), b.blockCount, false);
    table.count = 0;
    b.pairCount = 0;
    b.candidateCount = 0;
    w.neutralCount = 0;
    int controlled = 0;
    int controlledPoints = 0;
    const std::array<int, 4> neighbours = w.neighbours; // left, right, up, down (Board)
    std::array<int, BoardScratch::MaxPoints>& points = w.regionPoints;
    // Each point a flood reaches is taken off the empty points not yet in a region.
    std::array<RowMasks::Row, RowMasks::MaxRows>& unlabelled = b.unlabelled;
    unlabelled = b.rows.empty;
    const Point* pointAt = w.pointAt.data();
    const auto label = [&](int i, std::int16_t r) {
        table.id[size_t(i)] = r;
        const Point p = pointAt[i];
        unlabelled[size_t(p.y + 1)] &= ~(RowMasks::Row(1) << p.x);
    };
    const auto floodRegion = [&](int start) {
        const auto r = std::int16_t(table.count++);
        // The flood lists the stones beside the region (with the point they are beside) and
        // the colours it meets; only a controlled region's are looked at further.
        const int candidateMark = b.candidateCount;
        int incidences = 0;
        unsigned colours = 0;                // bit 1: a black stone beside it, bit 2: a white one
        std::array<std::int16_t, 4> edges{}; // per direction of neighbours
        int head = 0;
        int tail = 0;
        points[size_t(tail++)] = start;
        label(start, r);
        while (head < tail) {
            const int i = points[size_t(head++)];
            const int incidencesBefore = incidences;
            bool edge = false;
            for (int k = 0; k < 4; ++k) {
                const int n = i + neighbours[size_t(k)];
                const Color nc = cells[size_t(n)];
                if (nc == Color::Empty) {
                    if (table.id[size_t(n)] < 0) {
                        label(n, r);
                        points[size_t(tail++)] = n;
                    }
                    continue;
                }
                if (nc == Color::Wall) {
                    edge = true;
                    ++edges[size_t(k)]; // seed: the board edge counts as if stones stood outside it
                    continue;
                }
                colours |= unsigned(nc);
                b.incidentStone[size_t(incidences)] = n;
                b.incidentPoint[size_t(incidences)] = i;
                ++incidences;
            }
            // falseIsh's occupied neighbours (the stones beside i) do not change with the fill
            // (no neutral point is beside a controlled one), so only these points can ever be
            // false-ish.
            const int occupied = incidences - incidencesBefore;
            if (occupied >= (edge ? 2 : 3)) {
                b.candidates[size_t(b.candidateCount)] = i;
                b.candidateEdge[size_t(b.candidateCount)] = edge;
                ++b.candidateCount;
            }
        }
        table.first[size_t(r)] = start;
        table.size[size_t(r)] = tail;
        table.blackWitness[size_t(r)] = -1; // the neutral regions' are found when traced (findNeutralWitnesses)
        table.whiteWitness[size_t(r)] = -1;
        // Controlled: every boundary stone has one colour (seed, "Definitions").
        const Color color = colours == unsigned(Color::Black)   ? Color::Black
                            : colours == unsigned(Color::White) ? Color::White
                                                                : Color::Empty;
        table.color[size_t(r)] = color;
        if (color == Color::Empty) {
            b.controlledId[size_t(r)] = -1;
            b.candidateCount = candidateMark;
            table.boundary[size_t(r)] = BoundaryParts{}; // not measured: only controlled regions' are read
            for (int k = 0; k < tail; ++k) {
                const int i = points[size_t(k)];
                const Point p = w.point(i);
                b.neutralParity[size_t(w.neutralCount)] = std::uint8_t((p.x + p.y) % 2);
                w.neutralPoints[size_t(w.neutralCount++)] = i;
            }
            return;
        }
        // Its boundary stones: each counted once, each block beside it listed once with the
        // region (a pair), each stone's point beside it a liberty of its block.
        const int c = controlled;
        const std::uint32_t g = w.visited.next();
        BoundaryParts parts;
        for (int k = 0; k < incidences; ++k) {
            const int n = b.incidentStone[size_t(k)];
            const int i = b.incidentPoint[size_t(k)];
            const int block = parent[b.blockLabel[size_t(n)]];
            int& liberty = b.liberty[size_t(block)];
            if (liberty < 0)
                liberty = i;
            else if (liberty != i)
                b.moreLiberties[size_t(block)] = true;
            if (b.blockStamp[size_t(block)] != r) {
                b.blockStamp[size_t(block)] = r;
                b.pairRegion[size_t(b.pairCount)] = std::int16_t(c);
                b.pairBlock[size_t(b.pairCount)] = std::int16_t(block);
                ++b.pairCount;
                ++b.blockRegionCount[size_t(block)];
            }
            parts.stones = std::int16_t(parts.stones + int(w.visited.add(n, g)));
        }
        parts.left = edges[0];
        parts.right = edges[1];
        parts.top = edges[2];
        parts.bottom = edges[3];
        table.boundary[size_t(r)] = parts;
        // A controlled region is a region of every phase's filled board: its points and eye
        // count, measured here once.
        ++controlled;
        std::copy_n(points.begin(), tail, w.controlledPoints.begin() + controlledPoints);
        controlledPoints += tail;
        const int length = table.length(r);
        const RegionShape shape = classifyShape(w, table, r, points.data(), tail, length);
        table.shape[size_t(r)] = std::uint8_t(shape);
        table.halfEyes[size_t(r)] = std::uint8_t(halfEyesFor(length, shape));
        b.controlledId[size_t(r)] = std::int16_t(c);
        b.color[size_t(c)] = color;
        b.halfEyes[size_t(c)] = table.halfEyes[size_t(r)];
        std::fill(b.candidateOwner.begin() + candidateMark, b.candidateOwner.begin() + b.candidateCount, color);
    };
    // A region starts at the first empty point in row order that no region has yet.
    for (int row = 1; row <= w.height; ++row) {
        while (unlabelled[size_t(row)] != 0)
            floodRegion(row * w.stride + 1 + std::countr_zero(unlabelled[size_t(row)]));
    }
    // Which controlled regions share none of their blocks with another (phaseOverBase).
    std::fill_n(b.lone.begin(), controlled, true);
    for (int k = 0; k < b.pairCount; ++k) {
        if (b.blockRegionCount[size_t(b.pairBlock[size_t(k)])] > 1)
            b.lone[size_t(b.pairRegion[size_t(k)])] = false;
    }
    // Which candidates each phase must check against their blocks' liberties: those with
    // enough opposing diagonals (falseIsh). A candidate's diagonals are stones and controlled
    // points, the same in both phases, and neutral points, which all have the candidate's parity
    // (x + y changes by 0 or 2), so one phase fills them all with one colour.
    b.phaseCandidateCount[0] = 0;
    b.phaseCandidateCount[1] = 0;
    for (int k = 0; k < b.candidateCount; ++k) {
        const int i = b.candidates[size_t(k)];
        const Color opposing = opponent(b.candidateOwner[size_t(k)]);
        int opposingStones = 0;
        int neutral = 0;
        for (int d : w.diagonals) {
            const int n = i + d;
            const Color c = cells[size_t(n)];
            opposingStones += c == opposing;
            neutral += c == Color::Empty && b.controlledId[size_t(table.id[size_t(n)])] < 0;
        }
        const int needed = b.candidateEdge[size_t(k)] ? 1 : 2;
        if (opposingStones + neutral < needed)
            continue; // in neither phase
        const auto add
            = [&](int phase) { b.phaseCandidates[size_t(phase)][size_t(b.phaseCandidateCount[size_t(phase)]++)] = i; };
        if (opposingStones >= needed) {
            add(0);
            add(1);
        } else {
            add(checkeredColor(w.point(i), 0) == opposing ? 0 : 1); // the phase that fills them opposing
        }
    }
    b.controlledCount = controlled;
    b.ready = true;
    b.grouped = false;
    b.candidatesSorted = false;
    b.eyeStepsEnd = 0;
    b.expansionStepsEnd = 0;
}

void findNeutralWitnesses(WorkBoard& w)
{
    RegionTable& table = w.baseRegions;
    const std::array<Color, Board::MaxCells>& cells = w.base;
    int next = 0;
    for (int r = 0; r < table.count; ++r) {
        if (table.color[size_t(r)] != Color::Empty)
            continue;
        // The last new stone of each colour met, as floodRegions meets them: the region's points
        // in flood order (as listed), their neighbours in Board's order.
        const std::uint32_t g = w.visited.next();
        int blackWitness = -1;
        int whiteWitness = -1;
        const int end = next + table.size[size_t(r)];
        for (; next < end; ++next) {
            const int i = w.neutralPoints[size_t(next)];
            for (int d : w.neighbours) {
                const int n = i + d;
                const Color nc = cells[size_t(n)];
                if (isStone(nc) && w.visited.add(n, g))
                    (nc == Color::Black ? blackWitness : whiteWitness) = n;
            }
        }
        table.blackWitness[size_t(r)] = blackWitness;
        table.whiteWitness[size_t(r)] = whiteWitness;
    }
}

bool phaseOverBase(WorkBoard& w, PhaseRun& run, bool formExpansions)
{
    if (!w.summary.ready)
        return false; // not found for this position: the stages themselves decide
    const BaseSummary& b = w.summary;
    const std::array<Color, Board::MaxCells>& base = w.base;

    // Stage 2: the base with its neutral points filled in the checkered pattern (the rule of
    // checkeredColor, by parity); the filled board is only read below, never written out.
    // The filled board's blocks: the base's blocks joined through the filled neutral points.
    // A joined block's liberties are its base blocks' (no filled point touches an empty one):
    // merged as the blocks are joined, one liberty kept and whether there is another.
    std::int16_t* blocks = run.blockParent.data();
    std::copy_n(b.blockParent.begin(), b.blockCount, run.blockParent.begin());
    bool joined = false; // some filled point joins two of the base's blocks
    for (int k = 0; k < w.neutralCount; ++k) {
        const int i = w.neutralPoints[size_t(k)];
        const Color c = checkeredColorOfParity(b.neutralParity[size_t(k)], run.phase);
        int first = -1;
        for (int d : w.neighbours) {
            const int n = i + d;
            if (base[size_t(n)] != c)
                continue;
            const int block = b.blockParent[size_t(b.blockLabel[size_t(n)])];
            if (first < 0) {
                first = block;
                continue;
            }
            int root = findRoot(blocks, first);
            int other = findRoot(blocks, block);
            if (root == other)
                continue;
            if (!joined) {
                joined = true;
                std::copy_n(b.liberty.begin(), b.blockCount, run.liberty.begin());
                std::copy_n(b.moreLiberties.begin(), b.blockCount, run.moreLiberties.begin());
            }
            if (other < root)
                std::swap(root, other); // the smaller becomes the root (RegionTable::unite)
            blocks[other] = std::int16_t(root);
            const int liberty = run.liberty[size_t(root)];
            const int otherLiberty = run.liberty[size_t(other)];
            run.moreLiberties[size_t(root)] = run.moreLiberties[size_t(root)] || run.moreLiberties[size_t(other)]
                                              || (liberty >= 0 && otherLiberty >= 0 && liberty != otherLiberty);
            if (liberty < 0)
                run.liberty[size_t(root)] = otherLiberty;
        }
    }

    // Every base block names its joined block directly (a root is the smallest of its set, so
    // parents come before their children).
    if (joined) {
        for (int k = 0; k < b.blockCount; ++k)
            blocks[k] = blocks[blocks[k]];
    }

    // Stage 3, checked only (falseIsh and blockInAtari on the filled board): a false-ish point
    // beside a block in atari means false eyes get filled; the stages themselves do that.
    // i's neighbours are never neutral (no neutral point is beside a controlled one): the filled
    // board has the base's stones there, and i is a liberty of each of their blocks.
    const bool* moreLiberties = joined ? run.moreLiberties.data() : b.moreLiberties.data();
    for (int k = 0; k < b.phaseCandidateCount[size_t(run.phase)]; ++k) {
        const int i = b.phaseCandidates[size_t(run.phase)][size_t(k)];
        for (int d : w.neighbours) {
            const int n = i + d;
            if (!isStone(base[size_t(n)]))
                continue;
            // The block beside i has no other liberty: it is in atari.
            if (!moreLiberties[blocks[b.blockParent[size_t(b.blockLabel[size_t(n)])]]])
                return false;
        }
    }

    // Expansion (expandRegions): regions sharing a block are united, each set named by its
    // smallest region; the rounded-up eye counts summed at the root.
    RegionTable& regions = run.regions;
    regions.count = b.controlledCount;
    run.fast = true;
    if (!formExpansions) {
        // Seed, "Main Seki Detection" step 3, read off without forming the expansions: every
        // region counts at least one eye (rounded up), so an expansion of two or more regions
        // has two or more; only a region whose blocks touch no other can have fewer. With no
        // blocks joined, the base's pairs tell which regions are alone; otherwise the pairs by
        // the joined blocks do.
        const bool* lone = b.lone.data();
        if (joined) {
            std::fill_n(run.blockRegion.begin(), b.blockCount, std::int16_t(-1));
            std::fill_n(run.lone.begin(), b.controlledCount, true);
            for (int k = 0; k < b.pairCount; ++k) {
                const int block = blocks[b.pairBlock[size_t(k)]];
                const int r = b.pairRegion[size_t(k)];
                std::int16_t& other = run.blockRegion[size_t(block)];
                if (other < 0) {
                    other = std::int16_t(r);
                } else if (other != r) {
                    run.lone[size_t(other)] = false;
                    run.lone[size_t(r)] = false;
                }
            }
            lone = run.lone.data();
        }
        for (int r = 0; r < b.controlledCount; ++r) {
            regions.parent[size_t(r)] = std::int16_t(r);
            regions.eyeSum[size_t(r)] = std::int16_t(lone[r] ? roundedUpEyes(b.halfEyes[size_t(r)]) : 2);
        }
        return true;
    }
    regions.resetSets();
    std::fill_n(run.blockRegion.begin(), b.blockCount, std::int16_t(-1));
    for (int k = 0; k < b.pairCount; ++k) {
        const int block = findRoot(blocks, b.pairBlock[size_t(k)]);
        const int r = b.pairRegion[size_t(k)];
        std::int16_t& other = run.blockRegion[size_t(block)];
        if (other < 0)
            other = std::int16_t(r);
        else
            regions.unite(other, r);
    }
    std::fill_n(regions.eyeSum.begin(), b.controlledCount, std::int16_t(0));
    for (int r = 0; r < b.controlledCount; ++r)
        regions.eyeSum[size_t(regions.find(r))] += std::int16_t(roundedUpEyes(b.halfEyes[size_t(r)]));
    return true;
}

namespace {

// Each controlled region's expansion root (w.expansionOf) and, per root, how many points
// (w.expansionPointCursor) and regions (w.expansionMemberCursor) its expansion has.
void sizeExpansions(WorkBoard& w, RegionTable& regions)
{
    const RegionTable& base = w.baseRegions;
    const int count = w.summary.controlledCount;
    int* pointCursor = w.expansionPointCursor.data();
    int* memberCursor = w.expansionMemberCursor.data();
    for (int r = 0; r < count; ++r) {
        const int root = regions.find(r);
        w.expansionOf[size_t(r)] = std::int16_t(root);
        if (root == r) {
            pointCursor[r] = 0;
            memberCursor[r] = 0;
        }
        pointCursor[root] += base.size[size_t(w.controlledBase[size_t(r)])];
        ++memberCursor[root];
    }
}

// The Expansion steps, one per root in ascending order, their points laid out from pointsAt on
// (after pointsBegin) and their region ids from the trace's end; each root's cursors then name
// where its first point and region id go. Returns how far the points and ids reach.
struct ExpansionLayout {
    std::uint32_t pointsAt = 0;
    std::uint32_t numbersAt = 0;
    std::size_t expansionSteps = 0; // the first Expansion step
};
ExpansionLayout addExpansionSteps(WorkBoard& w, RegionTable& regions, Trace& trace, std::uint32_t pointsBegin,
                                  std::uint32_t pointsAt)
{
    const BaseSummary& b = w.summary;
    const RegionTable& base = w.baseRegions;
    const Point* points = w.pointAt.data();
    const int count = b.controlledCount;
    int* pointCursor = w.expansionPointCursor.data();
    int* memberCursor = w.expansionMemberCursor.data();
    const std::uint32_t numbersBegin = trace.numberCount();
    const std::size_t expansionSteps = trace.stepCount();
    std::uint32_t numbersAt = 0;
    for (int root = 0; root < count; ++root) {
        if (w.expansionOf[size_t(root)] != root)
            continue;
        const auto size = std::uint32_t(pointCursor[root]);
        const auto members = std::uint32_t(memberCursor[root]);
        Step& s = trace.add(Stage::Eyes, StepKind::Expansion);
        s.color = b.color[size_t(root)];
        s.point = points[size_t(base.first[size_t(w.controlledBase[size_t(root)])])];
        s.set(ExpansionFields{root, regions.eyeSum[size_t(root)], int(members)});
        s.pointsBegin = pointsBegin + pointsAt;
        s.pointsCount = size;
        s.numbersBegin = numbersBegin + numbersAt;
        s.numbersCount = members;
        pointCursor[root] = int(pointsAt);
        memberCursor[root] = int(numbersAt);
        pointsAt += size;
        numbersAt += members;
    }
    return {pointsAt, numbersAt, expansionSteps};
}

// Each expansion's region ids in id order (after addExpansionSteps), then stage 5, judgeSeki:
// the verdict per expansion (fewer than two eyes: seki), sharing its Expansion step's lists.
void addMembersAndVerdicts(WorkBoard& w, Trace& trace, const ExpansionLayout& layout)
{
    const int count = w.summary.controlledCount;
    int* memberCursor = w.expansionMemberCursor.data();
    const std::uint32_t numbersAt = layout.numbersAt;
    const std::size_t expansionSteps = layout.expansionSteps;
    int* numbers = trace.extendNumbers(numbersAt);
    for (int r = 0; r < count; ++r)
        numbers[memberCursor[w.expansionOf[size_t(r)]]++] = r;

    // Stage 5, judgeSeki: the verdict per expansion (fewer than two eyes: seki).
    const std::size_t verdictSteps = trace.stepCount();
    for (std::size_t k = expansionSteps; k < verdictSteps; ++k) {
        const Step e = trace.steps()[k];
        const ExpansionFields f = e.expansion();
        Step& s = trace.add(Stage::Verdict, isSeki(f.eyeSum) ? StepKind::Seki : StepKind::Territory);
        s.set(VerdictFields{f.expansion, f.eyeSum});
        s.color = e.color;
        s.point = e.point;
        s.pointsBegin = e.pointsBegin; // the Expansion step's lists, shared
        s.pointsCount = e.pointsCount;
        s.numbersBegin = e.numbersBegin;
        s.numbersCount = e.numbersCount;
    }
}

// explainExpansions and judgeSeki for a phase over the base: per expansion root (ascending), an
// Expansion step, then per root a Seki or Territory step; each lists the expansion's region ids
// in id order and its points in row order. The points are laid out by root in one pass over the
// controlled points in row order, and the verdict steps share the Expansion steps' lists.
void traceExpansionsOverBase(WorkBoard& w, PhaseRun& run, Trace& trace)
{
    RegionTable& regions = run.regions; // the union-find and eye sums of phaseOverBase
    const Point* points = w.pointAt.data();
    int* pointCursor = w.expansionPointCursor.data();
    // Sizes first (a root is its set's smallest id, so it comes before its members).
    sizeExpansions(w, regions);
    const ExpansionLayout layout = addExpansionSteps(w, regions, trace, trace.pointCount(), 0);
    Point* out = trace.extendPoints(layout.pointsAt);
    for (int k = 0; k < w.controlledRowCount; ++k) {
        const int root = w.expansionOf[size_t(w.controlledRowRegion[size_t(k)])];
        out[pointCursor[root]++] = points[size_t(w.controlledRowOrder[size_t(k)])];
    }
    addMembersAndVerdicts(w, trace, layout);
}

// The first phase over the base of a position: traceEyeCountsOverBase and
// traceExpansionsOverBase in one walk over the board. Every step's list is laid out before it is
// written (a region's points and its boundary stones, BoundaryParts::stones of them; an
// expansion's points), so the walk that groups the controlled points (groupControlled) also
// writes each point where its Region step and its Expansion step list it.
void traceFirstPhaseOverBase(WorkBoard& w, PhaseRun& run, Trace& trace)
{
    BaseSummary& b = w.summary;
    const RegionTable& base = w.baseRegions;
    RegionTable& regions = run.regions; // the union-find and eye sums of phaseOverBase
    PointGroups& groups = w.controlledGroups;
    const Point* points = w.pointAt.data();
    const int count = b.controlledCount;
    int* pointCursor = w.expansionPointCursor.data();
    int* regionAt = w.regionPointsAt.data(); // where a region's points go, less its group's start
    const std::uint32_t pointsBegin = trace.pointCount();

    // The eye-count steps, their lists laid out region by region.
    int start = 0;
    std::uint32_t eyePoints = 0;
    for (int r = 0, c = 0; r < base.count; ++r) {
        if (b.controlledId[size_t(r)] < 0)
            continue;
        const int size = base.size[size_t(r)];
        const BoundaryParts& parts = base.boundary[size_t(r)];
        const Color color = base.color[size_t(r)];
        const Point first = points[size_t(base.first[size_t(r)])];
        w.controlledBase[size_t(c)] = std::int16_t(r);
        groups.start[size_t(c)] = start;
        groups.cursor[size_t(c)] = start;
        regionAt[c] = int(eyePoints) - start;
        Step* s = &trace.add(Stage::Eyes, StepKind::Region);
        s->set(RegionFields{c});
        s->color = color;
        s->point = first;
        s->pointsBegin = pointsBegin + eyePoints;
        s->pointsCount = std::uint32_t(size);
        eyePoints += std::uint32_t(size);
        s = &trace.add(Stage::Eyes, StepKind::BoundaryLength);
        s->set(BoundaryLengthFields{c, parts});
        s->color = color;
        s->point = first;
        s->pointsBegin = pointsBegin + eyePoints;
        s->pointsCount = std::uint32_t(parts.stones);
        eyePoints += std::uint32_t(parts.stones);
        s = &trace.add(Stage::Eyes, StepKind::EyeCount);
        s->set(EyeCountFields{c, RegionShape(base.shape[size_t(r)]), base.halfEyes[size_t(r)], parts.length()});
        s->color = color;
        s->point = first;
        s->pointsBegin = pointsBegin + eyePoints;
        start += size;
        ++c;
    }
    groups.start[size_t(count)] = start;
    b.eyeStepsEnd = trace.stepCount();

    // The Expansion steps (traceExpansionsOverBase), their lists after the eye-count steps'.
    sizeExpansions(w, regions);
    const ExpansionLayout layout = addExpansionSteps(w, regions, trace, pointsBegin, eyePoints);

    // One walk: the controlled points in row order, grouped by region, written to their Region
    // and Expansion steps.
    Point* out = trace.extendPoints(layout.pointsAt);
    const std::int16_t* id = base.id.data();
    int n = 0;
    w.forEachPoint([&](int i) {
        const int r = id[i];
        if (r < 0)
            return;
        const int c = b.controlledId[size_t(r)];
        if (c < 0)
            return;
        w.controlledRowOrder[size_t(n)] = i;
        w.controlledRowRegion[size_t(n)] = std::int16_t(c);
        ++n;
        const int k = groups.cursor[size_t(c)]++;
        groups.points[size_t(k)] = i;
        const Point p = points[size_t(i)];
        out[regionAt[c] + k] = p;
        out[pointCursor[w.expansionOf[size_t(c)]]++] = p;
    });
    w.controlledRowCount = n;
    b.grouped = true;

    // The boundary stones in row order of each region's points, each once (explainEyeCounts).
    const Color* cells = w.base.data();
    const std::array<int, 4> neighbours = w.neighbours;
    for (int c = 0; c < count; ++c) {
        const std::span<const int> group = groups.group(c);
        Point* stones = out + regionAt[c] + groups.start[size_t(c)] + group.size();
        const std::uint32_t g = w.visited.next();
        for (int i : group) {
            for (int d : neighbours) {
                const int m = i + d;
                if (isStone(cells[m]) && w.visited.add(m, g))
                    *stones++ = points[size_t(m)];
            }
        }
    }

    addMembersAndVerdicts(w, trace, layout);
}

} // namespace

template <class Sink>
void explainPhaseOverBase(WorkBoard& w, PhaseRun& run, Sink& sink)
{
    if constexpr (Sink::Enabled) {
        fillNeutralPoints(w, run, sink); // the same board, and its FillNeutral steps
        run.fast = true;

        // Stage 3 filled nothing: the false-ish points left empty, in row order (fillFalseEyes).
        // The candidates are the same for both phases: sorted once a position. A candidate's
        // occupied neighbours and owner do not change with the fill (phaseOverBase), so only
        // its opposing diagonals are counted before falseIsh is asked.
        BaseSummary& b = w.summary;
        if (!b.candidatesSorted) {
            for (int k = 0; k < b.candidateCount; ++k)
                b.candidateKeysInRowOrder[size_t(k)] = b.candidates[size_t(k)] * 4
                                                       + (b.candidateEdge[size_t(k)] ? 2 : 0)
                                                       + (b.candidateOwner[size_t(k)] == Color::White ? 1 : 0);
            std::sort(b.candidateKeysInRowOrder.begin(), b.candidateKeysInRowOrder.begin() + b.candidateCount);
            b.candidatesSorted = true;
        }
        const std::array<int, 4> diagonals = w.diagonals;
        const Color* cells = run.cells.data();
        for (int k = 0; k < b.candidateCount; ++k) {
            const auto key = unsigned(b.candidateKeysInRowOrder[size_t(k)]);
            const int i = int(key >> 2);
            const Color opposing = (key & 1) != 0 ? Color::Black : Color::White;
            const int opposingDiagonals = (cells[i + diagonals[0]] == opposing) + (cells[i + diagonals[1]] == opposing)
                                          + (cells[i + diagonals[2]] == opposing)
                                          + (cells[i + diagonals[3]] == opposing);
            if (opposingDiagonals < ((key & 2) != 0 ? 1 : 2))
                continue;
            const FalseIshTest test = falseIsh(w, run.cells, i);
            if (test.falseIsh)
                traceFalseIsh(w, run.cells, i, test, sink);
        }

        // The first phase over the base of the position traces its eye-count, Expansion and
        // verdict steps in one walk. The other phase repeats the eye-count steps (its regions and
        // their boundaries are the same), and the Expansion and verdict steps where its fill
        // unites the regions as the first one's did: they read only the expansions, the eye sums
        // at their roots (the same halfEyes summed over the same sets) and the base's regions.
        // No region table is written for a phase over the base (as phaseOverBase writes none):
        // the steps read the base's.
        BaseSummary& shared = w.summary;
        if (shared.eyeStepsEnd == 0) {
            shared.eyeStepsBegin = sink.stepCount();
            traceFirstPhaseOverBase(w, run, sink.trace);
            std::copy_n(w.expansionOf.begin(), b.controlledCount, shared.expansionRoot.begin());
            shared.expansionStepsBegin = shared.eyeStepsEnd;
            shared.expansionStepsEnd = sink.stepCount();
            return;
        }
        sink.repeat(shared.eyeStepsBegin, shared.eyeStepsEnd);
        if (sameExpansions(shared, run.regions))
            sink.repeat(shared.expansionStepsBegin, shared.expansionStepsEnd);
        else
            traceExpansionsOverBase(w, run, sink.trace);
    }
}

template void explainPhaseOverBase(WorkBoard&, PhaseRun&, NoTrace&);
template void explainPhaseOverBase(WorkBoard&, PhaseRun&, TraceRecorder&);

} // namespace seki
