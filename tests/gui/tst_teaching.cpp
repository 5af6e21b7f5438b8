// The teaching kit driven through the real window, offscreen: every bundled lesson
// opened into the walk-through and stepped to its end; the board editor building a position by
// clicks and drags that is saved, reopened and scored; presentation mode full screen and stepped
// with a presenter's keys; the handout PDF; the board image on the clipboard.
#include "teaching/boardeditor.h"
#include "board/boardgeometry.h"
#include "teaching/boardsizedialog.h"
#include "teaching/exercisepanel.h"
#include "teaching/exercisesession.h"
#include "board/boardinputmode.h"
#include "teaching/lessoneditor.h"
#include "teaching/positionsetup.h"
#include "board/boardscene.h"
#include "board/boardview.h"
#include "document/gamedocument.h"
#include "teaching/handoutdialog.h"
#include "teaching/handoutwriter.h"
#include "teaching/lessonbrowser.h"
#include "teaching/lessonlibrary.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/gameinfopanel.h"
#include "mainwindow/gametreepanel.h"
#include "mainwindow/movebar.h"
#include "record/gametreeview.h"
#include "settings/applanguage.h"
#include "teaching/presentationwindow.h"
#include "teaching/teachingcontroller.h"
#include "document/recordnavigator.h"
#include "sgf/treecursor.h"
#include "mainwindow/scorepanel.h"
#include "review/scoringreview.h"
#include "review/stepexplainer.h"
#include "review/traceboardview.h"
#include "review/tracecontroller.h"
#include "common/appsettings.h"
#include "common/userprompts.h"

#include "scoring/scorer.h"
#include "sgf/sgfparser.h"
#include "sgf/sgfpointlist.h"

#include "testconfig.h"
#include "testsupport.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QTabBar>
#include <QMouseEvent>
#include <QPainter>
#include <QPrinter>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>

using namespace seki;
using namespace seki::ui;

namespace {

// Saves without asking; everything else is not asked in these tests.
class QuietPrompts : public UserPrompts {
public:
    explicit QuietPrompts(QString saveName = {}) : m_saveName(std::move(saveName)) { }
    void showFileError(QWidget*, const FileError& error) override { qWarning() << "file error:" << error.message; }
    UnsavedChoice askUnsavedChanges(QWidget*, const QString&) override { return UnsavedChoice::Discard; }
    bool confirmResultChange(QWidget*, const QString&, const QString&) override { return true; }
    QString askOpenFileName(QWidget*, const QString&) override { return {}; }
    QString askSaveFileName(QWidget*, const QString&) override { return m_saveName; }
    QString askExportFileName(QWidget*, const QString&) override { return {}; }

private:
    QString m_saveName;
};

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The lesson files the index names, read straight from the source tree (not through the qrc):
// the library must list every one of them.
QStringList indexedLessons()
{
    QStringList files;
    const QString index = QString::fromUtf8(readAll(QStringLiteral(SEKI_RESOURCES_DIR "/lessons/lessons.txt")));
    for (const QString& line : index.split(QLatin1Char('\n'))) {
        const QString trimmed = line.trimmed();
        // '#' comments and "[shelf]" lines name no lesson.
        if (!trimmed.isEmpty() && !trimmed.startsWith(QLatin1Char('#')) && !trimmed.startsWith(QLatin1Char('[')))
            files << trimmed.section(QLatin1Char('\t'), 0, 0);
    }
    return files;
}

int pdfPageCount(const QByteArray& pdf)
{
    // Each page object is "/Type /Page" (the page tree is "/Type /Pages").
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![a-zA-Z])"));
    int n = 0;
    for (auto it = page.globalMatch(QString::fromLatin1(pdf)); it.hasNext(); it.next())
        ++n;
    return n;
}

int countPixels(const QImage& image, const std::function<bool(QColor)>& test)
{
    int n = 0;
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    for (int y = 0; y < rgb.height(); ++y)
        for (int x = 0; x < rgb.width(); ++x)
            if (test(QColor::fromRgb(rgb.pixel(x, y))))
                ++n;
    return n;
}

} // namespace

class TestTeaching : public QObject {
    Q_OBJECT

private slots:
    void problemSheetFromTheBrowser();
    void initTestCase();
    void cleanup();

    void libraryListsEveryLesson();
    void browserShowsThumbnailsAndOpens();
    void everyLessonStepsToTheEnd();
    void editorBuildsSavesReopensAndScores();
    void editorUndoRestoresTheRecord();
    void editorByKeyboard();
    void sizeDialogTakesRectangles();
    void presentationFullScreenAndKeys();
    void handoutPdfPages();
    void lessonHandoutFromTheWindow();
    void handoutPrintsThroughQPrinter();
    void clipboardGetsTheBoard();
    void lessonWithVariations();
    void lessonMoveOffTheBoardIsNoPass();
    void lessonWrittenInTheEditor();
    void lessonSaveFailsWithAReason();
    void lessonStepsInTheMainWindow();
    void lessonOpenedAsAFile();
    void exerciseSekiOrNot();
    void exerciseCountIt();
    void exerciseYourMove();
    void exerciseYourMoveGoesOnWithTheLine();
    void exerciseSetShowsProgress();
    void exerciseInPresentation();
    void exerciseWrittenInTheEditor();
    void presentationSplitsLongTexts();
    void handoutPaperFollowsTheLocale();

private:
    // Opens the bundled exercise `file` (resources/lessons) as the Lessons menu or the browser does.
    static ExerciseSession& openExercise(MainWindow& window, const QString& file);
    std::unique_ptr<MainWindow> makeWindow(const QString& saveName = {});
    static void click(MainWindow& window, Point point, Qt::MouseButton button = Qt::LeftButton);
    static void drag(MainWindow& window, const std::vector<Point>& points);

    QTemporaryDir m_settingsDir;
    QTemporaryDir m_dir;
};

void TestTeaching::initTestCase()
{
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void TestTeaching::cleanup()
{
    HandoutDialog::storeOptions(HandoutOptions{});
}

std::unique_ptr<MainWindow> TestTeaching::makeWindow(const QString& saveName)
{
    auto window = std::make_unique<MainWindow>(std::make_unique<QuietPrompts>(saveName));
    window->resize(1200, 800);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        return nullptr;
    window->setBoardRules(Rules::Japanese);
    return window;
}

void TestTeaching::click(MainWindow& window, Point point, Qt::MouseButton button)
{
    BoardView* view = window.boardView();
    QTest::mouseClick(view, button, {}, view->rectFor(point).center());
}

// A drag with the left button held through the centres of `points` (QTest's mouseMove carries
// no buttons, so the moves are sent as a real drag would send them).
void TestTeaching::drag(MainWindow& window, const std::vector<Point>& points)
{
    BoardView* view = window.boardView();
    QTest::mousePress(view, Qt::LeftButton, {}, view->rectFor(points.front()).center());
    for (size_t k = 1; k < points.size(); ++k) {
        const QPointF at = view->rectFor(points[k]).center();
        QMouseEvent move(QEvent::MouseMove, at, view->mapToGlobal(at), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(view, &move);
    }
    QTest::mouseRelease(view, Qt::LeftButton, {}, view->rectFor(points.back()).center());
}

ExerciseSession& TestTeaching::openExercise(MainWindow& window, const QString& file)
{
    const bool opened = window.openLesson(LessonLibrary::defaultFolder() + QLatin1Char('/') + file);
    if (!opened)
        qWarning() << "cannot open" << file;
    return *window.teaching()->exerciseSession();
}

void TestTeaching::libraryListsEveryLesson()
{
    QStringList problems;
    const QList<Lesson> lessons = LessonLibrary::load(LessonLibrary::defaultFolder(), &problems);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    const QStringList files = indexedLessons();
    QVERIFY(files.size() >= 10);
    QCOMPARE(lessons.size(), files.size());
    for (qsizetype k = 0; k < files.size(); ++k) {
        QCOMPARE(lessons[k].path, LessonLibrary::defaultFolder() + QLatin1Char('/') + files[k]);
        QVERIFY2(!lessons[k].title.isEmpty(), qPrintable(files[k]));
        QVERIFY2(lessons[k].comment.size() > 40, qPrintable(files[k]));
        QVERIFY2(lessons[k].position.board.count(Color::Empty) < lessons[k].position.board.pointCount(),
                 qPrintable(files[k]));
    }
    QVERIFY(LessonLibrary::find(lessons.first().path).has_value());
    QVERIFY(!LessonLibrary::find(QStringLiteral(":/games/example-seki.sgf")).has_value());
}

void TestTeaching::browserShowsThumbnailsAndOpens()
{
    const QList<Lesson> lessons = LessonLibrary::load();
    LessonBrowser browser(lessons);
    browser.show();
    QVERIFY(QTest::qWaitForWindowExposed(&browser));
    QCOMPARE(browser.list()->count(), lessons.size());
    for (int row = 0; row < browser.list()->count(); ++row) {
        const QListWidgetItem* item = browser.list()->item(row);
        QCOMPARE(item->text(), lessons[row].title);
        QVERIFY(!item->icon().isNull());
    }
    // A thumbnail is the lesson's board: wood, and as many dark stone centres as black stones.
    const Lesson& first = lessons.first();
    const QImage thumb = LessonBrowser::thumbnail(first.position, 150);
    QCOMPARE(thumb.size(), QSize(150, 150));
    const int dark = countPixels(thumb, [](QColor c) { return c.alpha() > 200 && c.lightness() < 50; });
    const int wood
        = countPixels(thumb, [](QColor c) { return c.red() > 150 && c.blue() < 140 && c.red() > c.blue() + 40; });
    QVERIFY2(dark > first.position.board.count(Color::Black) * 10, qPrintable(QString::number(dark)));
    QVERIFY(wood > 150 * 150 / 4);

    // Filtering by a word of a title leaves that lesson; Enter opens the current one.
    QTest::keyClicks(browser.findChild<QLineEdit*>(), first.title);
    QCOMPARE(browser.currentPath(), first.path);
    QSignalSpy chosen(&browser, &LessonBrowser::lessonChosen);
    browser.list()->setFocus();
    emit browser.list()->itemActivated(browser.list()->currentItem());
    QCOMPARE(chosen.count(), 1);
    QCOMPARE(chosen.at(0).at(0).toString(), first.path);
}

void TestTeaching::everyLessonStepsToTheEnd()
{
    auto window = makeWindow();
    QVERIFY(window);
    ScoringReview& review = *window->scoringReview();
    TraceController& controller = review.controller();
    const QList<Lesson> lessons = LessonLibrary::load();
    QVERIFY(!lessons.isEmpty());
    for (const Lesson& lesson : lessons) {
        QVERIFY2(window->openLesson(lesson.path), qPrintable(lesson.path));
        if (!lesson.exercises.isEmpty()) {
            // An exercise opens to be answered, its count hidden (exercise* below).
            QVERIFY2(window->teaching()->exerciseActive(), qPrintable(lesson.path));
            QVERIFY(!review.isActive());
            QCOMPARE(window->boardInputMode(), BoardInputMode::AnswerExercise);
            continue;
        }
        if (!lesson.nodes.isEmpty()) {
            // A lesson with moves opens at its first node with the teacher's text; the walk-
            // through is a step away.
            QVERIFY2(!review.isActive(), qPrintable(lesson.path));
            QCOMPARE(window->navigator()->cursor()->node(), 0);
            QCOMPARE(window->navigator()->comment(), lesson.comment);
            review.setActive(true);
            controller.goToStart();
        }
        // Straight into the stage view, at the start of the dead-stone stage (before stage 1),
        // under the lesson's rules.
        QVERIFY2(review.isActive(), qPrintable(lesson.path));
        QVERIFY(review.boardView()->isVisible());
        QCOMPARE(controller.position(), 0);
        QCOMPARE(controller.stage(), Stage::DeadRemoved);
        QCOMPARE(controller.walk().rules(), lesson.position.rules);
        QCOMPARE(window->boardRules(), lesson.position.rules);
        QVERIFY(window->windowTitle().contains(lesson.title));
        QVERIFY(controller.inDeadStoneStage());
        QVERIFY(review.explanationText().contains(QStringLiteral("Which stones are dead, and why")));
        controller.goTo(controller.walk().stageStart(Stage::DeadRemoved));
        QVERIFY(review.explanationText().contains(QStringLiteral("Stage 1 of 5")));
        controller.goToStart();

        // Step by step, as the Next button does, each step explained, to the very end.
        const int count = controller.positionCount();
        for (int expected = 1; expected < count; ++expected) {
            controller.stepForward();
            controller.finishAnimation();
            QCOMPARE(controller.position(), expected);
            QVERIFY2(!StepExplainer::explain(controller.walk(), expected).isEmpty(),
                     qPrintable(QStringLiteral("%1 at %2").arg(lesson.path).arg(expected)));
        }
        QCOMPARE(controller.position(), count - 1);
        QCOMPARE(controller.stage(), Stage::Verdict);
        // At the end the walk's result is the scorer's, under the lesson's rules.
        Scorer scorer;
        QCOMPARE(controller.walk().result().resultText(),
                 scorer.score(lesson.position, lesson.position.rules).resultText());
        controller.stepForward();
        QCOMPARE(controller.position(), count - 1);
    }
}

void TestTeaching::editorBuildsSavesReopensAndScores()
{
    const QString path = m_dir.filePath(QStringLiteral("editor.sgf"));
    auto window = makeWindow(path);
    QVERIFY(window);
    BoardEditor& editor = *window->boardEditor();
    QUndoStack& undo = *window->undoStack();

    // Edit > Board Editor with nothing open: a blank 19 x 19 to edit.
    editor.toggleAction()->trigger();
    QVERIFY(editor.isActive());
    QVERIFY(editor.toolBar()->isVisible());
    QVERIFY(window->document());
    QCOMPARE(window->document()->position().board.width(), 19);

    editor.setup().resizeBoard(QSize(7, 5));
    QCOMPARE(window->boardView()->scene().board.width(), 7);
    QCOMPARE(window->boardView()->scene().board.height(), 5);

    // Black, by clicks at the points' centres: a two-eyed group in the top left.
    editor.toolAction(BoardEditor::Tool::Black)->trigger();
    for (Point p : {Point{1, 0}, Point{3, 0}, Point{0, 1}, Point{1, 1}, Point{2, 1}, Point{3, 1}})
        click(*window, p);
    // A slip, taken back by clicking the same stone again.
    click(*window, {5, 0});
    QCOMPARE(window->document()->position().board.at(Point{5, 0}), Color::Black);
    click(*window, {5, 0});
    QCOMPARE(window->document()->position().board.at(Point{5, 0}), Color::Empty);
    // White: the right button puts the other colour; a drag lays a whole row as one undo step.
    click(*window, {4, 0}, Qt::RightButton);
    editor.toolAction(BoardEditor::Tool::White)->trigger();
    click(*window, {4, 1});
    const int before = undo.count();
    drag(*window, {{0, 2}, {1, 2}, {2, 2}, {3, 2}, {4, 2}});
    QCOMPARE(undo.count(), before + 1);
    // A black stone inside White's area, then marked dead with the editor's dead tool.
    editor.setTool(BoardEditor::Tool::Alternate);
    QCOMPARE(editor.setup().nextAlternateColour(), Color::Black);
    click(*window, {5, 3});
    QCOMPARE(editor.setup().nextAlternateColour(), Color::White);
    QTest::keyClick(window.get(), Qt::Key_D); // the tool's shortcut
    QCOMPARE(editor.tool(), BoardEditor::Tool::Dead);
    click(*window, {5, 3});
    QVERIFY(window->document()->isDead({5, 3}));

    // Komi and rules through the toolbar's own widgets.
    editor.komiBox()->setValue(0.5);
    QCOMPARE(window->document()->position().komi, 0.5);
    QComboBox* rules = editor.rulesBox();
    rules->setFocus();
    QTest::keyClick(rules, Qt::Key_Down);
    QCOMPARE(window->document()->position().rules, Rules::JapaneseStrict);
    QTest::keyClick(rules, Qt::Key_Up);
    QCOMPARE(window->document()->position().rules, Rules::Japanese);

    // One board row per line, as the board reads.
    // clang-format off
    const Position expected = test::positionFromRows({". X . X O . .",
                                                      "X X X X O . .",
                                                      "O O O O O . .",
                                                      ". . . . . x .",
                                                      ". . . . . . ."},
                                                     0.5);
    // clang-format on
    QCOMPARE(window->document()->position().board, expected.board);
    QCOMPARE(window->document()->position().dead, expected.dead);
    // Black: 2 eyes. White: 20 points and the dead stone, plus komi.
    QCOMPARE(QString::fromStdString(window->document()->score(Rules::Japanese)->resultText()),
             QStringLiteral("W+19.5"));

    QVERIFY(window->saveAs());
    QVERIFY(QFile::exists(path));
    const SgfCollection collection = parseSgf(readAll(path).toStdString());
    QCOMPARE(collection.games.size(), size_t(1));
    const SgfNode& root = collection.games.front().root();
    QCOMPARE(root.text("SZ").value_or(""), std::string("7:5"));
    QCOMPARE(root.text("KM").value_or(""), std::string("0.5"));
    QCOMPARE(root.text("RU").value_or(""), std::string("Japanese"));
    QCOMPARE(pointsOf(*root.find("AB"), 7, 5).size(), size_t(7));
    QCOMPARE(pointsOf(*root.find("AW"), 7, 5).size(), size_t(7));
    QVERIFY(root.find("TW"));
    const std::vector<Point> whiteTerritory = pointsOf(*root.find("TW"), 7, 5);
    QVERIFY(std::find(whiteTerritory.begin(), whiteTerritory.end(), Point{5, 3}) != whiteTerritory.end());
    QCOMPARE(collection.games.front().nodeCount(), 1);

    // Reopened in a fresh window: the same stones, the same dead mark, the same score.
    auto reopened = makeWindow();
    QVERIFY(reopened);
    QVERIFY(reopened->openFile(path));
    const Position& read = reopened->document()->position();
    QCOMPARE(read.board, expected.board);
    QCOMPARE(read.dead, expected.dead);
    QCOMPARE(read.komi, 0.5);
    Scorer scorer;
    QCOMPARE(reopened->document()->score(Rules::Japanese)->resultText(),
             scorer.score(expected, Rules::Japanese).resultText());
    QCOMPARE(QString::fromStdString(reopened->document()->score(Rules::Japanese)->resultText()),
             QStringLiteral("W+19.5"));
    QCOMPARE(test::territoryRows(*reopened->document()->score(Rules::Japanese)),
             (std::vector<std::string>{"b.b..ww", ".....ww", ".....ww", "wwwwwww", "wwwwwww"}));

    // And the rules chosen in the editor travel with the file.
    rules->setFocus();
    QTest::keyClick(rules, Qt::Key_Down);
    QTest::keyClick(rules, Qt::Key_Down);
    QCOMPARE(window->document()->position().rules, Rules::Chinese);
    QCOMPARE(window->boardRules(), Rules::Chinese);
    QVERIFY(window->save());
    QVERIFY(reopened->openFile(path));
    QCOMPARE(reopened->document()->position().rules, Rules::Chinese);
    undo.setClean();
}

void TestTeaching::editorUndoRestoresTheRecord()
{
    auto window = makeWindow();
    QVERIFY(window);
    QVERIFY(window->openFile(QStringLiteral(":/games/example-seki.sgf")));
    const GameDocument& document = *window->document();
    const int moves = document.moveCount();
    QVERIFY(moves > 0);
    const Position original = document.position();
    BoardEditor& editor = *window->boardEditor();
    window->moveBar()->setMove(0);
    editor.setActive(true);
    // The editor works on the final position.
    QCOMPARE(window->moveBar()->move(), window->moveBar()->moveCount());
    QVERIFY(!window->scoringReview()->isActive());

    editor.setTool(BoardEditor::Tool::Erase);
    Point stone{-1, -1};
    original.board.forEachPoint([&](Board::Index i) {
        if (stone.x < 0 && isStone(original.board.at(i)))
            stone = original.board.point(i);
    });
    click(*window, stone);
    QCOMPARE(document.position().board.at(stone), Color::Empty);
    QVERIFY(document.isEdited());
    QCOMPARE(document.moveCount(), 0);
    QCOMPARE(window->moveBar()->moveCount(), 0);
    // The game's moves cannot be overwritten by a setup position: that takes Save As.
    QVERIFY(!document.canSaveInPlace());

    editor.setup().clearBoard();
    QCOMPARE(document.position().board.count(Color::Empty), document.position().board.pointCount());
    window->undoStack()->undo();
    window->undoStack()->undo();
    QVERIFY(!document.isEdited());
    QCOMPARE(document.moveCount(), moves);
    QCOMPARE(window->moveBar()->moveCount(), moves);
    QCOMPARE(document.position().board, original.board);
    QCOMPARE(document.position().dead, original.dead);

    // Reviewing the scoring turns the editor off (they share the board).
    window->scoringReview()->setActive(true);
    QVERIFY(!editor.isActive());
    QVERIFY(!editor.toolBar()->isVisible());
}

// Without a mouse: the board's cursor moves with the arrows, Space places the tool's stone.
void TestTeaching::editorByKeyboard()
{
    auto window = makeWindow();
    QVERIFY(window);
    QVERIFY(window->newPosition(QSize(5, 5)));
    BoardEditor& editor = *window->boardEditor();
    QVERIFY(editor.isActive());
    BoardView* view = window->boardView();
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Right); // from the centre, where the focused board draws it
    QCOMPARE(view->cursorPoint(), std::optional<Point>(Point{3, 2}));
    QTest::keyClick(view, Qt::Key_Space);
    QCOMPARE(window->document()->position().board.at(Point{3, 2}), Color::Black);
    QTest::keyClick(view, Qt::Key_Up);
    QTest::keyClick(view, Qt::Key_Space); // Alternate: White next
    QCOMPARE(window->document()->position().board.at(Point{3, 1}), Color::White);
    QTest::keyClick(view, Qt::Key_Space); // on a stone: removed
    QCOMPARE(window->document()->position().board.at(Point{3, 1}), Color::Empty);
    QCOMPARE(window->undoStack()->count(), 3);
    window->undoStack()->setClean();
}

void TestTeaching::sizeDialogTakesRectangles()
{
    BoardSizeDialog dialog(QSize(19, 19));
    QCOMPARE(dialog.boardSize(), QSize(19, 19));
    dialog.setBoardSize(QSize(13, 7));
    QCOMPARE(dialog.boardSize(), QSize(13, 7));
    dialog.widthBox()->setValue(60); // clamped to the largest board SGF can name
    QCOMPARE(dialog.boardSize().width(), Board::MaxSide);
    dialog.heightBox()->setValue(0);
    QCOMPARE(dialog.boardSize().height(), 1);
}

void TestTeaching::presentationFullScreenAndKeys()
{
    auto window = makeWindow();
    QVERIFY(window);
    const QList<Lesson> lessons = LessonLibrary::load();
    const Lesson* const still = &lessons.first();
    QVERIFY(window->openLesson(still->path));
    TraceController& controller = window->scoringReview()->controller();

    QTest::keyClick(window.get(), Qt::Key_F5);
    PresentationWindow* presentation = window->presentationWindow();
    QVERIFY(presentation);
    QVERIFY(presentation->isVisible());
    QVERIFY(presentation->isFullScreen());
    // The lesson's own positions first, then the walk-through from its start.
    while (presentation->lessonSlide() >= 0)
        QTest::keyClick(presentation, Qt::Key_Right);
    QCOMPARE(controller.position(), 0);
    QVERIFY(presentation->headingText().contains(QStringLiteral("Stage 1 of 5")));
    // The board is as large as the screen allows beside (or under) the text: on this square
    // offscreen screen most of its side, on a 16:9 projector nearly its whole height.
    const QSize screen = presentation->screen()->geometry().size();
    QCOMPARE(presentation->size(), screen);
    QVERIFY(presentation->boardArea().height() > std::min(screen.width(), screen.height()) * 0.6);
    presentation->setWindowState(Qt::WindowNoState);
    presentation->resize(1600, 900);
    QVERIFY(presentation->boardArea().height() > 900 * 0.8);
    QVERIFY(presentation->boardArea().width() < 1600 * 0.65);
    presentation->showFullScreen();

    QTest::keyClick(presentation, Qt::Key_PageDown);
    QCOMPARE(controller.position(), 1);
    controller.finishAnimation();
    QTest::keyClick(presentation, Qt::Key_Space);
    QCOMPARE(controller.position(), 2);
    controller.finishAnimation();
    QTest::keyClick(presentation, Qt::Key_Right);
    QCOMPARE(controller.position(), 3);
    QTest::keyClick(presentation, Qt::Key_PageUp);
    QCOMPARE(controller.position(), 2);
    QTest::keyClick(presentation, Qt::Key_Left);
    QCOMPARE(controller.position(), 1);
    QCOMPARE(presentation->explanationText(), StepExplainer::explain(controller.walk(), 1));

    // The current step's points are ringed in marker yellow.
    const QImage shown = presentation->grab().toImage();
    const auto yellow = [](QColor c) { return c.red() > 230 && c.green() > 190 && c.blue() < 60; };
    if (controller.walk().step(1) && !controller.walk().points(*controller.walk().step(1)).empty())
        QVERIFY(countPixels(shown, yellow) > 50);

    // B blanks the screen for a question from the class; any step key brings it back.
    QTest::keyClick(presentation, Qt::Key_B);
    QVERIFY(presentation->isBlanked());
    const QImage blank = presentation->grab().toImage();
    QCOMPARE(countPixels(blank, [](QColor c) { return c != Qt::black; }), 0);
    QTest::keyClick(presentation, Qt::Key_PageDown);
    QVERIFY(!presentation->isBlanked());
    QCOMPARE(controller.position(), 1);

    // The teacher's words are on the screen with the step; the last slide gives the result and
    // names every seki point the scorer found, and its points are drawn as large marks.
    QCOMPARE(presentation->lessonText(), still->comment.simplified());
    QVERIFY(!presentation->isFinalSlide());
    QVERIFY(presentation->resultText().isEmpty());
    const QImage beforeEnd = presentation->grab().toImage();
    QTest::keyClick(presentation, Qt::Key_End);
    QVERIFY(presentation->isFinalSlide());
    const ScoreResult& final = controller.walk().result();
    const QString winner = final.margin() > 0 ? QStringLiteral("Black") : QStringLiteral("White");
    QVERIFY2(final.margin() != 0 && presentation->resultText().startsWith(winner),
             qPrintable(presentation->resultText()));
    QVERIFY(presentation->resultText().contains(QString::fromStdString(formatScore(std::abs(final.margin())))));
    QVERIFY(!final.sekiGroups().empty());
    for (const auto& group : final.sekiGroups())
        for (const Point& p : group)
            QVERIFY2(presentation->sekiText().contains(QString::fromStdString(toGtp(p, final.height))),
                     qPrintable(presentation->sekiText()));
    {
        // A seki point is covered by a solid marker-yellow disc on the last slide.
        const QImage last = presentation->grab().toImage();
        const QRectF area = presentation->boardArea();
        const BoardGeometry geometry(final.width, final.height, area, true);
        const QPoint centre = geometry.centre(final.sekiGroups().front().front()).toPoint();
        const QColor colour = last.pixelColor(centre);
        QVERIFY2(colour.red() > 230 && colour.green() > 190 && colour.blue() < 60, qPrintable(colour.name()));
        QVERIFY(beforeEnd != last);
    }
    // Home: the lesson's first position; through its slides to the walk-through and a step on.
    QTest::keyClick(presentation, Qt::Key_Home);
    QCOMPARE(presentation->lessonSlide(), 0);
    while (presentation->lessonSlide() >= 0)
        QTest::keyClick(presentation, Qt::Key_Right);
    QTest::keyClick(presentation, Qt::Key_PageDown);

    QTest::keyClick(presentation, Qt::Key_Escape);
    QVERIFY(!presentation->isVisible());
    // The review stays where the class got to.
    QVERIFY(window->scoringReview()->isActive());
    QCOMPARE(controller.position(), 1);
    QTest::keyClick(window.get(), Qt::Key_F5);
    QVERIFY(presentation->isVisible());
    QTest::keyClick(presentation, Qt::Key_F5);
    QVERIFY(!presentation->isVisible());
}

void TestTeaching::handoutPdfPages()
{
    auto window = makeWindow();
    QVERIFY(window);
    const QList<Lesson> lessons = LessonLibrary::load();
    QVERIFY(window->openLesson(lessons.first().path));
    const TraceWalk& walk = window->scoringReview()->controller().walk();

    // The position and its five stages: one 2 x 3 page.
    HandoutDialog::storeOptions(HandoutOptions{});
    const QString stages = m_dir.filePath(QStringLiteral("stages.pdf"));
    QString error;
    QVERIFY2(window->writeHandout(stages, error), qPrintable(error));
    const QByteArray pdf = readAll(stages);
    QVERIFY(pdf.startsWith("%PDF"));
    QCOMPARE(pdfPageCount(pdf), 1);

    // Every step: one diagram per step (a stage without steps still gets one), six a page.
    HandoutOptions steps;
    steps.content = HandoutOptions::Content::Steps;
    steps.skipUnchanged = false; // every diagram, even one that looks like the one before
    HandoutDialog::storeOptions(steps);
    int diagrams = 1;
    for (int s = 0; s < StageCount; ++s)
        diagrams += std::max(1, walk.stepCount(Stage(s)));
    const QString all = m_dir.filePath(QStringLiteral("steps.pdf"));
    QVERIFY2(window->writeHandout(all, error), qPrintable(error));
    const QByteArray stepsPdf = readAll(all);
    QVERIFY(stepsPdf.startsWith("%PDF"));
    QCOMPARE(pdfPageCount(stepsPdf), (diagrams + 5) / 6);
    QVERIFY(pdfPageCount(stepsPdf) > 1);

    // Two to a page doubles the pages; the writer's own count says so too.
    HandoutOptions two = steps;
    two.columns = 1;
    two.rows = 2;
    const HandoutWriter writer(window->scoringReview()->controller().sharedWalk(), QStringLiteral("t"), {}, two);
    QCOMPARE(int(writer.diagrams().size()), diagrams);
    QCOMPARE(writer.pageCount(), (diagrams + 1) / 2);

    QVERIFY(!window->writeHandout(QStringLiteral("/nonexistent-dir/x.pdf"), error));
    QVERIFY(!error.isEmpty());
}

// A lesson open in the window: its handout is the lesson's own diagrams (the choice remembered),
// and an exercise being answered gives its lesson's problem and answer pages.
void TestTeaching::lessonHandoutFromTheWindow()
{
    auto window = makeWindow();
    QVERIFY(window);
    QVERIFY(window->openLesson(QStringLiteral(":/lessons/07-snapback-not-read.sgf")));
    const std::shared_ptr<const LessonSource> lesson = window->teaching()->handoutLesson();
    QVERIFY(lesson);
    QCOMPARE(lesson->title, QStringLiteral("The snapback the scorer does not read"));
    HandoutOptions chosen;
    chosen.content = HandoutOptions::Content::Lesson;
    HandoutDialog::storeOptions(chosen);
    QCOMPARE(window->teaching()->handoutOptions().content, HandoutOptions::Content::Lesson);
    const QString path = m_dir.filePath(QStringLiteral("lesson.pdf"));
    QString error;
    QVERIFY2(window->writeHandout(path, error), qPrintable(error));
    QCOMPARE(pdfPageCount(readAll(path)), 2); // four diagrams, three a page

    // The dialog offers the lesson's diagrams, first as chosen last; for a game it has none.
    HandoutDialog dialog(window->scoringReview()->controller().sharedWalk(), lesson->title, QString(), nullptr,
                         lesson);
    QCOMPARE(dialog.options().content, HandoutOptions::Content::Lesson);
    HandoutDialog game(window->scoringReview()->controller().sharedWalk(), lesson->title, QString());
    QCOMPARE(game.options().content, HandoutOptions::Content::Stages);

    // An exercise: its lesson, the problem and (answers chosen) the answer.
    QVERIFY(window->teaching()->openExercise(0));
    const std::shared_ptr<const LessonSource> exercise = window->teaching()->handoutLesson();
    QVERIFY(exercise);
    chosen.answerPage = true;
    HandoutDialog::storeOptions(chosen);
    QVERIFY2(window->writeHandout(path, error), qPrintable(error));
    const HandoutWriter writer(window->scoringReview()->controller().sharedWalk(), QString(), QString(),
                               window->teaching()->handoutOptions(), exercise);
    QCOMPARE(writer.lessonDiagrams().count() > 0, true);
    QVERIFY(std::any_of(writer.lessonDiagrams().begin(), writer.lessonDiagrams().end(),
                        [](const LessonDiagram& d) { return d.kind == LessonDiagram::Kind::Problem; }));
    QVERIFY(std::any_of(writer.lessonDiagrams().begin(), writer.lessonDiagrams().end(),
                        [](const LessonDiagram& d) { return d.kind == LessonDiagram::Kind::Answer; }));
    QCOMPARE(pdfPageCount(readAll(path)), writer.pageCount());
    HandoutDialog::storeOptions(HandoutOptions{});
}

// File > Print goes through QPrinter: the same pages, here printed to a PDF file.
void TestTeaching::handoutPrintsThroughQPrinter()
{
    auto window = makeWindow();
    QVERIFY(window);
    QVERIFY(window->openLesson(LessonLibrary::load().first().path));
    HandoutOptions options;
    options.columns = 1;
    options.rows = 2;
    options.skipUnchanged = false; // all six diagrams
    options.printTheme = false;    // the screen's wood, looked for below
    const HandoutWriter writer(window->scoringReview()->controller().sharedWalk(), QStringLiteral("Printed"), {},
                               options);
    QCOMPARE(writer.pageCount(), 3); // the position and five stages, two a page
    const QString path = m_dir.filePath(QStringLiteral("printed.pdf"));
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setOutputFileName(path);
    QPainter painter;
    QVERIFY(painter.begin(&printer));
    writer.paint(painter, printer);
    QVERIFY(painter.end());
    const QByteArray pdf = readAll(path);
    QVERIFY(pdf.startsWith("%PDF"));
    QCOMPARE(pdfPageCount(pdf), 3);

    // A page drawn into an image (as the preview does) has boards on it: wood-coloured pixels.
    QImage page(595, 842, QImage::Format_RGB32);
    page.fill(Qt::white);
    QPainter pagePainter(&page);
    writer.paintPage(pagePainter, QRectF(20, 20, 555, 802), 0);
    pagePainter.end();
    QVERIFY(countPixels(page, [](QColor c) { return c.red() > 180 && c.green() > 130 && c.blue() < 130; }) > 10000);
}

void TestTeaching::clipboardGetsTheBoard()
{
    auto window = makeWindow();
    QVERIFY(window);
    QVERIFY(window->openFile(QStringLiteral(":/games/example-seki.sgf")));
    QApplication::clipboard()->clear();
    QTest::keyClick(window.get(), Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    const QImage copied = QApplication::clipboard()->image();
    QVERIFY(!copied.isNull());
    // The board as large as it is on screen, cut to the wood.
    const BoardView& view = *window->boardView();
    const BoardScene& scene = view.scene();
    const BoardGeometry geometry(scene.board.width(), scene.board.height(), QRectF(view.rect()), scene.showCoordinates);
    const QSize expected
        = geometry.boardRect().toAlignedRect().intersected(view.rect()).size() * view.devicePixelRatioF();
    QCOMPARE(copied.size(), expected);
    QVERIFY(std::abs(copied.width() - std::min(view.width(), view.height())) < view.width() / 20 + 4);
    // A square board: stones on wood, nothing transparent in it.
    QCOMPARE(copied.width(), copied.height());
    QCOMPARE(countPixels(copied, [](QColor c) { return c.alpha() < 255; }), 0);

    // While the scoring is reviewed, the picture is the walk-through's, as large as its board (the
    // stage docks beside it take some of the window's width).
    window->scoringReview()->setActive(true);
    QApplication::processEvents();
    TraceController& controller = window->scoringReview()->controller();
    controller.goTo(controller.walk().stageEnd(Stage::Eyes));
    QTest::keyClick(window.get(), Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    const QImage reviewed = QApplication::clipboard()->image();
    const QWidget& walkBoard = *window->scoringReview()->boardView();
    const BoardGeometry walkGeometry(scene.board.width(), scene.board.height(), QRectF(walkBoard.rect()),
                                     scene.showCoordinates);
    QCOMPARE(reviewed.size(),
             walkGeometry.boardRect().toAlignedRect().intersected(walkBoard.rect()).size() * view.devicePixelRatioF());
    QVERIFY(reviewed != copied);
}

// A lesson that plays out "if Black plays D9, White captures": stepped through in the window with
// its marks and labels, and in presentation mode node by node, a variation chosen by its number,
// before the scorer's walk-through and its last slide.
void TestTeaching::lessonWithVariations()
{
    auto window = makeWindow();
    QVERIFY(window);
    const QString path = QStringLiteral(":/lessons/14-one-eye-each-on-the-edge.sgf");
    const std::optional<Lesson> lesson = LessonLibrary::find(path);
    QVERIFY(lesson);
    QVERIFY(lesson->nodes.size() >= 4);
    // In German the nodes' names and texts are the translation's, node by node.
    Lesson german = *lesson;
    LessonLibrary::localize(german, QStringLiteral("de"));
    QCOMPARE(german.nodes.size(), lesson->nodes.size());
    for (qsizetype k = 0; k < german.nodes.size(); ++k) {
        QCOMPARE(german.nodes[k].node, lesson->nodes[k].node);
        QVERIFY(german.nodes[k].text != lesson->nodes[k].text);
        QCOMPARE(german.nodes[k].name.isEmpty(), lesson->nodes[k].name.isEmpty());
    }
    QVERIFY(german.nodes[1].name.contains(QStringLiteral("Schwarz")));
    QVERIFY(window->openLesson(path));
    RecordNavigator& navigator = *window->navigator();
    QCOMPARE(navigator.cursor()->node(), 0);
    // The first position is the one scored (the main line only talks after it): its score is shown.
    QVERIFY(navigator.atScoredPosition());
    QVERIFY2(window->scorePanel()->messageText().isEmpty(), qPrintable(window->scorePanel()->messageText()));
    // The root's labels A and B on the two eyes, a triangle on the shared liberty D9.
    const BoardScene& root = window->boardView()->scene();
    QCOMPARE(root.labels.size(), size_t(2));
    QCOMPARE(root.labels[0].point, (Point{0, 0}));
    QCOMPARE(root.labels[0].text, std::string("A"));
    QCOMPARE(root.shapes.size(), size_t(1));
    QCOMPARE(root.shapes[0], (PointShape{{3, 0}, MarkShape::Triangle}));
    // The window draws them: the label's disc clears the grid around A9 differently from B9.
    const QImage board = window->boardView()->grab().toImage();
    QVERIFY(!board.isNull());

    // The variation "if Black plays D9": its node, its text, its board.
    const auto nodeNamed = [&](const QString& name) {
        for (const LessonNodeText& node : lesson->nodes)
            if (node.name == name)
                return node;
        return LessonNodeText{};
    };
    const LessonNodeText blackPlays = nodeNamed(QStringLiteral("If Black plays D9"));
    QVERIFY(blackPlays.node > 0);
    navigator.goToNode(blackPlays.node);
    QCOMPARE(navigator.comment(), blackPlays.text);
    QCOMPARE(window->boardView()->scene().board.at({3, 0}), Color::Black);
    QCOMPARE(window->boardView()->scene().shapes.size(), size_t(1)); // where White answers
    QVERIFY(window->document()->reviewedTree()->node(blackPlays.node).children().size() == 1);
    navigator.goToNode(window->document()->reviewedTree()->node(blackPlays.node).children().front());
    QCOMPARE(window->boardView()->scene().board.at({0, 0}), Color::White);
    QCOMPARE(window->boardView()->scene().board.at({3, 0}), Color::Empty); // captured

    // Presentation: the lesson's nodes first, the teacher's text as the explanation.
    window->setPresentationMode(true);
    PresentationWindow* presentation = window->presentationWindow();
    QVERIFY(presentation && presentation->isVisible());
    QCOMPARE(presentation->lessonSlide(), 0);
    QCOMPARE(presentation->headingText(), QStringLiteral("Black to play"));
    QCOMPARE(presentation->explanationText(), lesson->comment);
    // Choices are offered at the fork: 2 is "If Black plays D9".
    QTest::keyClick(presentation, Qt::Key_2);
    QCOMPARE(presentation->headingText(), blackPlays.name);
    QCOMPARE(presentation->explanationText(), blackPlays.text);
    const QImage variation = presentation->grab().toImage();
    QTest::keyClick(presentation, Qt::Key_Right);
    QVERIFY(presentation->explanationText().contains(QStringLiteral("seven stones")));
    QVERIFY(presentation->grab().toImage() != variation);
    // Through the other variation to the walk-through, and back.
    while (presentation->lessonSlide() >= 0)
        QTest::keyClick(presentation, Qt::Key_Right);
    TraceController& controller = window->scoringReview()->controller();
    QCOMPARE(controller.position(), 0);
    QVERIFY(presentation->headingText().contains(QStringLiteral("Stage 1 of 5")));
    QCOMPARE(presentation->lessonText(), lesson->comment.simplified());
    QTest::keyClick(presentation, Qt::Key_Left);
    QCOMPARE(presentation->lessonSlide(), presentation->lessonSlideCount() - 1);
    // The last slide: the result and both seki eyes named.
    QTest::keyClick(presentation, Qt::Key_End);
    QVERIFY(presentation->isFinalSlide());
    QVERIFY(presentation->resultText().startsWith(QStringLiteral("Black wins by 6")));
    QVERIFY(presentation->sekiText().contains(QStringLiteral("A9")));
    QVERIFY(presentation->sekiText().contains(QStringLiteral("G9")));
    QTest::keyClick(presentation, Qt::Key_Home);
    QCOMPARE(presentation->lessonSlide(), 0);
    QTest::keyClick(presentation, Qt::Key_Escape);
    QVERIFY(!presentation->isVisible());
}

// A teacher writes a lesson from a blank board: a title, the text of the first position, the side
// to play, a triangle and a letter, a move with its text and a variation beside it; saves it; it
// is on the browser's own shelf and opens with all of that intact.
// A lesson move that names no point of the board is not a pass: its slide says it cannot be
// played and why, where a real pass says "passes".
void TestTeaching::lessonMoveOffTheBoardIsNoPass()
{
    auto window = makeWindow();
    QVERIFY(window);
    const QString path = m_dir.filePath(QStringLiteral("off-board.sgf"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("(;GM[1]FF[4]SZ[9]AB[ab][bb][cb][ca]AW[ac][bc][cc][dc][db][da]C[The position]"
               "(;B[]C[A pass.])(;B[zz]C[Off the board.]))");
    file.close();
    QVERIFY(window->openLesson(path));
    window->setPresentationMode(true);
    PresentationWindow* presentation = window->presentationWindow();
    QVERIFY(presentation && presentation->isVisible());
    QCOMPARE(presentation->lessonSlide(), 0);
    QTest::keyClick(presentation, Qt::Key_2);
    QCOMPARE(presentation->headingText(), QStringLiteral("Black plays off the board (not played)"));
    QVERIFY2(presentation->explanationText().startsWith(QStringLiteral("Off the board.\n")),
             qPrintable(presentation->explanationText()));
    // The second line is the problem as the window's move label says it.
    TreeCursor cursor(*window->document()->reviewedTree(), 9, 9);
    const int offNode = window->document()->reviewedTree()->root().children()[1];
    QVERIFY(cursor.goTo(offNode));
    QVERIFY(!cursor.moveOf(offNode).pass);
    QVERIFY(!cursor.state().problems.empty());
    QCOMPARE(presentation->explanationText().section(QLatin1Char('\n'), 1),
             RecordNavigator::problemsText(cursor.state().problems));
    // Back one slide, in the tree's reading order: the main line's real pass (a lesson's file
    // reader refuses a main line it cannot play).
    QTest::keyClick(presentation, Qt::Key_Left);
    QCOMPARE(presentation->lessonSlide(), 1);
    QCOMPARE(presentation->headingText(), QStringLiteral("Black passes"));
    QCOMPARE(presentation->explanationText(), QStringLiteral("A pass."));
}

void TestTeaching::lessonWrittenInTheEditor()
{
    QDir(LessonLibrary::userFolder()).removeRecursively();
    auto window = makeWindow();
    QVERIFY(window);
    QVERIFY(window->newPosition(QSize(9, 9)));
    BoardEditor& editor = *window->boardEditor();
    QVERIFY(editor.isActive());
    QVERIFY(editor.lesson().dock()->isVisible());
    editor.setTool(BoardEditor::Tool::Black);
    editor.applyAt({2, 2}, Qt::LeftButton, Qt::NoModifier);
    editor.applyAt({3, 2}, Qt::LeftButton, Qt::NoModifier);
    editor.setTool(BoardEditor::Tool::White);
    editor.applyAt({2, 3}, Qt::LeftButton, Qt::NoModifier);
    QTest::keyClicks(editor.lesson().titleEdit(), QStringLiteral("My first lesson"));
    QTest::keyClicks(editor.lesson().textEdit(), QStringLiteral("Black to play. Where is the weak point?"));
    editor.lesson().toPlayBox()->setCurrentIndex(editor.lesson().toPlayBox()->findData(int(Color::Black)));
    editor.setTool(BoardEditor::Tool::Triangle);
    editor.applyAt({4, 4}, Qt::LeftButton, Qt::NoModifier);
    editor.setTool(BoardEditor::Tool::Label);
    editor.applyAt({6, 6}, Qt::LeftButton, Qt::NoModifier);
    // A slip with the cross tool, undone as one step.
    editor.setTool(BoardEditor::Tool::Cross);
    editor.applyAt({0, 0}, Qt::LeftButton, Qt::NoModifier);
    QCOMPARE(window->boardView()->scene().shapes.size(), size_t(2));
    window->undoStack()->undo();
    // The marks are on the board as it is shown.
    QCOMPARE(window->boardView()->scene().shapes.size(), size_t(1));
    QCOMPARE(window->boardView()->scene().labels.size(), size_t(1));

    // A move, its text; back; a second move there is a variation.
    editor.setTool(BoardEditor::Tool::Play);
    editor.applyAt({2, 2}, Qt::LeftButton, Qt::NoModifier); // taken: refused
    QVERIFY(editor.draft().atRoot());
    editor.applyAt({3, 3}, Qt::LeftButton, Qt::NoModifier);
    QVERIFY(!editor.draft().atRoot());
    QCOMPARE(window->boardView()->scene().board.at({3, 3}), Color::Black); // the move is shown
    QVERIFY(editor.lesson().textEdit()->toPlainText().isEmpty());
    QTest::keyClicks(editor.lesson().textEdit(), QStringLiteral("Black plays D6 and connects."));
    editor.lesson().showNode(SgfGameTree::Root);
    QCOMPARE(editor.lesson().textEdit()->toPlainText(), QStringLiteral("Black to play. Where is the weak point?"));
    editor.applyAt({1, 3}, Qt::LeftButton, Qt::NoModifier);
    // Undo takes the variation back, redo plays it again.
    QCOMPARE(editor.draft().tree().root().children().size(), size_t(2));
    window->undoStack()->undo();
    QCOMPARE(editor.draft().tree().root().children().size(), size_t(1));
    QVERIFY(editor.draft().atRoot());
    window->undoStack()->redo();
    QCOMPARE(editor.draft().tree().root().children().size(), size_t(2));
    QVERIFY(!editor.draft().atRoot());
    QTest::keyClicks(editor.lesson().textEdit(), QStringLiteral("If Black plays B6 instead, White cuts."));
    QCOMPARE(editor.draft().tree().root().children().size(), size_t(2));
    // The right button plays the other side: a line that begins with White, with Black to play.
    editor.lesson().showNode(SgfGameTree::Root);
    editor.applyAt({5, 5}, Qt::RightButton, Qt::NoModifier);
    QCOMPARE(editor.draft().tree().root().children().size(), size_t(3));
    QCOMPARE(editor.draft().moveAt(editor.draft().current()), (std::pair{Color::White, Point{5, 5}}));
    QCOMPARE(editor.draft().toPlay(), Color::Black);
    QTest::keyClicks(editor.lesson().textEdit(), QStringLiteral("If White plays first, F4."));

    QString error;
    const QString path = editor.lesson().save(&error);
    QVERIFY2(!path.isEmpty(), qPrintable(error));
    QVERIFY(path.startsWith(LessonLibrary::userFolder()));
    // The position set up is saved with the lesson: opening another asks nothing.
    QVERIFY(window->undoStack()->isClean());

    // The browser: on the "mine" shelf, and it opens from there.
    const QList<Lesson> all = LessonLibrary::loadAll();
    const auto mine = std::find_if(all.begin(), all.end(), [&](const Lesson& lesson) { return lesson.path == path; });
    QVERIFY(mine != all.end());
    QCOMPARE(mine->shelf, QStringLiteral("mine"));
    QCOMPARE(mine->title, QStringLiteral("My first lesson"));
    LessonBrowser browser(all, window.get());
    browser.shelves()->setCurrentIndex(int(LessonBrowser::shelfKeys().indexOf(QStringLiteral("mine"))));
    int shown = 0;
    for (int row = 0; row < browser.list()->count(); ++row)
        if (!browser.list()->item(row)->isHidden()) {
            ++shown;
            QCOMPARE(browser.list()->item(row)->data(Qt::UserRole).toString(), path);
        }
    QCOMPARE(shown, 1);
    browser.selectLesson(path);
    QCOMPARE(browser.currentPath(), path);
    QObject::connect(&browser, &LessonBrowser::lessonChosen, window.get(), &MainWindow::openLesson);
    editor.setActive(false);
    emit browser.list()->itemActivated(browser.list()->currentItem());

    QCOMPARE(window->document()->path(), path);
    QVERIFY(window->windowTitle().contains(QStringLiteral("My first lesson")));
    RecordNavigator& navigator = *window->navigator();
    QCOMPARE(navigator.cursor()->node(), 0);
    QCOMPARE(navigator.comment(), QStringLiteral("Black to play. Where is the weak point?"));
    const BoardScene& scene = window->boardView()->scene();
    QCOMPARE(scene.shapes.size(), size_t(1));
    QCOMPARE(scene.shapes[0], (PointShape{{4, 4}, MarkShape::Triangle}));
    QCOMPARE(scene.labels.size(), size_t(1));
    QCOMPARE(scene.labels[0].text, std::string("A"));
    QCOMPARE(scene.board.at({2, 2}), Color::Black);
    QCOMPARE(scene.board.at({2, 3}), Color::White);
    // The main line keeps the position set up (the one scored): Black, to play, passes there;
    // the three lines played are variations beside the pass, and no node is empty.
    const SgfGameTree& tree = *window->document()->reviewedTree();
    QCOMPARE(tree.root().children().size(), size_t(4));
    QCOMPARE(tree.node(tree.root().children()[0]).text("B"), std::optional<std::string>(""));
    QVERIFY(tree.node(tree.root().children()[0]).has("N"));
    for (int node = 1; node < tree.nodeCount(); ++node)
        QVERIFY(tree.node(node).has("B") || tree.node(node).has("W"));
    QCOMPARE(window->document()->position().board, editor.draft().boardAt(window->document()->position().board));
    navigator.goToNode(tree.root().children()[2]);
    QCOMPARE(navigator.comment(), QStringLiteral("If Black plays B6 instead, White cuts."));
    QCOMPARE(window->boardView()->scene().board.at({1, 3}), Color::Black);
    navigator.goToNode(tree.root().children()[1]);
    QCOMPARE(navigator.comment(), QStringLiteral("Black plays D6 and connects."));
    // Presentation: the first position, then "nobody plays" and the three lines, offered as
    // four choices.
    window->setPresentationMode(true);
    PresentationWindow* presentation = window->presentationWindow();
    QCOMPARE(presentation->lessonSlideCount(), 5);
    QCOMPARE(presentation->explanationText(), QStringLiteral("Black to play. Where is the weak point?"));
    QVERIFY(presentation->chooseVariation(2));
    QCOMPARE(presentation->explanationText(), QStringLiteral("If Black plays B6 instead, White cuts."));
    window->setPresentationMode(false);
    // The first position is the one set up, and its side to play is Black.
    QCOMPARE(tree.root().text("PL").value_or(std::string()), std::string("B"));

    // Back in the editor the lesson goes on: its title, texts, marks and both variations.
    editor.setActive(true);
    QCOMPARE(editor.lesson().titleEdit()->text(), QStringLiteral("My first lesson"));
    QVERIFY(editor.draft().atRoot());
    QCOMPARE(editor.lesson().textEdit()->toPlainText(), QStringLiteral("Black to play. Where is the weak point?"));
    QCOMPARE(editor.draft().tree().root().children().size(), size_t(4));
    QCOMPARE(window->boardView()->scene().shapes.size(), size_t(1));
    QDir(LessonLibrary::userFolder()).removeRecursively();
}

// A lesson that cannot be written says why and where, leaves no file behind, and the position
// stays unsaved (closing still asks): the lessons folder is a file here, so it cannot be made.
void TestTeaching::lessonSaveFailsWithAReason()
{
    const QString folder = LessonLibrary::userFolder();
    QDir(folder).removeRecursively();
    QVERIFY(QDir().mkpath(QFileInfo(folder).path()));
    {
        QFile blocker(folder);
        QVERIFY(blocker.open(QIODevice::WriteOnly));
    }
    auto window = makeWindow();
    QVERIFY(window);
    QVERIFY(window->newPosition(QSize(9, 9)));
    BoardEditor& editor = *window->boardEditor();
    editor.setTool(BoardEditor::Tool::Black);
    editor.applyAt({2, 2}, Qt::LeftButton, Qt::NoModifier);
    QTest::keyClicks(editor.lesson().titleEdit(), QStringLiteral("Blocked"));
    QString error;
    QVERIFY(editor.lesson().save(&error).isEmpty());
    QVERIFY2(error.contains(QDir::toNativeSeparators(folder)), qPrintable(error));
    QVERIFY(!window->undoStack()->isClean());
    QVERIFY(QFileInfo(folder).isFile());
    QVERIFY(QFile::remove(folder));

    // And a folder that can be made: the file is there whole, named after the title, and a
    // second lesson of the same title goes beside it.
    const QString first = editor.lesson().save(&error);
    QVERIFY2(!first.isEmpty(), qPrintable(error));
    QCOMPARE(QFileInfo(first).fileName(), QStringLiteral("blocked.sgf"));
    const QString second = editor.lesson().save(&error);
    QCOMPARE(QFileInfo(second).fileName(), QStringLiteral("blocked-2.sgf"));
    QFile written(first);
    QVERIFY(written.open(QIODevice::ReadOnly));
    QVERIFY(written.readAll().contains("GN[Blocked]"));
    QCOMPARE(QDir(folder).entryList(QDir::Files | QDir::Hidden).size(), 2); // no temporary file left
    QDir(folder).removeRecursively();
}

// A lesson is stepped through in the main window as any record: the Go menu's Next Move from its
// first position to "nobody plays", Down to the next variation there and along it, the teacher's
// text in the Comments dock at each position, the Game panel counting the lesson's moves, and
// every node in the game tree.
void TestTeaching::lessonStepsInTheMainWindow()
{
    auto window = makeWindow();
    QVERIFY(window);
    const QString path = QStringLiteral(":/lessons/14-one-eye-each-on-the-edge.sgf");
    const std::optional<Lesson> lesson = LessonLibrary::find(path);
    QVERIFY(lesson);
    QVERIFY(window->openLesson(path));
    RecordNavigator& navigator = *window->navigator();
    GameTreePanel* comments = window->gameTreePanel();
    QCOMPARE(navigator.cursor()->node(), 0);
    QCOMPARE(comments->commentText(), lesson->comment);
    const auto action = [&](const QString& text) -> QAction* {
        for (QAction* candidate : window->findChildren<QAction*>())
            if (candidate->text().remove(QLatin1Char('&')) == text)
                return candidate;
        return nullptr;
    };
    QAction* next = action(QStringLiteral("Next Move"));
    QAction* nextVariation = action(QStringLiteral("Next Variation"));
    QVERIFY(next && nextVariation);
    QVERIFY(next->isEnabled());
    next->trigger();
    QCOMPARE(comments->commentText(), lesson->nodes.first().text); // nobody plays D9
    QCOMPARE(comments->variationList()->count(), 3);
    QVERIFY(nextVariation->isEnabled());
    nextVariation->trigger();
    QCOMPARE(comments->commentText(), lesson->nodes.at(1).text); // if Black plays D9
    QCOMPARE(window->boardView()->scene().board.at({3, 0}), Color::Black);
    QVERIFY(next->isEnabled());
    next->trigger();
    QVERIFY(comments->commentText().contains(QStringLiteral("seven stones")));
    QCOMPARE(window->boardView()->scene().board.at({3, 0}), Color::Empty);
    QVERIFY(!next->isEnabled()); // the end of the line

    // The Game panel counts the lesson's moves, the main line's and the variations'.
    auto* info = window->findChild<GameInfoPanel*>();
    QVERIFY(info);
    QCOMPARE(info->movesText(), QStringLiteral("1, and 4 in variations"));
    // The game tree holds every node of the lesson.
    auto* tree = window->findChild<GameTreeView*>();
    QVERIFY(tree);
    QCOMPARE(tree->treeLayout().nodeCount(), window->document()->reviewedTree()->nodeCount());
}

// A lesson kept in a folder of the teacher's and opened with File › Open is still a lesson: its
// title and texts in the Comments dock, the presentation (node by node) and the handout, in the
// window's language when it is a copy of a bundled lesson. A game opened after it is no lesson.
void TestTeaching::lessonOpenedAsAFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString bundled = QStringLiteral(":/lessons/14-one-eye-each-on-the-edge.sgf");
    const QString copy = dir.filePath(QStringLiteral("edge.sgf"));
    QVERIFY(QFile::copy(bundled, copy));
    const std::optional<Lesson> lesson = LessonLibrary::find(bundled);
    QVERIFY(lesson);
    auto window = makeWindow();
    QVERIFY(window);
    QVERIFY(window->openFile(copy));
    QCOMPARE(window->teaching()->teachingTitle(), lesson->title);
    QCOMPARE(window->teaching()->teachingIntroduction(), lesson->comment);
    window->navigator()->goToNode(SgfGameTree::Root);
    QCOMPARE(window->gameTreePanel()->commentText(), lesson->comment);
    window->setPresentationMode(true);
    PresentationWindow* presentation = window->presentationWindow();
    QVERIFY(presentation);
    QCOMPARE(presentation->title(), lesson->title);
    QCOMPARE(presentation->lessonSlide(), 0);
    QCOMPARE(presentation->lessonSlideCount(), lesson->nodes.size() + 1);
    QCOMPARE(presentation->explanationText(), lesson->comment);
    window->setPresentationMode(false);

    // In German, the copy reads as the bundled lesson does.
    QVERIFY(AppLanguage::setLanguage(QStringLiteral("de")));
    QCoreApplication::sendPostedEvents();
    Lesson german = *lesson;
    LessonLibrary::localize(german, QStringLiteral("de"));
    QCOMPARE(window->teaching()->teachingTitle(), german.title);
    QVERIFY(AppLanguage::setLanguage(QStringLiteral("en")));
    QCoreApplication::sendPostedEvents();

    // A game record is no lesson, whatever its root says.
    QVERIFY(window->openFile(QStringLiteral(":/games/example-seki.sgf")));
    QVERIFY(window->teaching()->teachingTitle() != lesson->title);
    QVERIFY(!LessonLibrary::opened(QStringLiteral(":/games/example-seki.sgf")));
}

// Seki or not?: a click cycles a block through alive, dead and in seki; a wrong answer is
// explained block by block in words, the right one solves it; the board stays the lesson's.
void TestTeaching::exerciseSekiOrNot()
{
    auto window = makeWindow();
    QVERIFY(window);
    ExerciseSession& session = openExercise(*window, QStringLiteral("e01-seki-or-not-corner.sgf"));
    QVERIFY(session.isActive());
    QCOMPARE(session.kind(), ExerciseKind::SekiOrNot);
    QCOMPARE(window->boardInputMode(), BoardInputMode::AnswerExercise);
    QVERIFY(window->teaching()->exerciseDock()->isVisible());
    ExercisePanel& panel = *window->teaching()->exercisePanel();
    const Board before = window->boardView()->scene().board;
    // Every group asked about called alive (one click each): the three in seki are wrong.
    const std::vector<Point> asked = {{1, 0}, {0, 1}, {2, 0}, {5, 0}, {0, 4}}; // B9, A8, C9, F9, A5
    for (const Point p : asked)
        click(*window, p);
    QCOMPARE(window->boardView()->scene().board, before); // answering plays no stone
    panel.checkButton()->click();
    QVERIFY(session.isChecked());
    QVERIFY(!session.isSolved());
    QVERIFY2(panel.verdictText().startsWith(QStringLiteral("2 of 5 groups are right.")), qPrintable(panel.verdictText()));
    QVERIFY2(panel.verdictText().contains(QStringLiteral("White's group at C9 is in seki: it has one eye, D9, and "
                                                         "shares B8")),
             qPrintable(panel.verdictText()));
    QVERIFY(panel.verdictText().contains(QStringLiteral("Black's group at B9 is in seki")));
    QVERIFY(!panel.verdictText().contains(QStringLiteral("at F9")));
    // The wrong groups are highlighted on the board.
    const BoardScene& shown = window->boardView()->scene();
    QVERIFY(shown.highlighted.test(size_t(shown.board.index({2, 0}))));
    QVERIFY(!shown.highlighted.test(size_t(shown.board.index({5, 0}))));
    // Two more clicks make the three in seki; the right button steps back through the cycle.
    for (const Point p : {Point{1, 0}, Point{0, 1}, Point{2, 0}}) {
        click(*window, p);
        click(*window, p);
        click(*window, p);
        click(*window, p, Qt::RightButton);
    }
    panel.checkButton()->click();
    QVERIFY2(session.isSolved(), qPrintable(panel.verdictText()));
    QCOMPARE(panel.verdictText(), QStringLiteral("Right: every group is what you said."));
    // The count stays hidden while the exercise is answered.
    QVERIFY(!window->scoringReview()->isActive());
}

// Count it: a wrong result is said to be wrong and the right one solves it; territory marked on
// the board is checked point by point, the points missed and the points wrongly counted named.
void TestTeaching::exerciseCountIt()
{
    auto window = makeWindow();
    QVERIFY(window);
    ExerciseSession& session = openExercise(*window, QStringLiteral("e05-count-corner-seki.sgf"));
    QVERIFY(session.isActive());
    QCOMPARE(session.kind(), ExerciseKind::CountIt);
    ExercisePanel& panel = *window->teaching()->exercisePanel();
    QVERIFY(panel.resultEdit()->isVisible());
    QTest::keyClicks(panel.resultEdit(), QStringLiteral("B+3"));
    panel.checkButton()->click();
    QVERIFY(!session.isSolved());
    QVERIFY2(panel.verdictText().contains(QStringLiteral("The result B+3 is not right.")), qPrintable(panel.verdictText()));
    panel.resultEdit()->clear();
    QTest::keyClicks(panel.resultEdit(), QStringLiteral("w+3"));
    QTest::keyClick(panel.resultEdit(), Qt::Key_Return);
    QVERIFY2(session.isSolved(), qPrintable(panel.verdictText()));
    QVERIFY(panel.verdictText().contains(QStringLiteral("The result is right: W+3.")));

    // Marks: A9, an eye in seki, counted as Black's; J1, White's corner, counted as White's.
    panel.againButton()->click();
    QVERIFY(panel.resultEdit()->text().isEmpty());
    click(*window, {0, 0});                      // A9: Black's
    click(*window, {8, 8});                      // J1: Black's...
    click(*window, {8, 8});                      // ... White's
    QVERIFY(window->boardView()->scene().marks[size_t(window->boardView()->scene().board.index({8, 8}))]
            == PointMark::WhiteTerritory);
    panel.checkButton()->click();
    QVERIFY(!session.isSolved());
    QVERIFY2(panel.verdictText().contains(QStringLiteral("Counted wrongly (crossed): A9.")), qPrintable(panel.verdictText()));
    QVERIFY(panel.verdictText().contains(QStringLiteral("Territory you did not count (circled): ")));
    QVERIFY(!panel.verdictText().contains(QStringLiteral("J1")));
    // Show Answer draws the scorer's territory: J1 White's, A9 nobody's.
    panel.answerButton()->click();
    QVERIFY(session.isRevealed());
    const BoardScene& shown = window->boardView()->scene();
    QVERIFY(shown.marks[size_t(shown.board.index({8, 8}))] == PointMark::WhiteTerritory);
    QVERIFY(shown.marks[size_t(shown.board.index({0, 0}))] == PointMark::None);
    QVERIFY(panel.verdictText().contains(QStringLiteral("W+3")));
}

// Your move: a move the lesson does not have is "not this one", an occupied point is refused with
// the reason, the lesson's right move is played with the lesson's words and solves it.
void TestTeaching::exerciseYourMove()
{
    auto window = makeWindow();
    QVERIFY(window);
    ExerciseSession& session = openExercise(*window, QStringLiteral("e07-your-move-corner-seki.sgf"));
    QVERIFY(session.isActive());
    QCOMPARE(session.kind(), ExerciseKind::YourMove);
    QCOMPARE(session.toPlay(), Color::White);
    ExercisePanel& panel = *window->teaching()->exercisePanel();
    QVERIFY(!panel.checkButton()->isVisible());
    // The question's position: Black's B8 is on the board, the answers are not in the game tree.
    QCOMPARE(window->boardView()->scene().board.at({1, 1}), Color::Black);
    QCOMPARE(window->document()->reviewedTree()->node(window->document()->reviewedTree()->nodeCount() - 1).has("EX"),
             false);
    click(*window, {1, 1}); // B8: taken
    QVERIFY2(panel.verdictText().contains(QStringLiteral("B8 is taken")), qPrintable(panel.verdictText()));
    click(*window, {7, 0}); // H9: legal, not the lesson's
    QVERIFY(!session.isSolved());
    QVERIFY2(panel.verdictText().startsWith(QStringLiteral("Not H9.")), qPrintable(panel.verdictText()));
    QCOMPARE(window->boardView()->scene().board.at({7, 0}), Color::Empty);
    click(*window, {0, 0}); // A9: captures three
    QVERIFY2(session.isSolved(), qPrintable(panel.verdictText()));
    QVERIFY(panel.verdictText().startsWith(QStringLiteral("Right, A9!")));
    QVERIFY(panel.verdictText().contains(QStringLiteral("Black's corner is gone")));
    const Board& after = window->boardView()->scene().board;
    QCOMPARE(after.at({0, 0}), Color::White);
    QCOMPARE(after.at({1, 0}), Color::Empty);
    QCOMPARE(after.at({1, 1}), Color::Empty);
    // The document is untouched: the exercise's moves are not the game's.
    QVERIFY(!window->document()->isEdited());
}

// Your move over several moves: the lesson's reply is played and the student moves again; the
// hanezeki's placement at B13 is right, A13 beside it is not.
void TestTeaching::exerciseYourMoveGoesOnWithTheLine()
{
    auto window = makeWindow();
    QVERIFY(window);
    ExerciseSession& session = openExercise(*window, QStringLiteral("e08-your-move-hanezeki.sgf"));
    QVERIFY(session.isActive());
    ExercisePanel& panel = *window->teaching()->exercisePanel();
    QCOMPARE(session.toPlay(), Color::White);
    click(*window, {0, 0}); // A13
    QVERIFY(!session.isSolved());
    QVERIFY2(panel.verdictText().startsWith(QStringLiteral("Not A13.")), qPrintable(panel.verdictText()));
    click(*window, {1, 0}); // B13, the vital point
    QVERIFY(!session.isSolved());
    QVERIFY2(panel.verdictText().contains(QStringLiteral("Your move again.")), qPrintable(panel.verdictText()));
    QCOMPARE(window->boardView()->scene().board.at({5, 0}), Color::Black); // the lesson's reply, F13
    click(*window, {7, 0}); // H13 captures three
    QVERIFY2(session.isSolved(), qPrintable(panel.verdictText()));
    QCOMPARE(window->boardView()->scene().board.at({9, 0}), Color::Empty);
    // Try Again puts the question back.
    panel.againButton()->click();
    QVERIFY(!session.isSolved());
    QCOMPARE(window->boardView()->scene().board.at({1, 0}), Color::Empty);
    QCOMPARE(window->boardView()->scene().board.at({9, 0}), Color::Black);
}

// The set: Lessons › Exercises opens the first unsolved exercise; Next and Previous move through
// the set, the progress line counts the solved ones (kept in the settings), and opening a game
// ends the exercise and gives the board back to the game.
void TestTeaching::exerciseSetShowsProgress()
{
    AppSettings::setSolvedExercises({});
    auto window = makeWindow();
    QVERIFY(window);
    TeachingController& teaching = *window->teaching();
    teaching.exercisesAction()->trigger();
    QVERIFY(teaching.exerciseActive());
    QVERIFY(teaching.exerciseCount() >= 10);
    QCOMPARE(teaching.exerciseIndex(), 0);
    ExercisePanel& panel = *teaching.exercisePanel();
    QCOMPARE(panel.progressText(), QStringLiteral("Exercise 1 of %1 \u00b7 0 solved").arg(teaching.exerciseCount()));
    QVERIFY(!panel.previousButton()->isEnabled());
    // Both shelves have exercises, and every kind is there.
    QSet<int> kinds;
    bool scorerShelf = false;
    for (int k = 0; k < teaching.exerciseCount(); ++k) {
        QVERIFY(teaching.openExercise(k));
        kinds.insert(int(teaching.exerciseSession()->kind()));
        scorerShelf = scorerShelf || window->windowTitle().contains(QStringLiteral("before the end"));
    }
    QCOMPARE(kinds.size(), 3);
    QVERIFY(scorerShelf);
    QVERIFY(!panel.nextButton()->isEnabled());
    QVERIFY(teaching.openExercise(0));
    panel.nextButton()->click();
    QCOMPARE(teaching.exerciseIndex(), 1);
    panel.previousButton()->click();
    QCOMPARE(teaching.exerciseIndex(), 0);

    // Solve the first (Seki or not? in the corner) and the progress counts it, kept for next time.
    ExerciseSession& session = *teaching.exerciseSession();
    for (const Point p : {Point{1, 0}, Point{0, 1}, Point{2, 0}}) {
        click(*window, p);
        click(*window, p);
        click(*window, p);
    }
    click(*window, {5, 0});
    click(*window, {0, 4});
    panel.checkButton()->click();
    QVERIFY2(session.isSolved(), qPrintable(panel.verdictText()));
    QVERIFY(panel.progressText().endsWith(QStringLiteral("1 solved")));
    QCOMPARE(AppSettings::solvedExercises().size(), 1);
    // Lessons › Exercises again starts from the first one not solved.
    teaching.exercisesAction()->trigger();
    QCOMPARE(teaching.exerciseIndex(), 1);

    // A game opened ends the exercise: its dock goes, the board marks dead stones again.
    QVERIFY(window->openFile(QStringLiteral(":/games/example-seki.sgf")));
    QVERIFY(!teaching.exerciseActive());
    QVERIFY(!teaching.exerciseDock()->isVisible());
    QVERIFY(window->boardInputMode() != BoardInputMode::AnswerExercise);
    AppSettings::setSolvedExercises({});
}

// Presentation mode with an exercise: the question large beside the board, the class answers
// through the teacher's clicks on the projected board, Enter checks, A reveals the answer,
// Page Down goes to the next exercise.
void TestTeaching::exerciseInPresentation()
{
    auto window = makeWindow();
    QVERIFY(window);
    ExerciseSession& session = openExercise(*window, QStringLiteral("e01-seki-or-not-corner.sgf"));
    QVERIFY(session.isActive());
    TeachingController& teaching = *window->teaching();
    teaching.presentationAction()->trigger();
    PresentationWindow* presentation = window->presentationWindow();
    QVERIFY(presentation && presentation->isVisible());
    QVERIFY(teaching.exerciseActive());
    QVERIFY(!window->scoringReview()->isActive());
    QVERIFY2(presentation->explanationText().contains(QStringLiteral("Seki or not?")),
             qPrintable(presentation->explanationText()));
    // The class says alive for C9 (a click on the projected board), the teacher checks: wrong.
    QTest::mouseClick(presentation, Qt::LeftButton, {}, presentation->pointCentre({2, 0}).toPoint());
    QTest::keyClick(presentation, Qt::Key_Return);
    QVERIFY(session.isChecked());
    QVERIFY(!session.isSolved());
    QVERIFY2(presentation->explanationText().contains(QStringLiteral("White's group at C9 is in seki")),
             qPrintable(presentation->explanationText()));
    // The teacher reveals the answer.
    QTest::keyClick(presentation, Qt::Key_A);
    QVERIFY(session.isRevealed());
    QVERIFY(presentation->explanationText().contains(QStringLiteral("White's group at C9: in seki.")));
    // Page Down: the next exercise of the set, on the projector too.
    const int index = teaching.exerciseIndex();
    QTest::keyClick(presentation, Qt::Key_PageDown);
    QCOMPARE(teaching.exerciseIndex(), index + 1);
    QVERIFY(!session.isRevealed());
    QTest::keyClick(presentation, Qt::Key_Escape);
    QVERIFY(!presentation->isVisible());
    QVERIFY(teaching.exerciseActive());
}

// A teacher writes exercises with the lesson editor: the corner seki set up, Seki or not? at the
// first position (the key from the scorer: the groups marked asked about), then Your move after
// Black's B8 with White's A9 marked right and E5 wrong. Saved, the exercises are in the set and
// answer as the bundled ones do.
void TestTeaching::exerciseWrittenInTheEditor()
{
    QDir(LessonLibrary::userFolder()).removeRecursively();
    auto window = makeWindow();
    QVERIFY(window);
    QVERIFY(window->newPosition(QSize(9, 9)));
    BoardEditor& editor = *window->boardEditor();
    // The corner seki of the first lesson, stone by stone.
    const std::optional<Lesson> corner = LessonLibrary::find(QStringLiteral(":/lessons/01-corner-seki.sgf"));
    QVERIFY(corner);
    for (const Color colour : {Color::Black, Color::White}) {
        editor.setTool(colour == Color::Black ? BoardEditor::Tool::Black : BoardEditor::Tool::White);
        for (int y = 0; y < 9; ++y)
            for (int x = 0; x < 9; ++x)
                if (corner->position.board.at({x, y}) == colour)
                    editor.applyAt({x, y}, Qt::LeftButton, Qt::NoModifier);
    }
    LessonEditor& lesson = editor.lesson();
    QTest::keyClicks(lesson.titleEdit(), QStringLiteral("My corner exercises"));
    QTest::keyClicks(lesson.textEdit(), QStringLiteral("Seki or not? The two corner groups."));
    // Ask about Black's B9 and White's C9 only: a mark on each.
    editor.setTool(BoardEditor::Tool::Circle);
    editor.applyAt({1, 0}, Qt::LeftButton, Qt::NoModifier);
    editor.applyAt({2, 0}, Qt::LeftButton, Qt::NoModifier);
    lesson.exerciseBox()->setCurrentIndex(lesson.exerciseBox()->findData(int(ExerciseKind::SekiOrNot)));
    emit lesson.exerciseBox()->activated(lesson.exerciseBox()->currentIndex());
    QVERIFY2(lesson.exerciseInfo()->text().contains(QStringLiteral("0 alive, 0 dead, 2 in seki")),
             qPrintable(lesson.exerciseInfo()->text()));
    // Undo takes the exercise away, redo puts it back.
    window->undoStack()->undo();
    QVERIFY(!editor.draft().exercise());
    window->undoStack()->redo();
    QVERIFY(editor.draft().exercise());

    // Your move after Black's B8: White's A9 right, E5 wrong.
    editor.setTool(BoardEditor::Tool::Play);
    editor.applyAt({1, 1}, Qt::LeftButton, Qt::NoModifier); // B8
    lesson.textEdit()->clear();
    QTest::keyClicks(lesson.textEdit(), QStringLiteral("Black has played B8. White to play."));
    lesson.exerciseBox()->setCurrentIndex(lesson.exerciseBox()->findData(int(ExerciseKind::YourMove)));
    emit lesson.exerciseBox()->activated(lesson.exerciseBox()->currentIndex());
    QVERIFY(lesson.reasonEdit()->isVisibleTo(lesson.dock()));
    const int question = editor.draft().current();
    editor.applyAt({0, 0}, Qt::LeftButton, Qt::NoModifier); // W A9
    QTest::keyClicks(lesson.textEdit(), QStringLiteral("White takes three."));
    lesson.answerBox()->setCurrentIndex(lesson.answerBox()->findData(int(LessonDraft::Answer::Right)));
    emit lesson.answerBox()->activated(lesson.answerBox()->currentIndex());
    lesson.showNode(question);
    editor.applyAt({4, 4}, Qt::LeftButton, Qt::NoModifier); // W E5
    QTest::keyClicks(lesson.textEdit(), QStringLiteral("Too slow."));
    lesson.answerBox()->setCurrentIndex(lesson.answerBox()->findData(int(LessonDraft::Answer::Wrong)));
    emit lesson.answerBox()->activated(lesson.answerBox()->currentIndex());
    QString error;
    const QString path = lesson.save(&error);
    QVERIFY2(!path.isEmpty(), qPrintable(error));

    // The saved keys: read back by core, Seki or not? agreeing with the scorer.
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    QVERIFY2(bytes.contains("EX[seki]") && bytes.contains("EX[move]") && bytes.contains("TE[1]")
                 && bytes.contains("BM[1]"),
             bytes.constData());
    QVERIFY(!bytes.contains("(;)"));

    // In the set, and answered: the seki one right, the move one wrong then right.
    editor.setActive(false);
    TeachingController& teaching = *window->teaching();
    QVERIFY(window->openLesson(path));
    QVERIFY(teaching.exerciseActive());
    ExerciseSession& session = *teaching.exerciseSession();
    QCOMPARE(session.kind(), ExerciseKind::SekiOrNot);
    QCOMPARE(session.question(), QStringLiteral("Seki or not? The two corner groups."));
    for (const Point p : {Point{1, 0}, Point{2, 0}}) {
        click(*window, p);
        click(*window, p);
        click(*window, p);
    }
    teaching.exercisePanel()->checkButton()->click();
    QVERIFY2(session.isSolved(), qPrintable(teaching.exercisePanel()->verdictText()));
    teaching.exercisePanel()->nextButton()->click();
    QCOMPARE(session.kind(), ExerciseKind::YourMove);
    click(*window, {4, 4}); // E5: the lesson's wrong answer, with its words
    QVERIFY(!session.isSolved());
    QVERIFY2(teaching.exercisePanel()->verdictText().contains(QStringLiteral("Too slow.")),
             qPrintable(teaching.exercisePanel()->verdictText()));
    click(*window, {0, 0}); // A9
    QVERIFY2(session.isSolved(), qPrintable(teaching.exercisePanel()->verdictText()));
    QDir(LessonLibrary::userFolder()).removeRecursively();
}

// On a 1024x768 projector a long lesson text is not shrunk below the least size: it is split at
// sentences over pages, each stepped through like a slide, nothing of it lost.
void TestTeaching::presentationSplitsLongTexts()
{
    auto window = makeWindow();
    QVERIFY(window);
    QVERIFY(window->openLesson(QStringLiteral(":/lessons/19-hanezeki.sgf")));
    window->teaching()->presentationAction()->trigger();
    PresentationWindow* presentation = window->presentationWindow();
    QVERIFY(presentation && presentation->isVisible());
    presentation->showNormal();
    presentation->resize(1024, 768);
    QCOMPARE(presentation->size(), QSize(1024, 768));
    QCOMPARE(presentation->lessonSlide(), 0);
    const QStringList pages = presentation->slideTextPages();
    QVERIFY2(pages.size() >= 2, qPrintable(QString::number(pages.size())));
    QCOMPARE(pages.join(QLatin1Char(' ')).simplified(), presentation->explanationText().simplified());
    // Right steps through the pages, then to the next position; Left comes back to the last page.
    for (int page = 1; page < pages.size(); ++page) {
        QTest::keyClick(presentation, Qt::Key_Right);
        QCOMPARE(presentation->lessonSlide(), 0);
        QCOMPARE(presentation->slideTextPage(), page);
    }
    QTest::keyClick(presentation, Qt::Key_Right);
    QCOMPARE(presentation->lessonSlide(), 1);
    QTest::keyClick(presentation, Qt::Key_Left);
    QCOMPARE(presentation->lessonSlide(), 0);
    QCOMPARE(presentation->slideTextPage(), int(pages.size()) - 1);
    // On a large screen the same text fits on fewer pages.
    presentation->resize(1920, 1080);
    QVERIFY(presentation->slideTextPages().size() <= pages.size());
    QTest::keyClick(presentation, Qt::Key_Escape);
}

// Export Handout and Print lay the handout on the locale's paper (Letter in the United States,
// A4 in Germany or Japan) with margins of at least 12 mm, whatever a print dialog chose.
void TestTeaching::handoutPaperFollowsTheLocale()
{
    const QPageLayout us = HandoutWriter::pageLayout(QLocale(QLocale::English, QLocale::UnitedStates));
    const QPageLayout de = HandoutWriter::pageLayout(QLocale(QLocale::German, QLocale::Germany));
    const QPageLayout ja = HandoutWriter::pageLayout(QLocale(QLocale::Japanese, QLocale::Japan));
    QCOMPARE(us.pageSize().id(), QPageSize::Letter);
    QCOMPARE(de.pageSize().id(), QPageSize::A4);
    QCOMPARE(ja.pageSize().id(), QPageSize::A4);
    for (const QPageLayout& layout : {us, de, ja}) {
        const QMarginsF margins = layout.margins(QPageLayout::Millimeter);
        QVERIFY(std::min({margins.left(), margins.top(), margins.right(), margins.bottom()}) >= 12);
    }
    // A printer left at 4 mm (as Print to File was) gets 12 mm; wider margins are kept.
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(4, 4, 20, 4),
                                      QPageLayout::Millimeter));
    printer.setPageLayout(HandoutWriter::withLeastMargins(printer.pageLayout()));
    const QMarginsF kept = printer.pageLayout().margins(QPageLayout::Millimeter);
    QVERIFY2(std::abs(kept.left() - 12) < 0.01 && std::abs(kept.top() - 12) < 0.01, qPrintable(QString::number(kept.left())));
    QVERIFY(std::abs(kept.right() - 20) < 0.01);
    QCOMPARE(printer.pageLayout().pageSize().id(), QPageSize::A4);
}

// Lessons › Browse Lessons › Print Problems of This Shelf: the shelf shown goes to the window,
// which makes its sheet of problems and shows it in a print preview.
void TestTeaching::problemSheetFromTheBrowser()
{
    MainWindow window;
    window.show();
    const QList<Lesson> lessons = LessonLibrary::loadAll();
    LessonBrowser browser(lessons, &window);
    browser.show();
    QCOMPARE(LessonBrowser::shelfKeys().value(browser.shelves()->currentIndex()), QStringLiteral("go"));
    QVERIFY(browser.problemSheetButton()->isEnabled());
    QSignalSpy requested(&browser, &LessonBrowser::problemSheetRequested);
    browser.problemSheetButton()->click();
    QCOMPARE(requested.size(), 1);
    QCOMPARE(requested.takeFirst().at(0).toString(), QStringLiteral("go"));
    // Each shelf's button is there when the shelf poses exercises.
    for (int k = 0; k < LessonBrowser::shelfKeys().size(); ++k) {
        browser.shelves()->setCurrentIndex(k);
        const QString shelf = LessonBrowser::shelfKeys().at(k);
        const bool exercises = std::any_of(lessons.begin(), lessons.end(), [&](const Lesson& lesson) {
            return LessonBrowser::onShelf(lesson, shelf) && !lesson.exercises.isEmpty();
        });
        QCOMPARE(browser.problemSheetButton()->isEnabled(), exercises);
        QCOMPARE(window.teaching()->problemSheet(shelf) != nullptr, exercises);
    }
    // SEKI_BROWSER_PNG names a folder: the browser with its buttons, in English and German, at the
    // size it takes on a 1024x768 projector and on a desk, to look at.
    if (const QByteArray folder = qgetenv("SEKI_BROWSER_PNG"); !folder.isEmpty()) {
        browser.shelves()->setCurrentIndex(0);
        for (const QString& code : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("ja")}) {
            QVERIFY(AppLanguage::setLanguage(code));
            QCoreApplication::sendPostedEvents();
            for (const QSize size : {QSize(1000, 720), QSize(1040, 680)}) {
                browser.resize(size);
                QCoreApplication::processEvents();
                browser.grab().save(QStringLiteral("%1/browser-%2-%3.png").arg(QString::fromLocal8Bit(folder), code).arg(size.width()));
            }
        }
        QVERIFY(AppLanguage::setLanguage(QStringLiteral("en")));
        QCoreApplication::sendPostedEvents();
    }
    const std::unique_ptr<HandoutWriter> sheet = window.teaching()->problemSheet(QStringLiteral("go"));
    QVERIFY(sheet && sheet->isProblemSheet());
    QVERIFY(sheet->lessonDiagrams().size() >= 12);
    // The preview opens on the sheet (closed here at once).
    bool previewed = false;
    QTimer::singleShot(0, &window, [&previewed] {
        for (QWidget* widget : QApplication::topLevelWidgets())
            if (widget->objectName() == QLatin1String("problemSheetPreview") && widget->isVisible()) {
                previewed = true;
                widget->close();
            }
    });
    window.teaching()->printProblemSheet(QStringLiteral("go"));
    QVERIFY(previewed);
}

QTEST_MAIN(TestTeaching)
#include "tst_teaching.moc"
