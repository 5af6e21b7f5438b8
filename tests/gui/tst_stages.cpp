// The scoring walk-through on Tenuki's example positions: every stage panel shows the
// board and the steps the scorer's trace holds, the timeline reaches every step both ways, the
// explanations name the right points, the inspector and the rules comparison read the trace,
// and recomputing the trace keeps the user at the same stage.

#include "board/boardview.h"
#include "document/gamedocument.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/movebar.h"
#include "review/regioninspector.h"
#include "review/scoringreview.h"
#include "review/rulescomparison.h"
#include "review/stagepanel.h"
#include "review/stepexplainer.h"
#include "review/timelinebar.h"
#include "review/traceboardview.h"
#include "review/tracecontroller.h"
#include "review/tracewalk.h"

#include "scoring/scorer.h"
#include "sgf/posreader.h"
#include "common/appsettings.h"
#include "teaching/presentationwindow.h"
#include "testconfig.h"
#include "testsupport.h"

#include <QAction>
#include <QCheckBox>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QImage>
#include <QSlider>
#include <QTableWidget>
#include <QUndoStack>
#include <QtTest>

#include <algorithm>
#include <set>
#include <memory>

using namespace seki;
using namespace seki::ui;
using seki::test::positionFromRows;

namespace {

// SCORING.md, "Seki": black's eye in the very corner, white's eye beside it, one shared neutral
// point.
Position cornerSeki()
{
    return seki::test::cornerSekiPosition();
}

// SCORING.md, "The 1989 rule": three white eyes beside one neutral corner point.
Position threeEyedGroup()
{
    return positionFromRows({
        ". O . O . O . O X",
        "X O O O O O O O X",
        "X X X X X X X X X",
        ". . . . . . . . .",
    });
}

// SCORING.md, stage 3: two false eyes that are filled one after the other.
Position falseEyes()
{
    return positionFromRows({
        ". O . O X .",
        "O X O O X .",
        "O O X X X .",
        "X X X . . .",
        ". . . . . .",
    });
}

Position readCase(const QString& name)
{
    QFile file(QStringLiteral(SEKI_TEST_CASES_DIR "/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(name));
    return readPosCase(file.readAll().toStdString()).position;
}

QString gtp(Point p, int height)
{
    return QString::fromStdString(toGtp(p, height));
}

// The steps of a stage in the reading of checkered phase `phase` (the walk shows one run at a time).
std::vector<int> stepsOfStage(const Trace& trace, Stage stage, int phase = 0)
{
    std::vector<int> found;
    for (size_t k = 0; k < trace.steps().size(); ++k)
        if (trace.steps()[k].stage == stage && Trace::inPhase(trace.steps()[k].run, phase))
            found.push_back(int(k));
    return found;
}

int stepsInPhase(const Trace& trace, int phase)
{
    int n = 0;
    for (const Step& s : trace.steps())
        n += Trace::inPhase(s.run, phase);
    return n;
}

struct Walkthrough {
    Trace trace;
    ScoreResult result;
    std::shared_ptr<TraceWalk> walk;
    TraceController controller;
    std::vector<std::unique_ptr<StagePanel>> panels;

    explicit Walkthrough(const Position& position, Rules rules = Rules::Japanese, int phase = 0,
                         EyeMethod eyes = EyeMethod::Boundary)
    {
        Scorer scorer;
        scorer.setEyeMethod(eyes);
        result = scorer.score(position, rules, trace);
        walk = std::make_shared<TraceWalk>(position, rules, trace, result, phase);
        controller.setWalk(walk, false);
        for (int s = 0; s < StageCount; ++s)
            panels.push_back(std::make_unique<StagePanel>(Stage(s), controller));
    }
};

} // namespace

class TestStages : public QObject {
    Q_OBJECT

private slots:
    void init();
    void panelsShowTheTrace_data();
    void panelsShowTheTrace();
    void cornerSekiStages();
    void falseEyeFillsReplayed();
    void timelineReachesEveryStep();
    void timelineKeysAndStages();
    void playingRunsToTheEnd();
    void explainerNamesThePoints_data();
    void explainerNamesThePoints();
    void explainerSentences();
    void inspectorShowsTheRegion();
    void rulesComparison();
    void recomputeKeepsTheStage();
    void mainBoardFrames();
    void reviewInTheWindow();
    void otherPhaseWalk();
    void otherPhaseWalkInStageOrder_data();
    void otherPhaseWalkInStageOrder();
    void bothStoriesWherePhasesDisagree();
    void strictFillsInTheWalk();
    void oneStepPerStage_data();
    void oneStepPerStage();
    void oneStepPerStageInTheWindow();
};

void TestStages::init()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestStages::panelsShowTheTrace_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<int>("rules");
    for (const char* name : {"corner-seki", "three-eyed", "false-eyes"})
        for (Rules rules : AllRules)
            QTest::addRow("%s/%s", name, std::string(ruleSetName(rules)).c_str())
                << QString::fromLatin1(name) << int(rules);
    for (const char* name : {"tenuki-seki-marking-none.pos", "tenuki-seki-false-eye.pos", "tenuki-bulk-dead-marked.pos",
                             "tenuki-seki-two-one-eyed-groups.pos"})
        QTest::addRow("%s", name) << QString::fromLatin1(name) << int(Rules::Japanese);
}

// Each panel: pinned to its stage's finished board, which is the trace replayed up to there, and
// one list line per step of its stage, in trace order.
void TestStages::panelsShowTheTrace()
{
    QFETCH(QString, source);
    QFETCH(int, rules);
    const Position position = source == QLatin1String("corner-seki")  ? cornerSeki()
                              : source == QLatin1String("three-eyed") ? threeEyedGroup()
                              : source == QLatin1String("false-eyes") ? falseEyes()
                                                                      : readCase(source);
    Walkthrough w(position, Rules(rules));
    const TraceWalk& walk = *w.walk;
    // The dead-stone stage first (its start and one position per group not simply alive), then
    // each stage's start and steps.
    QCOMPARE(walk.positionCount(), walk.deadStoneStageEnd() + 1 + stepsInPhase(w.trace, 0) + StageCount);
    QCOMPARE(walk.stageStart(Stage::DeadRemoved), walk.deadStoneStageEnd() + 1);
    for (int k = 0; k <= walk.deadStoneStageEnd(); ++k) {
        QVERIFY(walk.inDeadStoneStage(k));
        QCOMPARE(walk.deadStoneGroupAt(k) != nullptr, k > 0);
    }

    Board replayed = position.board;
    for (int s = 0; s < StageCount; ++s) {
        const Stage stage = Stage(s);
        const StagePanel& panel = *w.panels[size_t(s)];
        const std::vector<int> steps = stepsOfStage(w.trace, stage);
        QCOMPARE(walk.stepCount(stage), int(steps.size()));
        QCOMPARE(panel.boardPosition(), walk.stageEnd(stage));
        const QStringList texts = panel.stepTexts();
        QCOMPARE(texts.size(), qsizetype(steps.size()));
        for (size_t k = 0; k < steps.size(); ++k) {
            QVERIFY(texts.at(qsizetype(k)).endsWith(StepExplainer::stepLabel(walk, steps[k])));
            const Step& step = w.trace.steps()[size_t(steps[k])];
            if (step.kind == StepKind::RemoveDeadBlock)
                for (Point p : w.trace.points(step))
                    replayed.set(p, Color::Empty);
            if (step.kind == StepKind::FillNeutral || step.kind == StepKind::FillFalseEye
                || (step.kind == StepKind::StrictFill && step.color != Color::Empty))
                replayed.set(step.point, step.color);
        }
        // The panel's board is the trace's board after this stage (stage 5 ends on the played
        // position with the score's marks).
        const BoardScene& scene = walk.snapshot(panel.boardPosition()).scene;
        if (stage != Stage::Verdict)
            QVERIFY(scene.board == replayed);
        else
            QVERIFY(scene.board == position.board);
    }
    // The final frame carries the score's verdict on every point.
    const BoardScene& final = walk.snapshot(walk.positionCount() - 1).scene;
    position.board.forEachPoint(
        [&](Board::Index i) { QCOMPARE(final.marks[size_t(i)], markForResult(w.result.points[size_t(i)])); });
}

void TestStages::cornerSekiStages()
{
    Walkthrough w(cornerSeki());
    const TraceWalk& walk = *w.walk;
    const int height = walk.board().height();
    const Point neutral{1, 1};
    const Point blackEye{0, 0};
    const Point whiteEye{3, 0};

    // Stage 2: the neutral point is filled, on the panel's board, with the trace's colour.
    const StagePanel& neutralPanel = *w.panels[size_t(Stage::NeutralFill)];
    const TraceWalk::Snapshot& afterFill = walk.snapshot(neutralPanel.boardPosition());
    const auto fill = std::find_if(w.trace.steps().begin(), w.trace.steps().end(),
                                   [](const Step& s) { return s.kind == StepKind::FillNeutral; });
    QVERIFY(fill != w.trace.steps().end());
    QCOMPARE(fill->point, neutral);
    QCOMPARE(afterFill.scene.board.at(neutral), fill->color);
    QVERIFY(afterFill.neutralFilled.test(size_t(walk.board().index(neutral))));
    QVERIFY(neutralPanel.stepTexts().join(QLatin1Char('\n')).contains(gtp(neutral, height)));
    // Before stage 2 the point is still empty.
    QCOMPARE(walk.snapshot(walk.stageStart(Stage::NeutralFill)).scene.board.at(neutral), Color::Empty);

    // Stage 4: each eye's expansion sums to 1, and the panel's list says so.
    const QStringList eyeTexts = w.panels[size_t(Stage::Eyes)]->stepTexts();
    for (Point eye : {blackEye, whiteEye}) {
        const int region = walk.regionAt(eye);
        QVERIFY(region >= 0);
        const TraceWalk::RegionInfo& info = walk.regions()[size_t(region)];
        QCOMPARE(info.halfEyes, 2);
        QCOMPARE(info.length, 4);
        QVERIFY(info.expansionIndex >= 0);
        const TraceWalk::ExpansionInfo& expansion = walk.expansions()[size_t(info.expansionIndex)];
        QCOMPARE(expansion.eyeSum, 1);
        const Step& step = w.trace.steps()[size_t(expansion.step)];
        QCOMPARE(step.kind, StepKind::Expansion);
        QCOMPARE(step.expansion().eyeSum, 1);
        const QString line = eyeTexts.at(walk.positionOfStep(expansion.step) - walk.stageStart(Stage::Eyes) - 1);
        QVERIFY2(line.contains(QStringLiteral("sum to 1")), qPrintable(line));
    }

    // Stage 5: both eyes are dropped: seki verdicts, struck out, and no one's on the final board.
    int sekiSteps = 0;
    for (int k = 1; k <= walk.stepCount(Stage::Verdict); ++k)
        sekiSteps += walk.step(walk.positionOf(Stage::Verdict, k))->kind == StepKind::Seki;
    QCOMPARE(sekiSteps, 2);
    const BoardScene& final = walk.snapshot(w.panels[size_t(Stage::Verdict)]->boardPosition()).scene;
    for (Point eye : {blackEye, whiteEye}) {
        QCOMPARE(walk.regions()[size_t(walk.regionAt(eye))].verdict, TraceWalk::Verdict::Seki);
        QCOMPARE(final.mark(eye), PointMark::SekiEye);
        const int verdict = walk.verdictStepAt(eye);
        QVERIFY(verdict >= 0);
        QCOMPARE(w.trace.steps()[size_t(verdict)].kind, StepKind::Seki);
    }
    QCOMPARE(final.mark(neutral), PointMark::Dame);
}

void TestStages::falseEyeFillsReplayed()
{
    Walkthrough w(falseEyes());
    const TraceWalk& walk = *w.walk;
    const int count = walk.stepCount(Stage::FalseEyeFill);
    int fills = 0;
    for (int k = 1; k <= count; ++k) {
        const int position = walk.positionOf(Stage::FalseEyeFill, k);
        const Step* step = walk.step(position);
        if (step->kind != StepKind::FillFalseEye)
            continue;
        ++fills;
        // The block in atari is on the board before the fill, and the fill lands on its liberty.
        const Board& before = walk.snapshot(position - 1).scene.board;
        QCOMPARE(before.at(step->point), Color::Empty);
        QVERIFY(!walk.points(*step).empty());
        for (Point p : walk.points(*step))
            QVERIFY(isStone(before.at(p)));
        QCOMPARE(walk.snapshot(position).scene.board.at(step->point), step->color);
        QVERIFY(walk.snapshot(position).falseEyeFilled.test(size_t(walk.board().index(step->point))));
        const QString text = StepExplainer::explainStep(walk, walk.location(position).traceIndex);
        QVERIFY2(text.contains(QStringLiteral("would be captured")), qPrintable(text));
    }
    QVERIFY(fills >= 2);
}

// Step forward through the whole walk and back again: every position is visited once each way,
// the slider and the label follow, and a panel selects its step while the timeline is on it.
void TestStages::timelineReachesEveryStep()
{
    Walkthrough w(cornerSeki());
    TimelineBar bar(w.controller);
    const int count = w.controller.positionCount();
    QVERIFY(count > StageCount);
    QCOMPARE(w.controller.position(), 0);
    // The dead-stone stage comes first, then stage 1.
    QVERIFY2(bar.positionText().contains(QStringLiteral("dead stones, before stage 1")), qPrintable(bar.positionText()));
    w.controller.goTo(w.walk->stageStart(Stage::DeadRemoved));
    QVERIFY(bar.positionText().contains(QStringLiteral("stage 1 of 5")));
    w.controller.goTo(0);
    std::vector<int> visited{0};
    while (bar.stepForwardAction()->isEnabled()) {
        bar.stepForwardAction()->trigger();
        // A step animates; a stage's start has nothing to animate.
        QCOMPARE(w.controller.isAnimating(), w.walk->step(w.controller.position()) != nullptr);
        w.controller.finishAnimation();
        QCOMPARE(w.controller.progress(), 1.0);
        visited.push_back(w.controller.position());
        QCOMPARE(bar.slider()->value(), w.controller.position());
        const TraceWalk::Location& location = w.walk->location(w.controller.position());
        if (location.deadStoneStage) {
            QVERIFY(location.step > 0);
            QVERIFY2(bar.positionText().startsWith(QStringLiteral("dead stones, before stage 1 \u00b7 group %1 of %2")
                                                       .arg(location.step)
                                                       .arg(w.walk->deadStoneStageEnd())),
                     qPrintable(bar.positionText()));
            continue;
        }
        const QString expected = location.step == 0 ? QStringLiteral("stage %1 of 5").arg(int(location.stage) + 1)
                                                    : QStringLiteral("stage %1 of 5 \u00b7 step %2 of %3")
                                                          .arg(int(location.stage) + 1)
                                                          .arg(location.step)
                                                          .arg(w.walk->stepCount(location.stage));
        QVERIFY2(bar.positionText().startsWith(expected), qPrintable(bar.positionText()));
        if (location.step > 0)
            QCOMPARE(w.panels[size_t(location.stage)]->currentRow(), location.step - 1);
    }
    QCOMPARE(int(visited.size()), count);
    for (int k = 0; k < count; ++k)
        QCOMPARE(visited[size_t(k)], k);
    while (bar.stepBackAction()->isEnabled()) {
        const int before = w.controller.position();
        bar.stepBackAction()->trigger();
        QCOMPARE(w.controller.position(), before - 1);
        QVERIFY(!w.controller.isAnimating());
    }
    QCOMPARE(w.controller.position(), 0);
    // The slider drives the timeline too.
    bar.slider()->setValue(count - 1);
    QCOMPARE(w.controller.position(), count - 1);
}

// The keyboard: Right/Left step, Page Down/Up go to the end/start of a stage, Home/End.
void TestStages::timelineKeysAndStages()
{
    // Dead stones marked: every stage the keys visit has steps.
    Walkthrough w(readCase(QStringLiteral("tenuki-seki-marking-black-dead.pos")));
    QVERIFY(w.walk->stepCount(Stage::DeadRemoved) > 0);
    QWidget window;
    auto* bar = new TimelineBar(w.controller, &window);
    window.resize(700, 60);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    bar->setFocus();
    const TraceWalk& walk = *w.walk;

    QTest::keyClick(&window, Qt::Key_Right);
    QCOMPARE(w.controller.position(), 1);
    QTest::keyClick(&window, Qt::Key_Left);
    QCOMPARE(w.controller.position(), 0);
    // Page Down: the end of the dead-stone stage, then of stage 1.
    QTest::keyClick(&window, Qt::Key_PageDown);
    QCOMPARE(w.controller.position(), walk.deadStoneStageEnd());
    QTest::keyClick(&window, Qt::Key_PageDown);
    QCOMPARE(w.controller.position(), walk.stageEnd(Stage::DeadRemoved));
    QTest::keyClick(&window, Qt::Key_PageDown);
    QCOMPARE(w.controller.position(), walk.stageEnd(Stage::NeutralFill));
    QTest::keyClick(&window, Qt::Key_PageUp);
    QCOMPARE(w.controller.position(), walk.stageStart(Stage::NeutralFill));
    QTest::keyClick(&window, Qt::Key_PageUp);
    QCOMPARE(w.controller.position(), walk.stageStart(Stage::DeadRemoved));
    QTest::keyClick(&window, Qt::Key_PageUp);
    QCOMPARE(w.controller.position(), 0);
    QTest::keyClick(&window, Qt::Key_End);
    QCOMPARE(w.controller.position(), walk.positionCount() - 1);
    QTest::keyClick(&window, Qt::Key_Home);
    QCOMPARE(w.controller.position(), 0);
    QTest::keyClick(&window, Qt::Key_Space);
    QVERIFY(w.controller.isPlaying());
    QTest::keyClick(&window, Qt::Key_Space);
    QVERIFY(!w.controller.isPlaying());
}

// Playing never blocks: the event loop runs between frames, and it stops at the last step.
void TestStages::playingRunsToTheEnd()
{
    Walkthrough w(cornerSeki());
    w.controller.setSpeed(16);
    int frames = 0;
    connect(&w.controller, &TraceController::frameChanged, this, [&frames] { ++frames; });
    w.controller.play();
    QVERIFY(w.controller.isPlaying());
    QTRY_VERIFY_WITH_TIMEOUT(!w.controller.isPlaying(), 30000);
    QCOMPARE(w.controller.position(), w.controller.positionCount() - 1);
    QVERIFY(frames > w.controller.positionCount());
}

void TestStages::explainerNamesThePoints_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("rules");
    const QStringList files = QDir(QStringLiteral(SEKI_TEST_CASES_DIR)).entryList({QStringLiteral("*.pos")});
    QVERIFY(!files.isEmpty());
    for (const QString& file : files)
        for (Rules rules : AllRules)
            QTest::addRow("%s/%s", qPrintable(file), ruleSetName(rules).data()) << file << int(rules);
}

// Every step of every case under every rule set gets a sentence, and it names the step's point.
void TestStages::explainerNamesThePoints()
{
    QFETCH(QString, file);
    QFETCH(int, rules);
    const TraceWalk walk = TraceWalk::build(readCase(file), Rules(rules));
    const int height = walk.board().height();
    for (int s = 0; s < StageCount; ++s)
        QVERIFY(!StepExplainer::stageIntro(walk, Stage(s)).isEmpty());
    for (int position = 0; position < walk.positionCount(); ++position) {
        const QString text = StepExplainer::explain(walk, position);
        QVERIFY(!text.isEmpty());
        const Step* step = walk.step(position);
        if (!step)
            continue;
        QVERIFY(!StepExplainer::stepLabel(walk, walk.location(position).traceIndex).isEmpty());
        switch (step->kind) {
        case StepKind::Tally:
            QVERIFY(text.contains(QString::number(step->tally().blackTerritory)));
            break;
        case StepKind::Unresolved:
            QVERIFY(text.contains(gtp(walk.points(*step).front(), height)));
            break;
        default:
            QVERIFY2(text.contains(gtp(step->point, height)), qPrintable(text));
            break;
        }
    }
}

void TestStages::explainerSentences()
{
    Walkthrough w(cornerSeki());
    const TraceWalk& walk = *w.walk;
    QStringList all;
    for (int position = 0; position < walk.positionCount(); ++position)
        all << StepExplainer::explain(walk, position);
    const QString text = all.join(QLatin1Char('\n'));
    // B5 is the shared point: the witnesses the trace names, and its checkered colour.
    QVERIFY2(text.contains(QRegularExpression(
                 QStringLiteral("B5 is neutral: its region touches Black at [A-H]\\d and White at [A-H]\\d\\. "
                                "Filled (Black|White) \\(checkered, x \\+ y (even|odd)\\)\\."))),
             qPrintable(text));
    // The corner eye: 2 stones + 1 top edge + 1 left edge.
    QVERIFY2(text.contains(QStringLiteral("Region at A6: 2 stones + 1 top edge + 1 left edge = boundary length 4.")),
             qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("Region at A6: boundary length 4: 1 eye.")));
    QVERIFY(text.contains(QStringLiteral("Seki:")));

    // A square four in the corner: 4 stones + 2 top edge + 2 left edge = 8, one eye.
    const TraceWalk square = TraceWalk::build(positionFromRows({
                                                  ". . O X .",
                                                  ". . O X .",
                                                  "O O O X .",
                                                  "X X X X .",
                                                  ". . . . .",
                                              }),
                                              Rules::Japanese);
    QStringList squareTexts;
    for (int position = 0; position < square.positionCount(); ++position)
        squareTexts << StepExplainer::explain(square, position);
    QVERIFY2(squareTexts.join(QLatin1Char('\n'))
                 .contains(QStringLiteral("Region at A5: 4 stones + 2 top edge + 2 left edge = boundary length 8.")),
             qPrintable(squareTexts.join(QLatin1Char('\n'))));
    QVERIFY(squareTexts.join(QLatin1Char('\n')).contains(QStringLiteral("a square four: 1 eye.")));
}

void TestStages::inspectorShowsTheRegion()
{
    Walkthrough w(cornerSeki());
    RegionInspector inspector(w.controller);
    TraceBoardView board(w.controller);
    board.resize(420, 380);
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    connect(&board, &TraceBoardView::pointClicked, &w.controller, [&w](Point p) { w.controller.selectPoint(p); });
    w.controller.goTo(w.walk->stageEnd(Stage::Eyes));
    // A click at the corner point's centre selects its region.
    QTest::mouseClick(&board, Qt::LeftButton, {}, board.rectFor({0, 0}).center());
    QCOMPARE(w.controller.selectedPoint(), std::optional<Point>(Point{0, 0}));
    QCOMPARE(w.controller.selectedRegion(), w.walk->regionAt({0, 0}));
    const QString text = inspector.text();
    QVERIFY2(text.contains(QStringLiteral("Boundary stones: B6 and A5")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("Boundary length: 2 stones + 1 top edge + 1 left edge = 4")));
    QVERIFY(text.contains(QStringLiteral("Eye count: 1 eye")));
    QVERIFY(text.contains(QStringLiteral("Verdict: seki")));
    // The filled neutral point tells why it was filled.
    w.controller.selectPoint(Point{1, 1});
    QVERIFY2(inspector.text().contains(QStringLiteral("B5 is neutral")), qPrintable(inspector.text()));
}

void TestStages::rulesComparison()
{
    RulesComparison comparison;
    comparison.setPosition(cornerSeki());
    // Area counting scores the eyes in seki; the territory rules do not.
    bool sawEye = false;
    for (const RulesComparison::Difference& d : comparison.differences()) {
        QVERIFY(d.owner[0] != d.owner[1] || d.owner[1] != d.owner[2]);
        if (d.point == Point{0, 0}) {
            sawEye = true;
            QCOMPARE(d.owner[0], '.');
            QCOMPARE(d.owner[2], 'b');
            QVERIFY2(d.reason[0].contains(QStringLiteral("eye in seki: its expansion has 1 eye")),
                     qPrintable(d.reason[0]));
            QVERIFY(d.reason[2].contains(QStringLiteral("Black's area")));
            // Neither player can fill the shared liberty B5: the 1989 rule keeps the seki too.
            QCOMPARE(d.owner[1], '.');
            QVERIFY2(d.reason[1].contains(QStringLiteral("touches dame")), qPrintable(d.reason[1]));
        }
    }
    QVERIFY(sawEye);
    QCOMPARE(comparison.table()->rowCount(), int(comparison.differences().size()));
    QVERIFY(comparison.summaryText().contains(QStringLiteral("disagree")));

    // The three-eyed group beside a neutral corner point: the 1989 rule's game ends with that dame
    // filled (Black fills it safely), so both territory rules count White's three eyes.
    comparison.setPosition(threeEyedGroup());
    for (const RulesComparison::Difference& d : comparison.differences())
        QCOMPARE(d.owner[1], d.owner[0]);

    // Where the 1989 count differs from the relaxed one, its reason names the article behind it,
    // and only there: every case of tests/cases is compared.
    int differences = 0;
    bool sawBulk = false;
    for (const QString& folder : {QString(), QStringLiteral("1989/")}) {
        const QDir dir(QStringLiteral(SEKI_TEST_CASES_DIR "/") + folder);
        for (const QString& file : dir.entryList({QStringLiteral("*.pos")}, QDir::Files, QDir::Name)) {
            comparison.setPosition(readCase(folder + file));
            for (const RulesComparison::Difference& d : comparison.differences()) {
                if (d.owner[1] == d.owner[0]) {
                    QVERIFY2(!d.reason[1].contains(QStringLiteral("(Article ")), qPrintable(file + QStringLiteral(": ") + d.reason[1]));
                    continue;
                }
                ++differences;
                QVERIFY2(d.reason[1].contains(QStringLiteral("(Article ")), qPrintable(file + QStringLiteral(": ") + d.reason[1]));
                QVERIFY2(!d.reason[0].contains(QStringLiteral("(Article ")), qPrintable(d.reason[0]));
                // Filling the dame captures the unmarked white stones: A9 is Black's, no seki eye.
                if (file == QStringLiteral("tenuki-bulk-dead-unmarked.pos") && d.point == Point{0, 0}) {
                    sawBulk = true;
                    QVERIFY2(d.reason[1].contains(QStringLiteral("Black's territory")) && d.reason[1].contains(QStringLiteral("(Article 8)")),
                             qPrintable(d.reason[1]));
                }
            }
        }
    }
    QVERIFY(differences > 0);
    QVERIFY(sawBulk);

    // Each kind of point the 1989 rule counts names its article: the teire at H6 (Black's J6 is in
    // atari once the dame J7 and J5 are filled), those dame, and the eye A17 of a seki.
    const Position teire = positionFromRows({
        ". . . . . . . . .",
        "O O O O O O O O O",
        "X X X X X X X X .",
        ". . X . . X X . X",
        "X X X X X X O X .",
        "O O O O O O O O O",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
    });
    const Walkthrough strict(teire, Rules::JapaneseStrict);
    const QString teireReason = RulesComparison::articleReasonFor(*strict.walk, Point{7, 3});
    QVERIFY2(teireReason.contains(QStringLiteral("teire")) && teireReason.contains(QStringLiteral("(Article 9)")),
             qPrintable(teireReason));
    for (const Point dame : {Point{8, 2}, Point{8, 4}}) {
        const QString reason = RulesComparison::articleReasonFor(*strict.walk, dame);
        QVERIFY2(reason.contains(QStringLiteral("dame, filled")) && reason.contains(QStringLiteral("(Article 9)")),
                 qPrintable(reason));
    }
    const Walkthrough seki(readCase(QStringLiteral("tenuki-seki-false-eye.pos")), Rules::JapaneseStrict);
    const QString sekiReason = RulesComparison::articleReasonFor(*seki.walk, Point{0, 2});
    QVERIFY2(sekiReason.contains(QStringLiteral("in seki")) && sekiReason.contains(QStringLiteral("(Article 8)")),
             qPrintable(sekiReason));
}

// A dead-stone mark changes, the trace is recomputed: the user stays on the same stage and step.
void TestStages::recomputeKeepsTheStage()
{
    const Position marked = readCase(QStringLiteral("tenuki-seki-marking-black-dead.pos"));
    Position unmarked = marked;
    unmarked.dead.reset();
    Walkthrough w(marked);
    w.controller.goTo(w.walk->positionOf(Stage::Eyes, 2));
    w.controller.setWalk(std::make_shared<TraceWalk>(TraceWalk::build(unmarked, Rules::Japanese)), true);
    QCOMPARE(w.controller.stage(), Stage::Eyes);
    QCOMPARE(w.controller.stepInStage(), 2);
    QCOMPARE(w.controller.walk().stepCount(Stage::DeadRemoved), 0);
    // The panels follow the new trace.
    QCOMPARE(w.panels[size_t(Stage::DeadRemoved)]->stepTexts().size(), 0);
    // A stage the new trace has fewer steps in: its last step.
    w.controller.goTo(w.controller.walk().stageEnd(Stage::Verdict));
    const int steps = w.controller.walk().stepCount(Stage::Verdict);
    w.controller.setWalk(std::make_shared<TraceWalk>(TraceWalk::build(marked, Rules::Japanese)), true);
    QCOMPARE(w.controller.stage(), Stage::Verdict);
    QCOMPARE(w.controller.stepInStage(), std::min(steps, w.controller.walk().stepCount(Stage::Verdict)));
}

// The main board draws every frame of a 19x19 walk, mid-animation included, and the picture
// changes as a fill fades in.
void TestStages::mainBoardFrames()
{
    Walkthrough w(readCase(QStringLiteral("tenuki-seki-marking-none.pos")));
    TraceBoardView board(w.controller);
    board.resize(500, 500);
    board.show();
    QVERIFY(QTest::qWaitForWindowExposed(&board));
    const int fill = w.walk->positionOf(Stage::NeutralFill, w.walk->stepCount(Stage::NeutralFill));
    w.controller.goTo(fill, true);
    QVERIFY(w.controller.isAnimating());
    const QImage start = board.grab().toImage();
    w.controller.finishAnimation();
    const QImage done = board.grab().toImage();
    QVERIFY(start != done);
    for (int position = 0; position < w.controller.positionCount(); position += 7) {
        w.controller.goTo(position);
        QVERIFY(!board.grab().toImage().isNull());
    }
}

// The window's Review Scoring mode: its board covers the window's, its keys drive the timeline
// while the record's rest, a click on a stone marks it and the walk is recomputed at the same
// stage, Escape leaves.
void TestStages::reviewInTheWindow()
{
    MainWindow window;
    window.resize(1300, 850);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(QStringLiteral(SEKI_RESOURCES_DIR "/games/example-seki.sgf")));
    ScoringReview& review = *window.scoringReview();
    TraceController& controller = review.controller();
    QVERIFY(controller.hasWalk());
    QVERIFY(!review.isActive());
    QVERIFY(!review.boardView()->isVisible());

    review.reviewAction()->trigger();
    QVERIFY(review.isActive());
    QVERIFY(review.boardView()->isVisible());
    QCOMPARE(review.boardView()->geometry(), window.boardView()->rect());
    QVERIFY(review.boardView()->hasFocus());
    const int moves = window.moveBar()->move();
    QCOMPARE(moves, window.moveBar()->moveCount());
    QTest::keyClick(&window, Qt::Key_Right);
    QCOMPARE(controller.position(), 1);
    QTest::keyClick(&window, Qt::Key_End);
    QCOMPARE(controller.position(), controller.positionCount() - 1);
    QTest::keyClick(&window, Qt::Key_Home);
    QCOMPARE(controller.position(), 0);
    QCOMPARE(window.moveBar()->move(), moves); // the record stayed where it was
    QVERIFY(review.explanationText().contains(QStringLiteral("Which stones are dead, and why")));
    controller.goTo(controller.walk().stageStart(Stage::DeadRemoved));
    QVERIFY(review.explanationText().contains(QStringLiteral("Stage 1 of 5")));
    controller.goTo(0);

    // "The other way round": the control rebuilds the walk with the checkered fill's other phase.
    QCheckBox* otherPhase = review.otherPhaseBox();
    QCOMPARE(otherPhase->isEnabled(), controller.walk().hasOtherPhase());
    if (otherPhase->isEnabled()) {
        otherPhase->setChecked(true);
        QCOMPARE(controller.walk().phase(), 1);
        otherPhase->setChecked(false);
        QCOMPARE(controller.walk().phase(), 0);
    }

    // Stage 4, then White's dead invasion at F5 is clicked: the inspector shows it, and it stays
    // dead (the board under the walk-through only inspects).
    const Point invasion{5, 4};
    QVERIFY(window.document()->isDead(invasion));
    const int deadBlocks = controller.walk().stepCount(Stage::DeadRemoved);
    controller.goTo(controller.walk().positionOf(Stage::Eyes, 3));
    QTest::mouseClick(review.boardView(), Qt::LeftButton, {}, review.boardView()->rectFor(invasion).center());
    QVERIFY(window.document()->isDead(invasion));
    QCOMPARE(controller.walk().stepCount(Stage::DeadRemoved), deadBlocks);
    QCOMPARE(controller.stage(), Stage::Eyes);
    QCOMPARE(controller.stepInStage(), 3);
    QCOMPARE(controller.selectedPoint(), std::optional<Point>(invasion));

    // Each stage dock's panel shows its stage of the window's game.
    for (int s = 0; s < StageCount; ++s)
        QCOMPARE(review.stagePanel(s)->stepTexts().size(), qsizetype(controller.walk().stepCount(Stage(s))));

    QTest::keyClick(&window, Qt::Key_Escape);
    QVERIFY(!review.isActive());
    QVERIFY(!review.boardView()->isVisible());
}

// The other phase of the checkered fill, "the other way round": the walk shows that run's steps,
// each neutral point filled with the other colour, and the same agreed verdict at the end.
void TestStages::otherPhaseWalk()
{
    Walkthrough first(cornerSeki());
    Walkthrough other(cornerSeki(), Rules::Japanese, 1);
    QVERIFY(other.walk->hasOtherPhase());
    QCOMPARE(other.walk->phase(), 1);
    QCOMPARE(other.walk->positionCount(), other.walk->deadStoneStageEnd() + 1 + stepsInPhase(other.trace, 1) + StageCount);
    const Point neutral{1, 1};
    const Color firstFill = first.walk->snapshot(first.walk->stageEnd(Stage::NeutralFill)).scene.board.at(neutral);
    const Color otherFill = other.walk->snapshot(other.walk->stageEnd(Stage::NeutralFill)).scene.board.at(neutral);
    QVERIFY(isStone(firstFill));
    QCOMPARE(otherFill, opponent(firstFill));
    for (int k : stepsOfStage(other.trace, Stage::NeutralFill, 1))
        if (other.trace.steps()[size_t(k)].kind == StepKind::FillNeutral)
            QCOMPARE(other.trace.steps()[size_t(k)].fillNeutral().phase, 1 - Scorer::CheckeredPhase);
    const BoardScene& a = first.walk->snapshot(first.walk->positionCount() - 1).scene;
    const BoardScene& b = other.walk->snapshot(other.walk->positionCount() - 1).scene;
    QVERIFY(a.marks == b.marks);
    // Without neutral points there is no other way round: the walk shows the one run.
    Walkthrough none(threeEyedGroup(), Rules::Japanese, 1);
    if (!none.walk->hasOtherPhase())
        QCOMPARE(none.walk->phase(), 0);
}

// The steps both phases show are recorded with the first phase's, before the other phase's own
// fills (Trace::shareSteps); the other phase's walk still shows each stage's steps in that stage,
// and in stage 4 every region's Region, BoundaryLength and EyeCount steps, then the local games
// (with GNU Go's local-game eyes), then the expansions. On random 9x9 positions whose traces share
// such steps, with either eye count.
void TestStages::otherPhaseWalkInStageOrder_data()
{
    QTest::addColumn<EyeMethod>("eyes");
    QTest::newRow("boundary") << EyeMethod::Boundary;
    QTest::newRow("local-game") << EyeMethod::LocalGame;
}

void TestStages::otherPhaseWalkInStageOrder()
{
    QFETCH(EyeMethod, eyes);
    std::mt19937 random(23);
    int walks = 0;
    for (int round = 0; round < 400 && walks < 20; ++round) {
        const Position position = test::randomPosition(random, 9);
        Walkthrough other(position, Rules::Japanese, 1, eyes);
        const std::vector<Step>& steps = other.trace.steps();
        const auto sharedEyes = std::find_if(steps.begin(), steps.end(), [](const Step& s) {
            return s.stage == Stage::Eyes && s.run == StepRun::Shared;
        });
        const auto ownFill = std::find_if(steps.begin(), steps.end(), [](const Step& s) {
            return s.stage == Stage::NeutralFill && s.run == StepRun::OtherPhase;
        });
        if (sharedEyes == steps.end() || ownFill == steps.end())
            continue;
        QVERIFY(sharedEyes < ownFill);
        QCOMPARE(other.walk->phase(), 1);
        ++walks;
        int shown = 0;
        for (int s = 0; s < StageCount; ++s)
            shown += other.walk->stepCount(Stage(s));
        QCOMPARE(shown, stepsInPhase(other.trace, 1)); // every step of the reading, once
        for (int s = 0; s < StageCount; ++s) {
            std::vector<StepKind> kinds;
            for (int k = 1; k <= other.walk->stepCount(Stage(s)); ++k) {
                const Step* step = other.walk->step(other.walk->positionOf(Stage(s), k));
                QVERIFY(step);
                QCOMPARE(step->stage, Stage(s));
                kinds.push_back(step->kind);
            }
            if (Stage(s) != Stage::Eyes)
                continue;
            const auto localGames = std::find_if(kinds.begin(), kinds.end(), [](StepKind k) {
                return k == StepKind::LocalGame || k == StepKind::Expansion;
            });
            const auto expansions = std::find(kinds.begin(), kinds.end(), StepKind::Expansion);
            QVERIFY(expansions != kinds.end());
            QCOMPARE((localGames - kinds.begin()) % 3, 0);
            for (auto k = kinds.begin(); k != localGames; k += 3)
                QVERIFY(k[0] == StepKind::Region && k[1] == StepKind::BoundaryLength && k[2] == StepKind::EyeCount);
            QVERIFY(std::all_of(localGames, expansions, [](StepKind k) { return k == StepKind::LocalGame; }));
            QCOMPARE(expansions - localGames, eyes == EyeMethod::LocalGame ? kinds.end() - expansions : 0);
            QVERIFY(std::all_of(expansions, kinds.end(), [](StepKind k) { return k == StepKind::Expansion; }));
        }
    }
    QCOMPARE(walks, 20);
}

// Where the phases disagree, a verdict step of either run tells both stories and the rule.
void TestStages::bothStoriesWherePhasesDisagree()
{
    std::mt19937 random(11);
    int told = 0;
    for (int round = 0; round < 400 && told < 3; ++round) {
        const Position position = test::randomPosition(random, 9);
        Scorer scorer;
        if (!scorer.score(position, Rules::Japanese).unresolved)
            continue;
        // The phase that scores a point for its owner tells it at a Territory step (the other may
        // tell it at a false eye's fill).
        bool found = false;
        for (int phase = 0; phase < 2; ++phase) {
            Walkthrough w(position, Rules::Japanese, phase);
            for (int k : stepsOfStage(w.trace, Stage::Verdict, phase)) {
                const Step& step = w.trace.steps()[size_t(k)];
                if (step.kind != StepKind::Seki && step.kind != StepKind::Territory)
                    continue;
                bool unresolved = false;
                for (Point p : w.trace.points(step))
                    unresolved = unresolved || w.result.at(p).unresolved;
                const QString text = StepExplainer::explainStep(*w.walk, k);
                QCOMPARE(text.contains(QLatin1String("only when both fills agree")), unresolved);
                found = found || unresolved;
            }
        }
        QVERIFY(found);
        ++told;
    }
    QVERIFY(told > 0);
}

// The 1989 rule's ending in the walk: every dame filled is a step of stage 2 with its reason, and
// the shared liberty of Tenuki's one-eyed seki is no fill but the dame that puts them in seki.
void TestStages::strictFillsInTheWalk()
{
    Walkthrough w(readCase(QStringLiteral("tenuki-one-eyed-groups-black.pos")), Rules::JapaneseStrict);
    const TraceWalk& walk = *w.walk;
    const std::vector<int> fills = stepsOfStage(w.trace, Stage::NeutralFill);
    int strictFills = 0;
    const Point shared{2, 7};
    for (int k : fills) {
        const Step& step = w.trace.steps()[size_t(k)];
        if (step.kind != StepKind::StrictFill)
            continue;
        ++strictFills;
        QVERIFY(step.point != shared);
        QCOMPARE(walk.fillStepAt(step.point), k);
        const QString text = StepExplainer::explainStep(walk, k);
        QVERIFY(text.contains(StepExplainer::pointName(walk, step.point)));
        // A fill only one player can make is his stone on the stage's board.
        if (step.color != Color::Empty)
            QCOMPARE(walk.snapshot(walk.stageEnd(Stage::NeutralFill)).scene.board.at(step.point), step.color);
    }
    QVERIFY(strictFills >= 5);
    QCOMPARE(w.result.at(shared).status, PointStatus::Dame);
    QCOMPARE(walk.snapshot(walk.stageEnd(Stage::NeutralFill)).scene.board.at(shared), Color::Empty);

    // Every fill and teire of the 1989 rule, in every case, is told with its reason and the
    // article of the 1989 rules behind it; each kind of reason occurs in the cases.
    std::set<StrictFillReason> seen;
    for (const QString& folder : {QString(), QStringLiteral("1989/")}) {
        const QDir dir(QStringLiteral(SEKI_TEST_CASES_DIR "/") + folder);
        for (const QString& file : dir.entryList({QStringLiteral("*.pos")}, QDir::Files, QDir::Name)) {
            Walkthrough c(readCase(folder + file), Rules::JapaneseStrict);
            for (int k : stepsOfStage(c.trace, Stage::NeutralFill)) {
                const Step& step = c.trace.steps()[size_t(k)];
                if (step.kind != StepKind::StrictFill)
                    continue;
                seen.insert(step.strictFill().reason);
                const QString text = StepExplainer::explainStep(*c.walk, k);
                QVERIFY2(text.contains(QStringLiteral("(1989 rules, Article ")), qPrintable(file + QStringLiteral(": ") + text));
                QVERIFY2(StepExplainer::stepLabel(*c.walk, k).endsWith(QStringLiteral("(1989)")), qPrintable(file));
            }
        }
    }
    for (StrictFillReason reason : {StrictFillReason::OnlyOneCanFill, StrictFillReason::EitherCanFill,
                                    StrictFillReason::InTurn, StrictFillReason::Capture, StrictFillReason::Connection,
                                    StrictFillReason::ConnectionInVain})
        QVERIFY2(seen.count(reason), qPrintable(QString::number(int(reason))));
}

// The beginner's walk-through: one position for the dead-stone stage and one per stage, each the
// board its stage leaves, stood for by the stage's last step of a result kind, and told in words
// without the arithmetic (no boundary lengths, no checkered parity).
void TestStages::oneStepPerStage_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<int>("rules");
    QTest::addColumn<bool>("seki");
    for (Rules rules : AllRules)
        QTest::addRow("corner-seki/%s", std::string(ruleSetName(rules)).c_str())
            << QStringLiteral("corner-seki") << int(rules) << (rules != Rules::Chinese);
    QTest::addRow("false-eyes") << QStringLiteral("false-eyes") << int(Rules::Japanese) << false;
    QTest::addRow("two-one-eyed") << QStringLiteral("tenuki-seki-two-one-eyed-groups.pos") << int(Rules::Japanese)
                                  << true;
    QTest::addRow("dead-marked") << QStringLiteral("tenuki-bulk-dead-marked.pos") << int(Rules::Japanese) << false;
}

void TestStages::oneStepPerStage()
{
    QFETCH(QString, source);
    QFETCH(int, rules);
    QFETCH(bool, seki);
    const Position position = source == QLatin1String("corner-seki")  ? cornerSeki()
                              : source == QLatin1String("false-eyes") ? falseEyes()
                                                                      : readCase(source);
    Walkthrough w(position, Rules(rules));
    const TraceWalk& every = *w.walk;
    const auto beginner = std::make_shared<TraceWalk>(every.withDetail(TraceWalk::Detail::OneStepPerStage));
    w.controller.setWalk(beginner, false);
    const TraceWalk& walk = *beginner;
    QVERIFY(walk.isOneStepPerStage());
    QVERIFY(!every.isOneStepPerStage());
    QCOMPARE(walk.positionCount(), 1 + StageCount);

    // The dead-stone stage: every group the finder does not call alive, at once.
    QVERIFY(walk.inDeadStoneStage(0));
    QVERIFY(walk.location(0).summary);
    QCOMPARE(walk.deadStoneStageEnd(), 0);
    Board::Mask dead;
    for (int g : walk.deadStoneGroups()) {
        const GroupVerdict& group = walk.deadStones().groups[size_t(g)];
        if (group.status == GroupStatus::Dead)
            for (Point p : group.stones)
                dead.set(size_t(walk.board().index(p)));
    }
    QCOMPARE(walk.snapshot(0).scene.dead, dead);

    int sekiSteps = 0;
    for (const Step& step : w.trace.steps())
        sekiSteps += (step.kind == StepKind::Seki || step.kind == StepKind::StrictSeki) && Trace::inPhase(step.run, 0);
    QCOMPARE(sekiSteps > 0, seki);
    for (int s = 0; s < StageCount; ++s) {
        const Stage stage = Stage(s);
        const int at = 1 + s;
        const TraceWalk::Location& location = walk.location(at);
        QVERIFY(location.summary);
        QVERIFY(!walk.inDeadStoneStage(at));
        QCOMPARE(location.stage, stage);
        QCOMPARE(walk.stageStart(stage), at);
        QCOMPARE(walk.stageEnd(stage), at);
        QCOMPARE(walk.stepCount(stage), 0);
        // The summary step: the stage's last step whose kind is one of the stage's results.
        int expected = -1;
        for (int index : stepsOfStage(w.trace, stage))
            if (TraceWalk::isResultKind(w.trace.steps()[size_t(index)].kind))
                expected = index;
        QCOMPARE(location.summaryStep, expected);
        QCOMPARE(walk.summaryStep(stage), expected);
        if (stage == Stage::Verdict && Rules(rules) != Rules::Chinese)
            QCOMPARE(w.trace.steps()[size_t(expected)].kind, StepKind::Tally);
        // Its board is the one the stage leaves in the walk of every step.
        const TraceWalk::Snapshot& shown = walk.snapshot(at);
        const TraceWalk::Snapshot& left = every.snapshot(every.stageEnd(stage));
        QVERIFY(shown.scene.board == left.scene.board);
        QCOMPARE(shown.neutralFilled, left.neutralFilled);
        QCOMPARE(shown.falseEyeFilled, left.falseEyeFilled);
        QVERIFY(shown.scene.marks == left.scene.marks);
        // Words without the arithmetic; the panel says the same.
        const QString text = StepExplainer::explain(walk, at);
        QCOMPARE(text, StepExplainer::stageSummary(walk, stage));
        QVERIFY2(!text.contains(QStringLiteral("x + y")) && !text.contains(QStringLiteral("boundary")),
                 qPrintable(text));
        w.controller.goTo(at);
        QCOMPARE(w.controller.stage(), stage);
    }
    // Stage 4 says how many expansions come to fewer than two eyes, or that none does.
    if (Rules(rules) == Rules::Japanese) {
        int shortOfTwo = 0;
        for (const TraceWalk::ExpansionInfo& expansion : walk.expansions())
            shortOfTwo += expansion.step >= 0 && expansion.eyeSum < 2;
        const QString eyes = StepExplainer::stageSummary(walk, Stage::Eyes);
        QVERIFY2(eyes.contains(shortOfTwo == 0 ? QStringLiteral("none with fewer than two eyes")
                                               : StepExplainer::counted(shortOfTwo, QStringLiteral("1 of them"),
                                                                        QStringLiteral("%1 of them"))
                                                     + QStringLiteral(" with fewer than two eyes")),
                 qPrintable(eyes));
    }
    const QString verdict = StepExplainer::stageSummary(walk, Stage::Verdict);
    if (seki)
        QVERIFY2(verdict.contains(StepExplainer::counted(sekiSteps, QStringLiteral("1 area is"),
                                                         QStringLiteral("%1 areas are"))
                                  + QStringLiteral(" in seki")),
                 qPrintable(verdict));
    else
        QVERIFY2(verdict.contains(QStringLiteral("nothing is in seki")), qPrintable(verdict));
    QVERIFY(verdict.contains(StepExplainer::resultWords(w.result)));
}

// In the window: the switch in the timeline, remembered; the keys and the stage panels step
// through the six positions; switching keeps the stage, both ways; S in presentation mode switches too.
void TestStages::oneStepPerStageInTheWindow()
{
    AppSettings::setWalkOneStepPerStage(false);
    {
        MainWindow window;
        window.resize(1300, 850);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(QStringLiteral(SEKI_RESOURCES_DIR "/games/example-seki.sgf")));
        ScoringReview& review = *window.scoringReview();
        TraceController& controller = review.controller();
        QCheckBox* box = review.oneStepPerStageBox();
        QVERIFY(!box->isChecked());
        QVERIFY(!controller.walk().isOneStepPerStage());
        const int everyCount = controller.positionCount();
        QVERIFY(everyCount > 1 + StageCount);

        review.reviewAction()->trigger();
        QVERIFY(review.isActive());
        // In stage 4 of the walk of every step, the switch: stage 4 of the beginner's walk.
        controller.goTo(controller.walk().positionOf(Stage::Eyes, 2));
        box->click();
        QVERIFY(AppSettings::walkOneStepPerStage());
        QVERIFY(controller.walk().isOneStepPerStage());
        QCOMPARE(controller.positionCount(), 1 + StageCount);
        QCOMPARE(controller.stage(), Stage::Eyes);
        QVERIFY(!controller.inDeadStoneStage());
        QCOMPARE(review.timeline()->positionText(), QStringLiteral("stage 4 of 5"));
        QVERIFY(review.explanationText().contains(
            StepExplainer::stageSummary(controller.walk(), Stage::Eyes).toHtmlEscaped()));

        // Right and Left step one stage at a time, the dead-stone stage first; Page Down too.
        QTest::keyClick(&window, Qt::Key_Home);
        QCOMPARE(controller.position(), 0);
        QVERIFY(controller.inDeadStoneStage());
        for (int s = 0; s < StageCount; ++s) {
            QTest::keyClick(&window, Qt::Key_Right);
            controller.finishAnimation();
            QCOMPARE(controller.position(), 1 + s);
            QCOMPARE(controller.stage(), Stage(s));
            QCOMPARE(review.timeline()->positionText(), QStringLiteral("stage %1 of 5").arg(s + 1));
        }
        QTest::keyClick(&window, Qt::Key_Left);
        QCOMPARE(controller.stage(), Stage::Eyes);
        QTest::keyClick(&window, Qt::Key_PageUp);
        QCOMPARE(controller.stage(), Stage::FalseEyeFill);
        QTest::keyClick(&window, Qt::Key_PageDown);
        QCOMPARE(controller.stage(), Stage::Eyes);
        // A click on a stage panel's board: that stage's one step.
        for (int s = 0; s < StageCount; ++s) {
            TraceBoardView* miniature = review.stagePanel(s)->findChild<TraceBoardView*>();
            QVERIFY(miniature);
            QCOMPARE(review.stagePanel(s)->stepTexts().size(), 0);
            review.stageDock(s)->raise();
            QApplication::processEvents();
            QTest::mouseClick(miniature, Qt::LeftButton, {}, miniature->rect().center());
            QCOMPARE(controller.position(), 1 + s);
        }

        // Back to every step at the verdict: the verdict's steps, from its start.
        controller.goTo(controller.walk().stageStart(Stage::Verdict));
        box->click();
        QVERIFY(!AppSettings::walkOneStepPerStage());
        QCOMPARE(controller.positionCount(), everyCount);
        QCOMPARE(controller.stage(), Stage::Verdict);
        QVERIFY(!controller.inDeadStoneStage());
        // The dead-stone stage, both ways.
        controller.goTo(controller.walk().deadStoneStageEnd());
        box->click();
        QVERIFY(controller.inDeadStoneStage());
        box->click();
        QVERIFY(controller.inDeadStoneStage());
        box->click();
        QVERIFY(controller.walk().isOneStepPerStage());

        // Presentation mode: S switches, at the same stage.
        controller.goTo(controller.walk().stageStart(Stage::FalseEyeFill));
        window.setPresentationMode(true);
        PresentationWindow* presentation = window.presentationWindow();
        QVERIFY(presentation);
        QTest::keyClick(presentation, Qt::Key_S);
        QVERIFY(!box->isChecked());
        QVERIFY(!controller.walk().isOneStepPerStage());
        QCOMPARE(controller.stage(), Stage::FalseEyeFill);
        QTest::keyClick(presentation, Qt::Key_S);
        QVERIFY(box->isChecked());
        QCOMPARE(controller.stage(), Stage::FalseEyeFill);
        window.setPresentationMode(false);
    }
    // Remembered: the next window starts with the beginner's walk.
    QVERIFY(AppSettings::walkOneStepPerStage());
    {
        MainWindow window;
        QVERIFY(window.scoringReview()->oneStepPerStageBox()->isChecked());
    }
    AppSettings::setWalkOneStepPerStage(false);
}

QTEST_MAIN(TestStages)
#include "tst_stages.moc"
