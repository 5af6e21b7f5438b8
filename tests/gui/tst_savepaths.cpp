// Saved exactly: every game-information property of the file survives every way SekiScope writes
// a game — the window's Save, the board editor's Save As, the lesson editor's Save as Lesson and
// the recovery copy of an edited position — and the game read back scores as the window showed
// (a handicap dropped changed an area count by the compensation). Non-ASCII text is saved with
// CA[UTF-8]. Runs offscreen.

#include "common/userprompts.h"
#include "document/gamedocument.h"
#include "mainwindow/mainwindow.h"
#include "teaching/boardeditor.h"
#include "teaching/lessoneditor.h"

#include "scoring/scorer.h"
#include "sgf/gameloader.h"

#include "testconfig.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace seki;
using namespace seki::ui;

namespace {

class ScriptedPrompts : public UserPrompts {
public:
    explicit ScriptedPrompts(QString& saveName) : m_saveName(saveName) { }
    void showFileError(QWidget*, const FileError& error) override { QFAIL(qPrintable(error.message)); }
    UnsavedChoice askUnsavedChanges(QWidget*, const QString&) override { return UnsavedChoice::Discard; }
    bool confirmResultChange(QWidget*, const QString&, const QString&) override { return true; }
    QString askOpenFileName(QWidget*, const QString&) override { return {}; }
    QString askSaveFileName(QWidget*, const QString&) override { return m_saveName; }
    QString askExportFileName(QWidget*, const QString&) override { return {}; }

private:
    QString& m_saveName;
};

// The game-information properties of the fixture (FF[4]'s game-info list and HA, KM), each of
// which must come back as it was.
const char* const Information[] = {"PB", "BR", "BT", "PW", "WR", "WT", "DT", "EV", "RO", "PC", "GN", "GC",
                                   "SO", "US", "AN", "CP", "ON", "OT", "TM", "RU", "KM", "HA"};

QString fixturePath()
{
    return QStringLiteral(SEKI_TEST_DATA_DIR "/sgf/game-information.sgf");
}

QByteArray fileBytes(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

LoadedGame reopen(const QByteArray& bytes)
{
    return loadGame(loadFile(bytes.toStdString(), "saved.sgf"));
}

QString rootText(const QByteArray& bytes, const char* identifier)
{
    const LoadedFile file = loadFile(bytes.toStdString(), "saved.sgf");
    if (file.error || file.collection.games.empty())
        return {};
    return QString::fromStdString(file.collection.games.front().root().text(identifier).value_or(std::string{}));
}

// Every property of Information in `saved` as in the fixture; `except` may differ (a lesson's title).
void compareInformation(const QByteArray& saved, const QStringList& except = {})
{
    const QByteArray original = fileBytes(fixturePath());
    for (const char* identifier : Information) {
        if (except.contains(QLatin1String(identifier)))
            continue;
        QVERIFY2(!rootText(original, identifier).isEmpty(), identifier);
        QCOMPARE(rootText(saved, identifier), rootText(original, identifier));
    }
    // Text beyond ASCII says what it is.
    QCOMPARE(rootText(saved, "CA"), QStringLiteral("UTF-8"));
}

QString chineseResult(const Position& position)
{
    return QString::fromStdString(Scorer().score(position, Rules::Chinese).resultText());
}

} // namespace

class TestSavePaths : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void windowSave();
    void boardEditorSave();
    void lessonEditorSave();
    void recoveryCopyOfAnEditedPosition();
    void latin1WithoutCharsetSavedWithCa();
    void handicapGameEditedAndSaved();

private:
    // Opens the fixture and places a white stone at `point` in the board editor.
    void editFixture(Point point);

    QString m_saveName;
    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_folder;
};

void TestSavePaths::init()
{
    m_saveName.clear();
    m_window = std::make_unique<MainWindow>(std::make_unique<ScriptedPrompts>(m_saveName));
    m_window->resize(1024, 768);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestSavePaths::cleanup()
{
    m_window->undoStack()->setClean();
    m_window.reset();
}

void TestSavePaths::editFixture(Point point)
{
    QVERIFY(m_window->openFile(fixturePath()));
    BoardEditor* editor = m_window->boardEditor();
    editor->setActive(true);
    QVERIFY(editor->isActive());
    editor->setTool(BoardEditor::Tool::White);
    editor->applyAt(point, Qt::LeftButton, Qt::NoModifier);
    QVERIFY(m_window->document()->isEdited());
    QCOMPARE(m_window->document()->position().board.at(point), Color::White);
}

void TestSavePaths::windowSave()
{
    QVERIFY(m_window->openFile(fixturePath()));
    const QString shown = QString::fromStdString(m_window->document()->score(Rules::Chinese)->resultText());
    const QString path = m_folder.filePath(QStringLiteral("window.sgf"));
    QVERIFY(m_window->saveFile(path));
    const QByteArray saved = fileBytes(path);
    compareInformation(saved);
    QCOMPARE(rootText(saved, "RE"), shown);
    const LoadedGame again = reopen(saved);
    QVERIFY(!again.error);
    QCOMPARE(chineseResult(again.position), shown);
}

void TestSavePaths::boardEditorSave()
{
    editFixture(Point{8, 0});
    // The editor's score, with White's compensation for the two handicap stones.
    const QString shown = QString::fromStdString(m_window->document()->score(Rules::Chinese)->resultText());
    m_saveName = m_folder.filePath(QStringLiteral("edited.sgf"));
    QVERIFY(m_window->save());
    const QByteArray saved = fileBytes(m_saveName);
    compareInformation(saved);
    QCOMPARE(rootText(saved, "RE"), shown);
    const LoadedGame again = reopen(saved);
    QVERIFY(!again.error);
    QCOMPARE(again.info.handicap, 2);
    QCOMPARE(chineseResult(again.position), shown);
}

void TestSavePaths::lessonEditorSave()
{
    editFixture(Point{8, 0});
    const QString shown = QString::fromStdString(m_window->document()->score(Rules::Chinese)->resultText());
    QString error;
    const QString path = m_window->boardEditor()->lesson().save(&error);
    QVERIFY2(!path.isEmpty(), qPrintable(error));
    const QByteArray saved = fileBytes(path);
    QFile::remove(path);
    // The lesson's title is its GN; the game's result is no result of the position set up.
    compareInformation(saved, {QStringLiteral("GN")});
    QVERIFY(rootText(saved, "RE").isEmpty());
    const LoadedGame again = reopen(saved);
    QVERIFY(!again.error);
    QCOMPARE(chineseResult(again.position), shown);
}

void TestSavePaths::recoveryCopyOfAnEditedPosition()
{
    editFixture(Point{8, 0});
    const QString shown = QString::fromStdString(m_window->document()->score(Rules::Chinese)->resultText());
    // The edited position is kept on disk at once, for a crash.
    const QString kept = m_window->keptPositionPath();
    QVERIFY(!kept.isEmpty());
    const QByteArray saved = fileBytes(kept);
    compareInformation(saved);
    const LoadedGame again = reopen(saved);
    QVERIFY(!again.error);
    QCOMPARE(chineseResult(again.position), shown);
}

void TestSavePaths::latin1WithoutCharsetSavedWithCa()
{
    // The review's B4 file: Latin-1 names, no CA. Saved as UTF-8, it says so.
    const QString source = QStringLiteral(SEKI_TEST_DATA_DIR "/findings/b4-no-ca-latin1-saved-as-utf8-without-ca.sgf");
    QVERIFY(m_window->openFile(source));
    const QString path = m_folder.filePath(QStringLiteral("latin1.sgf"));
    QVERIFY(m_window->saveFile(path));
    const QByteArray saved = fileBytes(path);
    QVERIFY(saved.contains("CA[UTF-8]"));
    QVERIFY(saved.contains("PB[P\xC3\xA9rez M\xC3\xBCller]"));
    // A file of ASCII alone is saved without a charset it did not have.
    QVERIFY(m_window->openFile(QStringLiteral(SEKI_TEST_DATA_DIR "/findings/engine-game-9x9.sgf")));
    const QString plain = m_folder.filePath(QStringLiteral("ascii.sgf"));
    QVERIFY(m_window->saveFile(plain));
    QVERIFY(!fileBytes(plain).contains("CA["));
}

void TestSavePaths::handicapGameEditedAndSaved()
{
    // The review's B3 steps: a 9x9 Chinese game with HA[2], a black stone placed at E5 in the board
    // editor, Save As, and the saved file read again.
    QVERIFY(m_window->openFile(QStringLiteral(SEKI_TEST_DATA_DIR "/findings/b3-handicap-dropped-on-editor-save.sgf")));
    BoardEditor* editor = m_window->boardEditor();
    editor->setActive(true);
    editor->setTool(BoardEditor::Tool::Black);
    editor->applyAt(Point{4, 4}, Qt::LeftButton, Qt::NoModifier);
    QCOMPARE(m_window->document()->position().board.at(Point{4, 4}), Color::Black);
    const QString shown = QString::fromStdString(m_window->document()->score(Rules::Chinese)->resultText());
    QCOMPARE(shown, QStringLiteral("B+0.5"));
    m_saveName = m_folder.filePath(QStringLiteral("b3.sgf"));
    QVERIFY(m_window->save());
    const QByteArray saved = fileBytes(m_saveName);
    QCOMPARE(rootText(saved, "HA"), QStringLiteral("2"));
    QCOMPARE(rootText(saved, "RE"), shown);
    const LoadedGame again = reopen(saved);
    QVERIFY(!again.error);
    QCOMPARE(chineseResult(again.position), shown);
    // What the reviewer's copy of SekiScope wrote for the same steps: no HA, so White's
    // compensation is gone and the file's own RE is contradicted on reopening.
    const LoadedGame lost = reopen(fileBytes(QStringLiteral(SEKI_TEST_DATA_DIR "/findings/b3-handicap-dropped-SAVED-by-sekiscope.sgf")));
    QVERIFY(!lost.error);
    QCOMPARE(lost.info.handicap, 0);
    QVERIFY(chineseResult(lost.position) != shown);
}

QTEST_MAIN(TestSavePaths)
#include "tst_savepaths.moc"
