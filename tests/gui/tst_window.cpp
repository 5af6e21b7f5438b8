// The review window driven as a user would: open, click stones at their computed centres, undo,
// save, reopen, and the failure paths. Runs offscreen (add_unit_test GUI).
#include "board/boardview.h"
#include "document/gamedocument.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/movebar.h"
#include "mainwindow/rulesmenu.h"
#include "mainwindow/scorepanel.h"
#include "review/scoringreview.h"
#include "review/tracecontroller.h"
#include "teaching/handoutwriter.h"
#include "teaching/presentationwindow.h"
#include "teaching/teachingcontroller.h"
#include "common/userprompts.h"

#include "sgf/gamerecord.h"
#include "sgf/sgfparser.h"
#include "sgf/sgfpointlist.h"

#include "testconfig.h"

#include <algorithm>

#include <QApplication>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStatusBar>
#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QLabel>
#include <QMimeData>
#include <QUrl>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace seki;
using namespace seki::ui;

namespace {

// Answers the window's questions from the test, and records what it was shown.
class ScriptedPrompts : public UserPrompts {
public:
    struct Script {
        std::vector<FileError> errors;
        int unsavedQuestions = 0;
        UnsavedChoice unsavedAnswer = UnsavedChoice::Cancel;
        int resultQuestions = 0;
        bool replaceResult = false;
        QString saveName;
        int gameChoice = 0;       // the answer to "which game of the collection?"
        QStringList gamesOffered; // what that question listed
    };
    explicit ScriptedPrompts(Script& script) : m_script(script) { }

    void showFileError(QWidget*, const FileError& error) override { m_script.errors.push_back(error); }
    UnsavedChoice askUnsavedChanges(QWidget*, const QString&) override
    {
        ++m_script.unsavedQuestions;
        return m_script.unsavedAnswer;
    }
    bool confirmResultChange(QWidget*, const QString&, const QString&) override
    {
        ++m_script.resultQuestions;
        return m_script.replaceResult;
    }
    QString askOpenFileName(QWidget*, const QString&) override { return {}; }
    QString askSaveFileName(QWidget*, const QString&) override { return m_script.saveName; }
    QString askExportFileName(QWidget*, const QString&) override { return {}; }
    int askGameOfCollection(QWidget*, const QString&, const QStringList& games) override
    {
        m_script.gamesOffered = games;
        return m_script.gameChoice;
    }

private:
    Script& m_script;
};

QString casePath(const char* name)
{
    return QStringLiteral(SEKI_TEST_CASES_DIR "/") + QLatin1String(name);
}

QString dataPath(const char* name)
{
    return QStringLiteral(SEKI_TEST_DATA_DIR "/ui/") + QLatin1String(name);
}

SgfCollection readCollection(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray bytes = file.readAll();
    return parseSgf(std::string_view(bytes.constData(), size_t(bytes.size())));
}

std::string territoryRows(const ScoreResult& result)
{
    std::string rows;
    for (int y = 0; y < result.height; ++y) {
        for (int x = 0; x < result.width; ++x)
            rows += result.territoryChar({x, y});
        rows += '\n';
    }
    return rows;
}

// The final node's TB/TW as a board of 'b', 'w' and '.', rows as territoryRows writes them.
std::string savedTerritoryRows(const SgfCollection& collection, int width, int height)
{
    const SgfGameTree& tree = collection.games.front();
    const SgfNode& node = tree.node(tree.lastMainLineNode());
    std::string rows;
    for (int y = 0; y < height; ++y)
        rows += std::string(size_t(width), '.') + '\n';
    for (const auto& [identifier, mark] : {std::pair{"TB", 'b'}, std::pair{"TW", 'w'}})
        if (const SgfProperty* property = node.find(identifier))
            for (const Point& p : pointsOf(*property, width, height))
                rows[size_t(p.y * (width + 1) + p.x)] = mark;
    return rows;
}

// Writes `text` with its RU value replaced by `rules`.
void writeWithRules(const QString& path, QByteArray text, const QByteArray& rules)
{
    const qsizetype start = text.indexOf("RU[");
    QVERIFY(start >= 0);
    const qsizetype end = text.indexOf(']', start);
    text.replace(start + 3, end - start - 3, rules);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
}

} // namespace

class TestWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void clickMarksBlockDeadAndUndoRedo();
    void shiftClickMarksTheArea();
    void earlierMovesAreReadOnly();
    void droppedFileOpens();
    void saveAndReopenKeepsMarksAndScore();
    void rulesFollowTheFileAndSaveCountsByThem();
    void rulesMenuFollowsTheRulesInForce();
    void collectionAsksWhichGame();
    void readerWarningsAreShownInTheGamePanel();
    void saveKeepsEveryOtherProperty();
    void storedResultReplacedOnlyWhenConfirmed();
    void resignedGameLeadsWithItsResult();
    void corruptFileIsReportedAndGameKept_data();
    void corruptFileIsReportedAndGameKept();
    void unsavedChangesAreAskedAbout();
    void unresolvedPointsAreNamed();
    void fileMarksDifferDrawnAsTheCommandLineLists();

private:
    void click(Point point, Qt::KeyboardModifiers modifiers = Qt::NoModifier);

    QTemporaryDir m_settingsDir;
    QTemporaryDir m_dir;
    ScriptedPrompts::Script m_script;
    std::unique_ptr<MainWindow> m_window;
};

void TestWindow::initTestCase()
{
    // Never touch the user's real settings.
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TestWindow::init()
{
    m_script = {};
    m_window = std::make_unique<MainWindow>(std::make_unique<ScriptedPrompts>(m_script));
    m_window->resize(1000, 700);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_window->setBoardRules(Rules::Japanese);
}

void TestWindow::cleanup()
{
    // Leave without a prompt: the unsaved-changes path has its own test.
    m_window->undoStack()->setClean();
    m_window.reset();
}

void TestWindow::click(Point point, Qt::KeyboardModifiers modifiers)
{
    BoardView* view = m_window->boardView();
    QTest::mouseClick(view, Qt::LeftButton, modifiers, view->rectFor(point).center());
}

void TestWindow::clickMarksBlockDeadAndUndoRedo()
{
    QVERIFY(m_window->openFile(casePath("tenuki-center-two-stones.pos")));
    const GameDocument* document = m_window->document();
    ScorePanel* panel = m_window->scorePanel();
    const Point white{6, 5};
    QCOMPARE(panel->resultText(Rules::Japanese), QStringLiteral("0"));
    QVERIFY(!m_window->isWindowModified());

    click(white);
    QVERIFY(document->isDead(white));
    QVERIFY(!document->isDead({5, 5}));
    // The dead white stone is a prisoner, and black's wall now surrounds the whole board.
    QCOMPARE(panel->cellText(Rules::Japanese, Color::Black, ScorePanel::Row::DeadStones), QStringLiteral("1"));
    QCOMPARE(panel->cellText(Rules::Japanese, Color::Black, ScorePanel::Row::Territory), QStringLiteral("360"));
    QCOMPARE(panel->resultText(Rules::Japanese), QStringLiteral("B+361"));
    QCOMPARE(m_window->boardView()->scene().mark(white), PointMark::BlackTerritory);
    QVERIFY(m_window->isWindowModified());
    QVERIFY(m_window->windowTitle().contains(QLatin1String("tenuki-center-two-stones.pos")));

    m_window->undoStack()->undo();
    QVERIFY(!document->isDead(white));
    QCOMPARE(panel->resultText(Rules::Japanese), QStringLiteral("0"));
    QVERIFY(!m_window->isWindowModified());

    // Ctrl+Shift+Z redoes, as the Edit menu promises; so does Ctrl+Y (as on Windows and in
    // Sabaki), after Ctrl+Z has undone again.
    QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(document->isDead(white));
    QCOMPARE(panel->resultText(Rules::Japanese), QStringLiteral("B+361"));
    QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(!document->isDead(white));
    QCOMPARE(panel->resultText(Rules::Japanese), QStringLiteral("0"));
    QTest::keyClick(m_window.get(), Qt::Key_Y, Qt::ControlModifier);
    QVERIFY(document->isDead(white));
    QCOMPARE(panel->resultText(Rules::Japanese), QStringLiteral("B+361"));
    QCOMPARE(m_window->undoStack()->index(), 1);

    // The keyboard cursor acts like a click: Space on the stone toggles it back.
    BoardView* view = m_window->boardView();
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Right); // the cursor appears at the centre, then moves
    while (view->cursorPoint() && view->cursorPoint()->x > white.x)
        QTest::keyClick(view, Qt::Key_Left);
    while (view->cursorPoint() && view->cursorPoint()->y > white.y)
        QTest::keyClick(view, Qt::Key_Up);
    QCOMPARE(view->cursorPoint(), std::optional<Point>(white));
    QTest::keyClick(view, Qt::Key_Space);
    QVERIFY(!document->isDead(white));
    QCOMPARE(m_window->undoStack()->count(), 2);
}

void TestWindow::shiftClickMarksTheArea()
{
    // Two white stones apart from each other but in one area of empty points inside Black's
    // corner: one Shift-click takes both, and leaves the white stone beyond Black's wall alone.
    QVERIFY(m_window->openFile(dataPath("shift-area.pos")));
    const GameDocument* document = m_window->document();
    const Point first{1, 1};
    const Point second{3, 3};
    const Point outside{7, 7};
    click(first, Qt::ShiftModifier);
    QVERIFY(document->isDead(first));
    QVERIFY(document->isDead(second));
    QVERIFY(!document->isDead(outside));
    QCOMPARE(m_window->undoStack()->count(), 1);
    // A plain click takes only the block.
    m_window->undoStack()->undo();
    click(first);
    QVERIFY(document->isDead(first));
    QVERIFY(!document->isDead(second));
}

void TestWindow::earlierMovesAreReadOnly()
{
    QVERIFY(m_window->openFile(QStringLiteral(SEKI_RESOURCES_DIR "/games/example-seki.sgf")));
    MoveBar* moves = m_window->moveBar();
    QVERIFY(moves->moveCount() > 10);
    QVERIFY(moves->isAtEnd());
    const std::vector<Point> deadAtEnd = m_window->document()->deadStones();
    QVERIFY(!deadAtEnd.empty()); // TB/TW of the final node pre-mark them

    moves->setMove(1);
    BoardView* view = m_window->boardView();
    QVERIFY(!view->isInteractive());
    const Board& shown = view->scene().board;
    QCOMPARE(shown.count(Color::Black) + shown.count(Color::White), 1);
    QVERIFY(view->scene().lastMove.has_value());
    QVERIFY(!m_window->scorePanel()->messageText().isEmpty());
    click(*view->scene().lastMove);
    QCOMPARE(m_window->undoStack()->count(), 0);

    QTest::keyClick(m_window.get(), Qt::Key_End);
    QVERIFY(moves->isAtEnd());
    QVERIFY(view->isInteractive());
    QCOMPARE(m_window->document()->deadStones(), deadAtEnd);
    QVERIFY(m_window->scorePanel()->messageText().isEmpty());
}

void TestWindow::droppedFileOpens()
{
    QSignalSpy opened(m_window.get(), &MainWindow::fileOpened);
    const auto drag = [this](const QList<QUrl>& urls, QEvent::Type type) {
        QMimeData data;
        data.setUrls(urls);
        QDropEvent event(QPointF(20, 20), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier, type);
        event.setAccepted(false);
        QApplication::sendEvent(m_window.get(), &event);
        return event.isAccepted();
    };
    // Not a local file: refused, nothing opened.
    QVERIFY(!drag({QUrl(QStringLiteral("https://example.org/game.sgf"))}, QEvent::Drop));
    QCOMPARE(opened.count(), 0);
    QVERIFY(m_window->document() == nullptr);
    // A local file: accepted while dragged over the window, opened when dropped.
    const QString path = QStringLiteral(SEKI_RESOURCES_DIR "/games/example-seki.sgf");
    QMimeData data;
    data.setUrls({QUrl::fromLocalFile(path)});
    QDragEnterEvent over(QPoint(20, 20), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    over.setAccepted(false);
    QApplication::sendEvent(m_window.get(), &over);
    QVERIFY(over.isAccepted());
    QCOMPARE(opened.count(), 0);
    QVERIFY(drag({QUrl::fromLocalFile(path)}, QEvent::Drop));
    QCOMPARE(opened.count(), 1);
    QCOMPARE(opened.front().front().toString(), path);
    QVERIFY(m_window->document() != nullptr);
}

void TestWindow::saveAndReopenKeepsMarksAndScore()
{
    QVERIFY(m_window->openFile(casePath("tenuki-center-two-stones.pos")));
    click({6, 5});
    const QString saved = m_dir.filePath(QStringLiteral("two-stones.sgf"));
    // A .pos case cannot be written back: Save turns into Save As SGF.
    m_script.saveName = saved;
    QVERIFY(m_window->save());
    QVERIFY(!m_window->isWindowModified());
    QCOMPARE(m_window->document()->path(), saved);
    const std::vector<Point> dead = m_window->document()->deadStones();
    const std::string territory = territoryRows(*m_window->document()->score(Rules::Japanese));
    const QString result = m_window->scorePanel()->resultText(Rules::Japanese);

    MainWindow reopened(std::make_unique<ScriptedPrompts>(m_script));
    QVERIFY(reopened.openFile(saved));
    QCOMPARE(reopened.document()->deadStones(), dead);
    QCOMPARE(territoryRows(*reopened.document()->score(Rules::Japanese)), territory);
    QCOMPARE(reopened.scorePanel()->resultText(Rules::Japanese), result);
    QCOMPARE(reopened.document()->storedResult(), result);
    QVERIFY(m_script.errors.empty());
}

void TestWindow::rulesMenuFollowsTheRulesInForce()
{
    // View › Territory Shown For: one entry per rule set, named and explained, the rules in
    // force checked whoever chose them; an entry chosen is the window's rules.
    auto* menu = m_window->findChild<RulesMenu*>();
    QVERIFY(menu);
    const QList<QAction*> entries = menu->actions();
    QCOMPARE(entries.size(), 3);
    const auto checked = [&entries]() -> std::optional<Rules> {
        for (QAction* entry : entries)
            if (entry->isChecked())
                return Rules(entry->data().toInt());
        return std::nullopt;
    };
    for (QAction* entry : entries) {
        QVERIFY(!entry->text().isEmpty());
        QVERIFY(!entry->statusTip().isEmpty());
    }
    QVERIFY(!menu->title().isEmpty());
    m_window->setBoardRules(Rules::Chinese);
    QCOMPARE(checked(), std::optional<Rules>(Rules::Chinese));
    for (QAction* entry : entries)
        if (Rules(entry->data().toInt()) == Rules::JapaneseStrict)
            entry->trigger();
    QCOMPARE(m_window->boardRules(), Rules::JapaneseStrict);
    QCOMPARE(checked(), std::optional<Rules>(Rules::JapaneseStrict));
    m_window->setBoardRules(Rules::Japanese);
    QCOMPARE(checked(), std::optional<Rules>(Rules::Japanese));
}

void TestWindow::rulesFollowTheFileAndSaveCountsByThem()
{
    // A corner seki with an eye, saved as SGF: the file then names its rules in RU.
    QVERIFY(m_window->openFile(casePath("tenuki-seki-marking-none.pos")));
    const ScoreResult japanese = *m_window->document()->score(Rules::Japanese);
    std::vector<Point> sekiEyes;
    for (int y = 0; y < japanese.height; ++y)
        for (int x = 0; x < japanese.width; ++x)
            if (japanese.at({x, y}).status == PointStatus::SekiEye)
                sekiEyes.push_back({x, y});
    QVERIFY(!sekiEyes.empty());
    m_window->setBoardRules(Rules::Japanese);
    const QString base = m_dir.filePath(QStringLiteral("seki.sgf"));
    m_script.saveName = base;
    QVERIFY(m_window->save());
    QFile file(base);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray text = file.readAll();
    file.close();

    // RU[Chinese]: the window counts by area without being told, the walk-through too, and Save
    // writes the area count's map, the seki's eyes its owner's.
    const QString chinesePath = m_dir.filePath(QStringLiteral("seki-chinese.sgf"));
    writeWithRules(chinesePath, text, "Chinese");
    QVERIFY(m_window->openFile(chinesePath));
    QCOMPARE(m_window->boardRules(), Rules::Chinese);
    QVERIFY(m_window->rulesFromFile());
    QCOMPARE(m_window->scoringReview()->rules(), Rules::Chinese);
    const ScoreResult chinese = *m_window->document()->score(Rules::Chinese);
    for (const Point& eye : sekiEyes)
        QVERIFY(chinese.territoryChar(eye) != '.');
    QVERIFY(m_window->saveFile(chinesePath));
    const int width = chinese.width;
    const int height = chinese.height;
    QCOMPARE(savedTerritoryRows(readCollection(chinesePath), width, height), territoryRows(chinese));

    // RU[Japanese]: the seki's eyes are no one's, and the file leaves them unmarked (as KGS does).
    const QString japanesePath = m_dir.filePath(QStringLiteral("seki-japanese.sgf"));
    writeWithRules(japanesePath, text, "Japanese");
    QVERIFY(m_window->openFile(japanesePath));
    QCOMPARE(m_window->boardRules(), Rules::Japanese);
    QCOMPARE(m_window->scoringReview()->rules(), Rules::Japanese);
    QVERIFY(m_window->saveFile(japanesePath));
    const std::string saved = savedTerritoryRows(readCollection(japanesePath), width, height);
    QCOMPARE(saved, territoryRows(japanese));
    for (const Point& eye : sekiEyes)
        QCOMPARE(saved[size_t(eye.y * (width + 1) + eye.x)], '.');

    // Round trip: reopened, the same rules and the same map.
    QVERIFY(m_window->openFile(chinesePath));
    QCOMPARE(m_window->boardRules(), Rules::Chinese);
    QCOMPARE(territoryRows(*m_window->document()->score(Rules::Chinese)), territoryRows(chinese));

    // The walk-through's box is the same selector: picked there, the board and Save follow.
    QComboBox* walkRules = nullptr;
    for (QComboBox* box : m_window->findChildren<QComboBox*>())
        if (box->accessibleName() == QStringLiteral("Rules of the walk-through"))
            walkRules = box;
    QVERIFY(walkRules);
    const int japaneseIndex = walkRules->findData(int(Rules::Japanese));
    walkRules->setCurrentIndex(japaneseIndex);
    emit walkRules->activated(japaneseIndex);
    QCOMPARE(m_window->boardRules(), Rules::Japanese);
    QVERIFY(!m_window->rulesFromFile());
    QVERIFY(m_window->saveFile(chinesePath));
    QCOMPARE(savedTerritoryRows(readCollection(chinesePath), width, height), territoryRows(japanese));

    // A file without RU is counted under the user's choice, which a file's RU never replaced.
    m_window->setBoardRules(Rules::JapaneseStrict);
    QVERIFY(!m_window->rulesFromFile());
    QVERIFY(m_window->openFile(casePath("tenuki-center-two-stones.pos")));
    QCOMPARE(m_window->boardRules(), Rules::JapaneseStrict);
    QCOMPARE(m_window->scoringReview()->rules(), Rules::JapaneseStrict);
}

void TestWindow::collectionAsksWhichGame()
{
    const QString path = m_dir.filePath(QStringLiteral("collection.sgf"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("(;SZ[5]PB[Ann]PW[Bo];B[aa])\n(;SZ[7]PB[Cy]PW[Di]GN[Second];W[bb];B[cc])\n");
    file.close();

    // Cancelled: nothing opens, and nothing is reported as an error.
    m_script.gameChoice = -1;
    QVERIFY(!m_window->openFile(path));
    QVERIFY(m_script.errors.empty());
    QCOMPARE(m_script.gamesOffered.size(), 2);
    QVERIFY2(m_script.gamesOffered.at(1).contains(QStringLiteral("Second")), qPrintable(m_script.gamesOffered.at(1)));

    m_script.gameChoice = 1;
    QVERIFY(m_window->openFile(path));
    const GameDocument* document = m_window->document();
    QCOMPARE(document->gameIndex(), 1);
    QCOMPARE(document->position().board.width(), 7);
    QCOMPARE(document->moveCount(), 2);
    QCOMPARE(QString::fromStdString(document->info().playerBlack), QStringLiteral("Cy"));
    // Saving writes both games back, the reviewed one with its result.
    const QByteArray text = document->sgfText(Rules::Japanese, QStringLiteral("B+1"));
    const SgfCollection saved = parseSgf(std::string_view(text.constData(), size_t(text.size())));
    QCOMPARE(saved.games.size(), size_t(2));
    QCOMPARE(saved.games[0].root().text("PB").value(), std::string("Ann"));
    QVERIFY(!saved.games[0].root().has("RE"));
    QCOMPARE(saved.games[1].root().text("RE").value(), std::string("B+1"));
}

// What the reader warns of (here: text after the last game, ignored) is said in the Game panel,
// not only on the command line.
void TestWindow::readerWarningsAreShownInTheGamePanel()
{
    const QString path = m_dir.filePath(QStringLiteral("trailing.sgf"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("(;SZ[5];B[aa])\n(c) 2003 some publisher\n");
    file.close();
    QVERIFY(m_window->openFile(path));
    QVERIFY(!m_window->document()->warnings().isEmpty());
    bool said = false;
    for (const QLabel* label : m_window->findChildren<QLabel*>())
        said = said || label->text().contains(m_window->document()->warnings().first());
    QVERIFY2(said, qPrintable(m_window->document()->warnings().join(u';')));
}

void TestWindow::saveKeepsEveryOtherProperty()
{
    const QString original = dataPath("roundtrip.sgf");
    const QString copy = m_dir.filePath(QStringLiteral("roundtrip.sgf"));
    QFile::remove(copy);
    QVERIFY(QFile::copy(original, copy));
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    QVERIFY(m_window->openFile(copy));
    const Point stone{4, 4}; // E5, black's first move
    click(stone);
    QVERIFY(m_window->document()->isDead(stone));
    m_script.replaceResult = false;
    QVERIFY(m_window->save());

    const SgfCollection before = readCollection(original);
    const SgfCollection after = readCollection(copy);
    QCOMPARE(after.games.size(), before.games.size());
    const int finalNode = GameRecord::read(before.games.front()).mainLine().back();
    for (size_t g = 0; g < before.games.size(); ++g) {
        const SgfGameTree& a = before.games[g];
        const SgfGameTree& b = after.games[g];
        QCOMPARE(b.nodeCount(), a.nodeCount());
        for (int n = 0; n < a.nodeCount(); ++n) {
            QCOMPARE(b.node(n).parent(), a.node(n).parent());
            QCOMPARE(b.node(n).children(), a.node(n).children());
            const bool edited = g == 0 && n == finalNode;
            std::vector<SgfProperty> expected;
            for (const SgfProperty& property : a.node(n).properties())
                if (!edited || (property.identifier != "TB" && property.identifier != "TW"))
                    expected.push_back(property);
            std::vector<SgfProperty> found;
            for (const SgfProperty& property : b.node(n).properties())
                if (!edited || (property.identifier != "TB" && property.identifier != "TW"))
                    found.push_back(property);
            QVERIFY2(found == expected, qPrintable(QStringLiteral("game %1 node %2").arg(g).arg(n)));
        }
    }
    // The final node now names the dead black stone's point as white's territory.
    const SgfNode& final = after.games.front().node(finalNode);
    const SgfProperty* whiteTerritory = final.find("TW");
    QVERIFY(whiteTerritory);
    QVERIFY(std::find(whiteTerritory->values.begin(), whiteTerritory->values.end(), SgfValue::fromText("ee"))
            != whiteTerritory->values.end());
}

void TestWindow::storedResultReplacedOnlyWhenConfirmed()
{
    const QString copy = m_dir.filePath(QStringLiteral("result.sgf"));
    QFile::remove(copy);
    QVERIFY(QFile::copy(dataPath("roundtrip.sgf"), copy));
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    QVERIFY(m_window->openFile(copy));
    QCOMPARE(m_window->document()->storedResult(), QStringLiteral("B+R"));
    const QString computed = m_window->scorePanel()->resultText(Rules::Japanese);

    // A win by resignation was never counted: no count replaces it, and Save does not ask.
    m_script.replaceResult = true;
    QVERIFY(m_window->saveFile(copy));
    QCOMPARE(m_script.resultQuestions, 0);
    QCOMPARE(readCollection(copy).games.front().root().text("RE"), std::optional<std::string>("B+R"));

    // The same result written otherwise ("W+11.0" for the count "W+11") is the same result:
    // nothing to ask, and the file keeps its own way of writing it.
    const auto rewrite = [&](const QByteArray& from, const QByteArray& to) {
        QFile file(copy);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QByteArray text = file.readAll();
        file.close();
        QVERIFY(text.contains(from));
        text.replace(from, to);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(text);
    };
    const QByteArray longer = computed.toLatin1() + (computed.contains(u'.') ? "0" : ".0");
    rewrite("RE[B+R]", "RE[" + longer + "]");
    QVERIFY(m_window->openFile(copy));
    QVERIFY(m_window->saveFile(copy));
    QVERIFY(m_window->saveFile(copy));
    QCOMPARE(m_script.resultQuestions, 0);
    QCOMPARE(readCollection(copy).games.front().root().text("RE"), std::optional<std::string>(longer.toStdString()));

    // A counted result that differs from the board's is replaced only when confirmed, asked once
    // per document: "keep" holds for the next saves.
    rewrite("RE[" + longer + "]", "RE[W+100]");
    QVERIFY(m_window->openFile(copy));
    QCOMPARE(m_window->document()->storedResult(), QStringLiteral("W+100"));
    m_script.replaceResult = false;
    QVERIFY(m_window->saveFile(copy));
    QCOMPARE(m_script.resultQuestions, 1);
    QCOMPARE(readCollection(copy).games.front().root().text("RE"), std::optional<std::string>("W+100"));
    m_script.replaceResult = true;
    QVERIFY(m_window->saveFile(copy));
    QCOMPARE(m_script.resultQuestions, 1);
    QCOMPARE(readCollection(copy).games.front().root().text("RE"), std::optional<std::string>("W+100"));

    // Opened again, it is asked again; "replace" writes the count, and holds too.
    QVERIFY(m_window->openFile(copy));
    QVERIFY(m_window->saveFile(copy));
    QCOMPARE(m_script.resultQuestions, 2);
    QCOMPARE(readCollection(copy).games.front().root().text("RE"), std::optional<std::string>(computed.toStdString()));
    QVERIFY(m_window->saveFile(copy));
    QCOMPARE(m_script.resultQuestions, 2);
}

// A game won by resignation (or on time, by forfeit, void) was not counted: the Score dock's
// headline, the window title, the handout and the presentation say how it ended, and call the
// count what it is, the position as it stands. A counted game has no headline.
void TestWindow::resignedGameLeadsWithItsResult()
{
    QVERIFY(m_window->openFile(dataPath("roundtrip.sgf")));
    QCOMPARE(m_window->document()->storedResult(), QStringLiteral("B+R"));
    ScorePanel* panel = m_window->scorePanel();
    QCOMPARE(panel->headlineText(), QStringLiteral("Black won by resignation"));
    QVERIFY(!panel->resultText(Rules::Japanese).isEmpty()); // the count is still there, beneath
    QVERIFY2(m_window->windowTitle().contains(QLatin1String("(Black won by resignation)")),
             qPrintable(m_window->windowTitle()));

    const HandoutOptions options = m_window->teaching()->handoutOptions();
    QCOMPARE(options.recordedResult, QStringLiteral("Black won by resignation"));
    const HandoutWriter writer(m_window->scoringReview()->controller().sharedWalk(), QStringLiteral("t"), QString(),
                               options);
    const QString last = writer.diagrams().last().caption;
    QVERIFY2(last.contains(QLatin1String("Black won by resignation. The game was not played out: the position as it "
                                         "stands counts ")),
             qPrintable(last));

    m_window->setPresentationMode(true);
    PresentationWindow* presentation = m_window->presentationWindow();
    QVERIFY(presentation);
    m_window->scoringReview()->controller().goToEnd();
    QVERIFY(presentation->isFinalSlide());
    QVERIFY2(presentation->resultText().startsWith(QLatin1String("Black won by resignation (the position as it stands "
                                                                 "counts ")),
             qPrintable(presentation->resultText()));
    m_window->setPresentationMode(false);

    // On time, for the other colour; and a counted game: no headline, the table's line is the result.
    for (const auto& [re, words] : {std::pair{"W+T", "White won on time"}, std::pair{"W+Forfeit", "White won by forfeit"},
                                    std::pair{"Void", "No result (void)"}, std::pair{"W+3.5", ""}}) {
        const QString copy = m_dir.filePath(QStringLiteral("ended.sgf"));
        QFile original(dataPath("roundtrip.sgf"));
        QVERIFY(original.open(QIODevice::ReadOnly));
        QByteArray text = original.readAll();
        text.replace("RE[B+R]", QByteArray("RE[") + re + "]");
        QFile file(copy);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(text);
        file.close();
        QVERIFY(m_window->openFile(copy));
        QCOMPARE(panel->headlineText(), QString::fromUtf8(words));
        QCOMPARE(m_window->windowTitle().contains(u'('), *words != 0);
        QCOMPARE(m_window->teaching()->handoutOptions().recordedResult, QString::fromUtf8(words));
    }
}

void TestWindow::corruptFileIsReportedAndGameKept_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("line");
    QTest::newRow("move off the board") << dataPath("corrupt.sgf") << 3;
    QTest::newRow("unterminated value") << dataPath("unterminated.sgf") << 2;
    QTest::newRow("missing file") << dataPath("no-such-file.sgf") << 0;
}

void TestWindow::corruptFileIsReportedAndGameKept()
{
    QFETCH(QString, file);
    QFETCH(int, line);
    const QString good = casePath("tenuki-center-two-stones.pos");
    QVERIFY(m_window->openFile(good));
    click({6, 5});
    QSignalSpy reported(m_window.get(), &MainWindow::fileErrorReported);

    QVERIFY(!m_window->openFile(file));
    QCOMPARE(reported.count(), 1);
    QCOMPARE(m_script.errors.size(), size_t(1));
    const FileError& error = m_script.errors.front();
    QCOMPARE(error.file, file);
    if (line > 0) {
        QCOMPARE(error.line, line);
        QVERIFY(error.column > 0);
    }
    QVERIFY(!error.message.isEmpty());
    // No question about unsaved changes: the open game was never at risk.
    QCOMPARE(m_script.unsavedQuestions, 0);
    QCOMPARE(m_window->document()->path(), good);
    QVERIFY(m_window->document()->isDead({6, 5}));
    QVERIFY(m_window->isWindowModified());
    QCOMPARE(m_window->undoStack()->count(), 1);
}

void TestWindow::unsavedChangesAreAskedAbout()
{
    const QString first = casePath("tenuki-center-two-stones.pos");
    const QString second = casePath("tenuki-seki-marking-none.pos");
    QVERIFY(m_window->openFile(first));
    click({6, 5});

    m_script.unsavedAnswer = UserPrompts::UnsavedChoice::Cancel;
    QVERIFY(!m_window->openFile(second));
    QCOMPARE(m_script.unsavedQuestions, 1);
    QCOMPARE(m_window->document()->path(), first);
    QVERIFY(m_window->document()->isDead({6, 5}));

    m_script.unsavedAnswer = UserPrompts::UnsavedChoice::Discard;
    QVERIFY(m_window->openFile(second));
    QCOMPARE(m_script.unsavedQuestions, 2);
    QCOMPARE(m_window->document()->path(), second);
    QVERIFY(!m_window->isWindowModified());
    QCOMPARE(m_window->undoStack()->count(), 0);
}

void TestWindow::unresolvedPointsAreNamed()
{
    QVERIFY(m_window->openFile(dataPath("unresolved.pos")));
    const QString warning = m_window->scorePanel()->warningText();
    QVERIFY2(warning.contains(QLatin1String("B3, F3")), qPrintable(warning));
    const BoardScene& scene = m_window->boardView()->scene();
    QVERIFY(scene.unresolved.test(size_t(scene.board.index(Point{1, 2}))));
    QVERIFY(scene.unresolved.test(size_t(scene.board.index(Point{5, 2}))));
    QCOMPARE(scene.unresolved.count(), size_t(2));
}

// Where the file's own territory marks (TB/TW) differ from the map, the board draws the points the
// command line's JSON lists as fileMarksDiffer, and the status bar says why at each of them.
void TestWindow::fileMarksDifferDrawnAsTheCommandLineLists()
{
    // The corner seki, with the file counting Black's seki eye (a1) for Black and White's
    // (d1, at the top) for White, and every point of Black's outside as the scorer does.
    const QString path = m_dir.filePath(QStringLiteral("marks.sgf"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("(;GM[1]FF[4]SZ[7]RU[Japanese]KM[0]"
               "AB[ba][fa][ab][fb][dc][ec][fc][ad][bd][cd][dd]"
               "AW[ca][ea][cb][db][eb][ac][bc][cc]"
               "TB[aa][ga][gb][gc][ed][fd][gd][ae][be][ce][de][ee][fe][ge][af][bf][cf][df][ef][ff][gf][ag][bg][cg][dg]["
               "eg][fg][gg]"
               "TW[da])");
    file.close();
    QVERIFY(m_window->openFile(path));
    const BoardScene& scene = m_window->boardView()->scene();
    std::vector<Point> drawn;
    for (int y = 0; y < scene.board.height(); ++y)
        for (int x = 0; x < scene.board.width(); ++x)
            if (scene.fileDiffers.test(size_t(scene.board.index(Point{x, y}))))
                drawn.push_back({x, y});

    QProcess cli;
    cli.start(QStringLiteral(SEKI_APP_PATH), {QStringLiteral("--score"), QStringLiteral("--json"), path});
    QVERIFY(cli.waitForFinished(30000));
    QCOMPARE(cli.exitCode(), 0);
    const QJsonObject json = QJsonDocument::fromJson(cli.readAllStandardOutput().trimmed()).object();
    QVERIFY(json.contains(QLatin1String("fileMarksDiffer")));
    std::vector<Point> listed;
    for (const QJsonValue& value : json.value(QLatin1String("fileMarksDiffer")).toArray()) {
        const QString sgf = value.toString();
        QCOMPARE(sgf.size(), 2);
        listed.push_back({sgf.at(0).unicode() - 'a', sgf.at(1).unicode() - 'a'});
    }
    QVERIFY(!listed.empty());
    QCOMPARE(drawn, listed);

    // The reason, in the status bar, at a point the file counts for Black and SekiScope calls a seki eye.
    const Point eye{0, 0};
    QVERIFY(std::find(drawn.begin(), drawn.end(), eye) != drawn.end());
    emit m_window->boardView()->pointHovered(eye);
    const QString status = m_window->statusBar()->currentMessage();
    QVERIFY2(status.contains(QLatin1String("the file counts this for Black")), qPrintable(status));
    QVERIFY2(status.contains(QLatin1String("a seki eye (both phases)")), qPrintable(status));
}

QTEST_MAIN(TestWindow)
#include "tst_window.moc"
