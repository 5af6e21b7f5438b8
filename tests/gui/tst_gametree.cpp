// Reviewing a whole record in the window: the Comments dock follows the node, the variations are
// reached with keys and from the list, the board shows each node's position; in the scoring
// walk-through its keys drive it wherever the focus is and never mark stones; the window fits
// small screens; a file's highlights go with it. Runs offscreen (add_unit_test GUI).
#include "board/boardview.h"
#include "common/pointnames.h"
#include "mainwindow/gametreepanel.h"
#include "document/recordnavigator.h"
#include "document/gamedocument.h"
#include "mainwindow/gameinfopanel.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/screenlayout.h"
#include "eyes/eyeanalysispanel.h"
#include "eyes/eyelens.h"
#include "eyes/eyelenscontroller.h"
#include "eyes/eyeoverlay.h"
#include "mainwindow/movebar.h"
#include "mainwindow/scorepanel.h"
#include "review/scoringreview.h"
#include "review/timelinebar.h"
#include "review/tracecontroller.h"

#include "scoring/scorer.h"
#include "sgf/sgfgametree.h"
#include "sgf/treecursor.h"

#include "testconfig.h"

#include <QAction>
#include <QApplication>
#include <QStatusBar>
#include <QDockWidget>
#include <QLabel>
#include <QScrollArea>
#include <QTreeWidget>
#include <QListWidget>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QToolButton>
#include <QUndoStack>

using namespace seki;
using namespace seki::ui;

namespace {

QString recordPath()
{
    return QStringLiteral(SEKI_TEST_DATA_DIR "/sgf/review-tree.sgf");
}

Point at(const char* sgf)
{
    return *fromSgf(sgf);
}

} // namespace

class TestGameTree : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void commentsFollowTheNode();
    void variationsByKeyAndList();
    void boardLettersAndListAgree();
    void gameInformation();
    void reviewKeysWithFocusOnTheBoard();
    void reviewKeysWithFocusOnATimelineButton();
    void windowFitsSmallScreens_data();
    void windowFitsSmallScreens();
    void highlightsGoWithTheFile();
    void scoreThePositionShown();
    void positionShownKeepsTheSetupPrisoners();

private:
    void key(Qt::Key key);
    // A walk-through key, then the step's animation finished (a second press would finish it).
    void step(Qt::Key key);
    QTemporaryDir m_settingsDir;
    std::unique_ptr<MainWindow> m_window;
};

void TestGameTree::initTestCase()
{
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
    QStandardPaths::setTestModeEnabled(true);
}

void TestGameTree::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1200, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestGameTree::cleanup()
{
    m_window->undoStack()->setClean();
    m_window.reset();
}

// A key as the user presses it: to the widget with the focus.
void TestGameTree::key(Qt::Key key)
{
    QWidget* focus = QApplication::focusWidget();
    QTest::keyClick(focus ? focus : m_window.get(), key);
}

void TestGameTree::step(Qt::Key key)
{
    this->key(key);
    m_window->scoringReview()->controller().finishAnimation();
}

void TestGameTree::commentsFollowTheNode()
{
    QVERIFY(m_window->openFile(recordPath()));
    GameTreePanel* panel = m_window->gameTreePanel();
    // The final position of the main line (W D6) has no comment; the board is the scored one.
    QVERIFY(m_window->moveBar()->isAtEnd());
    QVERIFY(m_window->boardView()->isInteractive());
    QVERIFY(panel->commentText().isEmpty());
    m_window->moveBar()->setMove(1);
    QCOMPARE(panel->commentText(), QStringLiteral("Black takes the centre."));
    QVERIFY(m_window->moveBar()->labelText().contains(QStringLiteral("Black E5")));
    m_window->moveBar()->setMove(0);
    QVERIFY(panel->commentText().contains(QStringLiteral("three choices at move 3")));
    m_window->moveBar()->setMove(5);
    QCOMPARE(panel->commentText(), QStringLiteral("Black keeps the corner."));
    QCOMPARE(m_window->boardView()->scene().board.at(at("cd")), Color::Black);
}

void TestGameTree::variationsByKeyAndList()
{
    QVERIFY(m_window->openFile(recordPath()));
    m_window->boardView()->setFocus();
    BoardView* board = m_window->boardView();
    m_window->moveBar()->setMove(2);
    // After move 2 the record branches three ways: lettered on the board.
    QCOMPARE(board->scene().branchLabels.size(), size_t(3));
    QCOMPARE(board->scene().branchLabels[1].first, at("ba"));
    QCOMPARE(board->scene().branchLabels[1].second, 'B');

    key(Qt::Key_Right);
    QCOMPARE(m_window->navigator()->move(), 3);
    QCOMPARE(m_window->gameTreePanel()->commentText(), QStringLiteral("Main line: the 3-3 point."));
    QListWidget* list = m_window->gameTreePanel()->variationList();
    QCOMPARE(list->count(), 3);
    QCOMPARE(list->currentRow(), 0);
    key(Qt::Key_Down);
    QCOMPARE(m_window->gameTreePanel()->commentText(), QStringLiteral("Variation 2: a hane on the top edge."));
    QCOMPARE(list->currentRow(), 1);
    QCOMPARE(board->scene().board.at(at("ba")), Color::Black);
    QCOMPARE(board->scene().board.at(at("cc")), Color::Empty);
    QVERIFY(!board->isInteractive());
    QVERIFY(m_window->scorePanel()->messageText().contains(QStringLiteral("variation")));
    // Along the variation: W A9, then B A8 takes it.
    key(Qt::Key_Right);
    key(Qt::Key_Right);
    QCOMPARE(m_window->gameTreePanel()->commentText(), QStringLiteral("Black captures the stone at A9."));
    QCOMPARE(board->scene().board.at(at("aa")), Color::Empty);
    QVERIFY(m_window->moveBar()->labelText().contains(QStringLiteral("Black A8, captures 1")));
    // The nested fork at move 5 is the nearest now.
    key(Qt::Key_Down);
    QCOMPARE(m_window->gameTreePanel()->commentText(), QStringLiteral("A slower answer."));
    QCOMPARE(board->scene().board.at(at("aa")), Color::White);
    key(Qt::Key_Up);
    QCOMPARE(board->scene().board.at(at("aa")), Color::Empty);
    // End: the end of this variation; at its end, End goes to the scored end of the main line.
    key(Qt::Key_Left);
    key(Qt::Key_Left);
    QCOMPARE(m_window->navigator()->move(), 3);
    key(Qt::Key_End);
    QCOMPARE(m_window->navigator()->move(), 5);
    QVERIFY(!board->isInteractive());
    key(Qt::Key_Left);
    key(Qt::Key_Left);

    // From the list: the third choice at move 3.
    QCOMPARE(list->count(), 3);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->item(2)).center());
    QCOMPARE(m_window->gameTreePanel()->commentText(), QStringLiteral("Variation 3: the other corner."));
    QCOMPARE(board->scene().board.at(at("gg")), Color::Black);

    board->setFocus();
    key(Qt::Key_End);
    QVERIFY(board->isInteractive());
    QCOMPARE(board->scene().board.at(at("dd")), Color::White);
    QCOMPARE(m_window->document()->position().board, board->scene().board);
}

// At every node of the record the letters on the board and the Comments dock's list agree: where
// the board letters the next moves, the list is those moves under those letters; where it letters
// none, the list holds no letters of the next move (only this move's alternatives, just past a fork).
void TestGameTree::boardLettersAndListAgree()
{
    QVERIFY(m_window->openFile(recordPath()));
    const SgfGameTree& tree = *m_window->document()->reviewedTree();
    const BoardView* board = m_window->boardView();
    const QListWidget* list = m_window->gameTreePanel()->variationList();
    int lettered = 0;
    for (int node = 0; node < tree.nodeCount(); ++node) {
        m_window->navigator()->goToNode(node);
        const TreeCursor& cursor = *m_window->navigator()->cursor();
        const auto& labels = board->scene().branchLabels;
        const std::vector<TreeCursor::Branch> next = cursor.branches();
        if (!labels.empty()) {
            ++lettered;
            QVERIFY(list->isVisible());
            QCOMPARE(list->count(), int(next.size()));
            for (const auto& [point, letter] : labels) {
                const int row = letter - 'A';
                QVERIFY(row < list->count());
                const QString text = list->item(row)->text();
                QVERIFY2(text.startsWith(QString(QChar(letter)) + QStringLiteral(". ")), qPrintable(text));
                QVERIFY2(text.contains(pointName(point, 9)), qPrintable(text));
                QCOMPARE(list->item(row)->data(Qt::UserRole).toInt(), next[size_t(row)].node);
            }
        } else if (list->isVisible()) {
            // Not the next move's: the list is this move and its siblings, this move selected.
            QVERIFY(next.size() <= 1);
            QCOMPARE(list->item(list->currentRow())->data(Qt::UserRole).toInt(), node);
        } else {
            QVERIFY(next.size() <= 1);
        }
    }
    QVERIFY(lettered >= 2); // the fork after move 2 and the nested one
    // Where the board letters the next moves, clicking one in the list goes there.
    m_window->moveBar()->setMove(2);
    QCOMPARE(list->count(), 3);
    QListWidget* clickable = m_window->gameTreePanel()->variationList();
    QTest::mouseClick(clickable->viewport(), Qt::LeftButton, {}, clickable->visualItemRect(clickable->item(1)).center());
    QCOMPARE(m_window->navigator()->move(), 3);
    QCOMPARE(m_window->gameTreePanel()->commentText(), QStringLiteral("Variation 2: a hane on the top edge."));
}

void TestGameTree::gameInformation()
{
    QVERIFY(m_window->openFile(recordPath()));
    auto* info = m_window->findChild<GameInfoPanel*>();
    QVERIFY(info);
    QVERIFY(info->blackText().contains(QStringLiteral("3d")));
    const QString details = info->detailsText();
    QVERIFY(details.contains(QStringLiteral("2026-11-23")));
    QVERIFY(details.contains(QStringLiteral("SekiScope review test, round 1")));
    QVERIFY(details.contains(QStringLiteral("Tokyo")));
    QVERIFY(details.contains(QStringLiteral("10 min + 5x30 byo-yomi")));
}

void TestGameTree::reviewKeysWithFocusOnTheBoard()
{
    QVERIFY(m_window->openFile(QStringLiteral(SEKI_RESOURCES_DIR "/games/example-seki.sgf")));
    ScoringReview* review = m_window->scoringReview();
    TraceController& controller = review->controller();
    const std::vector<Point> dead = m_window->document()->deadStones();
    m_window->boardView()->setFocus();
    review->setActive(true);
    QVERIFY(review->isActive());
    // The board under the walk-through keeps the focus the user gave it.
    m_window->boardView()->setFocus();
    QCOMPARE(controller.position(), 0);
    step(Qt::Key_Right);
    step(Qt::Key_Right);
    QCOMPARE(controller.position(), 2);
    step(Qt::Key_Left);
    QCOMPARE(controller.position(), 1);
    step(Qt::Key_End);
    QCOMPARE(controller.position(), controller.positionCount() - 1);
    step(Qt::Key_Home);
    QCOMPARE(controller.position(), 0);
    step(Qt::Key_PageDown);
    QVERIFY(controller.position() > 0);
    // Space plays; it never marks a block through the hidden board's cursor.
    key(Qt::Key_Space);
    QVERIFY(controller.isPlaying());
    key(Qt::Key_Space);
    QVERIFY(!controller.isPlaying());
    QCOMPARE(m_window->undoStack()->count(), 0);
    QCOMPARE(m_window->document()->deadStones(), dead);
}

void TestGameTree::reviewKeysWithFocusOnATimelineButton()
{
    QVERIFY(m_window->openFile(QStringLiteral(SEKI_RESOURCES_DIR "/games/example-seki.sgf")));
    ScoringReview* review = m_window->scoringReview();
    TraceController& controller = review->controller();
    review->setActive(true);
    // A button that takes the focus (as a style or Tab may give it): Left/Right, Space still step
    // and play the walk-through.
    QToolButton* button = nullptr;
    for (QToolButton* candidate : review->timeline()->findChildren<QToolButton*>())
        if (candidate->defaultAction() == review->timeline()->stepForwardAction())
            button = candidate;
    QVERIFY(button);
    button->setFocusPolicy(Qt::StrongFocus);
    QApplication::processEvents();
    button->setFocus();
    QApplication::processEvents();
    QCOMPARE(QApplication::focusWidget(), button);
    step(Qt::Key_Right);
    QCOMPARE(controller.position(), 1);
    step(Qt::Key_Right);
    step(Qt::Key_Left);
    QCOMPARE(controller.position(), 1);
    key(Qt::Key_Space);
    QVERIFY(controller.isPlaying());
    key(Qt::Key_Space);
    QVERIFY(!controller.isPlaying());
    // And from the Comments dock's text.
    auto* comments = m_window->gameTreePanel()->findChild<QTextBrowser*>();
    comments->setFocus();
    step(Qt::Key_End);
    QCOMPARE(controller.position(), controller.positionCount() - 1);
    QCOMPARE(m_window->undoStack()->count(), 0);
    // Out of the walk-through the board's keys are its own again.
    review->setActive(false);
    BoardView* board = m_window->boardView();
    board->setFocus();
    const Board& stones = m_window->document()->position().board;
    std::optional<Point> stone;
    stones.forEachPoint([&](Board::Index i) {
        if (!stone && isStone(stones.at(i)))
            stone = stones.point(i);
    });
    board->setCursorPoint(*stone);
    key(Qt::Key_Space);
    QCOMPARE(m_window->undoStack()->count(), 1);
    // Said in the status line, and undone out loud.
    const QString name = QString::fromStdString(toGtp(*stone, stones.height()));
    QVERIFY2(m_window->statusBar()->currentMessage().contains(name),
             qPrintable(m_window->statusBar()->currentMessage()));
    for (QAction* action : m_window->findChildren<QAction*>())
        if (action->shortcuts().contains(QKeySequence(QKeySequence::Undo)))
            action->trigger();
    QCOMPARE(m_window->undoStack()->index(), 0);
    QVERIFY2(m_window->statusBar()->currentMessage().startsWith(QStringLiteral("Undone")),
             qPrintable(m_window->statusBar()->currentMessage()));
}

void TestGameTree::windowFitsSmallScreens_data()
{
    QTest::addColumn<QSize>("screen");
    QTest::newRow("laptop 1280x720") << QSize(1280, 720);
    QTest::newRow("projector 1024x768") << QSize(1024, 768);
}

// The first layout on a small screen: the window within it (and able to be, its minimum too),
// with the board, the Score and the walk-through's explanation all on screen.
void TestGameTree::windowFitsSmallScreens()
{
    QFETCH(QSize, screen);
    const QRect available(QPoint(0, 0), screen);
    QVERIFY(m_window->openFile(QStringLiteral(SEKI_RESOURCES_DIR "/games/example-seki.sgf")));
    ScreenLayout::arrange(*m_window, available);
    m_window->scoringReview()->setActive(true);
    step(Qt::Key_PageDown);
    QTRY_VERIFY(m_window->width() <= screen.width() && m_window->height() <= screen.height());
    QVERIFY2(m_window->minimumSizeHint().height() <= screen.height(),
             qPrintable(QStringLiteral("minimum height %1").arg(m_window->minimumSizeHint().height())));
    QVERIFY(m_window->minimumSizeHint().width() <= screen.width());
    QApplication::processEvents();
    const QRect inside = m_window->rect();
    const auto onScreen = [&](QWidget* widget) {
        const QRect shown(widget->mapTo(m_window.get(), QPoint(0, 0)), widget->size());
        return widget->isVisible() && !widget->visibleRegion().isEmpty() && inside.contains(shown);
    };
    BoardView* board = m_window->boardView();
    QVERIFY(onScreen(board));
    QVERIFY2(board->height() >= 250, qPrintable(QString::number(board->height())));
    auto* score = m_window->findChild<QDockWidget*>(QStringLiteral("scoreDock"));
    QVERIFY(onScreen(score));
    QVERIFY(qobject_cast<QScrollArea*>(score->widget())->viewport()->height() >= 150);
    // The explanation: the label that says what the step does.
    QLabel* explanation = nullptr;
    for (QLabel* label : m_window->findChild<QDockWidget*>(QStringLiteral("timelineDock"))->findChildren<QLabel*>())
        if (label->text() == m_window->scoringReview()->explanationText())
            explanation = label;
    QVERIFY(explanation);
    QVERIFY(onScreen(explanation));
    // All of it in view, not scrolled: the timeline's dock grew to it.
    QVERIFY(explanation->height() >= explanation->heightForWidth(explanation->width()));
    QTRY_COMPARE(explanation->visibleRegion(), QRegion(explanation->rect()));
    // The panels that need room share one tab group under the Score, whole titles on the tabs.
    const QList<QDockWidget*> tabbed
        = m_window->tabifiedDockWidgets(m_window->findChild<QDockWidget*>(QStringLiteral("gameDock")));
    QVERIFY(tabbed.contains(m_window->findChild<QDockWidget*>(QStringLiteral("rulesDock"))));
    QVERIFY(tabbed.contains(m_window->findChild<QDockWidget*>(QStringLiteral("eyeAnalysisDock"))));
}

// An eye space picked and a region inspected in one file are gone in the next, and in the
// presentation.
void TestGameTree::highlightsGoWithTheFile()
{
    QVERIFY(m_window->openFile(QStringLiteral(SEKI_RESOURCES_DIR "/games/example-seki.sgf")));
    EyeLensController* eyes = m_window->eyeLens();
    eyes->dock()->show();
    eyes->dock()->raise();
    QTRY_VERIFY(eyes->isPanelShown());
    QTRY_VERIFY(eyes->lens().isCurrent());
    QTreeWidget* list = eyes->panel()->list();
    QVERIFY(list->topLevelItemCount() > 0);
    list->setCurrentItem(list->topLevelItem(0));
    QCOMPARE(eyes->overlay()->selectedSpace(), 0);
    TraceController& controller = m_window->scoringReview()->controller();
    controller.selectPoint(Point{0, 0});
    QVERIFY(controller.selectedPoint());
    m_window->scoringReview()->stageDock(4)->raise();

    QVERIFY(m_window->openFile(QStringLiteral(SEKI_RESOURCES_DIR "/games/seki-19.sgf")));
    QTRY_VERIFY(eyes->lens().isCurrent());
    QCOMPARE(eyes->panel()->selectedSpace(), -1);
    QCOMPARE(eyes->overlay()->selectedSpace(), -1);
    QVERIFY(!eyes->overlay()->isVisible());
    QVERIFY(!controller.selectedPoint());
    // The walk-through's docks wait for it (hidden while reviewing); it starts at its first stage
    // again, the dead stones'.
    QVERIFY(!m_window->scoringReview()->deadStoneDock()->isVisible());
    m_window->scoringReview()->setActive(true);
    QVERIFY(!m_window->scoringReview()->deadStoneDock()->visibleRegion().isEmpty());
    m_window->scoringReview()->setActive(false);

    // Picked again, then presented: the class sees neither.
    list->setCurrentItem(list->topLevelItem(0));
    controller.selectPoint(Point{0, 0});
    m_window->setPresentationMode(true);
    QVERIFY(!controller.selectedPoint());
    QCOMPARE(eyes->overlay()->selectedSpace(), -1);
    m_window->setPresentationMode(false);
}

// Score the Position Shown: the document counts the node shown (its board from the record), the
// panel says which position, navigation is followed, marks made there stay there, and Save still
// writes the end of the main line.
void TestGameTree::scoreThePositionShown()
{
    QVERIFY(m_window->openFile(recordPath()));
    const GameDocument* document = m_window->document();
    ScorePanel* panel = m_window->scorePanel();
    QAction* action = m_window->scoreShownAction();
    QVERIFY(action->isEnabled());
    QVERIFY(!action->isChecked());
    // Area counting: the stones on the board count, so every node's score differs.
    const Rules rules = Rules::Chinese;
    const QString finalResult = panel->resultText(rules);
    const QString finalJapanese = panel->resultText(Rules::Japanese);
    QCOMPARE(panel->countedPositionText(), QStringLiteral("Counting the end of the game, move 6"));
    const QByteArray savedBefore = document->sgfText(rules, std::nullopt);

    // What the scorer says about the position after a node: its board replayed by the cursor.
    const auto expected = [&](int moves) {
        TreeCursor cursor(*document->reviewedTree(), 9, 9);
        for (int k = 0; k < moves; ++k)
            cursor.forward();
        Position position = document->finalPosition();
        position.board = cursor.state().board;
        position.dead.reset();
        position.capturedByBlack = cursor.state().capturedByBlack;
        position.capturedByWhite = cursor.state().capturedByWhite;
        return QString::fromStdString(Scorer().score(position, rules).resultText());
    };

    m_window->moveBar()->setMove(1);
    QVERIFY(!m_window->boardView()->isInteractive());
    action->trigger();
    QVERIFY(action->isChecked());
    QVERIFY(document->countedNode());
    QVERIFY(m_window->boardView()->isInteractive());
    QCOMPARE(panel->countedPositionText(), QStringLiteral("Counting the position after move 1"));
    QCOMPARE(panel->resultText(rules), expected(1));
    QVERIFY(panel->resultText(rules) != finalResult);
    QCOMPARE(document->position().board.at(at("ee")), Color::Black);
    QCOMPARE(document->position().board.at(at("gc")), Color::Empty);
    // The walk-through counts the same position.
    QCOMPARE(m_window->scoringReview()->controller().walk().position().board, document->position().board);

    // Navigation while on: the counted position follows.
    m_window->moveBar()->setMove(3);
    QCOMPARE(panel->countedPositionText(), QStringLiteral("Counting the position after move 3"));
    QCOMPARE(panel->resultText(rules), expected(3));

    // A mark on the shown position: scored there, undoable, never in the file Save writes.
    QTest::mouseClick(m_window->boardView(), Qt::LeftButton, {}, m_window->boardView()->rectFor(at("ee")).center());
    QVERIFY(document->isDead(at("ee")));
    QVERIFY(panel->resultText(rules) != expected(3));
    QCOMPARE(document->sgfText(rules, std::nullopt), savedBefore);
    QVERIFY(document->deadStones().empty());
    // The result Save writes is the end of the game's (under territory rules the dead stone is a
    // prisoner here, so the shown position's result differs from it).
    QVERIFY(panel->resultText(Rules::Japanese) != finalJapanese);
    QCOMPARE(QString::fromStdString(document->finalScore(Rules::Japanese)->resultText()), finalJapanese);
    m_window->undoStack()->undo();
    QVERIFY(!document->isDead(at("ee")));
    QCOMPARE(panel->resultText(rules), expected(3));
    m_window->undoStack()->redo();
    QVERIFY(document->isDead(at("ee")));

    // Another node: its own marks (none); back again, the mark is still that node's.
    m_window->moveBar()->setMove(2);
    QVERIFY(!document->isDead(at("ee")));
    QCOMPARE(panel->resultText(rules), expected(2));
    // Undo while another node is counted takes the mark back from the node it was made on.
    m_window->undoStack()->undo();
    QCOMPARE(panel->resultText(rules), expected(2));
    m_window->moveBar()->setMove(3);
    QVERIFY(!document->isDead(at("ee")));
    m_window->undoStack()->redo();
    QVERIFY(document->isDead(at("ee")));

    // A variation says so.
    m_window->moveBar()->setMove(3);
    QVERIFY(m_window->navigator()->nextVariation());
    QVERIFY(!m_window->navigator()->onMainLine());
    QVERIFY(panel->countedPositionText().endsWith(QStringLiteral("(variation)")));

    // Off: the end of the main line is counted again, its result and its (unmarked) stones,
    // while the variation stays shown.
    action->trigger();
    QVERIFY(!document->countedNode());
    QVERIFY(!m_window->boardView()->isInteractive());
    QCOMPARE(document->finalScore(rules)->resultText(), finalResult.toStdString());
    m_window->navigator()->goToNode(document->reviewedTree()->lastMainLineNode());
    QCOMPARE(panel->countedPositionText(), QStringLiteral("Counting the end of the game, move 6"));
    QCOMPARE(panel->resultText(rules), finalResult);
    QVERIFY(document->deadStones().empty());
    QCOMPARE(document->sgfText(rules, std::nullopt), savedBefore);
}

// A position set up by hand and saved keeps its prisoners (CAPTURES): counted at a move played
// after it, they are still there under territory rules, as at the end of the game.
void TestGameTree::positionShownKeepsTheSetupPrisoners()
{
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("setup.sgf"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("(;FF[4]SZ[9]KM[6.5]CAPTURES[3:5]AB[cc][cd][dc]AW[gg][gf][fg];B[ee];W[ff];B[ef])");
    }
    QVERIFY(m_window->openFile(path));
    const GameDocument* document = m_window->document();
    QCOMPARE(document->position().capturedByBlack, 3);
    QCOMPARE(document->position().capturedByWhite, 5);
    m_window->moveBar()->setMove(1);
    m_window->scoreShownAction()->trigger();
    QVERIFY(document->countedNode());
    QCOMPARE(document->position().capturedByBlack, 3);
    QCOMPARE(document->position().capturedByWhite, 5);
    QCOMPARE(m_window->scorePanel()->cellText(Rules::Japanese, Color::Black, ScorePanel::Row::Captures),
             QStringLiteral("3"));
    QCOMPARE(m_window->scorePanel()->cellText(Rules::Japanese, Color::White, ScorePanel::Row::Captures),
             QStringLiteral("5"));
    m_window->scoreShownAction()->trigger();
}

QTEST_MAIN(TestGameTree)
#include "tst_gametree.moc"
