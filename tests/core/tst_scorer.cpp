// Each stage of the scorer on positions built for it: the examples of Tenuki's note
// (scoring-seki.md), the eye table's shapes, and the invariants every result must keep.

#include "eyes/eyeanalysis.h"
#include "scoring/scorer.h"
#include "scoring/tracereader.h"
#include "testsupport.h"

#include <QtTest>

#include <algorithm>
#include <optional>
#include <random>

using namespace seki;

Q_DECLARE_METATYPE(seki::Point)
using seki::test::cornerSekiPosition;
using seki::test::positionFromRows;
using seki::test::territoryRows;

namespace {

std::vector<const Step*> stepsOf(const Trace& trace, StepKind kind)
{
    std::vector<const Step*> found;
    // The steps of the first phase's reading (the other phase's run is recorded beside it).
    for (const Step& s : trace.steps())
        if (s.kind == kind && Trace::inPhase(s.run, 0))
            found.push_back(&s);
    return found;
}

std::vector<Point> sorted(std::span<const Point> points)
{
    std::vector<Point> v(points.begin(), points.end());
    std::sort(v.begin(), v.end());
    return v;
}

// The EyeCount fields of the region that contains p (core's trace reader finds the region).
std::optional<EyeCountFields> eyeCountAt(const Trace& trace, const Board& board, Point p)
{
    const TraceReader reader(trace, board);
    const int region = reader.regionAt(p);
    for (const Step* s : stepsOf(trace, StepKind::EyeCount))
        if (region >= 0 && s->eyeCount().region == region)
            return s->eyeCount();
    return std::nullopt;
}

} // namespace

class TestScorer : public QObject {
    Q_OBJECT

private slots:
    void cornerSeki();
    void threeEyedGroupBesideNeutralCorner();
    void falseIshPointsNotFilledWhenAlive();
    void falseEyesFilledOneAfterAnother();
    void bambooJointConnectsWhateverThePhase();
    void gapOfTwoStaysDisconnectedWhateverThePhase();
    void oneIntersectionFromSeparationIsUnresolved();
    void eyeTable_data();
    void eyeTable();
    void squareFourInEveryCorner();
    void deadStonesAreRemovedAndCounted();
    void areaCountsSekiEyes();
    void traceMatchesResult();
    void randomPositionsInvariant();
};

// SCORING.md, "Seki": black's eye in the very corner, white's eye beside it, one shared neutral
// point.
void TestScorer::cornerSeki()
{
    const Position position = cornerSekiPosition();
    Scorer scorer;
    Trace trace;
    const ScoreResult& result = scorer.score(position, Rules::Japanese, trace);

    // Stage 2: the shared point (1,1) is neutral and filled.
    const auto fills = stepsOf(trace, StepKind::FillNeutral);
    QCOMPARE(fills.size(), size_t(1));
    QCOMPARE(fills[0]->point, (Point{1, 1}));
    // Stage 4: the corner eye's expansion sums to 1, and so does white's eye.
    for (Point eye : {Point{0, 0}, Point{3, 0}}) {
        const auto count = eyeCountAt(trace, position.board, eye);
        QVERIFY(count);
        QCOMPARE(count->halfEyes, 2); // one eye (times two)
        QCOMPARE(count->length, 4);   // boundary length of a one-point eye
    }
    int sekiExpansions = 0;
    for (const Step* s : stepsOf(trace, StepKind::Expansion))
        sekiExpansions += s->expansion().eyeSum == 1;
    QCOMPARE(sekiExpansions, 2);
    // Stage 5: both eyes are dropped; black's outside scores.
    QCOMPARE(stepsOf(trace, StepKind::Seki).size(), size_t(2));
    QCOMPARE(result.at({0, 0}).status, PointStatus::SekiEye);
    QCOMPARE(result.at({3, 0}).status, PointStatus::SekiEye);
    QCOMPARE(result.at({1, 1}).status, PointStatus::Dame);
    QCOMPARE(result.white.territory, 0);
    QCOMPARE(result.black.territory, 3 + 3 + 7 + 7);
    QVERIFY(!result.unresolved);
    QCOMPARE(result.sekiGroups().size(), size_t(2));

    // GNU Go's lens reads the same: each one-point eye is {1|1}, so both expansions are seki.
    scorer.setEyeMethod(EyeMethod::LocalGame);
    const ScoreResult& lens = scorer.score(position, Rules::Japanese, trace);
    QCOMPARE(lens.at({0, 0}).status, PointStatus::SekiEye);
    QCOMPARE(lens.at({3, 0}).status, PointStatus::SekiEye);
    int sekiVerdicts = 0;
    for (const Step* s : stepsOf(trace, StepKind::LocalGame))
        sekiVerdicts += s->localGame().verdict == LocalGameVerdict::Seki;
    QCOMPARE(sekiVerdicts, 2);
}

// SCORING.md, "The 1989 rule": a white group with three eyes beside one neutral corner point. Read
// literally on the open board, the 1989 rule would put it in seki; but that game ends with the
// dame filled (Article 9), and Black fills the corner safely, so both rules count its eyes.
void TestScorer::threeEyedGroupBesideNeutralCorner()
{
    const Position position = positionFromRows({
        ". O . O . O . O X",
        "X O O O O O O O X",
        "X X X X X X X X X",
        ". . . . . . . . .",
    });
    Scorer scorer;
    const ScoreResult& relaxed = scorer.score(position, Rules::Japanese);
    QCOMPARE(relaxed.white.territory, 3);
    QCOMPARE(relaxed.black.territory, 9);

    Trace trace;
    const ScoreResult& strict = scorer.score(position, Rules::JapaneseStrict, trace);
    // The 1989 rule's game ends with the dame played out: Black fills A4 safely (it joins his
    // wall), so no dame is left and neither group is in seki.
    QCOMPARE(strict.white.territory, 3);
    QCOMPARE(strict.black.territory, 9);
    QCOMPARE(strict.at({2, 0}).status, PointStatus::Territory);
    QCOMPARE(strict.at({0, 0}).status, PointStatus::Dame);
    QCOMPARE(stepsOf(trace, StepKind::StrictDame).size(), size_t(0));
    QCOMPARE(stepsOf(trace, StepKind::StrictSeki).size(), size_t(0));
}

// SCORING.md, stage 3, points A and B: false-ish through the shared diagonal black stone,
// but with two full eyes elsewhere no block is in atari, so nothing is filled.
void TestScorer::falseIshPointsNotFilledWhenAlive()
{
    const Position position = positionFromRows({
        ". O . O . O . O X",
        "O O O X O O O O X",
        "X X X X X X X X X",
        ". . . . . . . . .",
    });
    Scorer scorer;
    Trace trace;
    const ScoreResult& result = scorer.score(position, Rules::Japanese, trace);
    QCOMPARE(result.white.territory, 4);
    QVERIFY(stepsOf(trace, StepKind::FillFalseEye).empty());
    const auto falseIsh = stepsOf(trace, StepKind::FalseIsh);
    QCOMPARE(falseIsh.size(), size_t(2));
    QCOMPARE(falseIsh[0]->point, (Point{2, 0}));
    QCOMPARE(falseIsh[1]->point, (Point{4, 0}));
    QCOMPARE(sorted(trace.points(*falseIsh[0])), (std::vector<Point>{{3, 1}}));
}

// The same shape once the eye at the right is gone (it is dame here, so the neutral fill takes it):
// the 5-stone block is in atari at B, B is filled, then the 7-stone block is in atari at A.
void TestScorer::falseEyesFilledOneAfterAnother()
{
    const Position position = positionFromRows({
        ". O . O . O . X X",
        "O O O X O O O O X",
        "X X X X X X X X X",
        ". . . . . . . . .",
    });
    Scorer scorer;
    Trace trace;
    const ScoreResult& result = scorer.score(position, Rules::Japanese, trace);
    const auto fills = stepsOf(trace, StepKind::FillFalseEye);
    QCOMPARE(fills.size(), size_t(2));
    QCOMPARE(fills[0]->point, (Point{4, 0}));
    QCOMPARE(fills[0]->pointsCount, 5u);
    QCOMPARE(fills[0]->color, Color::White);
    QCOMPARE(fills[1]->point, (Point{2, 0}));
    QCOMPARE(fills[1]->pointsCount, 7u);
    // One eye is left, so the group is in seki: nothing scores for white.
    QCOMPARE(result.white.territory, 0);
    QCOMPARE(result.at({0, 0}).status, PointStatus::SekiEye);
    QCOMPARE(result.at({2, 0}).status, PointStatus::FalseEye);
    QCOMPARE(result.at({4, 0}).status, PointStatus::FalseEye);
    QVERIFY(!result.unresolved);
}

// SCORING.md, stage 2: groups one point apart (a bamboo-type
// column of neutral points) are connected by the checkered fill, whichever phase.
void TestScorer::bambooJointConnectsWhateverThePhase()
{
    const Position position = positionFromRows({
        "X X X X X X X X X",
        "O O O O . O O O O",
        "O . O O . O O . O",
        "O O O O . O O O O",
        "X X X X X X X X X",
    });
    Scorer scorer;
    const ScoreResult& result = scorer.score(position, Rules::Japanese);
    QCOMPARE(result.white.territory, 2);
    QVERIFY(!result.unresolved);
    const ScoreResult& swapped = scorer.score(test::swapColours(position), Rules::Japanese);
    QCOMPARE(swapped.black.territory, 2);
}

// SCORING.md, stage 2: a gap of two keeps the groups apart in either phase.
void TestScorer::gapOfTwoStaysDisconnectedWhateverThePhase()
{
    const Position position = positionFromRows({
        "X X X X X X X X",
        "O O O . . O O O",
        "O . O . . O . O",
        "O O O . . O O O",
        "X X X X X X X X",
    });
    Scorer scorer;
    const ScoreResult& result = scorer.score(position, Rules::Japanese);
    QCOMPARE(result.white.territory, 0);
    QCOMPARE(result.at({1, 2}).status, PointStatus::SekiEye);
    QCOMPARE(result.at({6, 2}).status, PointStatus::SekiEye);
    QVERIFY(!result.unresolved);
    for (int transform = 1; transform < 8; ++transform) {
        const ScoreResult& moved = scorer.score(test::transformPosition(position, transform), Rules::Japanese);
        QCOMPARE(moved.white.territory, 0);
        QVERIFY(!moved.unresolved);
    }
}

// SCORING.md, stage 2: one point A keeps two one-eyed groups
// together; the verdict depends on the fill's colour there, and the scorer says so.
void TestScorer::oneIntersectionFromSeparationIsUnresolved()
{
    const Position position = positionFromRows({
        "X X X X X X X",
        "O O O . O O O",
        "O . O X O . O",
        "O O O X O O O",
        "X X X X X X X",
    });
    Scorer scorer;
    const ScoreResult& result = scorer.score(position, Rules::Japanese);
    QVERIFY(result.unresolved);
    QCOMPARE(result.unresolvedPoints(), (std::vector<Point>{{1, 2}, {5, 2}}));
    QVERIFY(!result.at({3, 1}).unresolved); // the neutral point itself is dame either way
}

void TestScorer::eyeTable_data()
{
    QTest::addColumn<QStringList>("rows");
    QTest::addColumn<Point>("at");
    QTest::addColumn<int>("length");
    QTest::addColumn<int>("shape");
    QTest::addColumn<int>("halfEyes");
    const auto shape = [](RegionShape s) { return int(s); };
    // Shapes inside a white wall, away from the edge.
    QTest::newRow("one point: 4 -> 1") << QStringList{"OOO", "O.O", "OOO"} << Point{1, 1} << 4
                                       << shape(RegionShape::Other) << 2;
    QTest::newRow("two points: 6 -> 1") << QStringList{"OOOO", "O..O", "OOOO"} << Point{1, 1} << 6
                                        << shape(RegionShape::Other) << 2;
    QTest::newRow("bent three: 7 -> 1.5")
        << QStringList{"OOOO", "O..O", "OO.O", "OOOO"} << Point{1, 1} << 7 << shape(RegionShape::Other) << 3;
    QTest::newRow("straight three: 8 -> 1.5")
        << QStringList{"OOOOO", "O...O", "OOOOO"} << Point{1, 1} << 8 << shape(RegionShape::Other) << 3;
    QTest::newRow("square four: 8 -> 1") << QStringList{"OOOO", "O..O", "O..O", "OOOO"} << Point{1, 1} << 8
                                         << shape(RegionShape::SquareFour) << 2;
    QTest::newRow("curved four: 8 -> 2") << QStringList{"OOOOO", "O..OO", "OO..O", "OOOOO"} << Point{1, 1} << 8
                                         << shape(RegionShape::CurvedFour) << 4;
    QTest::newRow("curved four upright: 8 -> 2") << QStringList{"OOOO", "O.OO", "O..O", "OO.O", "OOOO"} << Point{1, 1}
                                                 << 8 << shape(RegionShape::CurvedFour) << 4;
    QTest::newRow("pyramid four: 8 -> 1.5")
        << QStringList{"OOOOO", "O...O", "OO.OO", "OOOOO"} << Point{1, 1} << 8 << shape(RegionShape::Other) << 3;
    QTest::newRow("bent four: 9 -> 2") << QStringList{"OOOOO", "O...O", "OOO.O", "OOOOO"} << Point{1, 1} << 9
                                       << shape(RegionShape::Other) << 4;
    QTest::newRow("bulky five: 9 -> 1.5") << QStringList{"OOOOO", "O..OO", "O...O", "OOOOO"} << Point{1, 1} << 9
                                          << shape(RegionShape::ContainsSquareFour) << 3;
    QTest::newRow("straight four: 10 -> 2")
        << QStringList{"OOOOOO", "O....O", "OOOOOO"} << Point{1, 1} << 10 << shape(RegionShape::Other) << 4;
    // The edge counts as if stones stood outside: the corner point for both of its edges.
    QTest::newRow("corner point: 2 stones + 2 edges")
        << QStringList{".O.", "OOO", "..."} << Point{0, 0} << 4 << shape(RegionShape::Other) << 2;
    QTest::newRow("corner square four: 4 + 2 + 2")
        << QStringList{"..O.", "..O.", "OOO.", "...."} << Point{0, 0} << 8 << shape(RegionShape::SquareFour) << 2;
    QTest::newRow("edge straight three: 5 + 3")
        << QStringList{"O...O", "OOOOO", "....."} << Point{1, 0} << 8 << shape(RegionShape::Other) << 3;
}

// SCORING.md, stage 4: the table and its shape exceptions.
void TestScorer::eyeTable()
{
    QFETCH(QStringList, rows);
    QFETCH(Point, at);
    QFETCH(int, length);
    QFETCH(int, shape);
    QFETCH(int, halfEyes);
    std::vector<std::string> text;
    for (const QString& row : rows)
        text.push_back(row.toStdString());
    std::vector<std::string_view> views(text.begin(), text.end());
    Scorer scorer;
    Trace trace;
    const Position position = positionFromRows(views);
    scorer.score(position, Rules::Japanese, trace);
    const auto count = eyeCountAt(trace, position.board, at);
    QVERIFY(count);
    QCOMPARE(count->length, length);
    QCOMPARE(int(count->shape), shape);
    QCOMPARE(count->halfEyes, halfEyes);
}

// Tenuki's defect (SCORING.md, "What SekiScope does not copy from Tenuki"): the corner term counted
// at the wrong point made a square four seki in one corner only. Every corner must read the same.
void TestScorer::squareFourInEveryCorner()
{
    const Position position = positionFromRows({
        "..O...O..",
        "..O...O..",
        "OOO...OOO",
        ".........",
        "OOO...OOO",
        "..O...O..",
        "..O...O..",
    });
    Scorer scorer;
    Trace trace;
    scorer.score(position, Rules::Japanese, trace);
    for (Point corner : {Point{0, 0}, Point{8, 0}, Point{0, 6}, Point{8, 6}}) {
        const auto count = eyeCountAt(trace, position.board, corner);
        QVERIFY(count);
        QCOMPARE(count->length, 8);
        QCOMPARE(count->shape, RegionShape::SquareFour);
        QCOMPARE(count->halfEyes, 2);
    }
}

void TestScorer::deadStonesAreRemovedAndCounted()
{
    const Position position = positionFromRows({
        ". . . X O . .",
        ". o . X O . .",
        ". . . X O x .",
        ". . . X O . .",
    });
    Scorer scorer;
    Trace trace;
    const ScoreResult& result = scorer.score(position, Rules::Japanese, trace);
    QCOMPARE(result.black.territory, 12);
    QCOMPARE(result.white.territory, 8);
    QCOMPARE(result.black.deadStones, 1);
    QCOMPARE(result.white.deadStones, 1);
    QCOMPARE(result.black.total, 13.0);
    QCOMPARE(result.white.total, 9.0);
    QVERIFY(result.at({1, 1}).dead);
    QCOMPARE(result.at({1, 1}).status, PointStatus::Territory);
    QCOMPARE(result.at({1, 1}).owner, Color::Black); // a dead white stone on black's side
    const auto removed = stepsOf(trace, StepKind::RemoveDeadBlock);
    QCOMPARE(removed.size(), size_t(2));
}

// Area rules: stones + territory; eyes in seki count, dame never.
void TestScorer::areaCountsSekiEyes()
{
    const Position position = cornerSekiPosition();
    Scorer scorer;
    const ScoreResult& area = scorer.score(position, Rules::Chinese);
    QCOMPARE(area.black.territory, 20 + 1); // the outside and black's eye in seki
    QCOMPARE(area.white.territory, 1);
    QCOMPARE(area.at({1, 1}).status, PointStatus::Dame);
    QCOMPARE(area.black.stones, 11);
    QCOMPARE(area.white.stones, 8);
    QCOMPARE(area.black.total, 32.0);
    QCOMPARE(area.white.total, 9.0);
}

// The trace says what the result holds: the fills it lists are exactly the dame and false eyes,
// the territory steps exactly the territory; recording a trace does not change the result.
void TestScorer::traceMatchesResult()
{
    std::mt19937 random(20261122);
    Scorer scorer;
    Scorer plain;
    Trace trace;
    for (int round = 0; round < 300; ++round) {
        const Position position = test::randomPosition(random, 11);
        const ScoreResult& traced = scorer.score(position, Rules::Japanese, trace);
        const ScoreResult& untraced = plain.score(position, Rules::Japanese);
        QCOMPARE(territoryRows(traced), territoryRows(untraced));
        QCOMPARE(traced.black.total, untraced.black.total);
        QCOMPARE(traced.sekiGroups(), untraced.sekiGroups());
        QCOMPARE(traced.unresolvedPoints(), untraced.unresolvedPoints());

        // Each phase's run tells its own story; where the two disagree, the point scores for its
        // owner (both phases decide) and the Unresolved step names it.
        const Board& board = position.board;
        Board::Mask neutralIn, falseEyeIn;
        bool otherRun = false;
        for (const Step& s : trace.steps())
            otherRun = otherRun || s.run == StepRun::OtherPhase;
        for (int phase = 0; phase < (otherRun ? 2 : 1); ++phase) {
            Board::Mask neutral, falseEye, territory, unresolved;
            for (const Step& s : trace.steps()) {
                if (!Trace::inPhase(s.run, phase))
                    continue;
                if (s.kind == StepKind::Unresolved)
                    for (Point p : trace.points(s))
                        unresolved.set(size_t(board.index(p)));
                if (s.kind == StepKind::FillNeutral)
                    neutral.set(size_t(board.index(s.point)));
                if (s.kind == StepKind::FillFalseEye)
                    falseEye.set(size_t(board.index(s.point)));
                if (s.kind == StepKind::Territory)
                    for (Point p : trace.points(s))
                        territory.set(size_t(board.index(p)));
            }
            board.forEachPoint([&](Board::Index i) {
                const PointResult& p = traced.points[size_t(i)];
                QCOMPARE(unresolved.test(size_t(i)), p.unresolved);
                if (p.unresolved) {
                    QCOMPARE(p.status, PointStatus::Territory);
                    return;
                }
                QCOMPARE(territory.test(size_t(i)), p.status == PointStatus::Territory);
                // A point no one scores is named with one phase's reason (phaseagreement.h).
                if (neutral.test(size_t(i)))
                    neutralIn.set(size_t(i));
                if (falseEye.test(size_t(i)))
                    falseEyeIn.set(size_t(i));
                if (p.status == PointStatus::Territory || p.status == PointStatus::SekiEye)
                    QVERIFY(board.at(i) == Color::Empty || position.dead.test(size_t(i)));
            });
        }
        board.forEachPoint([&](Board::Index i) {
            const PointResult& p = traced.points[size_t(i)];
            if (p.status == PointStatus::Dame)
                QVERIFY(neutralIn.test(size_t(i)));
            if (p.status == PointStatus::FalseEye)
                QVERIFY(falseEyeIn.test(size_t(i)));
        });
        if (QTest::currentTestFailed()) {
            qWarning("round %d", round);
            return;
        }
    }
}

// Every result, the unresolved flag included, is the same under the 8 symmetries of the board and
// under swapping the colours (both phases of the checkered fill decide together); the tally adds
// up; every stage terminates on every input (the loop ends).
void TestScorer::randomPositionsInvariant()
{
    std::mt19937 random(7);
    Scorer scorer;
    Scorer other;
    for (int round = 0; round < 1500; ++round) {
        const Position position = test::randomPosition(random, round < 1000 ? 9 : 21);
        for (Rules rules : {Rules::Japanese, Rules::JapaneseStrict, Rules::Chinese}) {
            const ScoreResult& base = scorer.score(position, rules);
            int territory[2] = {0, 0};
            int points = 0;
            position.board.forEachPoint([&](Board::Index i) {
                const PointResult& p = base.points[size_t(i)];
                ++points;
                if (p.status == PointStatus::Territory)
                    ++territory[p.owner == Color::White];
                if (p.status == PointStatus::Stone)
                    QVERIFY(!position.dead.test(size_t(i)) && position.board.at(i) == p.owner);
                // The two phases decide together: a point they disagree on scores for its owner.
                if (p.unresolved)
                    QCOMPARE(p.status, PointStatus::Territory);
            });
            QCOMPARE(points, position.board.pointCount());
            QCOMPARE(territory[0], base.black.territory);
            QCOMPARE(territory[1], base.white.territory);

            const int transform = int(random() % 8);
            const ScoreResult& moved = other.score(test::transformPosition(position, transform), rules);
            const auto differences = test::territoryDifferences(base, moved, transform, false);
            if (!differences.empty())
                qWarning("round %d rules %d transform %d: %s", round, int(rules), transform,
                         differences.front().c_str());
            QVERIFY(differences.empty());
            const ScoreResult& swapped = other.score(test::swapColours(position), rules);
            const auto swapDifferences = test::territoryDifferences(base, swapped, 0, true);
            if (!swapDifferences.empty())
                qWarning("round %d rules %d colour swap: %s", round, int(rules), swapDifferences.front().c_str());
            QVERIFY(swapDifferences.empty());
            QCOMPARE(moved.unresolved, base.unresolved);
            QCOMPARE(swapped.unresolved, base.unresolved);
            QCOMPARE(swapped.black.territory, base.white.territory);
            QCOMPARE(swapped.white.territory, base.black.territory);
        }
    }
}

QTEST_GUILESS_MAIN(TestScorer)
#include "tst_scorer.moc"
