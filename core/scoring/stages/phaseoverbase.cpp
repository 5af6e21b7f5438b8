#include "phaseoverbase.h"

#include "expansion.h"
#include "eyecount.h"
#include "falseeyefill.h"
#include "neutralfill.h"
#include "sekiverdict.h"

#include "scoring/tables/workboard.h"
#include "scoring/tracesink.h"

#include <algorithm>

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
    w.forEachPoint([&](int i) {
        const Color c = base[size_t(i)];
        if (!isStone(c))
            return;
        const bool left = base[size_t(i - 1)] == c;
        const bool up = base[size_t(i - stride)] == c;
        std::int16_t label;
        if (left) {
            label = b.blockLabel[size_t(i - 1)];
            if (up && b.blockLabel[size_t(i - stride)] != label)
                uniteRoots(parent, label, b.blockLabel[size_t(i - stride)]);
        } else if (up) {
            label = b.blockLabel[size_t(i - stride)];
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
    labelBlocks(w);
    BaseSummary& b = w.summary;
    RegionTable& table = w.baseRegions;
    const std::array<Color, Board::MaxCells>& cells = w.base;
    const std::int16_t* parent = b.blockParent.data();
    std::fill_n(table.id.begin(), w.cellCount(), std::int16_t(-1));
    std::fill_n(b.blockStamp.begin(), b.blockCount, std::int16_t(-1));
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
    w.forEachPoint([&](int start) {
        if (cells[size_t(start)] != Color::Empty || table.id[size_t(start)] >= 0)
            return;
        const auto r = std::int16_t(table.count++);
        const std::uint32_t g = w.visited.next();
        // The region's facts for the summary are taken as if it were controlled, with the id it
        // would get, and taken back below if it is neutral.
        const int c = controlled;
        const int pairMark = b.pairCount;
        const int candidateMark = b.candidateCount;
        int undone = 0;
        int blackWitness = -1;
        int whiteWitness = -1;
        std::array<std::int16_t, 4> edges{}; // per direction of neighbours
        BoundaryParts parts;
        int head = 0;
        int tail = 0;
        points[size_t(tail++)] = start;
        table.id[size_t(start)] = r;
        while (head < tail) {
            const int i = points[size_t(head++)];
            int empty = 0;
            int offBoard = 0;
            for (int k = 0; k < 4; ++k) {
                const int n = i + neighbours[size_t(k)];
                const Color nc = cells[size_t(n)];
                if (nc == Color::Empty) {
                    ++empty;
                    if (table.id[size_t(n)] < 0) {
                        table.id[size_t(n)] = r;
                        points[size_t(tail++)] = n;
                    }
                    continue;
                }
                if (nc == Color::Wall) {
                    ++offBoard;
                    ++edges[size_t(k)]; // seed: the board edge counts as if stones stood outside it
                    continue;
                }
                // A block this region touches: i is its liberty, and the pair is listed once.
                const int block = parent[b.blockLabel[size_t(n)]];
                int& liberty = b.liberty[size_t(block)];
                if (liberty < 0) {
                    liberty = i;
                    b.undo[size_t(undone++)] = 2 * block;
                } else if (liberty != i && !b.moreLiberties[size_t(block)]) {
                    b.moreLiberties[size_t(block)] = true;
                    b.undo[size_t(undone++)] = 2 * block + 1;
                }
                if (b.blockStamp[size_t(block)] != r) {
                    b.blockStamp[size_t(block)] = r;
                    b.pairRegion[size_t(b.pairCount)] = std::int16_t(c);
                    b.pairBlock[size_t(b.pairCount)] = std::int16_t(block);
                    ++b.pairCount;
                }
                if (!w.visited.add(n, g))
                    continue;
                ++parts.stones;
                (nc == Color::Black ? blackWitness : whiteWitness) = n;
            }
            // falseIsh's occupied neighbours do not change with the fill (no neutral point is
            // beside a controlled one), so only these points can ever be false-ish.
            const int occupied = 4 - empty - offBoard;
            const bool edge = offBoard > 0;
            if (occupied >= (edge ? 2 : 3)) {
                b.candidates[size_t(b.candidateCount)] = i;
                b.candidateEdge[size_t(b.candidateCount)] = edge;
                ++b.candidateCount;
            }
        }
        parts.left = edges[0];
        parts.right = edges[1];
        parts.top = edges[2];
        parts.bottom = edges[3];
        table.first[size_t(r)] = start;
        table.size[size_t(r)] = tail;
        table.blackWitness[size_t(r)] = blackWitness;
        table.whiteWitness[size_t(r)] = whiteWitness;
        table.boundary[size_t(r)] = parts;
        // Controlled: every boundary stone has one colour (seed, "Definitions").
        const Color color = blackWitness >= 0 && whiteWitness < 0   ? Color::Black
                            : whiteWitness >= 0 && blackWitness < 0 ? Color::White
                                                                    : Color::Empty;
        table.color[size_t(r)] = color;
        if (color == Color::Empty) {
            b.controlledId[size_t(r)] = -1;
            b.pairCount = pairMark;
            b.candidateCount = candidateMark;
            while (undone > 0) {
                const int entry = b.undo[size_t(--undone)];
                if (entry % 2 == 0)
                    b.liberty[size_t(entry / 2)] = -1;
                else
                    b.moreLiberties[size_t(entry / 2)] = false;
            }
            for (int k = 0; k < tail; ++k) {
                const int i = points[size_t(k)];
                const Point p = w.point(i);
                b.neutralParity[size_t(w.neutralCount)] = std::uint8_t((p.x + p.y) % 2);
                w.neutralPoints[size_t(w.neutralCount++)] = i;
            }
            return;
        }
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
    });
    b.controlledCount = controlled;
    b.ready = true;
    b.grouped = false;
    b.candidatesSorted = false;
    b.eyeStepsEnd = 0;
    b.expansionStepsEnd = 0;
}

bool phaseOverBase(WorkBoard& w, PhaseRun& run)
{
    if (!w.summary.ready)
        return false; // not found for this position: the stages themselves decide
    const BaseSummary& b = w.summary;
    const int cellCount = w.cellCount();

    // Stage 2: the base with its neutral points filled in the checkered pattern (the rule of
    // checkeredColor, by parity).
    std::copy_n(w.base.begin(), cellCount, run.cells.begin());
    for (int k = 0; k < w.neutralCount; ++k)
        run.cells[size_t(w.neutralPoints[size_t(k)])]
            = (b.neutralParity[size_t(k)] + run.phase) % 2 == 0 ? Color::Black : Color::White;

    // The filled board's blocks: the base's blocks joined through the filled neutral points.
    std::int16_t* blocks = run.blockParent.data();
    std::copy_n(b.blockParent.begin(), b.blockCount, run.blockParent.begin());
    for (int k = 0; k < w.neutralCount; ++k) {
        const int i = w.neutralPoints[size_t(k)];
        const Color c = run.cells[size_t(i)];
        int first = -1;
        for (int d : w.neighbours) {
            const int n = i + d;
            if (w.base[size_t(n)] != c)
                continue;
            const int block = b.blockParent[size_t(b.blockLabel[size_t(n)])];
            if (first < 0)
                first = block;
            else
                uniteRoots(blocks, first, block);
        }
    }

    // Stage 3, checked only (falseIsh and blockInAtari on the filled board): a false-ish point
    // beside a block in atari means false eyes get filled; the stages themselves do that. A
    // filled-board block's liberties are its base blocks' (no filled point touches an empty one).
    bool liberties = false; // run.liberty computed
    for (int k = 0; k < b.candidateCount; ++k) {
        const int i = b.candidates[size_t(k)];
        const Color opposing = opponent(b.candidateOwner[size_t(k)]);
        int opposingDiagonals = 0;
        for (int d : w.diagonals)
            opposingDiagonals += run.cells[size_t(i + d)] == opposing;
        if (opposingDiagonals < (b.candidateEdge[size_t(k)] ? 1 : 2))
            continue;
        if (!liberties) {
            liberties = true;
            std::fill_n(run.liberty.begin(), b.blockCount, -1);
            std::fill_n(run.moreLiberties.begin(), b.blockCount, false);
            for (int block = 0; block < b.blockCount; ++block) {
                if (b.blockParent[size_t(block)] != block)
                    continue;
                const int root = findRoot(blocks, block);
                const int liberty = b.liberty[size_t(block)];
                int& first = run.liberty[size_t(root)];
                run.moreLiberties[size_t(root)] = run.moreLiberties[size_t(root)] || b.moreLiberties[size_t(block)]
                                                  || (first >= 0 && liberty >= 0 && liberty != first);
                if (first < 0)
                    first = liberty;
            }
        }
        for (int d : w.neighbours) {
            const int n = i + d;
            if (!isStone(run.cells[size_t(n)]))
                continue;
            // The block beside i (i is its liberty) has no other: it is in atari.
            if (!run.moreLiberties[size_t(findRoot(blocks, b.blockParent[size_t(b.blockLabel[size_t(n)])]))])
                return false;
        }
    }

    // Expansion (expandRegions): regions sharing a block are united, each set named by its
    // smallest region; the rounded-up eye counts summed at the root.
    RegionTable& regions = run.regions;
    regions.count = b.controlledCount;
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
    run.fast = true;
    return true;
}

namespace {

// explainExpansions and judgeSeki for a phase over the base: per expansion root (ascending), an
// Expansion step, then per root a Seki or Territory step; each lists the expansion's region ids
// in id order and its points in row order. The points are laid out by root in one pass over the
// controlled points in row order, and the verdict steps share the Expansion steps' lists.
void traceExpansionsOverBase(WorkBoard& w, PhaseRun& run, Trace& trace)
{
    const BaseSummary& b = w.summary;
    const RegionTable& base = w.baseRegions;
    RegionTable& regions = run.regions; // the union-find and eye sums of phaseOverBase
    const Point* points = w.pointAt.data();
    const int count = b.controlledCount;
    int* pointCursor = w.expansionPointCursor.data();
    int* memberCursor = w.expansionMemberCursor.data();
    // Sizes first (a root is its set's smallest id, so it comes before its members).
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
    const std::uint32_t pointsBegin = trace.pointCount();
    const std::uint32_t numbersBegin = trace.numberCount();
    const std::size_t expansionSteps = trace.stepCount();
    std::uint32_t pointsAt = 0;
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
    Point* out = trace.extendPoints(pointsAt);
    for (int k = 0; k < w.controlledRowCount; ++k) {
        const int root = w.expansionOf[size_t(w.controlledRowRegion[size_t(k)])];
        out[pointCursor[root]++] = points[size_t(w.controlledRowOrder[size_t(k)])];
    }
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
    int* memberCursor = w.expansionMemberCursor.data();
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
    const std::uint32_t numbersBegin = trace.numberCount();
    const std::size_t expansionSteps = trace.stepCount();
    std::uint32_t pointsAt = eyePoints;
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

    // One walk: the controlled points in row order, grouped by region, written to their Region
    // and Expansion steps.
    Point* out = trace.extendPoints(pointsAt);
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
