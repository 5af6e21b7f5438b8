// Nothing changes by accident: while the walk-through, the eye lens overlay or a dead-stone
// suggestion is on the board, every point of a 19x19 game clicked with every mouse button and
// modifier, and every key of the walk-through's key map pressed, leave the dead marks, the results
// and the undo stack as they were. The board's input mode follows what is shown, and in MarkDead
// the same click does mark (so the checks above could fail).

#include "board/boardinputmode.h"
#include "board/boardinputrouter.h"
#include "board/boardview.h"
#include "common/userprompts.h"
#include "document/gamedocument.h"
#include "document/gamescores.h"
#include "document/recordnavigator.h"
#include "engine/deadstonecontroller.h"
#include "engine/enginesettings.h"
#include "eyes/eyelens.h"
#include "eyes/eyelenscontroller.h"
#include "eyes/eyeoverlay.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/scorepanel.h"
#include "review/scoringreview.h"
#include "review/timelinebar.h"
#include "review/tracecontroller.h"
#include "review/tracewalk.h"

#include "sgf/sgfgametree.h"

#include "testconfig.h"

#include <QAction>
#include <QApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <algorithm>

using namespace seki;
using namespace seki::ui;

namespace {

class NoPrompts : public UserPrompts {
public:
    void showFileError(QWidget*, const FileError&) override { }
    UnsavedChoice askUnsavedChanges(QWidget*, const QString&) override { return UnsavedChoice::Discard; }
    bool confirmResultChange(QWidget*, const QString&, const QString&) override { return false; }
    QString askOpenFileName(QWidget*, const QString&) override { return {}; }
    QString askSaveFileName(QWidget*, const QString&) override { return {}; }
    QString askExportFileName(QWidget*, const QString&) override { return {}; }
};

// What must not change: the marks, every rule set's result (in the document and in the Score
// dock), and the undo stack.
struct Snapshot {
    std::vector<Point> dead;
    QStringList results;
    int undoCount = 0;
    int undoIndex = 0;
    bool clean = true;

    bool operator==(const Snapshot&) const = default;
};

QString describe(const Snapshot& snapshot)
{
    QStringList dead;
    for (const Point& p : snapshot.dead)
        dead << QStringLiteral("%1,%2").arg(p.x).arg(p.y);
    return QStringLiteral("dead [%1] results [%2] undo %3/%4%5")
        .arg(dead.join(u' '), snapshot.results.join(u' '))
        .arg(snapshot.undoIndex)
        .arg(snapshot.undoCount)
        .arg(snapshot.clean ? QStringLiteral(" clean") : QString());
}

const Qt::MouseButton Buttons[] = {Qt::LeftButton, Qt::RightButton, Qt::MiddleButton};
const Qt::KeyboardModifiers Modifiers[] = {Qt::NoModifier, Qt::ShiftModifier, Qt::ControlModifier, Qt::AltModifier,
                                           Qt::ShiftModifier | Qt::ControlModifier};

} // namespace

class TestBoardInput : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();

    void modeOrder();
    void modeFollowsTheWindow();
    void walkthroughOnlyInspects();
    void eyeLensOnlyInspects();
    void suggestionOnlyInspects();
    void markingStillMarks();

private:
    void openGame(const QString& engine = QString());
    Snapshot snapshot() const;
    // Every point of the board, clicked where the user would click it (on whatever widget is on
    // top there: the walk-through's board, or the window's under the eye lens) with every button
    // and modifier, and double-clicked; the snapshot is compared after each point.
    void clickEverywhere(const Snapshot& expected, BoardInputMode mode);
    // The walk-through's keys, Escape and Ctrl+R, and the board's own (Space, Enter, arrows), each
    // pressed where the focus is and on the window's board; `restore` puts the state back after each.
    void pressEveryKey(const Snapshot& expected, const std::function<void()>& restore,
                       const QList<QKeySequence>& more = {});
    void goToEnd();

    QTemporaryDir m_settingsDir;
    std::unique_ptr<MainWindow> m_window;
};

void TestBoardInput::initTestCase()
{
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
    QStandardPaths::setTestModeEnabled(true);
}

void TestBoardInput::init()
{
    QSettings(QStringLiteral("SekiScope"), QStringLiteral("SekiScope")).clear();
}

void TestBoardInput::cleanup()
{
    m_window.reset();
}

void TestBoardInput::openGame(const QString& engine)
{
    EngineSettings settings = EngineSettings::defaults();
    if (!engine.isEmpty())
        settings.command = engine;
    settings.onOpen = EngineSettings::OnOpen::Never;
    settings.timeoutSeconds = 120;
    settings.save();
    m_window = std::make_unique<MainWindow>(std::make_unique<NoPrompts>());
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    // A 19x19 game with a seki and dead stones marked in the file.
    QVERIFY(m_window->openFile(QStringLiteral(SEKI_RESOURCES_DIR "/games/seki-19.sgf")));
    QCOMPARE(m_window->document()->position().board.width(), 19);
    QVERIFY(!m_window->document()->deadStones().empty());
}

Snapshot TestBoardInput::snapshot() const
{
    Snapshot s;
    const GameDocument* document = m_window->document();
    s.dead = document->deadStones();
    std::sort(s.dead.begin(), s.dead.end());
    for (Rules rules : AllRules) {
        const ScoreResult* result = document->scores()->result(rules);
        s.results << (result ? QString::fromStdString(result->resultText()) : QStringLiteral("-"));
        s.results << m_window->scorePanel()->resultText(rules);
    }
    const QUndoStack* stack = m_window->undoStack();
    s.undoCount = stack->count();
    s.undoIndex = stack->index();
    s.clean = stack->isClean();
    return s;
}

void TestBoardInput::goToEnd()
{
    const GameDocument* document = m_window->document();
    m_window->navigator()->goToNode(document->reviewedTree()->lastMainLineNode());
}

void TestBoardInput::clickEverywhere(const Snapshot& expected, BoardInputMode mode)
{
    BoardView* board = m_window->boardView();
    const Board& stones = m_window->document()->position().board;
    for (int y = 0; y < stones.height(); ++y) {
        for (int x = 0; x < stones.width(); ++x) {
            const Point point{x, y};
            const QPoint inWindow = board->mapTo(m_window.get(), board->rectFor(point).center());
            QWidget* target = m_window->childAt(inWindow);
            QVERIFY(target);
            const QPoint local = target->mapFrom(m_window.get(), inWindow);
            for (Qt::MouseButton button : Buttons)
                for (Qt::KeyboardModifiers modifiers : Modifiers)
                    QTest::mouseClick(target, button, modifiers, local);
            QTest::mouseDClick(target, Qt::LeftButton, {}, local);
            const Snapshot now = snapshot();
            QVERIFY2(now == expected, qPrintable(QStringLiteral("after clicks at %1,%2: %3, was %4")
                                                     .arg(x)
                                                     .arg(y)
                                                     .arg(describe(now), describe(expected))));
            QCOMPARE(m_window->boardInputMode(), mode);
        }
    }
}

void TestBoardInput::pressEveryKey(const Snapshot& expected, const std::function<void()>& restore,
                                   const QList<QKeySequence>& more)
{
    QList<QKeySequence> keys = more;
    for (const auto& keyed : m_window->scoringReview()->timeline()->keyedActions())
        keys << keyed.first;
    QVERIFY(keys.size() >= 7); // Space, Left, Right, Page Up, Page Down, Home, End
    keys << QKeySequence(Qt::Key_Escape) << m_window->scoringReview()->reviewAction()->shortcut()
         << QKeySequence(Qt::Key_Return) << QKeySequence(Qt::Key_Enter) << QKeySequence(Qt::Key_Up)
         << QKeySequence(Qt::Key_Down) << QKeySequence(Qt::SHIFT | Qt::Key_Space)
         << QKeySequence(Qt::SHIFT | Qt::Key_Return);
    for (const QKeySequence& key : keys) {
        QVERIFY(!key.isEmpty());
        const QKeyCombination combination = key[0];
        for (int where = 0; where < 2; ++where) {
            restore();
            QWidget* target = where == 0 ? QApplication::focusWidget() : m_window->boardView();
            if (!target)
                target = m_window.get();
            QTest::keyClick(target, combination.key(), combination.keyboardModifiers());
            const Snapshot now = snapshot();
            QVERIFY2(now == expected, qPrintable(QStringLiteral("after %1 on %2: %3, was %4")
                                                     .arg(key.toString(), target->metaObject()->className(),
                                                          describe(now), describe(expected))));
        }
    }
    restore();
}

// The order in boardinputmode.h, flag by flag.
void TestBoardInput::modeOrder()
{
    BoardInputState state;
    QCOMPARE(boardInputModeFor(state), BoardInputMode::ReadOnly);
    state.gameOpen = true;
    QCOMPARE(boardInputModeFor(state), BoardInputMode::ReadOnly); // an earlier move
    state.countedShown = true;
    QCOMPARE(boardInputModeFor(state), BoardInputMode::MarkDead);
    state.eyeLensShown = true;
    QCOMPARE(boardInputModeFor(state), BoardInputMode::InspectEyes);
    state.suggestionShown = true;
    QCOMPARE(boardInputModeFor(state), BoardInputMode::InspectSuggestion);
    state.walkthrough = true;
    QCOMPARE(boardInputModeFor(state), BoardInputMode::InspectScoring);
    state.countedShown = false;
    QCOMPARE(boardInputModeFor(state), BoardInputMode::InspectScoring);
    state.editingPosition = true;
    QCOMPARE(boardInputModeFor(state), BoardInputMode::EditPosition);
    for (BoardInputMode mode : {BoardInputMode::ReadOnly, BoardInputMode::InspectScoring, BoardInputMode::InspectEyes,
                                BoardInputMode::InspectSuggestion})
        QVERIFY(!changesGame(mode));
    QVERIFY(changesGame(BoardInputMode::TryMoves));

    // Trying moves: at an earlier move and at the counted position, but the walk-through and the
    // editor first, and what lies over the counted position for reading still only read.
    BoardInputState trying;
    trying.gameOpen = true;
    trying.tryingMoves = true;
    QCOMPARE(boardInputModeFor(trying), BoardInputMode::TryMoves);
    trying.eyeLensShown = true; // its overlay is not over an earlier move
    QCOMPARE(boardInputModeFor(trying), BoardInputMode::TryMoves);
    trying.countedShown = true;
    QCOMPARE(boardInputModeFor(trying), BoardInputMode::InspectEyes);
    trying.eyeLensShown = false;
    QCOMPARE(boardInputModeFor(trying), BoardInputMode::TryMoves);
    trying.suggestionShown = true;
    QCOMPARE(boardInputModeFor(trying), BoardInputMode::InspectSuggestion);
    trying.walkthrough = true;
    QCOMPARE(boardInputModeFor(trying), BoardInputMode::InspectScoring);
    trying.editingPosition = true;
    QCOMPARE(boardInputModeFor(trying), BoardInputMode::EditPosition);
}

// The window's mode follows the walk-through, the eye lens, the record shown and the editor, and
// the board takes clicks only in a mode with a handler.
void TestBoardInput::modeFollowsTheWindow()
{
    openGame();
    BoardView* board = m_window->boardView();
    QCOMPARE(m_window->boardInputMode(), BoardInputMode::MarkDead);
    QVERIFY(board->isInteractive());
    ScoringReview* review = m_window->scoringReview();
    review->reviewAction()->trigger();
    QVERIFY(review->isActive());
    QCOMPARE(m_window->boardInputMode(), BoardInputMode::InspectScoring);
    review->setActive(false);
    QCOMPARE(m_window->boardInputMode(), BoardInputMode::MarkDead);

    m_window->eyeLens()->showEyeSpacesAction()->setChecked(true);
    QCOMPARE(m_window->boardInputMode(), BoardInputMode::InspectEyes);
    m_window->eyeLens()->showEyeSpacesAction()->setChecked(false);
    QCOMPARE(m_window->boardInputMode(), BoardInputMode::MarkDead);

    m_window->navigator()->goToMove(10);
    QCOMPARE(m_window->boardInputMode(), BoardInputMode::ReadOnly);
    QVERIFY(!board->isInteractive());
    goToEnd();
    QCOMPARE(m_window->boardInputMode(), BoardInputMode::MarkDead);
    QVERIFY(board->isInteractive());
}

void TestBoardInput::walkthroughOnlyInspects()
{
    openGame();
    ScoringReview* review = m_window->scoringReview();
    TraceController& controller = review->controller();
    // A mark made before the walk-through: Undo would have something to take back, Redo after it.
    const Point stone = m_window->document()->deadStones().front();
    BoardView* board = m_window->boardView();
    QTest::mouseClick(board, Qt::LeftButton, {}, board->rectFor(stone).center());
    QCOMPARE(m_window->undoStack()->count(), 1);
    const Snapshot expected = snapshot();
    // Nothing the user marked changes while the walk-through is on: not by Undo, Redo, Clear Dead
    // Marks or accepting a suggestion either.
    const QList<QKeySequence> commands{QKeySequence::Undo, QKeySequence(Qt::CTRL | Qt::Key_Y),
                                       QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z),
                                       QKeySequence(Qt::CTRL | Qt::Key_Return)};
    for (int s = 0; s < StageCount; ++s) {
        const Stage stage = Stage(s);
        const auto enter = [&] {
            review->setActive(true);
            const TraceWalk& walk = controller.walk();
            // The middle of the stage (its start when it has no steps).
            controller.goTo(walk.positionOf(stage, walk.stepCount(stage) / 2));
        };
        enter();
        QVERIFY(review->isActive());
        QCOMPARE(controller.stage(), stage);
        QCOMPARE(m_window->boardInputMode(), BoardInputMode::InspectScoring);
        clickEverywhere(expected, BoardInputMode::InspectScoring);
        // The clicks were seen: the last one's point is in the inspector.
        QCOMPARE(controller.selectedPoint(), std::optional<Point>(Point{18, 18}));
        QCOMPARE(controller.stage(), stage);
        pressEveryKey(expected, enter, commands);
    }
    // Left, the mark can be undone again (so the keys above could have undone it).
    review->setActive(false);
    QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(m_window->document()->isDead(stone));
}

void TestBoardInput::eyeLensOnlyInspects()
{
    openGame();
    EyeLensController* lens = m_window->eyeLens();
    const auto showLens = [&] {
        m_window->scoringReview()->setActive(false);
        goToEnd();
        lens->showEyeSpacesAction()->setChecked(true);
    };
    showLens();
    QTRY_VERIFY(lens->overlay()->isShowing());
    QCOMPARE(m_window->boardInputMode(), BoardInputMode::InspectEyes);
    const Snapshot expected = snapshot();
    clickEverywhere(expected, BoardInputMode::InspectEyes);
    // A click in an eye space picked it in the Eye Analysis dock.
    const EyeAnalysis* analysis = lens->lens().analysis();
    QVERIFY(analysis && !analysis->spaces.empty());
    QVERIFY(lens->panel());
    QVERIFY(lens->overlay()->selectedSpace() >= 0);
    pressEveryKey(expected, showLens);
}

void TestBoardInput::suggestionOnlyInspects()
{
    // The fake engine calls a black and a white block of the game dead, and the file's marks alive.
    openGame(QStringLiteral("sh " SEKI_TEST_DATA_DIR "/fake-gtp.sh dead \"D4 Q16\""));
    DeadStoneController* engine = m_window->deadStoneEngine();
    const auto showSuggestion = [&] {
        m_window->scoringReview()->setActive(false);
        goToEnd();
        if (!engine->hasSuggestion()) {
            engine->suggestAction()->trigger();
            QTRY_VERIFY(engine->hasSuggestion());
        }
    };
    showSuggestion();
    QCOMPARE(m_window->boardInputMode(), BoardInputMode::InspectSuggestion);
    const std::vector<Point> suggested = engine->suggestion();
    QVERIFY(!suggested.empty());
    const Snapshot expected = snapshot();
    clickEverywhere(expected, BoardInputMode::InspectSuggestion);
    QCOMPARE(engine->suggestion(), suggested);
    pressEveryKey(expected, showSuggestion);
    QCOMPARE(engine->suggestion(), suggested);
}

// The same click in MarkDead does change the marks: the checks above are not blind.
void TestBoardInput::markingStillMarks()
{
    openGame();
    QCOMPARE(m_window->boardInputMode(), BoardInputMode::MarkDead);
    const Snapshot before = snapshot();
    const GameDocument* document = m_window->document();
    const Point stone = before.dead.front();
    BoardView* board = m_window->boardView();
    QTest::mouseClick(board, Qt::LeftButton, {}, board->rectFor(stone).center());
    QVERIFY(!document->isDead(stone));
    QVERIFY(!(snapshot() == before));
    m_window->undoStack()->undo();
    QCOMPARE(snapshot().dead, before.dead);
}

QTEST_MAIN(TestBoardInput)
#include "tst_boardinput.moc"
