// Nothing changes by accident: while the walk-through (each of its stages), the eye lens overlay
// or a dead-stone suggestion is on the board, alone or all at once and with Try Moves on beneath,
// every point of a 19x19 game clicked with every mouse button and modifier, double-clicked,
// dragged, scrolled and asked for a context menu, and every key of the walk-through's key map
// pressed, leave the dead marks, the results, the stones, the record's nodes and the undo stack as
// they were. The board's input mode follows what is shown, and in MarkDead and TryMoves the same
// click does change the game (so the checks above could fail).

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
#include "record/trymoves.h"
#include "review/scoringreview.h"
#include "teaching/boardeditor.h"
#include "review/timelinebar.h"
#include "review/tracecontroller.h"
#include "review/tracewalk.h"

#include "sgf/sgfgametree.h"

#include "testconfig.h"

#include <QAction>
#include <QApplication>
#include <QContextMenuEvent>
#include <QCheckBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QWheelEvent>

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
// dock), the stones of the position counted, the record's nodes (a tried move adds one), and the
// undo stack.
struct Snapshot {
    std::vector<Point> dead;
    QStringList results;
    Board stones;
    int nodes = 0;
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
    return QStringLiteral("dead [%1] results [%2] %3 black, %4 white, %5 nodes, undo %6/%7%8")
        .arg(dead.join(u' '), snapshot.results.join(u' '))
        .arg(snapshot.stones.count(Color::Black))
        .arg(snapshot.stones.count(Color::White))
        .arg(snapshot.nodes)
        .arg(snapshot.undoIndex)
        .arg(snapshot.undoCount)
        .arg(snapshot.clean ? QStringLiteral(" clean") : QString());
}

const Qt::MouseButton Buttons[] = {Qt::LeftButton, Qt::RightButton, Qt::MiddleButton, Qt::BackButton,
                                   Qt::ForwardButton};
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
    void walkthroughOnlyInspects_data();
    void walkthroughOnlyInspects();
    void eyeLensOnlyInspects();
    void suggestionOnlyInspects();
    void everythingShownAtOnceOnlyInspects();
    void walkthroughOverTriedMovesOnlyInspects();
    void commandsThenClicksDuringTheWalkthrough();
    void markingStillMarks();

private:
    void openGame(const QString& engine = QString());
    Snapshot snapshot() const;
    // Every point of the board, clicked where the user would click it (on whatever widget is on
    // top there: the walk-through's board, or the window's under the eye lens) with every button
    // and modifier, double-clicked, dragged from to the next point, scrolled on with the wheel and
    // asked for a context menu; the snapshot is compared after each point.
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
    s.stones = document->position().board;
    s.nodes = document->reviewedTree() ? document->reviewedTree()->nodeCount() : 0;
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
            QTest::mouseDClick(target, Qt::RightButton, {}, local);
            // Pressed here and released on the neighbouring point: a drag, not a click.
            const Point neighbour{x + 1 < stones.width() ? x + 1 : x - 1, y};
            const QPoint there
                = target->mapFrom(m_window.get(), board->mapTo(m_window.get(), board->rectFor(neighbour).center()));
            QTest::mousePress(target, Qt::LeftButton, {}, local);
            QTest::mouseMove(target, there);
            QTest::mouseRelease(target, Qt::LeftButton, {}, there);
            // The wheel both ways, alone and with Ctrl (which zooms in some viewers), and the
            // context menu's request as the platform sends it after a right click.
            for (int delta : {120, -120})
                for (Qt::KeyboardModifiers modifiers : {Qt::KeyboardModifiers(), Qt::KeyboardModifiers(Qt::ControlModifier)}) {
                    QWheelEvent wheel(local, target->mapToGlobal(local), QPoint(), QPoint(0, delta), Qt::NoButton,
                                      modifiers, Qt::NoScrollPhase, false);
                    QCoreApplication::sendEvent(target, &wheel);
                }
            QContextMenuEvent menu(QContextMenuEvent::Mouse, local, target->mapToGlobal(local));
            QCoreApplication::sendEvent(target, &menu);
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

// Both walk-throughs: every step, and the beginner's one step per stage.
void TestBoardInput::walkthroughOnlyInspects_data()
{
    QTest::addColumn<bool>("oneStepPerStage");
    QTest::newRow("every step") << false;
    QTest::newRow("one step per stage") << true;
}

void TestBoardInput::walkthroughOnlyInspects()
{
    QFETCH(bool, oneStepPerStage);
    openGame();
    ScoringReview* review = m_window->scoringReview();
    TraceController& controller = review->controller();
    review->oneStepPerStageBox()->setChecked(oneStepPerStage);
    QCOMPARE(controller.walk().isOneStepPerStage(), oneStepPerStage);
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
    // -1: the dead-stone stage before stage 1.
    for (int s = -1; s < StageCount; ++s) {
        const Stage stage = Stage(std::max(s, 0));
        const auto enter = [&] {
            review->setActive(true);
            const TraceWalk& walk = controller.walk();
            // The middle of the stage (its start when it has no steps).
            controller.goTo(s < 0 ? walk.deadStoneStageEnd() / 2 : walk.positionOf(stage, walk.stepCount(stage) / 2));
        };
        enter();
        QVERIFY(review->isActive());
        QCOMPARE(controller.stage(), stage);
        QCOMPARE(controller.inDeadStoneStage(), s < 0);
        QCOMPARE(m_window->boardInputMode(), BoardInputMode::InspectScoring);
        clickEverywhere(expected, BoardInputMode::InspectScoring);
        // The clicks were seen: the last one's point is in the inspector.
        QCOMPARE(controller.selectedPoint(), std::optional<Point>(Point{18, 18}));
        QCOMPARE(controller.stage(), stage);
        pressEveryKey(expected, enter, commands);
        QCOMPARE(controller.walk().isOneStepPerStage(), oneStepPerStage);
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

// All that only reads shown at once over the counted position, with Go › Try Moves switched on
// beneath it: during each stage of the walk-through, then with the suggestion and the eye lens
// left, every click and key only inspects.
void TestBoardInput::everythingShownAtOnceOnlyInspects()
{
    openGame(QStringLiteral("sh " SEKI_TEST_DATA_DIR "/fake-gtp.sh dead \"D4 Q16\""));
    goToEnd();
    m_window->tryMoves()->setOn(true);
    QVERIFY(m_window->tryMoves()->isOn());
    DeadStoneController* engine = m_window->deadStoneEngine();
    engine->suggestAction()->trigger();
    QTRY_VERIFY(engine->hasSuggestion());
    const std::vector<Point> suggested = engine->suggestion();
    EyeLensController* lens = m_window->eyeLens();
    lens->showEyeSpacesAction()->setChecked(true);
    QTRY_VERIFY(lens->overlay()->isShowing());
    QCOMPARE(m_window->boardInputMode(), BoardInputMode::InspectSuggestion);
    const Snapshot expected = snapshot();

    ScoringReview* review = m_window->scoringReview();
    TraceController& controller = review->controller();
    // Accepting the suggestion (Ctrl+Return) is a command that would change the marks.
    const QList<QKeySequence> commands{QKeySequence(Qt::CTRL | Qt::Key_Return), QKeySequence::Undo,
                                       QKeySequence(Qt::CTRL | Qt::Key_Y)};
    for (int s = 0; s < StageCount; ++s) {
        const Stage stage = Stage(s);
        const auto enter = [&] {
            review->setActive(true);
            const TraceWalk& walk = controller.walk();
            controller.goTo(walk.positionOf(stage, walk.stepCount(stage) / 2));
        };
        enter();
        QCOMPARE(controller.stage(), stage);
        QCOMPARE(m_window->boardInputMode(), BoardInputMode::InspectScoring);
        clickEverywhere(expected, BoardInputMode::InspectScoring);
        pressEveryKey(expected, enter, commands);
    }
    review->setActive(false);
    QVERIFY(engine->hasSuggestion());
    QCOMPARE(engine->suggestion(), suggested);
    QCOMPARE(m_window->boardInputMode(), BoardInputMode::InspectSuggestion);
    clickEverywhere(expected, BoardInputMode::InspectSuggestion);
    QCOMPARE(engine->suggestion(), suggested);
}

// Trying moves at an earlier move, the walk-through takes the board: a click there plays nothing;
// left, the same click does play (so the clicks could have).
void TestBoardInput::walkthroughOverTriedMovesOnlyInspects()
{
    openGame();
    RecordNavigator* navigator = m_window->navigator();
    navigator->goToMove(100);
    TryMoves* trying = m_window->tryMoves();
    trying->setOn(true);
    QCOMPARE(m_window->boardInputMode(), BoardInputMode::TryMoves);
    ScoringReview* review = m_window->scoringReview();
    const auto enter = [&] { review->setActive(true); };
    enter();
    QCOMPARE(m_window->boardInputMode(), BoardInputMode::InspectScoring);
    const Snapshot expected = snapshot();
    clickEverywhere(expected, BoardInputMode::InspectScoring);
    pressEveryKey(expected, enter, {QKeySequence(Qt::CTRL | Qt::Key_Delete)});
    review->setActive(false);
    navigator->goToMove(100);
    QCOMPARE(m_window->boardInputMode(), BoardInputMode::TryMoves);
    // The first point where the side to move may play (no point of a record 100 moves in is
    // refused everywhere).
    const Board& stones = m_window->document()->position().board;
    std::optional<Point> legal;
    for (int y = 0; y < stones.height() && !legal; ++y)
        for (int x = 0; x < stones.width() && !legal; ++x)
            if (trying->refusal({x, y}).isEmpty())
                legal = Point{x, y};
    QVERIFY(legal);
    BoardView* board = m_window->boardView();
    QTest::mouseClick(board, Qt::LeftButton, {}, board->rectFor(*legal).center());
    QCOMPARE(snapshot().nodes, expected.nodes + 1);
    QCOMPARE(m_window->undoStack()->count(), expected.undoCount + 1);
}

// The window's commands that change the game or what the board does (the board editor, Try
// Moves, Score the Position Shown, Remove Tried Moves, Suggest and Accept, Undo and Redo), each
// pressed during the walk-through and followed by clicks on a dead stone, a live stone and an
// empty point: the walk-through still has the board, and the clicks only inspect.
void TestBoardInput::commandsThenClicksDuringTheWalkthrough()
{
    openGame(QStringLiteral("sh " SEKI_TEST_DATA_DIR "/fake-gtp.sh dead \"D4 Q16\""));
    const GameDocument* document = m_window->document();
    const Point dead = document->deadStones().front();
    std::optional<Point> alive, empty;
    const Board& stones = document->position().board;
    for (int y = 0; y < stones.height(); ++y)
        for (int x = 0; x < stones.width(); ++x) {
            const Point point{x, y};
            if (stones.at(point) == Color::Empty)
                empty = empty.value_or(point);
            else if (!document->isDead(point))
                alive = alive.value_or(point);
        }
    QVERIFY(alive && empty);
    ScoringReview* review = m_window->scoringReview();
    const auto enter = [&] {
        review->setActive(true);
        review->controller().goTo(review->controller().walk().positionOf(Stage(0), 1));
    };
    enter();
    const Snapshot expected = snapshot();
    const QList<QKeySequence> commands{
        QKeySequence(Qt::CTRL | Qt::Key_T),
        QKeySequence(Qt::CTRL | Qt::Key_K),          QKeySequence(Qt::CTRL | Qt::Key_Delete),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D), QKeySequence(Qt::CTRL | Qt::Key_Return),
        QKeySequence::Undo,                          QKeySequence(Qt::CTRL | Qt::Key_Y),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::Key_Delete),
        QKeySequence(Qt::Key_Backspace),             QKeySequence(Qt::Key_Insert)};
    BoardView* board = m_window->boardView();
    for (const QKeySequence& key : commands) {
        enter();
        const QKeyCombination combination = key[0];
        QWidget* focus = QApplication::focusWidget() ? QApplication::focusWidget() : m_window.get();
        QTest::keyClick(focus, combination.key(), combination.keyboardModifiers());
        QVERIFY2(review->isActive(), qPrintable(key.toString()));
        QVERIFY2(!changesGame(m_window->boardInputMode()), qPrintable(key.toString()));
        for (const Point point : {dead, *alive, *empty}) {
            const QPoint inWindow = board->mapTo(m_window.get(), board->rectFor(point).center());
            QWidget* target = m_window->childAt(inWindow);
            QVERIFY(target);
            QTest::mouseClick(target, Qt::LeftButton, {}, target->mapFrom(m_window.get(), inWindow));
            QTest::mouseClick(target, Qt::LeftButton, Qt::ShiftModifier, target->mapFrom(m_window.get(), inWindow));
        }
        const Snapshot now = snapshot();
        QVERIFY2(now == expected, qPrintable(QStringLiteral("after %1 and clicks: %2, was %3")
                                                 .arg(key.toString(), describe(now), describe(expected))));
    }
    // The board editor (Ctrl+E) is the one command that takes the board from the walk-through,
    // and it says so: the walk-through ends and the editor's tools are up; opening and closing it
    // changes nothing.
    enter();
    QTest::keyClick(m_window.get(), Qt::Key_E, Qt::ControlModifier);
    QVERIFY(!review->isActive());
    QVERIFY(m_window->boardEditor()->isActive());
    QCOMPARE(m_window->boardInputMode(), BoardInputMode::EditPosition);
    QTest::keyClick(m_window.get(), Qt::Key_E, Qt::ControlModifier);
    QVERIFY(!m_window->boardEditor()->isActive());
    QCOMPARE(snapshot(), expected);
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
