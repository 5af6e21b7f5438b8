// Saving never damages the file it replaces: a full disk, a read-only file, a folder
// that is not there, a path through a plain file or onto a folder are each reported naming the
// file and the reason, the bytes on disk are unchanged, nothing is left behind, and the marks
// stay unsaved (and kept in the recovery file) in the window.
//
// The tests run as root in CI, where permission bits stop nothing: the full disk is a real one,
// made by RLIMIT_FSIZE (the kernel refuses to grow any file past the limit with EFBIG, root
// included), and the read-only case is run only where the bits mean something.
#include "board/boardexporter.h"
#include "board/boardscene.h"
#include "board/boardview.h"
#include "common/dialogprompts.h"
#include "document/gamedocument.h"
#include "teaching/handoutwriter.h"
#include "mainwindow/mainwindow.h"
#include "recovery/recoverystore.h"
#include "review/traceexporter.h"
#include "review/tracewalk.h"
#include "common/userprompts.h"

#include "testconfig.h"
#include "testsupport.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <csignal>
#include <sys/resource.h>
#include <unistd.h>

using namespace seki;
using namespace seki::ui;

namespace {

class RecordingPrompts : public UserPrompts {
public:
    struct Script {
        std::vector<FileError> openErrors;
        std::vector<FileError> saveErrors;
        QString saveName;
    };
    explicit RecordingPrompts(Script& script) : m_script(script) { }

    void showFileError(QWidget*, const FileError& error) override { m_script.openErrors.push_back(error); }
    void showSaveError(QWidget*, const FileError& error) override { m_script.saveErrors.push_back(error); }
    UnsavedChoice askUnsavedChanges(QWidget*, const QString&) override { return UnsavedChoice::Discard; }
    bool confirmResultChange(QWidget*, const QString&, const QString&) override { return true; }
    QString askOpenFileName(QWidget*, const QString&) override { return {}; }
    QString askSaveFileName(QWidget*, const QString&) override { return m_script.saveName; }
    QString askExportFileName(QWidget*, const QString&) override { return {}; }

private:
    Script& m_script;
};

QByteArray bytesOf(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The process may not grow any file past `bytes` while it lives (a disk that is full).
class FileSizeLimit {
public:
    explicit FileSizeLimit(rlim_t bytes)
    {
        getrlimit(RLIMIT_FSIZE, &m_previous);
        // Past the limit the kernel also sends SIGXFSZ, which would kill the test: the write's
        // EFBIG is what the window has to cope with.
        m_previousHandler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit limit = m_previous;
        limit.rlim_cur = bytes;
        m_active = setrlimit(RLIMIT_FSIZE, &limit) == 0;
    }
    ~FileSizeLimit()
    {
        setrlimit(RLIMIT_FSIZE, &m_previous);
        std::signal(SIGXFSZ, m_previousHandler);
    }
    bool isActive() const { return m_active; }

private:
    rlimit m_previous{};
    void (*m_previousHandler)(int) = nullptr;
    bool m_active = false;
};

} // namespace

class TestSaveSafety : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void fullDiskLeavesTheOriginalIntact();
    void readOnlyFileIsReported();
    void readOnlyFileSystemIsReported();
    void unwritablePlacesAreReported_data();
    void unwritablePlacesAreReported();
    void theDialogNamesTheFileAndTheReason();
    void exportsOnAFullDiskLeaveTheOldFileWhole_data();
    void exportsOnAFullDiskLeaveTheOldFileWhole();

private:
    // The window has the copy open with C7 marked dead, unsaved.
    void openAndMark();
    QStringList filesInFolder() const;

    QTemporaryDir m_settingsDir;
    QTemporaryDir m_dir;
    RecordingPrompts::Script m_script;
    std::unique_ptr<MainWindow> m_window;
    QString m_game;
    QByteArray m_original;
    const Point m_white{2, 2};
};

void TestSaveSafety::initTestCase()
{
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TestSaveSafety::init()
{
    m_script = {};
    QDir(RecoveryStore::defaultDirectory()).removeRecursively();
    m_game = m_dir.filePath(QStringLiteral("game.sgf"));
    QFile::setPermissions(m_game, QFile::ReadOwner | QFile::WriteOwner);
    QFile::remove(m_game);
    QVERIFY(QFile::copy(QStringLiteral(SEKI_TEST_DATA_DIR "/ui/roundtrip.sgf"), m_game));
    QFile::setPermissions(m_game, QFile::ReadOwner | QFile::WriteOwner);
    m_original = bytesOf(m_game);
    QVERIFY(!m_original.isEmpty());
    m_window = std::make_unique<MainWindow>(std::make_unique<RecordingPrompts>(m_script));
    m_window->resize(1000, 700);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->setBoardRules(Rules::Japanese);
}

void TestSaveSafety::cleanup()
{
    m_window->undoStack()->setClean();
    m_window.reset();
    QFile::setPermissions(m_game, QFile::ReadOwner | QFile::WriteOwner);
    QDir(RecoveryStore::defaultDirectory()).removeRecursively();
}

void TestSaveSafety::openAndMark()
{
    QVERIFY(m_window->openFile(m_game));
    BoardView* view = m_window->boardView();
    QTest::mouseClick(view, Qt::LeftButton, Qt::NoModifier, view->rectFor(m_white).center());
    QVERIFY(m_window->document()->isDead(m_white));
    QVERIFY(m_window->isWindowModified());
}

QStringList TestSaveSafety::filesInFolder() const
{
    return QDir(m_dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot);
}

void TestSaveSafety::fullDiskLeavesTheOriginalIntact()
{
    openAndMark();
    const QStringList before = filesInFolder();
    QSignalSpy reported(m_window.get(), &MainWindow::fileErrorReported);
    bool saved = true;
    {
        // Room for a few hundred bytes of the new text, not all of it.
        FileSizeLimit full(rlim_t(m_original.size() / 2));
        QVERIFY(full.isActive());
        saved = m_window->save();
    }
    QVERIFY(!saved);
    QCOMPARE(m_script.saveErrors.size(), size_t(1));
    const FileError& error = m_script.saveErrors.front();
    QCOMPARE(error.file, m_game);
    QVERIFY2(error.message.contains(QLatin1String("too large"), Qt::CaseInsensitive), qPrintable(error.message));
    QCOMPARE(reported.count(), 1);
    QCOMPARE(reported.front().at(0).toString(), m_game);

    QCOMPARE(bytesOf(m_game), m_original);
    // QSaveFile's temporary file went with the failure.
    QCOMPARE(filesInFolder(), before);
    // The marks are still there, still unsaved, and still kept for a crash.
    QVERIFY(m_window->document()->isDead(m_white));
    QVERIFY(m_window->isWindowModified());
    QCOMPARE(m_window->document()->path(), m_game);
    QVERIFY(RecoveryStore().read(m_game));

    // With room again the same save goes through.
    QVERIFY(m_window->save());
    QVERIFY(bytesOf(m_game) != m_original);
    QVERIFY(!m_window->isWindowModified());
    QVERIFY(!RecoveryStore().read(m_game));
}

void TestSaveSafety::readOnlyFileIsReported()
{
    if (geteuid() == 0)
        QSKIP("Running as root: permission bits do not stop root from replacing the file");
    openAndMark();
    QVERIFY(QFile::setPermissions(m_game, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
    QVERIFY(!m_window->save());
    QCOMPARE(m_script.saveErrors.size(), size_t(1));
    QCOMPARE(m_script.saveErrors.front().file, m_game);
    QVERIFY(!m_script.saveErrors.front().message.isEmpty());
    QCOMPARE(bytesOf(m_game), m_original);
    QVERIFY(m_window->isWindowModified());
}

void TestSaveSafety::readOnlyFileSystemIsReported()
{
    // A read-only file that even root cannot replace: one in /proc (the kernel refuses any new
    // file beside it, so QSaveFile cannot even start).
    const QString target = QStringLiteral("/proc/version");
    const QByteArray before = bytesOf(target);
    if (before.isEmpty())
        QSKIP("No /proc here");
    openAndMark();
    QVERIFY(!m_window->saveFile(target));
    QCOMPARE(m_script.saveErrors.size(), size_t(1));
    QCOMPARE(m_script.saveErrors.front().file, target);
    QVERIFY(!m_script.saveErrors.front().message.isEmpty());
    QCOMPARE(bytesOf(target), before);
    QCOMPARE(m_window->document()->path(), m_game);
    QVERIFY(m_window->isWindowModified());
}

void TestSaveSafety::unwritablePlacesAreReported_data()
{
    QTest::addColumn<QString>("relativePath");
    QTest::addColumn<QString>("reason");
    QTest::newRow("folder not there") << QStringLiteral("no-such-folder/game.sgf") << QStringLiteral("No such file");
    QTest::newRow("through a plain file") << QStringLiteral("plain.txt/game.sgf") << QStringLiteral("Not a directory");
    QTest::newRow("onto a folder") << QStringLiteral("folder.sgf") << QStringLiteral("directory");
}

void TestSaveSafety::unwritablePlacesAreReported()
{
    QFETCH(QString, relativePath);
    QFETCH(QString, reason);
    const QString plain = m_dir.filePath(QStringLiteral("plain.txt"));
    {
        QFile file(plain);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write("not a folder\n");
    }
    QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("folder.sgf")));
    openAndMark();
    const QStringList before = filesInFolder();

    const QString target = m_dir.filePath(relativePath);
    m_script.saveName = target;
    QVERIFY(!m_window->saveAs());
    QCOMPARE(m_script.saveErrors.size(), size_t(1));
    const FileError& error = m_script.saveErrors.front();
    QCOMPARE(error.file, target);
    QVERIFY2(error.message.contains(reason, Qt::CaseInsensitive), qPrintable(error.message));
    QCOMPARE(filesInFolder(), before);
    QCOMPARE(bytesOf(plain), QByteArray("not a folder\n"));
    QVERIFY(QFileInfo(m_dir.filePath(QStringLiteral("folder.sgf"))).isDir());
    // The game stays the one that was open, with its marks, unsaved.
    QCOMPARE(m_window->document()->path(), m_game);
    QCOMPARE(bytesOf(m_game), m_original);
    QVERIFY(m_window->isWindowModified());
}

void TestSaveSafety::theDialogNamesTheFileAndTheReason()
{
    // The application's own dialog, closed from a timer once it is up.
    const FileError error{m_game, 0, 0, QStringLiteral("File too large")};
    QString text;
    QString informative;
    QTimer::singleShot(0, this, [&] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box)
            return;
        text = box->text();
        informative = box->informativeText();
        box->accept();
    });
    DialogPrompts().showSaveError(m_window.get(), error);
    QVERIFY2(text.contains(QLatin1String("game.sgf")), qPrintable(text));
    QVERIFY2(informative.contains(QLatin1String("File too large")), qPrintable(informative));
    QVERIFY2(informative.contains(QLatin1String("has not been changed")), qPrintable(informative));
}

void TestSaveSafety::exportsOnAFullDiskLeaveTheOldFileWhole_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("file");
    QTest::newRow("board as SVG") << QStringLiteral("board") << QStringLiteral("board.svg");
    QTest::newRow("board as PDF") << QStringLiteral("board") << QStringLiteral("board.pdf");
    QTest::newRow("board as PNG") << QStringLiteral("board") << QStringLiteral("board.png");
    QTest::newRow("stage as SVG") << QStringLiteral("stage") << QStringLiteral("stage.svg");
    QTest::newRow("stage as PNG") << QStringLiteral("stage") << QStringLiteral("stage.png");
    QTest::newRow("walk-through PDF") << QStringLiteral("walk") << QStringLiteral("walk.pdf");
    QTest::newRow("handout PDF") << QStringLiteral("handout") << QStringLiteral("handout.pdf");
}

// Every export replaces its file all at once: with the disk full, the file an export would
// overwrite keeps its old bytes, nothing is left beside it, and the error names the file.
void TestSaveSafety::exportsOnAFullDiskLeaveTheOldFileWhole()
{
    QFETCH(QString, kind);
    QFETCH(QString, file);
    const Position position = seki::test::cornerSekiPosition();
    const auto walk = std::make_shared<const TraceWalk>(TraceWalk::build(position, Rules::Japanese));
    BoardScene scene;
    scene.board = position.board;
    const auto exportTo = [&](const QString& path, QString& error) {
        if (kind == QLatin1String("board"))
            return BoardExporter::exportScene(scene, path, error);
        if (kind == QLatin1String("stage")) {
            TraceFrame frame;
            frame.position = walk->stageEnd(Stage::Verdict);
            return TraceExporter::exportFrame(*walk, frame, path, error);
        }
        if (kind == QLatin1String("walk"))
            return TraceExporter::exportHandout(*walk, QStringLiteral("Corner seki"), path, error);
        return HandoutWriter(walk, QStringLiteral("Corner seki"), QStringLiteral("A lesson."), HandoutOptions())
            .writePdf(path, error);
    };

    const QString path = m_dir.filePath(file);
    const QByteArray old(300, 'o'); // the export from last week
    {
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        QCOMPARE(out.write(old), old.size());
    }
    const QStringList before = filesInFolder();
    QString error;
    bool written = true;
    {
        // Room for 1 KiB of the new file: every export is larger than that.
        FileSizeLimit full(1024);
        QVERIFY(full.isActive());
        written = exportTo(path, error);
    }
    QVERIFY(!written);
    QVERIFY2(error.contains(file), qPrintable(error));
    QVERIFY2(error.contains(QLatin1String("too large"), Qt::CaseInsensitive), qPrintable(error));
    QCOMPARE(bytesOf(path), old);
    QCOMPARE(filesInFolder(), before);

    // With room again the same export replaces the file.
    error.clear();
    QVERIFY2(exportTo(path, error), qPrintable(error));
    const QByteArray fresh = bytesOf(path);
    QVERIFY(fresh.size() > 1024);
    QVERIFY(fresh != old);
    QFile::remove(path);
}

QTEST_MAIN(TestSaveSafety)
#include "tst_savesafety.moc"
