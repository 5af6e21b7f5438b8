// Game records from outside reaching the window: other servers' formats opened and saved as
// SGF, text pasted with Ctrl+V, files, links and text dropped on the window. Runs offscreen.

#include "board/boardview.h"
#include "common/dialogprompts.h"
#include "common/userprompts.h"
#include "document/gamedocument.h"
#include "mainwindow/mainwindow.h"

#include "sgf/gamerecord.h"
#include "sgf/sgfreader.h"

#include "testconfig.h"

#include <QApplication>
#include <QClipboard>
#include <QDropEvent>
#include <QFile>
#include <QMimeData>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <QUrl>

using namespace seki;
using namespace seki::ui;

namespace {

class ScriptedPrompts : public UserPrompts {
public:
    struct Script {
        std::vector<FileError> errors;
        int unsavedQuestions = 0;
        QString saveName;       // the answer to Save As
        QString saveSuggestion; // what Save As proposed
        QStringList droppedOffered;
        int droppedChoice = 0;
        QStringList notOpened; // title, text and advice of each notice, joined
    };
    explicit ScriptedPrompts(Script& script) : m_script(script) { }

    void showFileError(QWidget*, const FileError& error) override { m_script.errors.push_back(error); }
    UnsavedChoice askUnsavedChanges(QWidget*, const QString&) override
    {
        ++m_script.unsavedQuestions;
        return UnsavedChoice::Cancel;
    }
    bool confirmResultChange(QWidget*, const QString&, const QString&) override { return false; }
    QString askOpenFileName(QWidget*, const QString&) override { return {}; }
    QString askSaveFileName(QWidget*, const QString& suggestion) override
    {
        m_script.saveSuggestion = suggestion;
        return m_script.saveName;
    }
    QString askExportFileName(QWidget*, const QString&) override { return {}; }
    int askDroppedFile(QWidget*, const QStringList& files) override
    {
        m_script.droppedOffered = files;
        return m_script.droppedChoice;
    }
    void showNotOpened(QWidget*, const QString& title, const QString& text, const QString& advice) override
    {
        m_script.notOpened << title + QLatin1Char('\n') + text + QLatin1Char('\n') + advice;
    }

private:
    Script& m_script;
};

QString formatPath(const char* name)
{
    return QStringLiteral(SEKI_TEST_DATA_DIR "/formats/") + QLatin1String(name);
}

QByteArray fileBytes(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString rootText(const GameDocument& document, const char* identifier)
{
    const SgfGameTree* tree = document.reviewedTree();
    return tree ? QString::fromStdString(tree->root().text(identifier).value_or(std::string{})) : QString();
}

// A 9x9 game whose text says CA[GB2312]: as text on the clipboard it is Unicode already.
const QString PastedGame = QStringLiteral("(;GM[1]FF[4]CA[GB2312]SZ[9]KM[7.5]PB[柯洁]PW[古力]RE[B+R]"
                                          ";B[ee];W[cc];B[gc];W[cg])");

void drop(QWidget& target, QMimeData& data, QPoint at = QPoint(20, 20))
{
    QDragEnterEvent enter(at, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&target, &enter);
    QVERIFY(enter.isAccepted());
    QDragMoveEvent move(at, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    move.setAccepted(enter.isAccepted()); // as Qt carries the answer over from the enter
    QApplication::sendEvent(&target, &move);
    QVERIFY(move.isAccepted());
    QDropEvent dropped(QPointF(at), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&target, &dropped);
}

} // namespace

class TestFileInput : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void otherFormatsOpenAndSaveAsSgf_data();
    void otherFormatsOpenAndSaveAsSgf();
    void openDialogListsEveryFormat();
    void saveAsHasItsKeyEverywhere();
    void pasteOpensANewUnsavedGame();
    void pasteTygemText();
    void pasteCopiedFile();
    void pasteLinkIsRefused();
    void pasteTextThatIsNoRecord();
    void dropFiles();
    void dropLinkAndText();
    void dropOnAnyPartOfTheWindow();

private:
    ScriptedPrompts::Script m_script;
    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_folder;
};

void TestFileInput::init()
{
    m_script = {};
    m_window = std::make_unique<MainWindow>(std::make_unique<ScriptedPrompts>(m_script));
    m_window->resize(1024, 768);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
}

void TestFileInput::cleanup()
{
    // Unsaved pasted games would ask; the answers are the test's, not a leak into the next.
    m_window->undoStack()->setClean();
    m_window.reset();
    QGuiApplication::clipboard()->clear();
}

void TestFileInput::otherFormatsOpenAndSaveAsSgf_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("format");
    QTest::addColumn<QString>("black");
    QTest::newRow("Tygem") << QStringLiteral("sabaki-gb2312.gib") << int(GameFormat::Gib) << QStringLiteral("石下之臣");
    QTest::newRow("WBaduk") << QStringLiteral("sabaki-even.ngf") << int(GameFormat::Ngf) << QStringLiteral("CYY");
    QTest::newRow("Pandanet") << QStringLiteral("sabaki-review.ugi") << int(GameFormat::Ugf) << QStringLiteral("ken03110");
}

void TestFileInput::otherFormatsOpenAndSaveAsSgf()
{
    QFETCH(QString, file);
    QFETCH(int, format);
    QFETCH(QString, black);
    // Copied, so that the suggestion lands in the test's own folder.
    const QString source = m_folder.filePath(file);
    QFile::remove(source);
    QVERIFY(QFile::copy(formatPath(file.toLatin1().constData()), source));
    QVERIFY(m_window->openFile(source));
    const GameDocument* document = m_window->document();
    QVERIFY(document);
    QCOMPARE(int(document->sourceFormat()), format);
    QCOMPARE(QString::fromStdString(document->info().playerBlack), black);
    QVERIFY(m_window->windowTitle().contains(file));
    const int moves = document->moveCount();
    QVERIFY(moves > 0);

    // Save never writes SGF over the record: it asks for a name, proposing the same one as .sgf.
    const QString saved = m_folder.filePath(QFileInfo(file).completeBaseName() + QStringLiteral(".sgf"));
    m_script.saveName = saved;
    QVERIFY(m_window->save());
    QCOMPARE(m_script.saveSuggestion, saved);
    QCOMPARE(fileBytes(source), fileBytes(formatPath(file.toLatin1().constData())));
    QCOMPARE(m_window->document()->path(), saved);
    QCOMPARE(int(m_window->document()->sourceFormat()), int(GameFormat::Sgf));
    const QByteArray written = fileBytes(saved);
    QVERIFY(written.startsWith("(;"));
    const SgfFile again = readSgf(written.toStdString());
    const GameRecord record = GameRecord::read(again.collection.games.front());
    QCOMPARE(QString::fromStdString(record.info().playerBlack), black);
    QCOMPARE(record.moveCount(), moves);
    // From now on Save writes in place, the SGF file it became.
    m_script.saveSuggestion.clear();
    QVERIFY(m_window->save());
    QVERIFY(m_script.saveSuggestion.isEmpty());
}

void TestFileInput::openDialogListsEveryFormat()
{
    const QString filter = DialogPrompts::gameFileFilter();
    for (const char* pattern : {"*.sgf", "*.gib", "*.GIB", "*.ngf", "*.NGF", "*.ugf", "*.ugi", "*.pos"})
        QVERIFY2(filter.section(QStringLiteral(";;"), 0, 0).contains(QLatin1String(pattern)), pattern);
}

void TestFileInput::saveAsHasItsKeyEverywhere()
{
    // Ctrl+Shift+S asks for a name even where the platform names no Save As key (X11 with no
    // desktop's key theme, and the offscreen platform these tests run on).
    QVERIFY(m_window->openFile(formatPath("sabaki-even.ngf")));
    const QString saved = m_folder.filePath(QStringLiteral("by-key.sgf"));
    m_script.saveName = saved;
    QTest::keyClick(m_window.get(), Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(!m_script.saveSuggestion.isEmpty());
    QCOMPARE(m_window->document()->path(), saved);
    QVERIFY(fileBytes(saved).startsWith("(;"));
}

void TestFileInput::pasteOpensANewUnsavedGame()
{
    QGuiApplication::clipboard()->setText(PastedGame);
    QTest::keyClick(m_window.get(), Qt::Key_V, Qt::ControlModifier);
    const GameDocument* document = m_window->document();
    QVERIFY(document);
    QVERIFY(document->isPasted());
    QVERIFY(document->path().isEmpty());
    QCOMPARE(document->moveCount(), 4);
    // The CA the text once had does not garble it: it is Unicode on the clipboard.
    QCOMPARE(QString::fromStdString(document->info().playerBlack), QStringLiteral("柯洁"));
    QCOMPARE(rootText(*document, "CA"), QStringLiteral("UTF-8"));
    QVERIFY(m_window->isWindowModified());
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("Pasted game")));
    // Closing asks to save it; the answer (Cancel) keeps the window.
    m_window->close();
    QCOMPARE(m_script.unsavedQuestions, 1);
    QVERIFY(m_window->isVisible());
    // Save asks for a name.
    m_script.saveName = m_folder.filePath(QStringLiteral("pasted.sgf"));
    QVERIFY(m_window->save());
    QVERIFY(m_script.saveSuggestion.endsWith(QStringLiteral("game.sgf")));
    QVERIFY(!m_window->isWindowModified());
    QVERIFY(!m_window->document()->isPasted());
    QVERIFY(fileBytes(m_script.saveName).contains("CA[UTF-8]"));
}

void TestFileInput::pasteTygemText()
{
    QGuiApplication::clipboard()->setText(QString::fromUtf8(fileBytes(formatPath("sabaki-utf8.gib"))));
    QTest::keyClick(m_window.get(), Qt::Key_V, Qt::ControlModifier);
    const GameDocument* document = m_window->document();
    QVERIFY(document);
    QCOMPARE(int(document->sourceFormat()), int(GameFormat::Gib));
    QCOMPARE(QString::fromStdString(document->info().playerBlack), QStringLiteral("jy512"));
    QCOMPARE(document->info().handicap, 3);
}

void TestFileInput::pasteCopiedFile()
{
    // A file copied in a file manager is on the clipboard as its URL.
    auto* data = new QMimeData;
    data->setUrls({QUrl::fromLocalFile(formatPath("sabaki-even.ngf"))});
    QGuiApplication::clipboard()->setMimeData(data);
    QTest::keyClick(m_window.get(), Qt::Key_V, Qt::ControlModifier);
    QVERIFY(m_window->document());
    QCOMPARE(m_window->document()->path(), formatPath("sabaki-even.ngf"));
    QVERIFY(!m_window->document()->isPasted());
}

void TestFileInput::pasteLinkIsRefused()
{
    QGuiApplication::clipboard()->setText(QStringLiteral("https://online-go.com/game/12345"));
    QTest::keyClick(m_window.get(), Qt::Key_V, Qt::ControlModifier);
    QVERIFY(!m_window->document());
    QCOMPARE(m_script.notOpened.size(), 1);
    QVERIFY2(m_script.notOpened.front().contains(QStringLiteral("does not fetch games from the network")),
             qPrintable(m_script.notOpened.front()));
    QVERIFY(m_script.notOpened.front().contains(QStringLiteral("https://online-go.com/game/12345")));
}

void TestFileInput::pasteTextThatIsNoRecord()
{
    QGuiApplication::clipboard()->setText(QStringLiteral("Dear club, the game is attached."));
    QTest::keyClick(m_window.get(), Qt::Key_V, Qt::ControlModifier);
    QVERIFY(!m_window->document());
    QCOMPARE(m_script.notOpened.size(), 1);
    QVERIFY2(m_script.notOpened.front().contains(QStringLiteral("not a Go record SekiScope reads")),
             qPrintable(m_script.notOpened.front()));
    // An empty clipboard says so too.
    QGuiApplication::clipboard()->clear();
    QTest::keyClick(m_window.get(), Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(m_script.notOpened.size(), 2);
    QVERIFY(!m_window->document());
}

void TestFileInput::dropFiles()
{
    QMimeData one;
    one.setUrls({QUrl::fromLocalFile(formatPath("sabaki-utf8.gib"))});
    drop(*m_window, one);
    QVERIFY(m_window->document());
    QCOMPARE(m_window->document()->path(), formatPath("sabaki-utf8.gib"));

    // Several: the window shows one game, and asks which.
    QMimeData two;
    two.setUrls({QUrl::fromLocalFile(formatPath("sabaki-even.ngf")), QUrl::fromLocalFile(formatPath("sabaki-amateur.ugf"))});
    m_script.droppedChoice = 1;
    drop(*m_window, two);
    QCOMPARE(m_script.droppedOffered, (QStringList{QStringLiteral("sabaki-even.ngf"), QStringLiteral("sabaki-amateur.ugf")}));
    QCOMPARE(m_window->document()->path(), formatPath("sabaki-amateur.ugf"));
    QVERIFY(m_script.errors.empty());
}

void TestFileInput::dropLinkAndText()
{
    QMimeData link;
    link.setUrls({QUrl(QStringLiteral("https://online-go.com/game/12345"))});
    drop(*m_window, link);
    QVERIFY(!m_window->document());
    QCOMPARE(m_script.notOpened.size(), 1);
    QVERIFY(m_script.notOpened.front().contains(QStringLiteral("does not fetch games from the network")));

    // SGF text dragged from a browser or an editor opens like text pasted.
    QMimeData text;
    text.setText(PastedGame);
    drop(*m_window, text);
    QVERIFY(m_window->document());
    QVERIFY(m_window->document()->isPasted());
    QCOMPARE(QString::fromStdString(m_window->document()->info().playerWhite), QStringLiteral("古力"));
}

void TestFileInput::dropOnAnyPartOfTheWindow()
{
    // Qt offers a drag to the widget under the pointer, then to each parent in turn until one takes
    // it: a text field or list in a dock that took files would keep them from the window. One drop
    // on each widget the window shows, the board, docks, tabs and status bar among them.
    QVERIFY(m_window->openFile(formatPath("sabaki-even.ngf")));
    QList<QWidget*> seen;
    QList<QPoint> places;
    for (int y = 2; y < m_window->height(); y += 12)
        for (int x = 2; x < m_window->width(); x += 12)
            if (QWidget* under = m_window->childAt(QPoint(x, y)); under && !seen.contains(under)) {
                seen.append(under);
                places.append(QPoint(x, y));
            }
    QVERIFY(seen.contains(m_window->boardView()));
    const char* const files[] = {"sabaki-utf8.gib", "sabaki-amateur.ugf"};
    for (int k = 0; k < seen.size(); ++k) {
        const QString path = formatPath(files[k % 2]);
        QMimeData data;
        data.setUrls({QUrl::fromLocalFile(path)});
        drop(*seen[k], data, seen[k]->mapFrom(m_window.get(), places[k]));
        QVERIFY2(m_window->document()->path() == path,
                 qPrintable(QStringLiteral("a drop on %1 at (%2, %3)")
                                .arg(QString::fromLatin1(seen[k]->metaObject()->className()))
                                .arg(places[k].x())
                                .arg(places[k].y())));
    }
    QVERIFY(m_script.errors.empty());
}

QTEST_MAIN(TestFileInput)
#include "tst_fileinput.moc"
