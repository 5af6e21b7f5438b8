// The recovery file: unsaved dead marks survive a crash and are offered back when the
// file is opened again, never laid on a file that changed; saving, discarding, a clean close and
// undoing back to the file's marks all remove it. Driven through the real window, offscreen.
#include "teaching/boardeditor.h"
#include "board/boardview.h"
#include "document/gamedocument.h"
#include "engine/deadstonecontroller.h"
#include "engine/enginestatuswidget.h"
#include "mainwindow/mainwindow.h"
#include "recovery/recoverystore.h"
#include "common/userprompts.h"

#include "testconfig.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>
#include <QUndoStack>

using namespace seki;
using namespace seki::ui;

namespace {

// Answers the window's questions from the test, and records what it was asked and shown.
struct Script {
    std::vector<FileError> errors;
    UserPrompts::UnsavedChoice unsavedAnswer = UserPrompts::UnsavedChoice::Discard;
    UserPrompts::RecoveryChoice recoveryAnswer = UserPrompts::RecoveryChoice::Keep;
    struct Offer {
        QString fileName;
        int markCount = 0;
        QDateTime savedAt;
    };
    std::vector<Offer> offers;
    std::vector<QStringList> notices;
    std::function<void(const QString&)> openFromNotice;
    QString saveName;
    UserPrompts::RecoveryChoice positionAnswer = UserPrompts::RecoveryChoice::Keep;
    std::vector<QString> positionOffers; // the descriptions of the positions offered
    int gameChoice = 0;                  // which game of a collection to open
};

class ScriptedPrompts : public UserPrompts {
public:
    explicit ScriptedPrompts(Script& script) : m_script(script) { }

    void showFileError(QWidget*, const FileError& error) override { m_script.errors.push_back(error); }
    UnsavedChoice askUnsavedChanges(QWidget*, const QString&) override { return m_script.unsavedAnswer; }
    bool confirmResultChange(QWidget*, const QString&, const QString&) override { return false; }
    QString askOpenFileName(QWidget*, const QString&) override { return {}; }
    QString askSaveFileName(QWidget*, const QString&) override { return m_script.saveName; }
    QString askExportFileName(QWidget*, const QString&) override { return {}; }
    RecoveryChoice askRestoreRecovery(QWidget*, const QString& fileName, int markCount,
                                      const QDateTime& savedAt) override
    {
        m_script.offers.push_back({fileName, markCount, savedAt});
        return m_script.recoveryAnswer;
    }
    void showRecoveryNotice(QWidget*, const QStringList& files,
                            const std::function<void(const QString&)>& open) override
    {
        m_script.notices.push_back(files);
        m_script.openFromNotice = open;
    }
    int askGameOfCollection(QWidget*, const QString&, const QStringList&) override { return m_script.gameChoice; }
    RecoveryChoice askRestorePosition(QWidget*, const QString& description, const QDateTime&) override
    {
        m_script.positionOffers.push_back(description);
        return m_script.positionAnswer;
    }

private:
    Script& m_script;
};

QByteArray bytesOf(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestRecovery : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void entryFollowsEveryMark();
    void crashThenRestore();
    void discardRemovesTheEntry();
    void notNowAsksAgain();
    void changedFileGetsNoStaleMarks();
    void saveRemovesTheEntry();
    void cleanCloseRemovesTheEntry();
    void startupNoticeNamesCrashedFiles();
    void corruptEntryIsIgnored();
    void storeRoundTrip();
    void collectionMarksStayWithTheirGame();

    void editorPositionSurvivesACrash();
    void keptPositionDiscardedOrAskedAgain();
    void positionBackToCleanIsNotKept();
    void liveSessionsPositionIsNotOffered();

private:
    // A new 9x9 position with a few stones set up in the editor; returns the window.
    std::unique_ptr<MainWindow> setUpPosition();
    std::unique_ptr<MainWindow> makeWindow();
    void click(MainWindow& window, Point point);
    // Opens the copy, marks the two blocks and "crashes": the window goes without closing.
    void markAndCrash();

    QTemporaryDir m_settingsDir;
    QTemporaryDir m_dir;
    Script m_script;
    QString m_game; // a writable copy of tests/data/ui/roundtrip.sgf
    RecoveryStore m_store;
    // Black E5 (ee, with ed and ec) and white C7 (cc), alone in its block.
    const Point m_black{4, 4};
    const Point m_white{2, 2};
};

void TestRecovery::initTestCase()
{
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
    // The recovery folder under AppDataLocation becomes the test's own (~/.qttest/...).
    QStandardPaths::setTestModeEnabled(true);
    m_store = RecoveryStore();
    QVERIFY(m_dir.isValid());
    QVERIFY(m_store.directory().contains(QLatin1String(".qttest")));
}

void TestRecovery::init()
{
    m_script = {};
    QDir(m_store.directory()).removeRecursively();
    m_game = m_dir.filePath(QStringLiteral("game.sgf"));
    QFile::remove(m_game);
    QVERIFY(QFile::copy(QStringLiteral(SEKI_TEST_DATA_DIR "/ui/roundtrip.sgf"), m_game));
    QFile::setPermissions(m_game, QFile::ReadOwner | QFile::WriteOwner);
}

void TestRecovery::cleanup()
{
    QDir(m_store.directory()).removeRecursively();
}

std::unique_ptr<MainWindow> TestRecovery::makeWindow()
{
    auto window = std::make_unique<MainWindow>(std::make_unique<ScriptedPrompts>(m_script));
    window->resize(1000, 700);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        return nullptr;
    window->setBoardRules(Rules::Japanese);
    return window;
}

void TestRecovery::click(MainWindow& window, Point point)
{
    BoardView* view = window.boardView();
    QTest::mouseClick(view, Qt::LeftButton, Qt::NoModifier, view->rectFor(point).center());
}

void TestRecovery::markAndCrash()
{
    std::unique_ptr<MainWindow> window = makeWindow();
    QVERIFY(window);
    QVERIFY(window->openFile(m_game));
    click(*window, m_black);
    click(*window, m_white);
    QVERIFY(window->document()->isDead(m_black));
    QVERIFY(window->document()->isDead(m_white));
    QVERIFY(QFile::exists(m_store.entryPath(m_game)));
    // No closeEvent, no prompt: what is on disk is what a crash leaves.
    window.reset();
    QVERIFY(QFile::exists(m_store.entryPath(m_game)));
}

void TestRecovery::entryFollowsEveryMark()
{
    std::unique_ptr<MainWindow> window = makeWindow();
    QVERIFY(window);
    QVERIFY(window->openFile(m_game));
    QVERIFY(!m_store.read(m_game));

    click(*window, m_black);
    std::optional<RecoveryStore::Entry> entry = m_store.read(m_game);
    QVERIFY(entry);
    QCOMPARE(entry->dead, window->document()->deadStones());
    QCOMPARE(entry->sourcePath, RecoveryStore::normalizedPath(m_game));
    QCOMPARE(entry->source, *RecoveryStore::fingerprintOf(m_game));
    QVERIFY(qAbs(entry->savedAt.secsTo(QDateTime::currentDateTimeUtc())) < 60);

    click(*window, m_white);
    entry = m_store.read(m_game);
    QVERIFY(entry);
    QCOMPARE(entry->dead.size(), size_t(4)); // E5's block of three and C7

    // Undone back to the file's marks: nothing left to recover.
    window->undoStack()->undo();
    QCOMPARE(m_store.read(m_game)->dead.size(), size_t(3));
    window->undoStack()->undo();
    QVERIFY(!QFile::exists(m_store.entryPath(m_game)));
    window->undoStack()->redo();
    QVERIFY(m_store.read(m_game));

    // The same marks reached another way (marked, then unmarked) are the file's too.
    window->undoStack()->undo();
    click(*window, m_white);
    click(*window, m_white);
    QVERIFY(!window->undoStack()->isClean());
    QVERIFY(!QFile::exists(m_store.entryPath(m_game)));
    window->undoStack()->setClean();
}

void TestRecovery::crashThenRestore()
{
    markAndCrash();
    const std::optional<RecoveryStore::Entry> kept = m_store.read(m_game);
    QVERIFY(kept);

    m_script.recoveryAnswer = UserPrompts::RecoveryChoice::Restore;
    std::unique_ptr<MainWindow> window = makeWindow();
    QVERIFY(window);
    // The engine's offer is decided once the open is complete (after the recovery's question).
    QSignalSpy checked(window->deadStoneEngine(), &DeadStoneController::openedFileChecked);
    QVERIFY(window->openFile(m_game));
    QCOMPARE(m_script.offers.size(), size_t(1));
    QCOMPARE(m_script.offers.front().fileName, QStringLiteral("game.sgf"));
    QCOMPARE(m_script.offers.front().markCount, 4);
    QCOMPARE(m_script.offers.front().savedAt, kept->savedAt);

    // The same dead stones, as one step that is not saved yet.
    QVERIFY(window->document()->isDead(m_black));
    QVERIFY(window->document()->isDead(m_white));
    QCOMPARE(window->document()->deadStones(), kept->dead);
    QCOMPARE(window->boardView()->scene().isDead(m_white), true);
    QCOMPARE(window->undoStack()->count(), 1);
    QVERIFY(window->isWindowModified());
    // Still unsaved, so still kept.
    QVERIFY(m_store.read(m_game));

    // The status bar's "No dead stones are marked" offer is not made for marks restored, nor
    // once they are undone (discardRemovesTheEntry sees it made for the same file unmarked).
    QTRY_COMPARE(checked.count(), 1);
    QCOMPARE(window->deadStoneEngine()->statusWidget()->mode(), EngineStatusWidget::Mode::Hidden);

    window->undoStack()->undo();
    QVERIFY(!window->document()->isDead(m_black));
    QVERIFY(!window->document()->isDead(m_white));
    QVERIFY(!window->isWindowModified());
    QCOMPARE(window->deadStoneEngine()->statusWidget()->mode(), EngineStatusWidget::Mode::Hidden);
    window->undoStack()->redo();
    QCOMPARE(window->document()->deadStones(), kept->dead);
    window->undoStack()->setClean();
}

void TestRecovery::discardRemovesTheEntry()
{
    markAndCrash();
    m_script.recoveryAnswer = UserPrompts::RecoveryChoice::Discard;
    std::unique_ptr<MainWindow> window = makeWindow();
    QVERIFY(window);
    QSignalSpy checked(window->deadStoneEngine(), &DeadStoneController::openedFileChecked);
    QVERIFY(window->openFile(m_game));
    QCOMPARE(m_script.offers.size(), size_t(1));
    QVERIFY(!window->document()->isDead(m_black));
    QCOMPARE(window->undoStack()->count(), 0);
    QVERIFY(!QFile::exists(m_store.entryPath(m_game)));
    // Unmarked, the file gets the engine's offer.
    QTRY_COMPARE(checked.count(), 1);
    QCOMPARE(window->deadStoneEngine()->statusWidget()->mode(), EngineStatusWidget::Mode::Offer);

    // Not asked again.
    window.reset();
    window = makeWindow();
    QVERIFY(window->openFile(m_game));
    QCOMPARE(m_script.offers.size(), size_t(1));
}

void TestRecovery::notNowAsksAgain()
{
    markAndCrash();
    m_script.recoveryAnswer = UserPrompts::RecoveryChoice::Keep;
    std::unique_ptr<MainWindow> window = makeWindow();
    QVERIFY(window);
    QVERIFY(window->openFile(m_game));
    QCOMPARE(m_script.offers.size(), size_t(1));
    QVERIFY(!window->document()->isDead(m_black));
    QVERIFY(QFile::exists(m_store.entryPath(m_game)));
    window.reset();

    m_script.recoveryAnswer = UserPrompts::RecoveryChoice::Restore;
    window = makeWindow();
    QVERIFY(window->openFile(m_game));
    QCOMPARE(m_script.offers.size(), size_t(2));
    QVERIFY(window->document()->isDead(m_black));
    window->undoStack()->setClean();
}

void TestRecovery::changedFileGetsNoStaleMarks()
{
    markAndCrash();
    // Someone else edited the file since: one more comment is enough to make the marks stale.
    {
        QFile file(m_game);
        QVERIFY(file.open(QIODevice::Append));
        file.write("\n");
    }
    m_script.recoveryAnswer = UserPrompts::RecoveryChoice::Restore;
    std::unique_ptr<MainWindow> window = makeWindow();
    QVERIFY(window);
    QVERIFY(window->openFile(m_game));
    QVERIFY(m_script.offers.empty());
    QVERIFY(!window->document()->isDead(m_black));
    QVERIFY(!window->document()->isDead(m_white));
    QCOMPARE(window->undoStack()->count(), 0);
    QVERIFY(!QFile::exists(m_store.entryPath(m_game)));
}

void TestRecovery::saveRemovesTheEntry()
{
    std::unique_ptr<MainWindow> window = makeWindow();
    QVERIFY(window);
    QVERIFY(window->openFile(m_game));
    click(*window, m_white);
    QVERIFY(QFile::exists(m_store.entryPath(m_game)));
    QVERIFY(window->save());
    QVERIFY(!QFile::exists(m_store.entryPath(m_game)));

    // Later marks are kept against the file as saved, and offered on it.
    click(*window, m_black);
    const std::optional<RecoveryStore::Entry> entry = m_store.read(m_game);
    QVERIFY(entry);
    QCOMPARE(entry->source, *RecoveryStore::fingerprintOf(m_game));
    window.reset();
    m_script.recoveryAnswer = UserPrompts::RecoveryChoice::Restore;
    window = makeWindow();
    QVERIFY(window->openFile(m_game));
    QCOMPARE(m_script.offers.size(), size_t(1));
    QCOMPARE(m_script.offers.front().markCount, 3);
    QVERIFY(window->document()->isDead(m_black));
    QVERIFY(window->document()->isDead(m_white));

    // Save As elsewhere: the marks are safe in the new file, no entry for either.
    const QString other = m_dir.filePath(QStringLiteral("other.sgf"));
    m_script.saveName = other;
    QVERIFY(window->saveAs());
    QVERIFY(!QFile::exists(m_store.entryPath(m_game)));
    QVERIFY(!QFile::exists(m_store.entryPath(other)));
    QVERIFY(m_script.errors.empty());
}

void TestRecovery::cleanCloseRemovesTheEntry()
{
    std::unique_ptr<MainWindow> window = makeWindow();
    QVERIFY(window);
    QVERIFY(window->openFile(m_game));
    click(*window, m_white);

    // Cancel: the window stays, and so do the marks' copy.
    m_script.unsavedAnswer = UserPrompts::UnsavedChoice::Cancel;
    QVERIFY(!window->close());
    QVERIFY(QFile::exists(m_store.entryPath(m_game)));

    m_script.unsavedAnswer = UserPrompts::UnsavedChoice::Discard;
    QVERIFY(window->close());
    QVERIFY(!QFile::exists(m_store.entryPath(m_game)));
    window.reset();
    QVERIFY(!QFile::exists(m_store.entryPath(m_game)));
}

void TestRecovery::startupNoticeNamesCrashedFiles()
{
    markAndCrash();
    // A second crashed file, which then changes on disk: not worth mentioning, and dropped.
    const QString changed = m_dir.filePath(QStringLiteral("changed.sgf"));
    QFile::remove(changed);
    QVERIFY(QFile::copy(m_game, changed));
    QFile::setPermissions(changed, QFile::ReadOwner | QFile::WriteOwner);
    QVERIFY(
        m_store.write({changed, 0, false, *RecoveryStore::fingerprintOf(changed), {m_white}, QDateTime::currentDateTimeUtc()}));
    {
        QFile file(changed);
        QVERIFY(file.open(QIODevice::Append));
        file.write("\n");
    }

    std::unique_ptr<MainWindow> window = makeWindow();
    QVERIFY(window);
    QTRY_COMPARE(m_script.notices.size(), size_t(1));
    QCOMPARE(m_script.notices.front(), QStringList{RecoveryStore::normalizedPath(m_game)});
    QVERIFY(!QFile::exists(m_store.entryPath(changed)));
    QVERIFY(QFile::exists(m_store.entryPath(m_game)));
    // The notice opens the file it names, and opening offers its marks back.
    QVERIFY(m_script.openFromNotice);
    const size_t offers = m_script.offers.size();
    m_script.openFromNotice(m_script.notices.front().front());
    QVERIFY(window->document());
    QCOMPARE(RecoveryStore::normalizedPath(window->document()->path()), RecoveryStore::normalizedPath(m_game));
    QCOMPARE(m_script.offers.size(), offers + 1);
}

void TestRecovery::corruptEntryIsIgnored()
{
    QVERIFY(QDir().mkpath(m_store.directory()));
    const QString path = m_store.entryPath(m_game);
    const QByteArray fingerprint = RecoveryStore::fingerprintOf(m_game)->sha256;
    const QByteArray size = QByteArray::number(QFileInfo(m_game).size());
    const QByteArray source = RecoveryStore::normalizedPath(m_game).toUtf8();
    const std::vector<QByteArray> entries{
        "garbage {",
        QByteArray(2 << 20, '['),
        "{\"version\":1,\"source\":\"" + source + "\",\"size\":" + size + ",\"sha256\":\"" + fingerprint
            + "\",\"dead\":[\"e\"]}",
        "{\"version\":99}",
        // Points off the board or on empty points are not marks to restore.
        "{\"version\":1,\"source\":\"" + source + "\",\"size\":" + size + ",\"sha256\":\"" + fingerprint
            + "\",\"dead\":[\"zz\",\"aa\",\"ZZ\"]}",
    };
    m_script.recoveryAnswer = UserPrompts::RecoveryChoice::Restore;
    for (const QByteArray& bytes : entries) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(bytes);
        file.close();
        std::unique_ptr<MainWindow> window = makeWindow();
        QVERIFY(window);
        QVERIFY(window->openFile(m_game));
        QVERIFY(m_script.offers.empty());
        QVERIFY(window->document()->deadStones().empty());
        QCOMPARE(window->undoStack()->count(), 0);
    }
}

void TestRecovery::storeRoundTrip()
{
    RecoveryStore store(m_dir.filePath(QStringLiteral("store")));
    const RecoveryStore::Entry entry{m_game,
                                     0,
                                     false,
                                     *RecoveryStore::fingerprintOf(m_game),
                                     {{0, 0}, {51, 51}, {26, 3}},
                                     QDateTime(QDate(2026, 11, 22), QTime(10, 30, 5, 250), QTimeZone::utc())};
    QString error;
    QVERIFY2(store.write(entry, &error), qPrintable(error));
    const std::optional<RecoveryStore::Entry> read = store.read(m_game);
    QVERIFY(read);
    QCOMPARE(read->sourcePath, RecoveryStore::normalizedPath(m_game));
    QCOMPARE(read->source, entry.source);
    QCOMPARE(read->dead, entry.dead);
    QCOMPARE(read->savedAt, entry.savedAt);
    QCOMPARE(store.entries().size(), size_t(1));
    // Two spellings of one file share one entry.
    QCOMPARE(store.entryPath(m_dir.path() + QStringLiteral("/./game.sgf")), store.entryPath(m_game));
    QCOMPARE(RecoveryStore::fingerprintOf(bytesOf(m_game)), entry.source);
    store.remove(m_game);
    QVERIFY(!store.read(m_game));
    QVERIFY(store.entries().empty());

    // The game of a collection is part of the entry: each game has its own.
    RecoveryStore::Entry second = entry;
    second.game = 1;
    QVERIFY(store.write(second));
    QVERIFY(!store.read(m_game, 0));
    QCOMPARE(store.read(m_game, 1)->game, 1);
    QVERIFY(store.entryPath(m_game, 1) != store.entryPath(m_game, 0));
    // An entry of the first format (no game) is read as the first game's, said to be unknown.
    QFile old(store.entryPath(m_game, 0));
    QVERIFY(old.open(QIODevice::WriteOnly));
    old.write(QStringLiteral("{\"version\":1,\"source\":\"%1\",\"size\":%2,\"sha256\":\"%3\",\"dead\":[\"aa\"],"
                             "\"savedAt\":\"2026-11-22T10:30:05.250Z\"}")
                  .arg(RecoveryStore::normalizedPath(m_game))
                  .arg(entry.source.size)
                  .arg(QString::fromLatin1(entry.source.sha256))
                  .toUtf8());
    old.close();
    const std::optional<RecoveryStore::Entry> legacy = store.read(m_game, 0);
    QVERIFY(legacy);
    QCOMPARE(legacy->game, 0);
    QVERIFY(legacy->gameUnknown);
}

std::unique_ptr<MainWindow> TestRecovery::setUpPosition()
{
    std::unique_ptr<MainWindow> window = makeWindow();
    if (!window || !window->newPosition(QSize(9, 9)))
        return nullptr;
    BoardEditor& editor = *window->boardEditor();
    editor.setTool(BoardEditor::Tool::Black);
    click(*window, {2, 2});
    click(*window, {3, 2});
    editor.setTool(BoardEditor::Tool::White);
    click(*window, {2, 3});
    return window;
}

// A position set up in the editor has no file behind it: the whole position is kept while it is
// unsaved, offered back after a crash, and opens as a new unsaved position; saving ends the copy.
void TestRecovery::editorPositionSurvivesACrash()
{
    std::unique_ptr<MainWindow> window = setUpPosition();
    QVERIFY(window);
    QCOMPARE(window->document()->position().board.at(Point{2, 3}), Color::White);
    const QString kept = window->keptPositionPath();
    QVERIFY(!kept.isEmpty());
    QVERIFY(kept.startsWith(m_store.directory()));
    const QByteArray copy = bytesOf(kept);
    QVERIFY2(copy.contains("AB[cc][dc]") && copy.contains("AW[cd]"), copy.constData());
    window.reset(); // a crash
    QVERIFY(QFile::exists(kept));

    m_script.positionAnswer = UserPrompts::RecoveryChoice::Restore;
    window = makeWindow();
    QVERIFY(window);
    QVERIFY(window->offerKeptPositions());
    QCOMPARE(m_script.positionOffers.size(), size_t(1));
    QVERIFY2(m_script.positionOffers.front().contains(QStringLiteral("9\u00d79")),
             qPrintable(m_script.positionOffers.front()));
    const Board& board = window->document()->position().board;
    QCOMPARE(board.width(), 9);
    QCOMPARE(board.at(Point{2, 2}), Color::Black);
    QCOMPARE(board.at(Point{3, 2}), Color::Black);
    QCOMPARE(board.at(Point{2, 3}), Color::White);
    QVERIFY(window->document()->path().isEmpty());
    QVERIFY(window->isWindowModified());
    QVERIFY(window->boardEditor()->isActive());
    // The same copy goes on, under the same name, while the position is edited further.
    QCOMPARE(window->keptPositionPath(), kept);
    click(*window, {6, 6});
    QVERIFY(bytesOf(kept).contains("[gg]"));

    const QString saved = m_dir.filePath(QStringLiteral("set-up.sgf"));
    m_script.saveName = saved;
    QVERIFY(window->saveAs());
    QVERIFY(!QFile::exists(kept));
    QVERIFY(window->keptPositionPath().isEmpty());
    QVERIFY(bytesOf(saved).contains("[gg]"));
    window.reset();
    m_script.positionOffers.clear();
    window = makeWindow();
    QVERIFY(!window->offerKeptPositions());
    QVERIFY(m_script.positionOffers.empty());
}

void TestRecovery::keptPositionDiscardedOrAskedAgain()
{
    std::unique_ptr<MainWindow> window = setUpPosition();
    QVERIFY(window);
    const QString kept = window->keptPositionPath();
    window.reset();

    // Not now: nothing opens, and the question comes again at the next start.
    m_script.positionAnswer = UserPrompts::RecoveryChoice::Keep;
    window = makeWindow();
    QVERIFY(!window->offerKeptPositions());
    QVERIFY(window->document() == nullptr);
    QVERIFY(QFile::exists(kept));
    window.reset();
    window = makeWindow();
    QVERIFY(!window->offerKeptPositions());
    QCOMPARE(m_script.positionOffers.size(), size_t(2));

    // Discard: the copy goes, and is never offered again.
    m_script.positionAnswer = UserPrompts::RecoveryChoice::Discard;
    QVERIFY(!window->offerKeptPositions());
    QCOMPARE(m_script.positionOffers.size(), size_t(3));
    QVERIFY(!QFile::exists(kept));
    QVERIFY(!window->offerKeptPositions());
    QCOMPARE(m_script.positionOffers.size(), size_t(3));
}

void TestRecovery::positionBackToCleanIsNotKept()
{
    std::unique_ptr<MainWindow> window = setUpPosition();
    QVERIFY(window);
    const QString kept = window->keptPositionPath();
    QVERIFY(QFile::exists(kept));
    // Undone back to the blank board it started as: nothing is left to lose.
    while (window->undoStack()->canUndo())
        window->undoStack()->undo();
    QVERIFY(window->undoStack()->isClean());
    QVERIFY(!QFile::exists(kept));
    // Redo: kept again. A clean close with Discard: gone.
    window->undoStack()->redo();
    QVERIFY(QFile::exists(kept));
    m_script.unsavedAnswer = UserPrompts::UnsavedChoice::Discard;
    QVERIFY(window->close());
    QVERIFY(!QFile::exists(kept));
}

// Two windows at once: the position the first is still editing is not offered to the second.
void TestRecovery::liveSessionsPositionIsNotOffered()
{
    std::unique_ptr<MainWindow> first = setUpPosition();
    QVERIFY(first);
    const QString kept = first->keptPositionPath();
    m_script.positionAnswer = UserPrompts::RecoveryChoice::Discard;
    std::unique_ptr<MainWindow> second = makeWindow();
    QVERIFY(!second->offerKeptPositions());
    QVERIFY(m_script.positionOffers.empty());
    QVERIFY(QFile::exists(kept));
    first.reset(); // its session ends without saving
    QVERIFY(!second->offerKeptPositions());
    QCOMPARE(m_script.positionOffers.size(), size_t(1));
    QVERIFY(!QFile::exists(kept));
}

void TestRecovery::collectionMarksStayWithTheirGame()
{
    // The review's B2: three games with different stones; marks made on game 2 came back on game
    // 1 and were saved there. A9 (aa) is a black stone and C7 (cc) a white one in every game.
    const QString collection = m_dir.filePath(QStringLiteral("collection.sgf"));
    QFile::remove(collection);
    QVERIFY(QFile::copy(QStringLiteral(SEKI_TEST_DATA_DIR "/findings/b2-collection-recovery-wrong-game.sgf"), collection));
    QFile::setPermissions(collection, QFile::ReadOwner | QFile::WriteOwner);
    const Point a9{0, 0};
    const Point c7{2, 2};
    {
        m_script.gameChoice = 1;
        std::unique_ptr<MainWindow> window = makeWindow();
        QVERIFY(window);
        QVERIFY(window->openFile(collection));
        QCOMPARE(window->document()->gameIndex(), 1);
        click(*window, a9);
        click(*window, c7);
        QVERIFY(window->document()->isDead(a9));
        QVERIFY(m_store.read(collection, 1));
        QVERIFY(!m_store.read(collection, 0));
        window.reset(); // a crash: the entry stays
    }
    m_script.recoveryAnswer = UserPrompts::RecoveryChoice::Restore;
    m_script.gameChoice = 0;
    std::unique_ptr<MainWindow> window = makeWindow();
    QVERIFY(window);
    QVERIFY(window->openFile(collection));
    // Game 1 is not offered game 2's marks, and keeps none.
    QVERIFY(m_script.offers.empty());
    QVERIFY(window->document()->deadStones().empty());
    QVERIFY(m_store.read(collection, 1));
    // Game 2 is.
    m_script.gameChoice = 1;
    QVERIFY(window->openFile(collection));
    QCOMPARE(m_script.offers.size(), size_t(1));
    QCOMPARE(m_script.offers.front().markCount, 2);
    QVERIFY(window->document()->isDead(a9));
    QVERIFY(window->document()->isDead(c7));
    // Saved, the marks are in game 2 and nowhere else.
    QVERIFY(window->saveFile(collection));
    const QByteArray saved = bytesOf(collection);
    const qsizetype second = saved.indexOf("PB[second game]");
    const qsizetype third = saved.indexOf("PB[third game]");
    QVERIFY(second > 0 && third > second);
    QVERIFY(saved.indexOf("TB[") > second && saved.indexOf("TB[") < third);
    QCOMPARE(saved.count("TW["), 1);
    QVERIFY(saved.indexOf("TW[") > second && saved.indexOf("TW[") < third);
    QVERIFY(!m_store.read(collection, 1));
}

QTEST_MAIN(TestRecovery)
#include "tst_recovery.moc"
