#include "scorer.h"

#include "board/boardscratch.h"
#include "damefill.h"
#include "handicapcompensation.h"
#include "phaseagreement.h"
#include "eyes/eyeanalyzer.h"

#include <algorithm>
#include <array>
#include <cstdint>

namespace seki {

namespace {

constexpr int MaxCells = Board::MaxCells;
constexpr int MaxPoints = BoardScratch::MaxPoints;

enum class Fill : std::uint8_t { None, Neutral, FalseEye };

// Blocks (maximal connected same-colour sets of stones) of a working board, with liberty counts.
struct BlockTable {
    int count = 0;
    std::array<std::int16_t, MaxCells> id;        // per cell; -1 where there is no stone
    std::array<std::int16_t, MaxPoints> liberties;
    std::array<int, MaxPoints> first;             // a stone of the block (its first in row order)
    std::array<int, MaxPoints> region;            // a region that touches it (expansion), or -1
};

// Regions (maximal connected sets of empty points) of a working board.
struct RegionTable {
    int count = 0;
    std::array<std::int16_t, MaxCells> id;        // per cell; -1 where the point is not empty
    std::array<Color, MaxPoints> color;           // controlling colour; Empty when neutral
    std::array<int, MaxPoints> first;             // first point in row order
    std::array<int, MaxPoints> size;
    std::array<int, MaxPoints> blackWitness;      // a black boundary stone, or -1
    std::array<int, MaxPoints> whiteWitness;      // a white boundary stone, or -1
    // Measured on the filled board only (stage 4):
    std::array<std::int16_t, MaxPoints> length;   // boundary length
    std::array<std::uint8_t, MaxPoints> shape;    // RegionShape
    std::array<std::uint8_t, MaxPoints> halfEyes; // eye count times two
    std::array<std::int16_t, MaxPoints> parent;   // union-find over directly related regions
    std::array<std::int16_t, MaxPoints> eyeSum;   // at the expansion's root: sum of rounded-up eyes
    std::array<bool, MaxPoints> strictSeki;       // 1989 rule: bounded by a block that touches dame
};

// One run of stages 2-5 with one phase of the checkered fill.
struct PhaseRun {
    std::array<Color, MaxCells> cells;
    std::array<Fill, MaxCells> fill;
    RegionTable regions;
};

// Eye count from the boundary length, times two so that 1.5 stays exact.
// Rule (seed, "Eye Counting with the Boundary Length"): <=6: 1; 7: 1.5; 8: square four 1,
// curved four 2, other 1.5; 9: containing a square four 1.5, else 2; >=10: 2.
int halfEyesFor(int length, RegionShape shape)
{
    if (length <= 6)
        return 2;
    if (length == 7)
        return 3;
    if (length == 8)
        return shape == RegionShape::SquareFour ? 2 : shape == RegionShape::CurvedFour ? 4 : 3;
    if (length == 9)
        return shape == RegionShape::ContainsSquareFour ? 3 : 4;
    return 4;
}

// Seed, "Main Seki Detection" step 3: each eye count is rounded up before summing.
int roundedUpEyes(int halfEyes)
{
    return (halfEyes + 1) / 2;
}

} // namespace

namespace detail {

// The geometry of the board being scored, the walk over its points, the visited set and the
// flood queue come from BoardScratch, shared with the eye lens.
struct ScorerWork : BoardScratch {
    std::array<Color, MaxCells> base;     // the position with the dead stones removed
    RegionTable baseRegions;              // regions of base: controlled or neutral
    int neutralCount = 0;
    std::array<int, MaxPoints> neutralPoints;

    PhaseRun runs[2];
    BlockTable blocks;
    // The 1989 rule's end of game (damefill.h): the dame filled before the count.
    DameFiller dameFiller;
    std::array<bool, MaxCells> neutralMask;
    std::array<DameFill, MaxCells> dameFill;
    // GNU Go's eye lens, made on first use: only --eyes local-game needs it.
    std::unique_ptr<EyeAnalyzer> eyeAnalyzer;
    std::vector<Point> expansionPoints;

    std::array<int, MaxPoints> regionPoints;  // the points of the region being measured

    // --- Blocks and liberties -------------------------------------------------------------

    void findBlocks(const std::array<Color, MaxCells>& cells)
    {
        std::fill_n(blocks.id.begin(), cellCount(), std::int16_t(-1));
        blocks.count = 0;
        forEachPoint([&](int start) {
            const Color c = cells[size_t(start)];
            if (!isStone(c) || blocks.id[size_t(start)] >= 0)
                return;
            const auto b = std::int16_t(blocks.count++);
            const std::uint32_t g = visited.next();
            int liberties = 0;
            int head = 0;
            int tail = 0;
            queue[size_t(tail++)] = start;
            blocks.id[size_t(start)] = b;
            while (head < tail) {
                const int i = queue[size_t(head++)];
                for (int d : neighbours) {
                    const int n = i + d;
                    const Color nc = cells[size_t(n)];
                    if (nc == c) {
                        if (blocks.id[size_t(n)] < 0) {
                            blocks.id[size_t(n)] = b;
                            queue[size_t(tail++)] = n;
                        }
                    } else if (nc == Color::Empty && visited.add(n, g)) {
                        ++liberties;
                    }
                }
            }
            blocks.liberties[size_t(b)] = std::int16_t(liberties);
            blocks.first[size_t(b)] = start;
            blocks.region[size_t(b)] = -1;
        });
    }

    // --- Regions ----------------------------------------------------------------------------

    // Floods the empty regions of cells. With measure set, also stage 4 of the seed: the
    // boundary length, the shape and the eye count of each region, and the union of directly
    // related regions (blocks must be current for cells).
    template <bool Measure, class OnRegion>
    void findRegions(const std::array<Color, MaxCells>& cells, RegionTable& table, OnRegion&& onRegion)
    {
        std::fill_n(table.id.begin(), cellCount(), std::int16_t(-1));
        table.count = 0;
        forEachPoint([&](int start) {
            if (cells[size_t(start)] != Color::Empty || table.id[size_t(start)] >= 0)
                return;
            const auto r = std::int16_t(table.count++);
            const std::uint32_t g = visited.next();
            int blackWitness = -1;
            int whiteWitness = -1;
            int boundaryStones = 0;
            int edges = 0;
            int head = 0;
            int tail = 0;
            regionPoints[size_t(tail++)] = start;
            table.id[size_t(start)] = r;
            if constexpr (Measure)
                table.parent[size_t(r)] = r;
            while (head < tail) {
                const int i = regionPoints[size_t(head++)];
                for (int d : neighbours) {
                    const int n = i + d;
                    const Color nc = cells[size_t(n)];
                    if (nc == Color::Empty) {
                        if (table.id[size_t(n)] < 0) {
                            table.id[size_t(n)] = r;
                            regionPoints[size_t(tail++)] = n;
                        }
                        continue;
                    }
                    if (nc == Color::Wall) {
                        ++edges;  // seed: the board edge counts as if stones stood outside it
                        continue;
                    }
                    if (!visited.add(n, g))
                        continue;
                    ++boundaryStones;
                    (nc == Color::Black ? blackWitness : whiteWitness) = n;
                    if constexpr (Measure) {
                        // Seed: two regions are directly related if they share a boundary block.
                        int& other = blocks.region[size_t(blocks.id[size_t(n)])];
                        if (other < 0)
                            other = r;
                        else
                            unite(table, other, r);
                    }
                }
            }
            table.first[size_t(r)] = start;
            table.size[size_t(r)] = tail;
            table.blackWitness[size_t(r)] = blackWitness;
            table.whiteWitness[size_t(r)] = whiteWitness;
            // Controlled: every boundary stone has one colour (seed, "Definitions").
            table.color[size_t(r)] = blackWitness >= 0 && whiteWitness < 0   ? Color::Black
                                     : whiteWitness >= 0 && blackWitness < 0 ? Color::White
                                                                             : Color::Empty;
            if constexpr (Measure) {
                // Seed: boundary length = boundary stones + the grid points of the board edge
                // beside the region (a corner point counts for both of its edges).
                const int length = boundaryStones + edges;
                const RegionShape shape = classifyShape(table, r, tail, length);
                table.length[size_t(r)] = std::int16_t(length);
                table.shape[size_t(r)] = std::uint8_t(shape);
                table.halfEyes[size_t(r)] = std::uint8_t(halfEyesFor(length, shape));
            }
            onRegion(r, tail);
        });
    }

    // Square four: the 4 points of a 2x2 square. Curved four: 4 points in two rows (or columns)
    // of two, offset by one (the S/Z shape). Contains a square four: more points, a 2x2 among
    // them. Only the lengths where the seed's table looks at the shape need it.
    RegionShape classifyShape(const RegionTable& table, int r, int size, int length) const
    {
        if (size == 4) {
            int minX = width, maxX = -1, minY = height, maxY = -1;
            for (int k = 0; k < 4; ++k) {
                const Point p = point(regionPoints[size_t(k)]);
                minX = std::min(minX, p.x);
                maxX = std::max(maxX, p.x);
                minY = std::min(minY, p.y);
                maxY = std::max(maxY, p.y);
            }
            const int spanX = maxX - minX + 1;
            const int spanY = maxY - minY + 1;
            if (spanX == 2 && spanY == 2)
                return RegionShape::SquareFour;
            if (spanX * spanY == 6) {
                // Two lines of two along the long side: count the points on the first line.
                int onFirstLine = 0;
                for (int k = 0; k < 4; ++k) {
                    const Point p = point(regionPoints[size_t(k)]);
                    onFirstLine += spanX == 3 ? p.y == minY : p.x == minX;
                }
                if (onFirstLine == 2)
                    return RegionShape::CurvedFour;
            }
            return RegionShape::Other;
        }
        if (size > 4 && length == 9) {
            for (int k = 0; k < size; ++k) {
                const int i = regionPoints[size_t(k)];
                if (table.id[size_t(i + 1)] == r && table.id[size_t(i + stride)] == r
                    && table.id[size_t(i + stride + 1)] == r)
                    return RegionShape::ContainsSquareFour;
            }
        }
        return RegionShape::Other;
    }

    static int find(RegionTable& table, int r)
    {
        while (table.parent[size_t(r)] != r) {
            table.parent[size_t(r)] = table.parent[size_t(table.parent[size_t(r)])];
            r = table.parent[size_t(r)];
        }
        return r;
    }

    // The smaller id becomes the root, so an expansion is named by its first region.
    static void unite(RegionTable& table, int a, int b)
    {
        a = find(table, a);
        b = find(table, b);
        if (a == b)
            return;
        if (b < a)
            std::swap(a, b);
        table.parent[size_t(b)] = std::int16_t(a);
    }

    // --- Stage 3 helpers --------------------------------------------------------------------

    struct FalseIshTest {
        bool falseIsh = false;
        Color owner = Color::Empty;
        int occupied = 0;
        int opposingDiagonals = 0;
    };

    // Seed, "Filling False Eyes", false-ish point: empty; occupied neighbours at least 2 on the
    // edge (corner included), 3 elsewhere; opposing diagonals at least 1 on the edge, 2 elsewhere.
    // (The seed's garbled list read this way is the one the Tenuki cases bear out.)
    FalseIshTest falseIsh(const std::array<Color, MaxCells>& cells, int i) const
    {
        FalseIshTest t;
        int offBoard = 0;
        for (int d : neighbours) {
            const Color c = cells[size_t(i + d)];
            if (c == Color::Wall)
                ++offBoard;
            else if (c != Color::Empty) {
                ++t.occupied;
                t.owner = c;  // after the neutral fill all occupied neighbours share a colour
            }
        }
        if (t.occupied == 0)
            return t;
        const Color opposing = opponent(t.owner);
        for (int d : diagonals)
            t.opposingDiagonals += cells[size_t(i + d)] == opposing;
        const bool edge = offBoard > 0;
        t.falseIsh = t.occupied >= (edge ? 2 : 3) && t.opposingDiagonals >= (edge ? 1 : 2);
        return t;
    }

    // The block beside i with one liberty (necessarily i), or -1.
    int blockInAtari(const std::array<Color, MaxCells>& cells, int i) const
    {
        for (int d : neighbours) {
            const int n = i + d;
            if (isStone(cells[size_t(n)]) && blocks.liberties[size_t(blocks.id[size_t(n)])] == 1)
                return blocks.id[size_t(n)];
        }
        return -1;
    }
};

} // namespace detail

namespace {

using detail::ScorerWork;

// The scorer's pipeline, once with the trace recorder compiled out (Tracing = false: the batch
// and benchmark path) and once with it in.
template <bool Tracing>
class Pipeline {
public:
    Pipeline(ScorerWork& w, ScoreResult& result, const Position& position, Rules rules, EyeMethod eyes, Trace* trace)
        : w(w), m_result(result), m_position(position), m_rules(rules), m_eyes(eyes), m_trace(trace)
    {
    }

    void run()
    {
        w.setGeometry(m_position.board);
        removeDead();
        findBaseRegions();
        switch (m_rules) {
        case Rules::Japanese:
            runPhase(0, Scorer::CheckeredPhase, Tracing);
            if (w.neutralCount > 0)
                runPhase(1, 1 - Scorer::CheckeredPhase, false);
            composeRelaxed();
            break;
        case Rules::JapaneseStrict:
            composeStrict();
            break;
        case Rules::Chinese:
            composeArea();
            break;
        }
        tally();
    }

private:
    Step* add(Stage stage, StepKind kind)
    {
        if constexpr (Tracing)
            return &m_trace->add(stage, kind);
        return nullptr;
    }
    void addPoint(int i)
    {
        if constexpr (Tracing)
            m_trace->addPoint(w.point(i));
    }

    template <class F>
    void addPointsWhere(F&& predicate)
    {
        w.forEachPoint([&](int i) {
            if (predicate(i))
                addPoint(i);
        });
    }

    // Stage 1 (seed, "Assumptions"): the stones marked dead are not part of the board.
    void removeDead()
    {
        const Board& board = m_position.board;
        const int cellCount = board.cellCount();
        for (int i = 0; i < cellCount; ++i)
            w.base[size_t(i)] = board.at(i);
        w.forEachPoint([&](int i) {
            if (isStone(w.base[size_t(i)]) && m_position.dead.test(size_t(i)))
                w.base[size_t(i)] = Color::Empty;
        });
        if constexpr (Tracing) {
            // One step per dead block: connected dead stones of one colour.
            const std::uint32_t g = w.visited.next();
            w.forEachPoint([&](int start) {
                const Color c = board.at(start);
                if (!isStone(c) || !m_position.dead.test(size_t(start)) || w.visited.has(start, g))
                    return;
                Step* s = add(Stage::DeadRemoved, StepKind::RemoveDeadBlock);
                s->color = c;
                s->point = w.point(start);
                int head = 0;
                int tail = 0;
                w.queue[size_t(tail++)] = start;
                w.visited.set(start, g);
                while (head < tail) {
                    const int i = w.queue[size_t(head++)];
                    addPoint(i);
                    for (int d : w.neighbours) {
                        const int n = i + d;
                        if (board.at(n) == c && m_position.dead.test(size_t(n)) && w.visited.add(n, g)) {
                            w.queue[size_t(tail++)] = n;
                        }
                    }
                }
            });
        }
    }

    // Regions of the board without its dead stones: controlled or neutral (seed, "Definitions").
    void findBaseRegions()
    {
        w.neutralCount = 0;
        w.template findRegions<false>(w.base, w.baseRegions, [&](int r, int size) {
            if (w.baseRegions.color[size_t(r)] != Color::Empty)
                return;
            for (int k = 0; k < size; ++k)
                w.neutralPoints[size_t(w.neutralCount++)] = w.regionPoints[size_t(k)];
            if constexpr (Tracing) {
                Step* s = add(Stage::NeutralFill, StepKind::NeutralRegion);
                s->point = w.point(w.regionPoints[0]);
                s->values[0] = w.baseRegions.blackWitness[size_t(r)];
                s->values[1] = w.baseRegions.whiteWitness[size_t(r)];
                for (int k = 0; k < size; ++k)
                    addPoint(w.regionPoints[size_t(k)]);
            }
        });
    }

    // Stages 2-5 of the relaxed rule with one phase of the checkered fill.
    void runPhase(int slot, int phase, bool record)
    {
        PhaseRun& run = w.runs[slot];
        const int cellCount = m_position.board.cellCount();
        std::copy_n(w.base.begin(), cellCount, run.cells.begin());
        std::fill_n(run.fill.begin(), cellCount, Fill::None);

        // Stage 2 (seed, "Using a Checkered Pattern"): every neutral point is filled so that
        // neighbours differ: Black where x + y + phase is even.
        for (int k = 0; k < w.neutralCount; ++k) {
            const int i = w.neutralPoints[size_t(k)];
            const Point p = w.point(i);
            const Color c = ((p.x + p.y + phase) % 2 == 0) ? Color::Black : Color::White;
            run.cells[size_t(i)] = c;
            run.fill[size_t(i)] = Fill::Neutral;
            if (Tracing && record) {
                Step* s = add(Stage::NeutralFill, StepKind::FillNeutral);
                s->point = p;
                s->color = c;
                s->values[0] = (p.x + p.y) % 2;
                s->values[1] = phase;
            }
        }

        w.findBlocks(run.cells);
        fillFalseEyes(run, record);

        // Stage 4: regions of the filled board, their eye counts and expansions.
        w.template findRegions<true>(run.cells, run.regions, [](int, int) {});
        RegionTable& regions = run.regions;
        for (int r = 0; r < regions.count; ++r)
            regions.eyeSum[size_t(r)] = 0;
        for (int r = 0; r < regions.count; ++r)
            regions.eyeSum[size_t(ScorerWork::find(regions, r))] += std::int16_t(roundedUpEyes(regions.halfEyes[size_t(r)]));
        if (m_eyes == EyeMethod::LocalGame)
            applyLocalGameValues(run, phase, Tracing && record);

        if (Tracing && record)
            traceEyesAndVerdict(run);
    }

    // --eyes local-game (gnugo-eyes.md, "Local games"): an expansion is alive when its owner can
    // reach two eyes in the local games of its eye spaces; where the solver has no value (a space
    // too large for its budget) the boundary-length table's sum stands.
    void applyLocalGameValues(PhaseRun& run, int phase, bool record)
    {
        if (!w.eyeAnalyzer)
            w.eyeAnalyzer = std::make_unique<EyeAnalyzer>();
        EyeAnalyzer::Options options;
        options.checkeredPhase = phase;
        const EyeAnalysis& lens = w.eyeAnalyzer->analyze(m_position, options);
        RegionTable& regions = run.regions;
        for (int root = 0; root < regions.count; ++root) {
            if (ScorerWork::find(regions, root) != root)
                continue;
            w.expansionPoints.clear();
            w.forEachPoint([&](int i) {
                const int r = regions.id[size_t(i)];
                if (r >= 0 && ScorerWork::find(regions, r) == root)
                    w.expansionPoints.push_back(w.point(i));
            });
            const LocalGameVerdict verdict = lens.verdictFor(w.expansionPoints);
            const int tableSum = regions.eyeSum[size_t(root)];
            if (verdict == LocalGameVerdict::Alive)
                regions.eyeSum[size_t(root)] = std::int16_t(std::max(tableSum, 2));
            else if (verdict == LocalGameVerdict::Seki)
                regions.eyeSum[size_t(root)] = std::int16_t(std::min(tableSum, 1));
            if (Tracing && record) {
                Step* s = add(Stage::Eyes, StepKind::LocalGame);
                s->values[0] = root;
                s->values[1] = int(verdict);
                s->values[2] = tableSum;
                s->color = regions.color[size_t(root)];
                s->point = w.point(regions.first[size_t(root)]);
                for (Point p : w.expansionPoints)
                    m_trace->addPoint(p);
            }
        }
    }

    // Stage 3 (seed, "Filling False Eyes"): while some false-ish point is the last liberty of a
    // neighbouring block, fill it with that block's colour. Points are taken in row order, pass
    // after pass, until a pass fills nothing. Each fill removes an empty point, so this ends.
    // The order does not change the outcome: a fill at F never touches a block in atari at
    // another point G (F would be its liberty), and only adds occupied neighbours and opposing
    // diagonals elsewhere, so every point that qualifies keeps qualifying until it is filled.
    void fillFalseEyes(PhaseRun& run, bool record)
    {
        bool filled = true;
        while (filled) {
            filled = false;
            w.forEachPoint([&](int i) {
                if (run.cells[size_t(i)] != Color::Empty)
                    return;
                const auto test = w.falseIsh(run.cells, i);
                if (!test.falseIsh)
                    return;
                const int block = w.blockInAtari(run.cells, i);
                if (block < 0)
                    return;
                if (Tracing && record) {
                    Step* s = add(Stage::FalseEyeFill, StepKind::FillFalseEye);
                    s->point = w.point(i);
                    s->color = test.owner;
                    s->values[0] = test.occupied;
                    s->values[1] = test.opposingDiagonals;
                    w.forEachPoint([&](int j) {
                        if (w.blocks.id[size_t(j)] == block)
                            addPoint(j);
                    });
                }
                run.cells[size_t(i)] = test.owner;
                run.fill[size_t(i)] = Fill::FalseEye;
                w.findBlocks(run.cells);
                filled = true;
            });
        }
        if (Tracing && record) {
            // The false-ish points left empty: no block beside them is in atari (seed, points A, B).
            w.forEachPoint([&](int i) {
                if (run.cells[size_t(i)] != Color::Empty)
                    return;
                const auto test = w.falseIsh(run.cells, i);
                if (!test.falseIsh)
                    return;
                Step* s = add(Stage::FalseEyeFill, StepKind::FalseIsh);
                s->point = w.point(i);
                s->color = test.owner;
                s->values[0] = test.occupied;
                s->values[1] = test.opposingDiagonals;
                for (int d : w.diagonals)
                    if (run.cells[size_t(i + d)] == opponent(test.owner))
                        addPoint(i + d);
            });
        }
    }

    void traceEyesAndVerdict(PhaseRun& run)
    {
        RegionTable& regions = run.regions;
        for (int r = 0; r < regions.count; ++r) {
            Step* s = add(Stage::Eyes, StepKind::Region);
            s->values[0] = r;
            s->color = regions.color[size_t(r)];
            s->point = w.point(regions.first[size_t(r)]);
            addPointsWhere([&](int i) { return regions.id[size_t(i)] == r; });

            // The boundary length's parts, for the explanation (4 stones + 2 top + 2 left = 8).
            const std::uint32_t g = w.visited.next();
            int stones = 0, top = 0, bottom = 0, left = 0, right = 0;
            s = add(Stage::Eyes, StepKind::BoundaryLength);
            s->values[0] = r;
            s->color = regions.color[size_t(r)];
            s->point = w.point(regions.first[size_t(r)]);
            w.forEachPoint([&](int i) {
                if (regions.id[size_t(i)] != r)
                    return;
                top += run.cells[size_t(i - w.stride)] == Color::Wall;
                bottom += run.cells[size_t(i + w.stride)] == Color::Wall;
                left += run.cells[size_t(i - 1)] == Color::Wall;
                right += run.cells[size_t(i + 1)] == Color::Wall;
                for (int d : w.neighbours) {
                    const int n = i + d;
                    if (isStone(run.cells[size_t(n)]) && w.visited.add(n, g)) {
                        ++stones;
                        addPoint(n);
                    }
                }
            });
            s->values[1] = stones;
            s->values[2] = top;
            s->values[3] = bottom;
            s->values[4] = left;
            s->values[5] = right;
            s->values[6] = regions.length[size_t(r)];

            s = add(Stage::Eyes, StepKind::EyeCount);
            s->values[0] = r;
            s->values[1] = regions.shape[size_t(r)];
            s->values[2] = regions.halfEyes[size_t(r)];
            s->values[3] = regions.length[size_t(r)];
            s->color = regions.color[size_t(r)];
            s->point = w.point(regions.first[size_t(r)]);
        }
        for (int root = 0; root < regions.count; ++root) {
            if (ScorerWork::find(regions, root) != root)
                continue;
            Step* s = add(Stage::Eyes, StepKind::Expansion);
            s->values[0] = root;
            s->values[1] = regions.eyeSum[size_t(root)];
            s->color = regions.color[size_t(root)];
            s->point = w.point(regions.first[size_t(root)]);
            int members = 0;
            for (int r = root; r < regions.count; ++r) {
                if (ScorerWork::find(regions, r) == root) {
                    m_trace->addNumber(r);
                    ++members;
                }
            }
            s->values[2] = members;
            addPointsWhere([&](int i) {
                const int r = regions.id[size_t(i)];
                return r >= 0 && ScorerWork::find(regions, r) == root;
            });
        }
        // Stage 5 (seed, "Main Seki Detection"): an expansion whose eyes sum to less than 2 is
        // in seki and none of its regions score.
        for (int root = 0; root < regions.count; ++root) {
            if (ScorerWork::find(regions, root) != root)
                continue;
            const bool seki = regions.eyeSum[size_t(root)] < 2;
            Step* s = add(Stage::Verdict, seki ? StepKind::Seki : StepKind::Territory);
            s->values[0] = root;
            s->values[1] = regions.eyeSum[size_t(root)];
            s->color = regions.color[size_t(root)];
            s->point = w.point(regions.first[size_t(root)]);
            for (int r = root; r < regions.count; ++r)
                if (ScorerWork::find(regions, r) == root)
                    m_trace->addNumber(r);
            addPointsWhere([&](int i) {
                const int r = regions.id[size_t(i)];
                return r >= 0 && ScorerWork::find(regions, r) == root;
            });
        }
    }

    void resetResult()
    {
        const Board& board = m_position.board;
        m_result.width = board.width();
        m_result.height = board.height();
        m_result.rules = m_rules;
        m_result.eyes = m_eyes;
        m_result.unresolved = false;
        std::fill_n(m_result.points.begin(), board.cellCount(), PointResult{});
    }

    // The verdict of a point that is not a live stone, from one run of the relaxed rule.
    PointResult relaxedVerdict(PhaseRun& run, int i)
    {
        PointResult p;
        switch (run.fill[size_t(i)]) {
        case Fill::Neutral:
            p.status = PointStatus::Dame;
            return p;
        case Fill::FalseEye:
            p.status = PointStatus::FalseEye;
            p.owner = run.cells[size_t(i)];
            return p;
        case Fill::None:
            break;
        }
        RegionTable& regions = run.regions;
        const int r = regions.id[size_t(i)];
        const int root = ScorerWork::find(regions, r);
        p.owner = regions.color[size_t(r)];
        if (regions.eyeSum[size_t(root)] >= 2) {
            p.status = PointStatus::Territory;
        } else {
            p.status = PointStatus::SekiEye;
            p.sekiGroup = std::int16_t(root);
        }
        return p;
    }

    // A stone still standing after stage 1 is itself; every other point gets a verdict.
    bool markLiveStone(int i, PointResult& p) const
    {
        const Color c = m_position.board.at(i);
        if (!isStone(c) || w.base[size_t(i)] != c)
            return false;
        p.owner = c;
        p.status = PointStatus::Stone;
        return true;
    }

    void composeRelaxed()
    {
        resetResult();
        const Board& board = m_position.board;
        const bool compare = w.neutralCount > 0;
        w.forEachPoint([&](int i) {
            PointResult& p = m_result.points[size_t(i)];
            const Color c = board.at(i);
            if (markLiveStone(i, p))
                return;
            // Both phases decide together (phaseagreement.h): taken from its owner only when both agree.
            p = compare ? agreedVerdict(relaxedVerdict(w.runs[0], i), relaxedVerdict(w.runs[1], i))
                        : relaxedVerdict(w.runs[0], i);
            p.dead = isStone(c);
            if (p.unresolved)
                m_result.unresolved = true;
        });
        if (Tracing && m_result.unresolved) {
            add(Stage::Verdict, StepKind::Unresolved);
            addPointsWhere([&](int i) { return m_result.points[size_t(i)].unresolved; });
        }
    }

    // Area (Chinese): every controlled region of the board without its dead stones is area,
    // eyes in seki included; neutral points are dame.
    void composeArea()
    {
        resetResult();
        const Board& board = m_position.board;
        RegionTable& regions = w.baseRegions;
        w.forEachPoint([&](int i) {
            PointResult& p = m_result.points[size_t(i)];
            const Color c = board.at(i);
            if (markLiveStone(i, p))
                return;
            p.dead = isStone(c);
            p.owner = regions.color[size_t(regions.id[size_t(i)])];
            p.status = p.owner == Color::Empty ? PointStatus::Dame : PointStatus::Territory;
        });
        if constexpr (Tracing) {
            for (int r = 0; r < regions.count; ++r) {
                if (regions.color[size_t(r)] == Color::Empty)
                    continue;
                Step* s = add(Stage::Verdict, StepKind::Territory);
                s->values[0] = -1;
                s->color = regions.color[size_t(r)];
                s->point = w.point(regions.first[size_t(r)]);
                addPointsWhere([&](int i) { return regions.id[size_t(i)] == r; });
            }
        }
    }

    // Seed, "A Strict Rule" (1989): stones that touch dame are in seki, and the eye points they
    // surround are not territory.
    void composeStrict()
    {
        resetResult();
        const Board& board = m_position.board;
        RegionTable& regions = w.baseRegions;
        fillDameForTheCount();
        w.findBlocks(w.base);
        BlockTable& blocks = w.blocks;
        // blocks.region doubles as "in seki" here: the dame region the block touches, or -1.
        for (int r = 0; r < regions.count; ++r)
            regions.parent[size_t(r)] = std::int16_t(r);
        w.forEachPoint([&](int i) {
            const int r = regions.id[size_t(i)];
            if (r < 0 || regions.color[size_t(r)] != Color::Empty)
                return;
            for (int d : w.neighbours) {
                const int n = i + d;
                if (!isStone(w.base[size_t(n)]))
                    continue;
                int& dame = blocks.region[size_t(blocks.id[size_t(n)])];
                if (dame < 0)
                    dame = r;
                else
                    ScorerWork::unite(regions, dame, r);
            }
        });
        // A controlled region bounded by a block in seki does not score; it joins that seki.
        std::fill_n(regions.strictSeki.begin(), regions.count, false);
        w.forEachPoint([&](int i) {
            const int r = regions.id[size_t(i)];
            if (r < 0 || regions.color[size_t(r)] == Color::Empty)
                return;
            for (int d : w.neighbours) {
                const int n = i + d;
                if (!isStone(w.base[size_t(n)]))
                    continue;
                const int dame = blocks.region[size_t(blocks.id[size_t(n)])];
                if (dame >= 0) {
                    regions.strictSeki[size_t(r)] = true;
                    ScorerWork::unite(regions, dame, r);
                }
            }
        });
        w.forEachPoint([&](int i) {
            PointResult& p = m_result.points[size_t(i)];
            const Color c = board.at(i);
            if (markLiveStone(i, p)) {
                const int dame = blocks.region[size_t(blocks.id[size_t(i)])];
                if (dame >= 0)
                    p.sekiGroup = std::int16_t(ScorerWork::find(regions, dame));
                return;
            }
            p.dead = isStone(c);
            if (w.dameFill[size_t(i)] != DameFill::None) {
                // Filled before the count: a dame is no one's; a connection is not territory.
                const bool connection = w.dameFill[size_t(i)] == DameFill::Connection;
                p.status = connection ? PointStatus::FalseEye : PointStatus::Dame;
                p.owner = connection ? w.base[size_t(i)] : Color::Empty;
                return;
            }
            const int r = regions.id[size_t(i)];
            p.owner = regions.color[size_t(r)];
            if (p.owner == Color::Empty) {
                p.status = PointStatus::Dame;
            } else if (regions.strictSeki[size_t(r)]) {
                p.status = PointStatus::SekiEye;
                p.sekiGroup = std::int16_t(ScorerWork::find(regions, r));
            } else {
                p.status = PointStatus::Territory;
            }
        });
        if constexpr (Tracing) {
            for (int r = 0; r < regions.count; ++r) {
                if (regions.color[size_t(r)] != Color::Empty)
                    continue;
                Step* s = add(Stage::Verdict, StepKind::StrictDame);
                s->point = w.point(regions.first[size_t(r)]);
                addPointsWhere([&](int i) { return regions.id[size_t(i)] == r; });
                for (int b = 0; b < blocks.count; ++b)
                    if (blocks.region[size_t(b)] >= 0
                        && ScorerWork::find(regions, blocks.region[size_t(b)]) == ScorerWork::find(regions, r)
                        && touches(blocks, b, r))
                        m_trace->addNumber(blocks.first[size_t(b)]);
            }
            for (int r = 0; r < regions.count; ++r) {
                if (regions.color[size_t(r)] == Color::Empty)
                    continue;
                Step* s = add(Stage::Verdict, regions.strictSeki[size_t(r)] ? StepKind::StrictSeki : StepKind::Territory);
                s->color = regions.color[size_t(r)];
                s->point = w.point(regions.first[size_t(r)]);
                s->values[0] = regions.strictSeki[size_t(r)] ? sekiStoneOf(blocks, r) : -1;
                addPointsWhere([&](int i) { return regions.id[size_t(i)] == r; });
            }
        }
    }

    // Article 9 of the 1989 rules ends the game after the dame are played out: fill them as such
    // an ending does (damefill.h), so that only a dame neither player can fill puts stones in seki.
    void fillDameForTheCount()
    {
        std::fill_n(w.neutralMask.begin(), m_position.board.cellCount(), false);
        w.forEachPoint([&](int i) {
            const int r = w.baseRegions.id[size_t(i)];
            w.neutralMask[size_t(i)] = r >= 0 && w.baseRegions.color[size_t(r)] == Color::Empty;
        });
        w.dameFiller.fill(w, w.base, w.neutralMask, w.dameFill);
        w.template findRegions<false>(w.base, w.baseRegions, [](int, int) {});
    }

    // Whether block b has a stone next to region r of the base board.
    bool touches(const BlockTable& blocks, int b, int r)
    {
        bool found = false;
        w.forEachPoint([&](int i) {
            if (found || blocks.id[size_t(i)] != b)
                return;
            for (int d : w.neighbours)
                if (w.baseRegions.id[size_t(i + d)] == r)
                    found = true;
        });
        return found;
    }

    // A stone in seki on the boundary of region r (for the strict rule's explanation).
    int sekiStoneOf(const BlockTable& blocks, int r)
    {
        int stone = -1;
        w.forEachPoint([&](int i) {
            if (stone >= 0 || w.baseRegions.id[size_t(i)] != r)
                return;
            for (int d : w.neighbours) {
                const int n = i + d;
                if (isStone(w.base[size_t(n)]) && blocks.region[size_t(blocks.id[size_t(n)])] >= 0)
                    stone = n;
            }
        });
        return stone;
    }

    // Stage 6: territory, prisoners (captures in play and dead stones), stones, komi.
    void tally()
    {
        SideScore& black = m_result.black;
        SideScore& white = m_result.white;
        black = SideScore{};
        white = SideScore{};
        const Board& board = m_position.board;
        w.forEachPoint([&](int i) {
            const PointResult& p = m_result.points[size_t(i)];
            if (p.status == PointStatus::Territory)
                ++(p.owner == Color::Black ? black.territory : white.territory);
            else if (p.status == PointStatus::Stone)
                ++(p.owner == Color::Black ? black.stones : white.stones);
            // 1989 rules, Article 10-1: only the dead stones in a player's territory are removed as
            // prisoners; one left in a seki's eye, or on a dame, stays on the board.
            const bool prisoner = m_rules != Rules::JapaneseStrict || p.status == PointStatus::Territory
                || p.status == PointStatus::FalseEye;
            if (p.dead && prisoner)
                ++(board.at(i) == Color::White ? black.deadStones : white.deadStones);
        });
        black.captures = m_position.capturedByBlack;
        white.captures = m_position.capturedByWhite;
        white.komi = m_position.komi;
        if (m_rules == Rules::Chinese) {
            white.handicap = areaHandicapCompensation(m_position.handicap, m_position.handicapCompensation);
            black.total = black.stones + black.territory;
            white.total = white.stones + white.territory + white.komi + white.handicap;
        } else {
            black.total = black.territory + black.captures + black.deadStones;
            white.total = white.territory + white.captures + white.deadStones + white.komi;
        }
        if constexpr (Tracing) {
            Step* s = add(Stage::Verdict, StepKind::Tally);
            s->values = {black.territory, black.captures + black.deadStones, black.stones,
                         white.territory, white.captures + white.deadStones, white.stones, 0, 0};
        }
    }

    ScorerWork& w;
    ScoreResult& m_result;
    const Position& m_position;
    Rules m_rules;
    EyeMethod m_eyes;
    Trace* m_trace;
};

} // namespace

Scorer::Scorer() : m_work(std::make_unique<detail::ScorerWork>()) { }
Scorer::~Scorer() = default;

const ScoreResult& Scorer::score(const Position& position, Rules rules)
{
    Pipeline<false>(*m_work, m_result, position, rules, m_eyeMethod, nullptr).run();
    return m_result;
}

const ScoreResult& Scorer::score(const Position& position, Rules rules, Trace& trace)
{
    trace.clear();
    Pipeline<true>(*m_work, m_result, position, rules, m_eyeMethod, &trace).run();
    return m_result;
}

std::optional<Rules> parseRules(std::string_view name)
{
    if (name == "japanese" || name == "territory")
        return Rules::Japanese;
    if (name == "japanese-strict")
        return Rules::JapaneseStrict;
    if (name == "chinese" || name == "area")
        return Rules::Chinese;
    return std::nullopt;
}

std::optional<EyeMethod> parseEyeMethod(std::string_view name)
{
    if (name == "boundary")
        return EyeMethod::Boundary;
    if (name == "local-game")
        return EyeMethod::LocalGame;
    return std::nullopt;
}

std::string_view eyeMethodName(EyeMethod method)
{
    return method == EyeMethod::LocalGame ? "local-game" : "boundary";
}

std::string_view rulesName(Rules rules)
{
    switch (rules) {
    case Rules::Japanese:
        return "japanese";
    case Rules::JapaneseStrict:
        return "japanese-strict";
    case Rules::Chinese:
        return "chinese";
    }
    return "japanese";
}

} // namespace seki
