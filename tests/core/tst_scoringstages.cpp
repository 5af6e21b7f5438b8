// Each stage of core/scoring/stages on its own, over a working board prepared only as far as
// that stage needs: SCORING.md's rule of the stage, checked on a position built for it.

#include "scoring/scorer.h"
#include "scoring/stages/arearule.h"
#include "scoring/stages/deadremoval.h"
#include "scoring/stages/expansion.h"
#include "scoring/stages/eyecount.h"
#include "scoring/stages/falseeyefill.h"
#include "scoring/stages/neutralfill.h"
#include "scoring/stages/pointverdicts.h"
#include "scoring/stages/sekiverdict.h"
#include "scoring/stages/strictrule.h"
#include "scoring/stages/tally.h"
#include "scoring/tables/workboard.h"
#include "scoring/tracesink.h"
#include "scoring/tracereader.h"
#include "testsupport.h"

#include <QtTest>

#include <algorithm>
#include <map>
#include <memory>
#include <random>
#include <set>
#include <vector>

using namespace seki;
using seki::test::cornerSekiPosition;
using seki::test::positionFromRows;

namespace {

// A working board after stage 1 and the base regions, as the pipeline leaves it before stage 2
// under the relaxed rule: with the base's blocks found in the same pass (baseBlocks), or without
// (findFilledBlocks then labels them itself).
std::unique_ptr<WorkBoard> prepared(const Position& position, bool baseBlocks = true)
{
    auto w = std::make_unique<WorkBoard>();
    w->setGeometry(position.board);
    NoTrace sink;
    removeDeadStones(*w, position, sink);
    findNeutralRegions(*w, sink, false, baseBlocks);
    return w;
}

// Stages 2-4 and the expansion for one phase, untraced.
PhaseRun& filledAndCounted(WorkBoard& w, int phase)
{
    PhaseRun& run = w.runs[phase];
    run.phase = phase;
    NoTrace sink;
    fillNeutralPoints(w, run, sink);
    fillFalseEyes(w, run, sink);
    countEyes(w, run);
    expandRegions(w, run);
    return run;
}

int regionAt(const WorkBoard& w, const PhaseRun& run, Point p)
{
    return run.regionId[w.index(p)];
}

// The board of the false-eye fill tests: the white group's eyes at (2,0) and (4,0) are false,
// the one at (0,0) is true.
Position falseEyesBesideWhite()
{
    return positionFromRows({
        ". O . O . O . X X",
        "O O O X O O O O X",
        "X X X X X X X X X",
        ". . . . . . . . .",
    });
}

} // namespace

class TestScoringStages : public QObject {
    Q_OBJECT

private slots:
    void deadStonesLeaveTheBoard();
    void neutralRegionsAreTheOnesTouchingBothColours();
    void checkeredFillAlternates();
    void falseEyeFilledWhenItsBlockIsInAtari();
    void falseEyeFillsFollowThePassesAndKeepBlocksCurrent();
    void filledBoardBlocksAreTheBaseJoinedThroughTheFills();
    void falseIshStepsAreEveryFalseIshPointLeftEmpty();
    void boundaryStepsListEachStoneFromItsFirstPoint();
    void boundaryLengthHasItsParts();
    void eyeTableShapes();
    void expansionJoinsRegionsSharingABlock();
    void expansionStepsNameTheirRegions();
    void verdictStepsShowTheirExpansion();
    void expansionWithOneEyeIsSekiWithTwoIsNot();
    void relaxedVerdictMarksSekiEyes();
    void strictRuleCountsNoEyeBesideDame();
    void areaRuleCountsSekiEyes();
    void tallyAddsPrisoners();
};

// SCORING.md, "What the scorer is given": the marked stones are off the working board, one traced
// step per block.
void TestScoringStages::deadStonesLeaveTheBoard()
{
    const Position position = positionFromRows({
        "x x . O",
        ". . . O",
        "O O O O",
    });
    auto w = std::make_unique<WorkBoard>();
    w->setGeometry(position.board);
    Trace trace;
    TraceRecorder sink(trace);
    removeDeadStones(*w, position, sink);
    QCOMPARE(w->base[size_t(w->index({0, 0}))], Color::Empty);
    QCOMPARE(w->base[size_t(w->index({1, 0}))], Color::Empty);
    QCOMPARE(w->base[size_t(w->index({3, 0}))], Color::White);
    QCOMPARE(trace.steps().size(), size_t(1));
    QCOMPARE(trace.steps()[0].kind, StepKind::RemoveDeadBlock);
    QCOMPARE(trace.points(trace.steps()[0]).size(), size_t(2));
}

// SCORING.md, "Definitions": a region is neutral when its boundary stones have both colours.
void TestScoringStages::neutralRegionsAreTheOnesTouchingBothColours()
{
    auto w = prepared(cornerSekiPosition());
    // The corner seki's one shared point (1,1) is its only neutral point.
    QCOMPARE(w->neutralCount, 1);
    QCOMPARE(w->point(w->neutralPoints[0]), (Point{1, 1}));
    QCOMPARE(w->baseRegions.color[size_t(w->baseRegions.id[size_t(w->index({0, 0}))])], Color::Black);
}

// SCORING.md, stage 2: neighbours differ, and the phase swaps the colours.
void TestScoringStages::checkeredFillAlternates()
{
    QCOMPARE(checkeredColor({0, 0}, 0), Color::Black);
    QCOMPARE(checkeredColor({1, 0}, 0), Color::White);
    QCOMPARE(checkeredColor({1, 1}, 0), Color::Black);
    QCOMPARE(checkeredColor({0, 0}, 1), Color::White);
    const Position position = positionFromRows({
        "X . . O",
        "X . . O",
    });
    auto w = prepared(position);
    QCOMPARE(w->neutralCount, 4);
    for (int phase : {0, 1}) {
        PhaseRun& run = w->runs[phase];
        run.phase = phase;
        NoTrace sink;
        fillNeutralPoints(*w, run, sink);
        for (Point p : {Point{1, 0}, Point{2, 0}, Point{1, 1}, Point{2, 1}}) {
            QCOMPARE(run.cells[size_t(w->index(p))], checkeredColor(p, phase));
            QCOMPARE(run.fill[size_t(w->index(p))], Fill::Neutral);
        }
        QCOMPARE(run.cells[size_t(w->index({0, 0}))], Color::Black);
    }
}

// SCORING.md, stage 3: with the right eye gone, B is the last liberty of a white block
// and is filled; then A is.
void TestScoringStages::falseEyeFilledWhenItsBlockIsInAtari()
{
    const Position position = falseEyesBesideWhite();
    auto w = prepared(position);
    PhaseRun& run = w->runs[0];
    NoTrace sink;
    fillNeutralPoints(*w, run, sink);
    const FalseIshTest a = falseIsh(*w, run.cells, w->index({2, 0}));
    QVERIFY(a.falseIsh);
    QCOMPARE(a.owner, Color::White);
    QCOMPARE(a.occupied, 3);
    QCOMPARE(a.opposingDiagonals, 1);
    fillFalseEyes(*w, run, sink);
    QCOMPARE(run.fill[size_t(w->index({2, 0}))], Fill::FalseEye);
    QCOMPARE(run.fill[size_t(w->index({4, 0}))], Fill::FalseEye);
    QCOMPARE(run.cells[size_t(w->index({4, 0}))], Color::White);
    QCOMPARE(run.fill[size_t(w->index({0, 0}))], Fill::None); // the true eye stays empty
}

// SCORING.md, stage 3: B is filled first, in the first pass; A only becomes the last
// liberty of a block when B is filled, so it is filled in the next pass although it comes first
// in row order. The blocks left behind are the ones a fresh search finds, liberties included.
void TestScoringStages::falseEyeFillsFollowThePassesAndKeepBlocksCurrent()
{
    const Position position = falseEyesBesideWhite();
    auto w = prepared(position);
    PhaseRun& run = w->runs[0];
    Trace trace;
    TraceRecorder sink(trace);
    fillNeutralPoints(*w, run, sink);
    fillFalseEyes(*w, run, sink);
    std::vector<Point> fills;
    std::vector<size_t> blockSizes;
    for (const Step& step : trace.steps()) {
        if (step.kind == StepKind::FillFalseEye) {
            fills.push_back(step.point);
            blockSizes.push_back(trace.points(step).size());
        }
    }
    QCOMPARE(fills.size(), size_t(2));
    QCOMPARE(fills[0], (Point{4, 0}));
    QCOMPARE(fills[1], (Point{2, 0}));
    QCOMPARE(blockSizes[0], size_t(5)); // the five white stones right of B, in atari at B
    QCOMPARE(blockSizes[1], size_t(7)); // then those joined through B with the stone between A and B

    auto fresh = std::make_unique<BlockTable>();
    findBlocks(*w, run.cells, *fresh);
    w->forEachPoint([&](int i) {
        if (!isStone(run.cells[size_t(i)]))
            return;
        const int mine = w->blocks.id[size_t(i)];
        const int theirs = fresh->id[size_t(i)];
        QCOMPARE(w->blocks.liberties[size_t(mine)], fresh->liberties[size_t(theirs)]);
        w->forEachPoint([&](int j) {
            if (isStone(run.cells[size_t(j)]))
                QCOMPARE(w->blocks.id[size_t(j)] == mine, fresh->id[size_t(j)] == theirs);
        });
    });
}

// Stage 3 starts from the blocks of the filled board, which findFilledBlocks joins from the
// base's through the neutral fills: on seeded random positions, in both phases, the same blocks,
// liberties (the one liberty of a block in atari too) and empty points as labelling the filled
// board afresh; an id no stone names has no liberties. The base's blocks are found either with
// its regions, in the stages' one pass over the base, or on their own; that pass's regions are
// floodRegions's.
void TestScoringStages::filledBoardBlocksAreTheBaseJoinedThroughTheFills()
{
    std::mt19937 random(2611);
    std::uniform_int_distribution<int> side(2, 19);
    auto fresh = std::make_unique<BlockTable>();
    auto flooded = std::make_unique<RegionTable>();
    int aloneFills = 0; // runs where a fill stands alone
    for (int n = 0; n < 3000; ++n) {
        const Position position = test::randomPositionOfSize(random, side(random), side(random));
        auto w = prepared(position, n % 2 == 0);
        floodRegions(*w, w->base, *flooded, w->regionPoints, [](int, int) {});
        const RegionTable& regions = w->baseRegions;
        QCOMPARE(regions.count, flooded->count);
        w->forEachPoint([&](int i) { QCOMPARE(regions.id[size_t(i)], flooded->id[size_t(i)]); });
        for (int r = 0; r < regions.count; ++r) {
            QCOMPARE(regions.color[size_t(r)], flooded->color[size_t(r)]);
            QCOMPARE(regions.first[size_t(r)], flooded->first[size_t(r)]);
            QCOMPARE(regions.size[size_t(r)], flooded->size[size_t(r)]);
            QCOMPARE(regions.blackWitness[size_t(r)], flooded->blackWitness[size_t(r)]);
            QCOMPARE(regions.whiteWitness[size_t(r)], flooded->whiteWitness[size_t(r)]);
            QCOMPARE(regions.length(r), flooded->length(r));
            QCOMPARE(regions.boundary[size_t(r)].stones, flooded->boundary[size_t(r)].stones);
        }
        for (int phase : {0, 1}) {
            PhaseRun& run = w->runs[phase];
            run.phase = phase;
            NoTrace sink;
            fillNeutralPoints(*w, run, sink);
            findFilledBlocks(*w, run);
            findBlocks(*w, run.cells, *fresh);
            const BlockTable& mine = w->blocks;
            std::vector<int> toFresh(size_t(mine.count), -1);
            std::vector<int> toMine(size_t(fresh->count), -1);
            std::vector<bool> named(size_t(mine.count), false);
            w->forEachPoint([&](int i) {
                QCOMPARE(mine.id[size_t(i)] >= 0, isStone(run.cells[size_t(i)]));
                if (!isStone(run.cells[size_t(i)]))
                    return;
                const int a = mine.id[size_t(i)];
                const int b = fresh->id[size_t(i)];
                named[size_t(a)] = true;
                if (toFresh[size_t(a)] < 0 && toMine[size_t(b)] < 0) {
                    toFresh[size_t(a)] = b;
                    toMine[size_t(b)] = a;
                }
                QCOMPARE(toFresh[size_t(a)], b); // one block on both sides
                QCOMPARE(toMine[size_t(b)], a);
                QCOMPARE(mine.liberties[size_t(a)], fresh->liberties[size_t(b)]);
                if (mine.liberties[size_t(a)] == 1)
                    QCOMPARE(mine.liberty[size_t(a)], fresh->liberty[size_t(b)]);
            });
            for (int a = 0; a < mine.count; ++a) {
                if (!named[size_t(a)])
                    QCOMPARE(mine.liberties[size_t(a)], std::int8_t(0));
            }
            for (int y = 0; y < w->height + 2; ++y)
                QCOMPARE(mine.rows.empty[size_t(y)], fresh->rows.empty[size_t(y)]);
            aloneFills += mine.count != w->baseBlocks.count;
        }
    }
    QVERIFY(aloneFills > 100); // neutral points were filled, some as blocks of their own
}

// Stage 3's FalseIsh steps (the traced stage reads most of each point's test off the base, once
// per position): on seeded random positions, in both phases, one step per point left empty on the
// filled board that falseIsh finds false-ish, in row order, with falseIsh's owner, counts and
// opposing diagonals.
void TestScoringStages::falseIshStepsAreEveryFalseIshPointLeftEmpty()
{
    std::mt19937 random(2627);
    std::uniform_int_distribution<int> side(2, 19);
    auto trace = std::make_unique<Trace>();
    int baseSteps = 0;   // on a board where stage 3 filled no false eye
    int filledBoards = 0; // runs where stage 3 filled a false eye
    for (int n = 0; n < 10000; ++n) {
        const Position position = test::randomPositionOfSize(random, side(random), side(random));
        auto w = prepared(position);
        for (int phase : {0, 1}) {
            PhaseRun& run = w->runs[phase];
            run.phase = phase;
            trace->clear();
            TraceRecorder sink(*trace);
            fillNeutralPoints(*w, run, sink);
            fillFalseEyes(*w, run, sink);
            filledBoards += run.filledFalseEye;
            std::vector<const Step*> falseIshSteps;
            for (const Step& s : trace->steps()) {
                if (s.kind == StepKind::FalseIsh)
                    falseIshSteps.push_back(&s);
            }
            std::vector<int> expected; // every false-ish point left empty, in row order
            w->forEachPoint([&](int i) {
                if (run.cells[size_t(i)] == Color::Empty && falseIsh(*w, run.cells, i).falseIsh)
                    expected.push_back(i);
            });
            QCOMPARE(falseIshSteps.size(), expected.size());
            for (size_t k = 0; k < expected.size(); ++k) {
                const int i = expected[k];
                const FalseIshTest test = falseIsh(*w, run.cells, i);
                const Step& s = *falseIshSteps[k];
                QCOMPARE(s.point, w->point(i));
                QCOMPARE(s.color, test.owner);
                QCOMPARE(s.falseEye().occupied, test.occupied);
                QCOMPARE(s.falseEye().opposingDiagonals, test.opposingDiagonals);
                QCOMPARE(int(trace->points(s).size()), test.opposingDiagonals);
            }
            const int next = int(expected.size());
            baseSteps += run.filledFalseEye ? 0 : int(next);
        }
    }
    QVERIFY(baseSteps > 500);
    QVERIFY(filledBoards > 100);
}

// Stage 4's BoundaryLength step lists the region's boundary stones, each once, in the order met
// walking the region's points in its Region step's order and each point's neighbours left,
// right, up, down (the flood's order, or row order where a phase lists them itself): on
// seeded random positions, every such step of a traced scoring (both phases) against that walk
// over its Region step's points (a region's neighbours on the board that are not its points are
// its boundary stones).
void TestScoringStages::boundaryStepsListEachStoneFromItsFirstPoint()
{
    std::mt19937 random(2633);
    std::uniform_int_distribution<int> side(2, 19);
    Scorer scorer;
    Trace trace;
    int steps = 0;
    for (int n = 0; n < 3000; ++n) {
        const Position position = test::randomPositionOfSize(random, side(random), side(random));
        const Board& board = position.board;
        scorer.score(position, Rules::Japanese, trace);
        const std::vector<Step>& all = trace.steps();
        for (size_t k = 1; k < all.size(); ++k) {
            if (all[k].kind != StepKind::BoundaryLength)
                continue;
            QCOMPARE(all[k - 1].kind, StepKind::Region);
            const std::span<const Point> points = trace.points(all[k - 1]);
            const auto inRegion = [&](Point q) { return std::find(points.begin(), points.end(), q) != points.end(); };
            std::vector<Point> expected;
            for (Point p : points) {
                for (Point q : {Point{p.x - 1, p.y}, Point{p.x + 1, p.y}, Point{p.x, p.y - 1}, Point{p.x, p.y + 1}}) {
                    if (board.contains(q) && !inRegion(q) && std::find(expected.begin(), expected.end(), q) == expected.end())
                        expected.push_back(q);
                }
            }
            const std::span<const Point> listed = trace.points(all[k]);
            QCOMPARE(std::vector<Point>(listed.begin(), listed.end()), expected);
            QCOMPARE(int(expected.size()), all[k].boundaryLength().parts.stones);
            ++steps;
        }
    }
    QVERIFY(steps > 5000);
}

// SCORING.md, "Definitions": the top-left 2x2 region has 4 boundary stones, 2 top and 2 left edge
// points: length 8, a square four.
void TestScoringStages::boundaryLengthHasItsParts()
{
    const Position position = positionFromRows({
        ". . O X",
        ". . O X",
        "O O O X",
        "X X X X",
    });
    auto w = prepared(position);
    PhaseRun& run = filledAndCounted(*w, 0);
    const int r = regionAt(*w, run, {0, 0});
    const BoundaryParts& parts = run.regions.boundary[size_t(r)];
    QCOMPARE(int(parts.stones), 4);
    QCOMPARE(int(parts.top), 2);
    QCOMPARE(int(parts.left), 2);
    QCOMPARE(int(parts.bottom), 0);
    QCOMPARE(int(parts.right), 0);
    QCOMPARE(run.regions.length(r), 8);
    QCOMPARE(RegionShape(run.regions.shape[size_t(r)]), RegionShape::SquareFour);
    QCOMPARE(int(run.regions.halfEyes[size_t(r)]), 2);
}

// SCORING.md, stage 4: the table, times two.
void TestScoringStages::eyeTableShapes()
{
    QCOMPARE(halfEyesFor(4, RegionShape::Other), 2);
    QCOMPARE(halfEyesFor(7, RegionShape::Other), 3);
    QCOMPARE(halfEyesFor(8, RegionShape::SquareFour), 2);
    QCOMPARE(halfEyesFor(8, RegionShape::CurvedFour), 4);
    QCOMPARE(halfEyesFor(8, RegionShape::Other), 3);
    QCOMPARE(halfEyesFor(9, RegionShape::ContainsSquareFour), 3);
    QCOMPARE(halfEyesFor(9, RegionShape::Other), 4);
    QCOMPARE(halfEyesFor(12, RegionShape::Other), 4);
    QCOMPARE(roundedUpEyes(3), 2);
    QCOMPARE(roundedUpEyes(2), 1);
}

// SCORING.md, "Definitions": regions sharing a boundary block are one expansion, named by its first
// region, whose eye sum adds the rounded-up counts; a region beyond other blocks stays apart.
void TestScoringStages::expansionJoinsRegionsSharingABlock()
{
    const Position position = positionFromRows({
        ". O . O X . X",
        "O O O O X X X",
        "X X X X X X X",
    });
    auto w = prepared(position);
    PhaseRun& run = filledAndCounted(*w, 0);
    const int a = regionAt(*w, run, {0, 0});
    const int b = regionAt(*w, run, {2, 0});
    const int c = regionAt(*w, run, {5, 0});
    QCOMPARE(run.regions.find(b), run.regions.find(a));
    QCOMPARE(run.regions.find(a), std::min(a, b));
    QVERIFY(run.regions.find(c) != run.regions.find(a));
    QCOMPARE(int(run.regions.eyeSum[size_t(run.regions.find(a))]), 2);
    QCOMPARE(int(run.regions.eyeSum[size_t(run.regions.find(c))]), 1);
}

namespace {

// Scores 2,000 random positions (sides 2 to 19, drawn from `seed`) under the relaxed rule with
// the trace on, and calls check(trace, phase) for each phase's reading of each (its steps and the
// shared ones, Trace::inPhase; the other phase where it was run), until a check fails. Counts in
// *shared the readings that show a step both phases share (Trace::shareSteps) at stage 4.
template <class Check>
void forEachRandomPhaseRun(unsigned seed, Check&& check, int* shared = nullptr)
{
    std::mt19937 random(seed);
    std::uniform_int_distribution<int> side(2, 19);
    Scorer scorer;
    Trace trace;
    for (int n = 0; n < 2000; ++n) {
        const Position position = test::randomPositionOfSize(random, side(random), side(random));
        scorer.score(position, Rules::Japanese, trace);
        const bool other = TraceReader::hasOtherPhase(trace);
        for (int phase = 0; phase < (other ? 2 : 1); ++phase) {
            check(trace, phase);
            if (QTest::currentTestFailed())
                return;
        }
        if (shared && other) {
            *shared += int(std::any_of(trace.steps().begin(), trace.steps().end(), [](const Step& s) {
                return s.run == StepRun::Shared && s.stage == Stage::Eyes;
            }));
        }
    }
}

} // namespace

// SCORING.md, "Definitions": an Expansion step names its regions (their ids, the first of them
// naming the expansion) and lists exactly their points, as the same run's Region steps list
// them; each region is in one expansion of its run. On random positions, both phases.
void TestScoringStages::expansionStepsNameTheirRegions()
{
    int expansions = 0;
    int ofSeveral = 0;
    int shared = 0;
    forEachRandomPhaseRun(4177, [&](const Trace& trace, int phase) {
        std::map<int, std::vector<Point>> regionPoints; // by region id
        for (const Step& s : trace.steps()) {
            if (Trace::inPhase(s.run, phase) && s.kind == StepKind::Region) {
                const std::span<const Point> points = trace.points(s);
                regionPoints[s.region().region] = std::vector<Point>(points.begin(), points.end());
            }
        }
        std::set<int> seen;
        for (const Step& s : trace.steps()) {
            if (!Trace::inPhase(s.run, phase) || s.kind != StepKind::Expansion)
                continue;
            const std::span<const int> ids = trace.numbers(s);
            QVERIFY(!ids.empty());
            QCOMPARE(s.expansion().regionCount, int(ids.size()));
            QCOMPARE(s.expansion().expansion, *std::min_element(ids.begin(), ids.end()));
            std::vector<Point> expected;
            for (int r : ids) {
                QVERIFY2(regionPoints.count(r) == 1, "an Expansion step names a region its run shows");
                QVERIFY2(seen.insert(r).second, "a region is in one expansion");
                expected.insert(expected.end(), regionPoints[r].begin(), regionPoints[r].end());
            }
            const std::span<const Point> listed = trace.points(s);
            std::vector<Point> got(listed.begin(), listed.end());
            std::sort(got.begin(), got.end());
            std::sort(expected.begin(), expected.end());
            QCOMPARE(got, expected);
            ++expansions;
            ofSeveral += ids.size() > 1;
        }
        QCOMPARE(seen.size(), regionPoints.size());
    }, &shared);
    QVERIFY(expansions > 2000);
    QVERIFY(ofSeveral > 400);
    QVERIFY(shared > 100); // the other phase's readings that show the first phase's steps
}

// SCORING.md, stage 5: each expansion of a run has one verdict step (Seki or Territory, by its
// eye sum) that names the same regions and lists the same points as its Expansion step. On
// random positions, both phases.
void TestScoringStages::verdictStepsShowTheirExpansion()
{
    int verdicts = 0;
    int seki = 0;
    forEachRandomPhaseRun(5261, [&](const Trace& trace, int phase) {
        std::map<int, const Step*> expansionStep; // by expansion id
        for (const Step& s : trace.steps()) {
            if (Trace::inPhase(s.run, phase) && s.kind == StepKind::Expansion)
                expansionStep[s.expansion().expansion] = &s;
        }
        std::set<int> judged;
        for (const Step& s : trace.steps()) {
            if (!Trace::inPhase(s.run, phase) || (s.kind != StepKind::Seki && s.kind != StepKind::Territory))
                continue;
            const VerdictFields v = s.verdict();
            QVERIFY2(expansionStep.count(v.expansion) == 1, "a verdict step names an expansion of its run");
            QVERIFY2(judged.insert(v.expansion).second, "an expansion has one verdict step");
            const Step& e = *expansionStep[v.expansion];
            QCOMPARE(v.eyeSum, e.expansion().eyeSum);
            QCOMPARE(s.kind, v.eyeSum < 2 ? StepKind::Seki : StepKind::Territory); // fewer than two eyes: seki
            QCOMPARE(s.color, e.color);
            const std::span<const int> ids = trace.numbers(s);
            const std::span<const int> expansionIds = trace.numbers(e);
            QCOMPARE(std::vector<int>(ids.begin(), ids.end()),
                     std::vector<int>(expansionIds.begin(), expansionIds.end()));
            const std::span<const Point> points = trace.points(s);
            const std::span<const Point> expansionPoints = trace.points(e);
            QCOMPARE(std::vector<Point>(points.begin(), points.end()),
                     std::vector<Point>(expansionPoints.begin(), expansionPoints.end()));
            ++verdicts;
            seki += s.kind == StepKind::Seki;
        }
        QCOMPARE(judged.size(), expansionStep.size());
    });
    QVERIFY(verdicts > 2000);
    QVERIFY(seki > 100);
}

// SCORING.md, "Seki": an expansion with fewer than two eyes is in seki, one with two scores them. In one
// position: Black's corner (one eye, A6) beside White's group with two (D6, A3), sharing B5.
void TestScoringStages::expansionWithOneEyeIsSekiWithTwoIsNot()
{
    const Position position = positionFromRows({
        ". X O . O X . . .",
        "X . O O O X . . .",
        "O O O X X X . . .",
        ". O X . . . . . .",
        "O O X . . . . . .",
        "X X X . . . . . .",
    });
    auto w = prepared(position);
    filledAndCounted(*w, 0);
    filledAndCounted(*w, 1);
    ScoreResult result;
    startResult(result, position, Rules::Japanese, EyeMethod::Boundary);
    NoTrace sink;
    judgeSeki(*w, w->runs[0], sink);
    composeRelaxed(*w, result, position, sink);
    QCOMPARE(result.at({0, 0}).status, PointStatus::SekiEye);
    QCOMPARE(result.at({0, 0}).owner, Color::Black);
    for (const Point eye : {Point{3, 0}, Point{0, 3}}) {
        QCOMPARE(result.at(eye).status, PointStatus::Territory);
        QCOMPARE(result.at(eye).owner, Color::White);
    }
    QCOMPARE(result.at({1, 1}).status, PointStatus::Dame);
}

// SCORING.md, "Seki": both one-point eyes of the corner seki are seki eyes, the shared point dame;
// with the trace on, one Seki step per expansion.
void TestScoringStages::relaxedVerdictMarksSekiEyes()
{
    const Position position = cornerSekiPosition();
    auto w = prepared(position);
    filledAndCounted(*w, 0);
    filledAndCounted(*w, 1);
    ScoreResult result;
    startResult(result, position, Rules::Japanese, EyeMethod::Boundary);
    Trace trace;
    TraceRecorder sink(trace);
    explainEyeCounts(*w, w->runs[0], sink);
    explainExpansions(*w, w->runs[0], sink);
    judgeSeki(*w, w->runs[0], sink);
    composeRelaxed(*w, result, position, sink);
    int sekiSteps = 0;
    for (const Step& s : trace.steps())
        sekiSteps += s.kind == StepKind::Seki;
    QCOMPARE(sekiSteps, 2);
    QCOMPARE(result.at({0, 0}).status, PointStatus::SekiEye);
    QCOMPARE(result.at({3, 0}).status, PointStatus::SekiEye);
    QCOMPARE(result.at({1, 1}).status, PointStatus::Dame);
    QCOMPARE(result.at({6, 5}).status, PointStatus::Territory);
    QVERIFY(!result.unresolved);
}

// SCORING.md, "The 1989 rule", as the 1989 rules' end of game requires (Article 9: the dame are
// filled before the count): the corner dame beside the three-eyed white group is one Black can fill
// without self-atari, so it is filled, and the eyes it touched are territory again.
void TestScoringStages::strictRuleCountsNoEyeBesideDame()
{
    const Position position = positionFromRows({
        ". O . O . O . O X",
        "X O O O O O O O X",
        "X X X X X X X X X",
        ". . . . . . . . .",
    });
    auto w = prepared(position);
    ScoreResult result;
    startResult(result, position, Rules::JapaneseStrict, EyeMethod::Boundary);
    NoTrace sink;
    composeStrict(*w, result, position, sink);
    QCOMPARE(result.at({0, 0}).status, PointStatus::Dame);
    for (Point eye : {Point{2, 0}, Point{4, 0}, Point{6, 0}})
        QCOMPARE(result.at(eye).status, PointStatus::Territory);
    QCOMPARE(result.at({0, 3}).status, PointStatus::Territory);
    QCOMPARE(result.at({0, 3}).owner, Color::Black);
}

// Area counting: the eyes in seki are the owner's area.
void TestScoringStages::areaRuleCountsSekiEyes()
{
    const Position position = cornerSekiPosition();
    auto w = prepared(position);
    ScoreResult result;
    startResult(result, position, Rules::Chinese, EyeMethod::Boundary);
    NoTrace sink;
    composeArea(*w, result, position, sink);
    QCOMPARE(result.at({0, 0}).status, PointStatus::Territory);
    QCOMPARE(result.at({0, 0}).owner, Color::Black);
    QCOMPARE(result.at({3, 0}).owner, Color::White);
    QCOMPARE(result.at({1, 1}).status, PointStatus::Dame);
}

// Territory counting adds prisoners (captures and dead stones) and komi; area counting stones.
void TestScoringStages::tallyAddsPrisoners()
{
    Position position = positionFromRows(
        {
            ". x . O",
            ". . . O",
            "O O O O",
        },
        6.5);
    position.capturedByWhite = 2;
    for (Rules rules : {Rules::Japanese, Rules::Chinese}) {
        auto w = prepared(position);
        ScoreResult result;
        startResult(result, position, rules, EyeMethod::Boundary);
        NoTrace sink;
        composeArea(*w, result, position, sink); // every empty point is white's here
        tally(*w, result, position, sink);
        QCOMPARE(result.white.territory, 6);
        QCOMPARE(result.white.deadStones, 1);
        QCOMPARE(result.white.stones, 6);
        if (rules == Rules::Chinese)
            QCOMPARE(result.white.total, 6 + 6 + 6.5);
        else
            QCOMPARE(result.white.total, 6 + 1 + 2 + 6.5);
    }
}

QTEST_GUILESS_MAIN(TestScoringStages)
#include "tst_scoringstages.moc"
