// Dead stones from a GTP engine: the real GNU Go on positions of our own (dead groups found, a seki
// left alive, a board it cannot take), a missing, a crashing and a nonsense engine (a fake GTP
// script) reported with nothing marked, and in the window: suggest, inspect, accept as one undo
// step, cancel with Esc, and the offer when a game with no marks opens. SekiScope's own finder,
// the default: its suggestion at once with each group's reason, the undecided stones asked about,
// the blocks where it and the engine disagree outlined; and Go › Estimate Score.

#include "engine/deadstonecontroller.h"
#include "engine/engineclient.h"
#include "engine/enginestatuswidget.h"
#include "board/boardview.h"
#include "document/gamedocument.h"
#include "mainwindow/mainwindow.h"
#include "review/scoringreview.h"
#include "review/deadstonepanel.h"
#include "review/regioninspector.h"
#include "review/tracecontroller.h"
#include "mainwindow/estimatecontroller.h"
#include "document/recordnavigator.h"

#include "sgf/gamerecord.h"
#include "sgf/sgfparser.h"

#include "testconfig.h"

#include <QAction>
#include <QDockWidget>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace seki;
using namespace seki::ui;

namespace {

// A finished 9x9 game: a seki in the top left corner (white C9-E8 with its eye at D9 against
// black B9 and A8, sharing A9's and B8's liberties), a dead white stone at H6 in Black's area and a
// dead black stone at C2 in White's.
const char* const SekiGame
    = "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]"
      "AB[ba][ab][fa][fb][fc][dc][ec][ad][bd][cd][dd][fd][ae][be][ce][de][ee][fe][ge][he][ie][ch]"
      "AW[ca][cb][db][eb][ea][ac][bc][cc][hd][af][bf][cf][df][ef][ff][gf][hf][if])";

EngineGame gameOf(const char* sgf)
{
    return EngineGame::fromRecord(GameRecord::read(parseSgf(sgf).games.front()));
}

Point at(const char* vertex)
{
    return *parseGtpVertex(vertex, 9);
}

QString fakeEngine(const char* mode)
{
    return QStringLiteral("sh " SEKI_TEST_DATA_DIR "/fake-gtp.sh ") + QLatin1String(mode);
}

bool haveGnuGo()
{
    return !QStandardPaths::findExecutable(QStringLiteral("gnugo")).isEmpty()
           || !QStandardPaths::findExecutable(QStringLiteral("gnugo"), {QStringLiteral("/usr/games")}).isEmpty();
}

class NoPrompts : public UserPrompts {
public:
    void showFileError(QWidget*, const FileError&) override { }
    UnsavedChoice askUnsavedChanges(QWidget*, const QString&) override { return UnsavedChoice::Discard; }
    bool confirmResultChange(QWidget*, const QString&, const QString&) override { return false; }
    QString askOpenFileName(QWidget*, const QString&) override { return {}; }
    QString askSaveFileName(QWidget*, const QString&) override { return {}; }
    QString askExportFileName(QWidget*, const QString&) override { return {}; }
};

} // namespace

class TestEngine : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();

    void gnuGoFindsDeadStonesAndLeavesSeki();
    void gnuGoRefusesLargeBoard();
    void missingEngineIsReported();
    void crashingEngineIsReported();
    void nonsenseIsReported();
    void suggestInspectAcceptUndo();
    void cancelStopsTheEngine();
    void escapeCancelsTheEngineBeforeLeavingReview();
    void failureMarksNothing();
    void gameWithoutMarksIsOffered();
    void sekiScopeSuggestsWithReasons();
    void undecidedStonesAreAsked();
    void disagreementsAreOutlined();
    void engineSuggestionComparedWithSekiScope();
    void estimateShadesAnyPosition();
    void walkThroughFirstStage();

private:
    // A window whose engine is `command`, with `sgf` open at its final position.
    void openWindow(const QString& command, const char* sgf = SekiGame,
                    EngineSettings::OnOpen onOpen = EngineSettings::OnOpen::Never,
                    EngineSettings::Finder finder = EngineSettings::Finder::Engine, bool compare = false);
    QString writeGame(const char* sgf);

    QTemporaryDir m_settingsDir;
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
    int m_files = 0;
};

void TestEngine::initTestCase()
{
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TestEngine::init()
{
    QSettings(QStringLiteral("SekiScope"), QStringLiteral("SekiScope")).clear();
}

void TestEngine::cleanup()
{
    m_window.reset();
}

QString TestEngine::writeGame(const char* sgf)
{
    const QString path = m_dir.filePath(QStringLiteral("game%1.sgf").arg(++m_files));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    file.write(sgf);
    return path;
}

void TestEngine::openWindow(const QString& command, const char* sgf, EngineSettings::OnOpen onOpen,
                            EngineSettings::Finder finder, bool compare)
{
    EngineSettings settings = EngineSettings::defaults();
    settings.command = command;
    settings.onOpen = onOpen;
    settings.finder = finder;
    settings.compareWithEngine = compare;
    settings.timeoutSeconds = 120;
    settings.save();
    m_window = std::make_unique<MainWindow>(std::make_unique<NoPrompts>());
    m_window->resize(1100, 760);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY(m_window->openFile(writeGame(sgf)));
}

void TestEngine::gnuGoFindsDeadStonesAndLeavesSeki()
{
    if (!haveGnuGo())
        QSKIP("GNU Go is not installed (scripts/lib.sh installs it)");
    EngineClient client;
    QString error;
    const std::optional<DeadStoneAnswer> answer = client.askAndWait(gameOf(SekiGame), &error);
    QVERIFY2(answer, qPrintable(error));
    QVERIFY(QString::fromStdString(answer->engineName).startsWith(QLatin1String("GNU Go")));
    const std::vector<Point> dead{at("C2"), at("H6")};
    QCOMPARE(answer->dead, dead);
    // The seki's stones, both colours, are not dead; GNU Go names them in seki.
    QVERIFY(answer->sekiAnswered);
    for (const char* stone : {"B9", "A8", "C9", "E9", "C8", "A7"}) {
        QVERIFY2(std::find(answer->seki.begin(), answer->seki.end(), at(stone)) != answer->seki.end(), stone);
    }
    // One engine for the next question: the process is still there.
    QVERIFY(client.isRunning());
}

void TestEngine::gnuGoRefusesLargeBoard()
{
    if (!haveGnuGo())
        QSKIP("GNU Go is not installed (scripts/lib.sh installs it)");
    EngineClient client;
    QString error;
    const std::optional<DeadStoneAnswer> answer = client.askAndWait(gameOf("(;SZ[21];B[aa];W[bb])"), &error);
    QVERIFY(!answer);
    QVERIFY2(error.contains(QStringLiteral("21\u00d721")), qPrintable(error));
}

void TestEngine::missingEngineIsReported()
{
    EngineClient client;
    client.setCommand(QStringLiteral("/nonexistent/gtp-engine --mode gtp"));
    QString error;
    QVERIFY(!client.askAndWait(gameOf(SekiGame), &error));
    QVERIFY2(error.contains(QLatin1String("could not be started")), qPrintable(error));
    QVERIFY(error.contains(QLatin1String("/nonexistent/gtp-engine")));
    QVERIFY(!client.isBusy());
}

void TestEngine::crashingEngineIsReported()
{
    EngineClient client;
    client.setCommand(fakeEngine("exit"));
    QString error;
    QVERIFY(!client.askAndWait(gameOf(SekiGame), &error));
    QVERIFY2(error.contains(QLatin1String("exit status 3")), qPrintable(error));
    QVERIFY2(error.contains(QLatin1String("out of cheese")), qPrintable(error));
    QVERIFY(!client.isRunning());
}

void TestEngine::nonsenseIsReported()
{
    EngineClient client;
    client.setCommand(fakeEngine("nonsense"));
    QString error;
    QVERIFY(!client.askAndWait(gameOf(SekiGame), &error));
    QVERIFY2(error.contains(QLatin1String("not GTP")), qPrintable(error));
    QVERIFY(error.contains(QLatin1String("I am not a Go engine")));
}

void TestEngine::suggestInspectAcceptUndo()
{
    openWindow(fakeEngine("answers"));
    DeadStoneController* engine = m_window->deadStoneEngine();
    const GameDocument* document = m_window->document();
    const int steps = m_window->undoStack()->count();
    engine->suggestAction()->trigger();
    QVERIFY(engine->isBusy());
    QCOMPARE(engine->statusWidget()->mode(), EngineStatusWidget::Mode::Busy);
    QTRY_VERIFY(engine->hasSuggestion());
    // Drawn as suggested, not yet marked; the status line names the engine (the fake has no name).
    QCOMPARE(m_window->boardView()->scene().suggested.count(), size_t(2));
    QVERIFY(document->deadStones().empty());
    QVERIFY2(engine->statusWidget()->text().contains(QLatin1String("sh suggests 2 dead stones")),
             qPrintable(engine->statusWidget()->text()));

    // While it is shown a click only says what the suggestion holds for the block: nothing marked,
    // nothing suggested changed.
    QCOMPARE(m_window->boardInputMode(), BoardInputMode::InspectSuggestion);
    const BoardView* board = m_window->boardView();
    const std::vector<Point> suggested = engine->suggestion(); // sorted
    std::vector<Point> expected{at("H6"), at("C2")};
    std::sort(expected.begin(), expected.end());
    QCOMPARE(suggested, expected);
    QTest::mouseClick(m_window->boardView(), Qt::LeftButton, {}, board->rectFor(at("H6")).center());
    QCOMPARE(engine->suggestion(), suggested);
    QVERIFY(document->deadStones().empty());
    QCOMPARE(m_window->undoStack()->count(), steps);
    QVERIFY2(m_window->statusBar()->currentMessage().startsWith(QLatin1String("H6: a white stone; sh suggests")),
             qPrintable(m_window->statusBar()->currentMessage()));
    QVERIFY(m_window->boardView()->scene().highlighted.test(size_t(document->position().board.index(at("H6")))));
    QTest::mouseClick(m_window->boardView(), Qt::LeftButton, {}, board->rectFor(at("D5")).center());
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QLatin1String("sh leaves its block of")),
             qPrintable(m_window->statusBar()->currentMessage()));
    QVERIFY(document->deadStones().empty());

    // Accepted as one step; then a click marks again, and corrects what was accepted.
    engine->acceptAction()->trigger();
    QVERIFY(!engine->hasSuggestion());
    QCOMPARE(m_window->boardInputMode(), BoardInputMode::MarkDead);
    std::vector<Point> marked = document->deadStones();
    std::sort(marked.begin(), marked.end());
    QCOMPARE(marked, suggested);
    QCOMPARE(m_window->undoStack()->count(), steps + 1);
    QCOMPARE(m_window->boardView()->scene().suggested.count(), size_t(0));
    QTest::mouseClick(m_window->boardView(), Qt::LeftButton, {}, board->rectFor(at("H6")).center());
    QCOMPARE(document->deadStones(), std::vector<Point>{at("C2")});
    QCOMPARE(m_window->undoStack()->count(), steps + 2);
    m_window->undoStack()->undo();
    m_window->undoStack()->undo();
    QVERIFY(document->deadStones().empty());
}

void TestEngine::cancelStopsTheEngine()
{
    openWindow(fakeEngine("silent"));
    DeadStoneController* engine = m_window->deadStoneEngine();
    engine->suggestAction()->trigger();
    QVERIFY(engine->isBusy());
    QTRY_VERIFY(engine->client().isRunning());
    QVERIFY(engine->cancelAction()->isEnabled());
    QTest::keyClick(m_window.get(), Qt::Key_Escape);
    QVERIFY(!engine->isBusy());
    QVERIFY(!engine->client().isRunning());
    QVERIFY(!engine->hasSuggestion());
    QCOMPARE(engine->statusWidget()->mode(), EngineStatusWidget::Mode::Hidden);
    QVERIFY(m_window->document()->deadStones().empty());
    QVERIFY(m_window->statusBar()->currentMessage().contains(QLatin1String("nothing marked")));
}

void TestEngine::escapeCancelsTheEngineBeforeLeavingReview()
{
    // Esc is also Leave Review: while the engine reads, the first Esc is the engine's Cancel (two
    // enabled actions on one key would be ambiguous and neither would fire), whatever has focus.
    openWindow(fakeEngine("silent"));
    DeadStoneController* engine = m_window->deadStoneEngine();
    m_window->scoringReview()->setActive(true);
    engine->suggestAction()->trigger();
    QTRY_VERIFY(engine->client().isRunning());
    QTest::keyClick(m_window->boardView(), Qt::Key_Escape);
    QVERIFY(!engine->isBusy());
    QVERIFY(!engine->client().isRunning());
    QVERIFY(m_window->scoringReview()->isActive());
    // With the engine idle, Esc leaves the review again.
    QTest::keyClick(m_window->boardView(), Qt::Key_Escape);
    QVERIFY(!m_window->scoringReview()->isActive());
}

void TestEngine::failureMarksNothing()
{
    openWindow(fakeEngine("exit"));
    DeadStoneController* engine = m_window->deadStoneEngine();
    engine->suggestAction()->trigger();
    QTRY_VERIFY(!engine->isBusy());
    QVERIFY(!engine->hasSuggestion());
    QVERIFY(m_window->document()->deadStones().empty());
    QCOMPARE(engine->statusWidget()->mode(), EngineStatusWidget::Mode::Hidden);
    const QString message = m_window->statusBar()->currentMessage();
    QVERIFY2(message.contains(QLatin1String("No dead stones suggested"))
                 && message.contains(QLatin1String("exit status 3")),
             qPrintable(message));
}

void TestEngine::gameWithoutMarksIsOffered()
{
    openWindow(fakeEngine("answers"), SekiGame, EngineSettings::OnOpen::Ask);
    DeadStoneController* engine = m_window->deadStoneEngine();
    QTRY_COMPARE(engine->statusWidget()->mode(), EngineStatusWidget::Mode::Offer);
    QVERIFY(!engine->isBusy());
    engine->statusWidget()->suggestButton()->click();
    QTRY_VERIFY(engine->hasSuggestion());

    // "No dead stones are marked": an offer that goes once stones are marked (by a click, or
    // undone and redone), and does not come back when they are all taken away.
    openWindow(fakeEngine("answers"), SekiGame, EngineSettings::OnOpen::Ask);
    engine = m_window->deadStoneEngine();
    QTRY_COMPARE(engine->statusWidget()->mode(), EngineStatusWidget::Mode::Offer);
    const BoardView* board = m_window->boardView();
    QTest::mouseClick(m_window->boardView(), Qt::LeftButton, {}, board->rectFor(at("H6")).center());
    QVERIFY(m_window->document()->isDead(at("H6")));
    QCOMPARE(engine->statusWidget()->mode(), EngineStatusWidget::Mode::Hidden);
    m_window->undoStack()->undo();
    QCOMPARE(engine->statusWidget()->mode(), EngineStatusWidget::Mode::Hidden);

    // Marks in the file: nothing offered.
    openWindow(fakeEngine("answers"), "(;SZ[9]AB[aa]AW[ba]TB[ba])", EngineSettings::OnOpen::Ask);
    // The file is looked at once the open is complete: wait for that, then nothing is offered.
    QSignalSpy checked(m_window->deadStoneEngine(), &DeadStoneController::openedFileChecked);
    QVERIFY(checked.wait());
    QCOMPARE(m_window->deadStoneEngine()->statusWidget()->mode(), EngineStatusWidget::Mode::Hidden);

    // Always: asked at once.
    openWindow(fakeEngine("answers"), SekiGame, EngineSettings::OnOpen::Always);
    QTRY_VERIFY(m_window->deadStoneEngine()->hasSuggestion());
}

void TestEngine::sekiScopeSuggestsWithReasons()
{
    // The default finder: SekiScope's own, no engine asked (the engine command is one that fails).
    QSettings(QStringLiteral("SekiScope"), QStringLiteral("SekiScope")).clear();
    QCOMPARE(EngineSettings::load().finder, EngineSettings::Finder::SekiScope);
    openWindow(fakeEngine("exit"), SekiGame, EngineSettings::OnOpen::Never, EngineSettings::Finder::SekiScope);
    DeadStoneController* engine = m_window->deadStoneEngine();
    const GameDocument* document = m_window->document();
    engine->suggestAction()->trigger();
    // At once: no engine process, the suggestion there.
    QVERIFY(!engine->isBusy());
    QVERIFY(engine->hasSuggestion());
    std::vector<Point> expected{at("H6"), at("C2")};
    std::sort(expected.begin(), expected.end());
    QCOMPARE(engine->suggestion(), expected);
    QCOMPARE(m_window->boardView()->scene().suggested.count(), size_t(2));
    QVERIFY(m_window->boardView()->scene().undecided.none());
    QVERIFY2(engine->statusWidget()->text().startsWith(QLatin1String("SekiScope suggests 2 dead stones")),
             qPrintable(engine->statusWidget()->text()));
    QVERIFY(!engine->statusWidget()->undecidedDeadButton()->isVisibleTo(engine->statusWidget()));

    // Pointing at a group says SekiScope's reason, in the status line and as the board's tooltip.
    const BoardView* board = m_window->boardView();
    QTest::mouseMove(m_window->boardView(), board->rectFor(at("H6")).center());
    QTRY_VERIFY(m_window->statusBar()->currentMessage().contains(QLatin1String("SekiScope: Dead: no eye inside Black's area")));
    QCOMPARE(m_window->boardView()->toolTip(), m_window->statusBar()->currentMessage());
    // The suggestion's summary makes room for the reason; the buttons stay.
    QVERIFY(!engine->statusWidget()->summaryShown());
    QVERIFY(engine->statusWidget()->acceptButton()->isVisibleTo(engine->statusWidget()));
    QTest::mouseMove(m_window->boardView(), board->rectFor(at("B9")).center());
    QTRY_VERIFY2(m_window->statusBar()->currentMessage().contains(QLatin1String("SekiScope: Seki")),
                 qPrintable(m_window->statusBar()->currentMessage()));

    // The mouse gone from the board, the summary is back.
    engine->leave();
    QVERIFY(engine->statusWidget()->summaryShown());
    QVERIFY(m_window->statusBar()->currentMessage().isEmpty());

    engine->acceptAction()->trigger();
    std::vector<Point> marked = document->deadStones();
    std::sort(marked.begin(), marked.end());
    QCOMPARE(marked, expected);
    QVERIFY(m_window->boardView()->toolTip().isEmpty());
}

void TestEngine::undecidedStonesAreAsked()
{
    // White's group in the top left has a straight three in Black's area: two eyes or one,
    // whoever plays first. SekiScope leaves it undecided and asks.
    openWindow(fakeEngine("exit"),
               "(;GM[1]FF[4]SZ[9]KM[6.5]AW[aa][ea][ab][bb][cb][db][eb][hb][af][bf][cf][df][ef][ff][gf][hf][if]"
               "AB[fa][fb][ac][bc][cc][dc][ec][fc][ae][be][ce][de][ee][fe][ge][he][ie])",
               EngineSettings::OnOpen::Never, EngineSettings::Finder::SekiScope);
    DeadStoneController* engine = m_window->deadStoneEngine();
    const GameDocument* document = m_window->document();
    engine->suggestAction()->trigger();
    QVERIFY(engine->hasSuggestion());
    QCOMPARE(engine->suggestion(), std::vector<Point>{at("H8")});
    QCOMPARE(engine->undecided().size(), size_t(7));
    QCOMPARE(m_window->boardView()->scene().undecided.count(), size_t(7));
    QVERIFY2(engine->statusWidget()->text().contains(QLatin1String("7 stones undecided (marked ?)")),
             qPrintable(engine->statusWidget()->text()));
    QPushButton* countDead = engine->statusWidget()->undecidedDeadButton();
    QVERIFY(countDead->isVisibleTo(engine->statusWidget()));
    QTest::mouseMove(m_window->boardView(), m_window->boardView()->rectFor(at("A9")).center());
    QTRY_VERIFY2(m_window->statusBar()->currentMessage().contains(QLatin1String("Undecided: its eye space")),
                 qPrintable(m_window->statusBar()->currentMessage()));

    // Accepted as it stands: the undecided stones stay alive.
    engine->acceptAction()->trigger();
    QCOMPARE(document->deadStones(), std::vector<Point>{at("H8")});
    m_window->undoStack()->undo();
    QVERIFY(document->deadStones().empty());

    // Asked again, and the user counts them dead: one step marks all eight.
    engine->suggestAction()->trigger();
    countDead->click();
    QCOMPARE(engine->suggestion().size(), size_t(8));
    QVERIFY(m_window->boardView()->scene().undecided.none());
    QCOMPARE(m_window->boardView()->scene().suggested.count(), size_t(8));
    QVERIFY(!countDead->isVisibleTo(engine->statusWidget()));
    engine->acceptAction()->trigger();
    QCOMPARE(document->deadStones().size(), size_t(8));
}

void TestEngine::disagreementsAreOutlined()
{
    // SekiScope suggests, the engine is asked too; the fake engine holds only H6 dead: the two
    // disagree on C2.
    openWindow(QStringLiteral("sh " SEKI_TEST_DATA_DIR "/fake-gtp.sh dead H6"), SekiGame,
               EngineSettings::OnOpen::Never, EngineSettings::Finder::SekiScope, true);
    DeadStoneController* engine = m_window->deadStoneEngine();
    engine->suggestAction()->trigger();
    QVERIFY(engine->hasSuggestion());
    QVERIFY(engine->isBusy()); // the engine reads, to compare
    QTRY_VERIFY(!engine->isBusy());
    QCOMPARE(engine->disagreed(), std::vector<Point>{at("C2")});
    QCOMPARE(m_window->boardView()->scene().disagreed.count(), size_t(1));
    QVERIFY(m_window->boardView()->scene().disagreed.test(size_t(m_window->document()->position().board.index(at("C2")))));
    QVERIFY2(engine->statusWidget()->text().contains(QLatin1String("sh disagrees on the stones outlined in red")),
             qPrintable(engine->statusWidget()->text()));
    QTest::mouseMove(m_window->boardView(), m_window->boardView()->rectFor(at("C2")).center());
    QTRY_VERIFY2(m_window->statusBar()->currentMessage().contains(QLatin1String("; sh says alive")),
                 qPrintable(m_window->statusBar()->currentMessage()));
    // SekiScope's suggestion is the one accepted.
    engine->acceptAction()->trigger();
    QCOMPARE(m_window->document()->deadStones().size(), size_t(2));
    QVERIFY(m_window->boardView()->scene().disagreed.none());
}

void TestEngine::engineSuggestionComparedWithSekiScope()
{
    // The engine suggests (it holds D5, a living black stone, dead): SekiScope's finder reads the
    // same position and the two disagree on D5's block and on C2.
    openWindow(QStringLiteral("sh " SEKI_TEST_DATA_DIR "/fake-gtp.sh dead \"H6 D5\""), SekiGame);
    DeadStoneController* engine = m_window->deadStoneEngine();
    engine->suggestAction()->trigger();
    QTRY_VERIFY(engine->hasSuggestion());
    const Board& board = m_window->document()->position().board;
    QVERIFY(engine->report());
    QVERIFY(std::binary_search(engine->disagreed().begin(), engine->disagreed().end(), at("C2")));
    QVERIFY(std::binary_search(engine->disagreed().begin(), engine->disagreed().end(), at("D5")));
    // D5's whole block.
    QCOMPARE(std::count_if(engine->disagreed().begin(), engine->disagreed().end(),
                           [&](Point p) { return board.at(p) == Color::Black; }),
             qsizetype(board.connected(board.index(at("D5"))).size()) + 1);
    QVERIFY2(engine->statusWidget()->text().contains(QLatin1String("SekiScope disagrees")),
             qPrintable(engine->statusWidget()->text()));
    QTest::mouseMove(m_window->boardView(), m_window->boardView()->rectFor(at("D5")).center());
    QTRY_VERIFY2(m_window->statusBar()->currentMessage().contains(QLatin1String("SekiScope says Alive")),
                 qPrintable(m_window->statusBar()->currentMessage()));
}

void TestEngine::estimateShadesAnyPosition()
{
    // A game in progress: the record's moves, and the estimate at a move in the middle.
    openWindow(fakeEngine("exit"),
               "(;GM[1]FF[4]SZ[9]KM[6.5];B[cc];W[gg];B[cg];W[gc];B[ee];W[ec];B[dc];W[ge];B[eg])",
               EngineSettings::OnOpen::Never, EngineSettings::Finder::SekiScope);
    EstimateController* estimate = m_window->estimateController();
    QVERIFY(!estimate->isShown());
    QVERIFY(!m_window->boardView()->scene().ownershipShown);
    m_window->navigator()->goToMove(4);
    estimate->action()->trigger();
    const BoardScene& scene = m_window->boardView()->scene();
    QVERIFY(scene.ownershipShown);
    const Board& board = scene.board;
    QCOMPARE(board.count(Color::Black) + board.count(Color::White), 4);
    // Near each stone, its colour's; the stones their own.
    QCOMPARE(scene.ownership[size_t(board.index(Point{2, 2}))], Color::Black);
    QCOMPARE(scene.ownership[size_t(board.index(Point{1, 2}))], Color::Black);
    QCOMPARE(scene.ownership[size_t(board.index(Point{7, 6}))], Color::White);
    QVERIFY2(estimate->text().startsWith(QLatin1String("Estimate, not a count:")), qPrintable(estimate->text()));
    // To the end of the game: the estimate follows the position shown.
    m_window->navigator()->goToMove(m_window->navigator()->moveCount());
    QVERIFY(m_window->boardView()->scene().ownershipShown);
    QCOMPARE(m_window->boardView()->scene().board.count(Color::Black), 5);
    // Off: no shading, no words.
    estimate->action()->trigger();
    QVERIFY(!m_window->boardView()->scene().ownershipShown);
    QVERIFY(estimate->text().isEmpty());
}

void TestEngine::walkThroughFirstStage()
{
    // Review Scoring opens on the dead-stone stage: one line per group SekiScope's finder judged,
    // each explained, and the inspector says the finder's reason for a stone.
    openWindow(fakeEngine("exit"), SekiGame, EngineSettings::OnOpen::Never, EngineSettings::Finder::SekiScope);
    ScoringReview* review = m_window->scoringReview();
    review->setActive(true);
    TraceController& controller = review->controller();
    QCOMPARE(controller.position(), 0);
    QVERIFY(controller.inDeadStoneStage());
    QVERIFY(!review->deadStoneDock()->visibleRegion().isEmpty());
    const QStringList groups = review->deadStonePanel()->groupTexts();
    QVERIFY2(groups.size() >= 3, qPrintable(groups.join(QLatin1Char('|'))));
    QVERIFY(groups.filter(QLatin1String("Dead: White's stone at H6")).size() == 1);
    QVERIFY(groups.filter(QLatin1String("Dead: Black's stone at C2")).size() == 1);
    QVERIFY(groups.filter(QLatin1String("Seki:")).size() >= 1);
    // Each group a step: its reason in the explanation, the group outlined on the board.
    for (int k = 1; k <= controller.walk().deadStoneStageEnd(); ++k) {
        controller.goTo(k);
        QVERIFY2(review->explanationText().contains(QLatin1String("Which stones are dead, and why")),
                 qPrintable(review->explanationText()));
        QVERIFY(controller.walk().snapshot(k).scene.highlighted.any());
        QCOMPARE(review->deadStonePanel()->currentRow(), k - 1);
    }
    controller.goTo(0);
    controller.selectPoint(at("H6"));
    QVERIFY2(review->inspector()->text().contains(QLatin1String("SekiScope's finder: Dead: no eye inside Black's area")),
             qPrintable(review->inspector()->text()));
    // Page Down leaves the stage for stage 1.
    controller.stageForward();
    controller.stageForward();
    QVERIFY(!controller.inDeadStoneStage());
    QCOMPARE(controller.stage(), Stage::DeadRemoved);
}

QTEST_MAIN(TestEngine)
#include "tst_engine.moc"
