// Dead stones from a GTP engine: the real GNU Go on positions of our own (dead groups found, a seki
// left alive, a board it cannot take), a missing, a crashing and a nonsense engine (a fake GTP
// script) reported with nothing marked, and in the window: suggest, inspect, accept as one undo
// step, cancel with Esc, and the offer when a game with no marks opens.

#include "engine/deadstonecontroller.h"
#include "engine/engineclient.h"
#include "engine/enginestatuswidget.h"
#include "board/boardview.h"
#include "document/gamedocument.h"
#include "mainwindow/mainwindow.h"
#include "review/scoringreview.h"

#include "sgf/gamerecord.h"
#include "sgf/sgfparser.h"

#include "testconfig.h"

#include <QAction>
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

private:
    // A window whose engine is `command`, with `sgf` open at its final position.
    void openWindow(const QString& command, const char* sgf = SekiGame,
                    EngineSettings::OnOpen onOpen = EngineSettings::OnOpen::Never);
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

void TestEngine::openWindow(const QString& command, const char* sgf, EngineSettings::OnOpen onOpen)
{
    EngineSettings settings = EngineSettings::defaults();
    settings.command = command;
    settings.onOpen = onOpen;
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

QTEST_MAIN(TestEngine)
#include "tst_engine.moc"
