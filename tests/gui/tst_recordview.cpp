// The window as a record viewer: the game tree panel (its layout keeps every line apart, a click
// goes to a node, it follows the node shown, a record of any size opens and scrolls); the Go
// menu's jumps (ten moves, to a move by number, forks, comments) and their keys; move numbers on
// the stones, in every theme and in the exported image.
// Runs offscreen (add_unit_test GUI).
#include "board/boardgeometry.h"
#include "board/boardtheme.h"
#include "board/boardview.h"
#include "document/gamedocument.h"
#include "document/recordnavigator.h"
#include "common/userprompts.h"
#include "mainwindow/movebar.h"
#include "settings/apptheme.h"
#include "settings/applanguage.h"
#include "mainwindow/helpcontroller.h"
#include "mainwindow/shortcutsdialog.h"
#include "review/timelinebar.h"
#include "sgf/movenumbers.h"
#include "mainwindow/gametreepanel.h"
#include "mainwindow/mainwindow.h"
#include "record/gametreelayout.h"
#include "record/gametreeview.h"
#include "record/trymoves.h"
#include "board/boardinputmode.h"
#include "mainwindow/scorepanel.h"
#include "review/scoringreview.h"

#include "play/rulesofplay.h"
#include "sgf/sgfgametree.h"
#include "sgf/sgfwriter.h"
#include "sgf/treecursor.h"

#include "testconfig.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QKeyEvent>
#include <QLineEdit>
#include <QLabel>
#include <QMenuBar>
#include <QStatusBar>
#include <QTreeWidget>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <map>
#include <random>
#include <set>

using namespace seki;
using namespace seki::ui;

namespace {

QString reviewTreePath()
{
    return QStringLiteral(SEKI_TEST_DATA_DIR "/sgf/review-tree.sgf");
}

Point at(const char* sgf)
{
    return *fromSgf(sgf);
}

std::string sgfPoint(int x, int y)
{
    return {char('a' + x), char('a' + y)};
}

// A reviewed 19x19 game as a player meets one: a main line of `moves` moves (every point at
// most once, in a fixed shuffled order), a comment every seventh move, and `sideLines` side
// lines of 4 to 24 moves branching off along it, every third with a variation of its own.
QByteArray reviewedGame(int moves, int sideLines)
{
    std::vector<std::string> points;
    for (int y = 0; y < 19; ++y)
        for (int x = 0; x < 19; ++x)
            points.push_back(sgfPoint(x, y));
    std::mt19937 random(20240611);
    std::shuffle(points.begin(), points.end(), random);
    const auto colour = [](int move) { return move % 2 == 1 ? "B" : "W"; };
    SgfGameTree tree;
    for (const auto& [identifier, value] : std::vector<std::pair<const char*, const char*>>{
             {"GM", "1"}, {"FF", "4"}, {"CA", "UTF-8"}, {"SZ", "19"}, {"KM", "6.5"}, {"C", "A generated review."}})
        tree.root().setText(identifier, value);
    std::vector<int> main{SgfGameTree::Root};
    for (int move = 1; move <= moves; ++move) {
        const int node = tree.addChild(main.back());
        tree.node(node).setText(colour(move), points[size_t(move - 1)]);
        if (move % 7 == 0)
            tree.node(node).setText("C", "Move " + std::to_string(move) + " is worth a word.");
        main.push_back(node);
    }
    // The side lines play the points the main line leaves free.
    for (int line = 0; line < sideLines; ++line) {
        const int after = 3 + line * (moves - 6) / std::max(1, sideLines);
        const int length = 4 + int(random() % 21);
        int node = main[size_t(after)];
        for (int k = 0; k < length; ++k) {
            const int move = after + 1 + k;
            node = tree.addChild(node);
            tree.node(node).setText(colour(move), points[size_t(moves + (line * 7 + k) % (361 - moves))]);
            if (k == 0)
                tree.node(node).setText("C", "Side line " + std::to_string(line + 1) + ".");
            if (k == 2 && line % 3 == 0) {
                const int other = tree.addChild(tree.node(node).parent());
                tree.node(other).setText(colour(move), points[size_t(moves + (line * 7 + k + 3) % (361 - moves))]);
            }
        }
    }
    return QByteArray::fromStdString(writeSgf(tree));
}

// The window's questions answered by the test: Go to Move with `moveAnswer`, the question kept.
struct Script {
    std::optional<int> moveAnswer;
    int moveQuestions = 0;
    int offeredCurrent = -1;
    int offeredLast = -1;
};

class ScriptedPrompts : public UserPrompts {
public:
    explicit ScriptedPrompts(Script& script) : m_script(script) { }
    void showFileError(QWidget*, const FileError& error) override { qWarning() << error.message; }
    UnsavedChoice askUnsavedChanges(QWidget*, const QString&) override { return UnsavedChoice::Discard; }
    bool confirmResultChange(QWidget*, const QString&, const QString&) override { return false; }
    QString askOpenFileName(QWidget*, const QString&) override { return {}; }
    QString askSaveFileName(QWidget*, const QString&) override { return {}; }
    QString askExportFileName(QWidget*, const QString&) override { return {}; }
    std::optional<int> askMoveNumber(QWidget*, int current, int last) override
    {
        ++m_script.moveQuestions;
        m_script.offeredCurrent = current;
        m_script.offeredLast = last;
        return m_script.moveAnswer;
    }

private:
    Script& m_script;
};

// A 9x9 record set up around a ko: Black B9, A8, B7 and White C9, B8, D8, C7, so Black at C8
// takes the white stone at B8 and White may not take back at once. White's A2 and B1 make A1
// suicide for Black. The main line goes on elsewhere (B E5, W F4), so the root has a child.
QByteArray koRecord()
{
    return QByteArrayLiteral("(;GM[1]FF[4]CA[UTF-8]SZ[9]KM[6.5]RU[Japanese]"
                             "AB[ba][ab][bc]AW[ca][bb][db][cc][ah][bi]PL[B]C[A ko to try.]"
                             ";B[ee];W[ff])");
}

} // namespace

class TestRecordView : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();

    void layoutOfTheReviewTree();
    void layoutKeepsLinesApart();
    void clickGoesToTheNode();
    void treeFollowsTheNodeShown();
    void aLongReviewedGame();
    void deepAndWideRecordsOpen_data();
    void deepAndWideRecordsOpen();
    void goToMoveByNumber();
    void jumpsAlongTheLine();
    void jumpKeysWhereverTheFocusIs();
    void moveNumbersOnTheStones();
    void moveNumbersReadInEveryTheme_data();
    void moveNumbersReadInEveryTheme();
    void shortcutsListEveryKey();
    void shortcutsFollowTheLanguage_data();
    void shortcutsFollowTheLanguage();
    void tryMovesWithACaptureAndAKo();
    void tryMovesWhereTheRecordAlreadyGoes();
    void tryMovesIsAModeOfItsOwn();
    void triedMovesAreSavedAndRemoved();
    void scoreATriedPosition();

private:
    // Writes `text` to a file of the temporary folder and opens it in the window.
    bool openText(const QByteArray& text, const QString& name = QStringLiteral("game.sgf"));
    void raiseTree();
    void key(Qt::Key key, Qt::KeyboardModifiers modifiers = {});
    int currentNode() const { return m_window->navigator()->cursor()->node(); }

    Script m_script;
    QTemporaryDir m_settingsDir;
    QTemporaryDir m_files;
    std::unique_ptr<MainWindow> m_window;
};

void TestRecordView::initTestCase()
{
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settingsDir.path());
    QStandardPaths::setTestModeEnabled(true);
}

void TestRecordView::init()
{
    m_script = Script();
    m_window = std::make_unique<MainWindow>(std::make_unique<ScriptedPrompts>(m_script));
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestRecordView::cleanup()
{
    m_window->undoStack()->setClean();
    m_window.reset();
}

bool TestRecordView::openText(const QByteArray& text, const QString& name)
{
    QFile file(m_files.filePath(name));
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        return false;
    file.close();
    return m_window->openFile(file.fileName());
}

void TestRecordView::raiseTree()
{
    auto* dock = m_window->findChild<QDockWidget*>(QStringLiteral("treeDock"));
    QVERIFY(dock);
    dock->show();
    dock->raise();
    QApplication::processEvents();
    QVERIFY(m_window->gameTreeView()->isVisible());
}

// A key as the user presses it: to the widget with the focus.
void TestRecordView::key(Qt::Key key, Qt::KeyboardModifiers modifiers)
{
    QWidget* focus = QApplication::focusWidget();
    QTest::keyClick(focus ? focus : m_window.get(), key, modifiers);
}

// The small review tree, cell by cell: the main line on row 0; at move 3 the second choice
// (with its own fork at move 5) on row 1, its second answer on row 2; the third choice on row
// 2 as well, since nothing stands in its way there.
void TestRecordView::layoutOfTheReviewTree()
{
    QVERIFY(m_window->openFile(reviewTreePath()));
    const SgfGameTree& tree = *m_window->document()->reviewedTree();
    const GameTreeLayout layout(tree);
    QCOMPARE(layout.nodeCount(), tree.nodeCount());
    const auto cellOf = [&](int node) { return std::pair(layout.cell(node).column, layout.cell(node).row); };
    const std::vector<int> main = tree.mainLine();
    for (size_t k = 0; k < main.size(); ++k)
        QCOMPARE(cellOf(main[k]), std::pair(int(k), 0));
    QCOMPARE(layout.columnCount(), int(main.size()));
    QCOMPARE(layout.rowCount(), 3);
    // After W G7 (move 2): B B9 (row 1) and B G3 (row 2).
    const std::vector<int>& choices = tree.node(main[2]).children();
    QCOMPARE(choices.size(), size_t(3));
    QCOMPARE(cellOf(choices[1]), std::pair(3, 1));
    QCOMPARE(cellOf(choices[2]), std::pair(3, 2));
    const int wA9 = tree.node(choices[1]).children().front();
    QCOMPARE(cellOf(wA9), std::pair(4, 1));
    const std::vector<int>& answers = tree.node(wA9).children();
    QCOMPARE(cellOf(answers[0]), std::pair(5, 1));
    QCOMPARE(cellOf(answers[1]), std::pair(5, 2));
    QCOMPARE(layout.moveNumber(answers[1]), 5);
    QCOMPARE(layout.moveNumber(SgfGameTree::Root), 0);
    QCOMPARE(layout.nodeAt(5, 2), answers[1]);
    QCOMPARE(layout.nodeAt(4, 2), int(SgfNode::NoNode));
    QCOMPARE(layout.firstNodeBelow(3, 0), choices[1]);
    QCOMPARE(layout.firstNodeBelow(3, 2), int(SgfNode::NoNode));
}

// On random trees: the root at the origin, each node one column right of its parent, a first
// child on its parent's row, a variation below it; no two nodes on one cell; the connector down
// a parent's column to a variation passes no node; the lookups agree with the cells.
void TestRecordView::layoutKeepsLinesApart()
{
    std::mt19937 random(7);
    for (int round = 0; round < 60; ++round) {
        SgfGameTree tree;
        const int nodes = 1 + int(random() % 400);
        for (int k = 1; k < nodes; ++k) {
            // Mostly long lines, sometimes a fork anywhere.
            const int parent = random() % 4 != 0 ? k - 1 : int(random() % unsigned(k));
            const int child = tree.addChild(parent);
            tree.node(child).setText(k % 2 ? "B" : "W", "aa");
        }
        const GameTreeLayout layout(tree);
        QCOMPARE(layout.nodeCount(), nodes);
        QCOMPARE(layout.cell(SgfGameTree::Root).column, 0);
        QCOMPARE(layout.cell(SgfGameTree::Root).row, 0);
        std::set<std::pair<int, int>> cells;
        for (int node = 0; node < nodes; ++node) {
            const GameTreeLayout::Cell cell = layout.cell(node);
            QVERIFY2(cells.insert({cell.column, cell.row}).second, "two nodes on one cell");
            QCOMPARE(layout.nodeAt(cell.column, cell.row), node);
            const int parent = tree.node(node).parent();
            QCOMPARE(layout.parent(node), parent);
            if (parent == SgfNode::NoNode)
                continue;
            const GameTreeLayout::Cell from = layout.cell(parent);
            QCOMPARE(cell.column, from.column + 1);
            QCOMPARE(layout.moveNumber(node), layout.moveNumber(parent) + 1);
            if (tree.node(parent).children().front() == node) {
                QCOMPARE(cell.row, from.row);
            } else {
                QVERIFY(cell.row > from.row);
                QVERIFY2(layout.nodesIn(from.column, from.row + 1, cell.row - 1).empty(),
                         "a connector runs through a node");
            }
        }
        // Every column's nodes, top row first.
        int listed = 0;
        for (int column = 0; column < layout.columnCount(); ++column) {
            int lastRow = -1;
            for (const int node : layout.nodesIn(column, 0, layout.rowCount())) {
                QCOMPARE(layout.cell(node).column, column);
                QVERIFY(layout.cell(node).row > lastRow);
                lastRow = layout.cell(node).row;
                ++listed;
            }
        }
        QCOMPARE(listed, nodes);
    }
}

void TestRecordView::clickGoesToTheNode()
{
    QVERIFY(m_window->openFile(reviewTreePath()));
    raiseTree();
    GameTreeView* view = m_window->gameTreeView();
    const SgfGameTree& tree = *m_window->document()->reviewedTree();
    const int thirdChoice = tree.node(tree.mainLine()[2]).children()[2];
    QVERIFY(view->rect().contains(view->nodeRect(thirdChoice)));
    QVERIFY(view->describe(thirdChoice).contains(QStringLiteral("Black G3")));
    QVERIFY(view->describe(thirdChoice).contains(QStringLiteral("Variation 3: the other corner.")));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->nodeRect(thirdChoice).center());
    QCOMPARE(currentNode(), thirdChoice);
    QCOMPARE(view->currentNode(), thirdChoice);
    QCOMPARE(m_window->gameTreePanel()->commentText(), QStringLiteral("Variation 3: the other corner."));
    QCOMPARE(m_window->boardView()->scene().board.at(at("gg")), Color::Black);
    // Back to the root, then to the end of the main line: the scored board.
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->nodeRect(SgfGameTree::Root).center());
    QCOMPARE(currentNode(), int(SgfGameTree::Root));
    QCOMPARE(m_window->boardView()->scene().board.at(at("ee")), Color::Empty);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->nodeRect(tree.lastMainLineNode()).center());
    QCOMPARE(currentNode(), tree.lastMainLineNode());
    QVERIFY(m_window->boardView()->isInteractive());
    // Between the nodes: nothing happens.
    const QRect root = view->nodeRect(SgfGameTree::Root);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, root.bottomLeft() + QPoint(2, view->spacing() * 2));
    QCOMPARE(currentNode(), tree.lastMainLineNode());
    QCOMPARE(m_window->undoStack()->count(), 0);
    // While the walk-through has the board, the tree does not lead away from it.
    m_window->scoringReview()->setActive(true);
    QVERIFY(!view->isEnabled());
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->nodeRect(thirdChoice).center());
    QCOMPARE(currentNode(), tree.lastMainLineNode());
    m_window->scoringReview()->setActive(false);
    QVERIFY(view->isEnabled());
}

// The keys step through the record with the tree focused, and the tree follows: the node shown
// on its highlight, in view.
void TestRecordView::treeFollowsTheNodeShown()
{
    QVERIFY(m_window->openFile(reviewTreePath()));
    raiseTree();
    GameTreeView* view = m_window->gameTreeView();
    view->setFocus();
    QCOMPARE(QApplication::focusWidget(), view);
    const auto shownAndInView = [&] {
        return view->currentNode() == currentNode() && view->viewport()->rect().contains(view->nodeRect(currentNode()));
    };
    QVERIFY(shownAndInView());
    key(Qt::Key_Home);
    QCOMPARE(currentNode(), int(SgfGameTree::Root));
    QVERIFY(shownAndInView());
    for (int k = 0; k < 3; ++k)
        key(Qt::Key_Right);
    QCOMPARE(m_window->navigator()->move(), 3);
    QVERIFY(shownAndInView());
    key(Qt::Key_Down);
    QVERIFY(!m_window->navigator()->onMainLine());
    QVERIFY(shownAndInView());
    QCOMPARE(view->treeLayout().cell(view->currentNode()).row, 1);
    QCOMPARE(QApplication::focusWidget(), view);
}

// A 300-move game with forty side lines: the tree is laid out once, End scrolls its last node
// into view, a side line far along is clicked, and stepping on from it stays in view.
void TestRecordView::aLongReviewedGame()
{
    QVERIFY(openText(reviewedGame(300, 40)));
    raiseTree();
    GameTreeView* view = m_window->gameTreeView();
    const SgfGameTree& tree = *m_window->document()->reviewedTree();
    QCOMPARE(view->treeLayout().nodeCount(), tree.nodeCount());
    QCOMPARE(int(tree.mainLine().size()), 301);
    QVERIFY(view->treeLayout().rowCount() > 1);
    QCOMPARE(view->currentNode(), tree.lastMainLineNode());
    QVERIFY(view->viewport()->rect().contains(view->nodeRect(view->currentNode())));
    QVERIFY(view->horizontalScrollBar()->value() > 0);

    // The side line that starts after move 200 or later: its first node, brought into view by
    // the navigator, then clicked one node further on.
    int sideLine = SgfNode::NoNode;
    for (const int node : tree.mainLine())
        if (view->treeLayout().moveNumber(node) >= 200 && tree.node(node).children().size() > 1) {
            sideLine = tree.node(node).children()[1];
            break;
        }
    QVERIFY(sideLine != SgfNode::NoNode);
    m_window->navigator()->goToNode(sideLine);
    QVERIFY(view->viewport()->rect().contains(view->nodeRect(sideLine)));
    const int next = tree.node(sideLine).children().front();
    QVERIFY(view->viewport()->rect().contains(view->nodeRect(next)));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->nodeRect(next).center());
    QCOMPARE(currentNode(), next);
    QVERIFY(!m_window->navigator()->onMainLine());
    view->setFocus();
    key(Qt::Key_End);
    QVERIFY(view->viewport()->rect().contains(view->nodeRect(currentNode())));
    QVERIFY(tree.node(currentNode()).children().empty());
    key(Qt::Key_Home);
    QCOMPARE(currentNode(), int(SgfGameTree::Root));
    QCOMPARE(view->horizontalScrollBar()->value(), 0);
    // Painted: the nodes in view, not the 300 columns.
    QVERIFY(!view->grab().isNull());
}

void TestRecordView::deepAndWideRecordsOpen_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");
    std::string deep = "(;GM[1]FF[4]SZ[19]";
    for (int k = 0; k < 100000; ++k)
        deep += k % 2 ? ";W[tt]" : ";B[tt]";
    deep += ")";
    QTest::newRow("100,000 moves deep") << QByteArray::fromStdString(deep) << 100001 << 1;
    std::string wide = "(;GM[1]FF[4]SZ[19]";
    for (int k = 0; k < 5000; ++k)
        wide += "(;B[" + sgfPoint(k % 19, (k / 19) % 19) + "];W[tt])";
    wide += ")";
    QTest::newRow("5,000 variations at one node") << QByteArray::fromStdString(wide) << 3 << 5000;
}

// Records far beyond any real game: laid out, shown at both ends, and painted; the window stays
// usable (the next key still steps).
void TestRecordView::deepAndWideRecordsOpen()
{
    QFETCH(QByteArray, text);
    QFETCH(int, columns);
    QFETCH(int, rows);
    QVERIFY(openText(text));
    raiseTree();
    GameTreeView* view = m_window->gameTreeView();
    QCOMPARE(view->treeLayout().columnCount(), columns);
    QCOMPARE(view->treeLayout().rowCount(), rows);
    QVERIFY(view->viewport()->rect().contains(view->nodeRect(view->currentNode())));
    QVERIFY(!view->grab().isNull());
    const SgfGameTree& tree = *m_window->document()->reviewedTree();
    // The last node of the tree: the deepest, or the last variation.
    m_window->navigator()->goToNode(tree.nodeCount() - 1);
    QCOMPARE(view->currentNode(), tree.nodeCount() - 1);
    QVERIFY(view->viewport()->rect().contains(view->nodeRect(view->currentNode())));
    QVERIFY(!view->grab().isNull());
    view->setFocus();
    key(Qt::Key_Home);
    QCOMPARE(currentNode(), int(SgfGameTree::Root));
    QVERIFY(view->viewport()->rect().contains(view->nodeRect(SgfGameTree::Root)));
}

// The action that `key` triggers in the window (its shortcut), for its state.
static QAction* actionFor(QWidget& window, const QKeySequence& key)
{
    for (QAction* action : window.findChildren<QAction*>())
        if (action->shortcuts().contains(key))
            return action;
    return nullptr;
}

// Go › Go to Move (Ctrl+G): the question offers the move shown and the line's last move, the
// answer is the move shown; cancelled, nothing moves; on a variation, its own moves.
void TestRecordView::goToMoveByNumber()
{
    QVERIFY(openText(reviewedGame(300, 40)));
    QAction* goTo = actionFor(*m_window, QKeySequence(Qt::CTRL | Qt::Key_G));
    QVERIFY(goTo);
    QVERIFY(goTo->isEnabled());
    m_script.moveAnswer = 123;
    m_window->boardView()->setFocus();
    key(Qt::Key_G, Qt::ControlModifier);
    QCOMPARE(m_script.moveQuestions, 1);
    QCOMPARE(m_script.offeredCurrent, 300);
    QCOMPARE(m_script.offeredLast, 300);
    QCOMPARE(m_window->navigator()->move(), 123);
    QCOMPARE(m_window->moveBar()->move(), 123);
    QVERIFY(m_window->navigator()->onMainLine());
    m_script.moveAnswer = std::nullopt;
    key(Qt::Key_G, Qt::ControlModifier);
    QCOMPARE(m_script.moveQuestions, 2);
    QCOMPARE(m_script.offeredCurrent, 123);
    QCOMPARE(m_window->navigator()->move(), 123);
    // On a side line the moves are that line's: its last one is offered, and reached.
    const SgfGameTree& tree = *m_window->document()->reviewedTree();
    const int sideLine = tree.node(tree.mainLine()[10]).children()[1];
    m_window->navigator()->goToNode(sideLine);
    const int sideEnd = m_window->navigator()->moveCount();
    QVERIFY(sideEnd < 300);
    m_script.moveAnswer = sideEnd;
    key(Qt::Key_G, Qt::ControlModifier);
    QCOMPARE(m_script.offeredLast, sideEnd);
    QCOMPARE(m_window->navigator()->move(), sideEnd);
    QVERIFY(!m_window->navigator()->onMainLine());
    QVERIFY(tree.node(currentNode()).children().empty());
    // A position without a record: nothing to go to, no question.
    QVERIFY(m_window->openFile(QStringLiteral(SEKI_TEST_CASES_DIR "/tenuki-area-split-board.pos")));
    QVERIFY(!goTo->isEnabled());
    goTo->trigger();
    QCOMPARE(m_script.moveQuestions, 3);
}

// Ten moves at a time (clamped at the ends), the next and previous comment and fork along the
// line shown, each action off where it leads nowhere.
void TestRecordView::jumpsAlongTheLine()
{
    QVERIFY(openText(reviewedGame(300, 40)));
    RecordNavigator* navigator = m_window->navigator();
    const SgfGameTree& tree = *m_window->document()->reviewedTree();
    QAction* backTen = actionFor(*m_window, QKeySequence(Qt::Key_PageUp));
    QAction* forwardTen = actionFor(*m_window, QKeySequence(Qt::Key_PageDown));
    QAction* previousFork = actionFor(*m_window, QKeySequence(Qt::CTRL | Qt::Key_Left));
    QAction* nextFork = actionFor(*m_window, QKeySequence(Qt::CTRL | Qt::Key_Right));
    QAction* previousComment = actionFor(*m_window, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Left));
    QAction* nextComment = actionFor(*m_window, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Right));
    for (QAction* action : {backTen, forwardTen, previousFork, nextFork, previousComment, nextComment})
        QVERIFY(action);
    // At the end of the main line: nothing after it.
    QVERIFY(!forwardTen->isEnabled());
    QVERIFY(!nextFork->isEnabled());
    QVERIFY(!nextComment->isEnabled());
    backTen->trigger();
    QCOMPARE(navigator->move(), 290);
    navigator->goToMove(4);
    backTen->trigger();
    QCOMPARE(navigator->move(), 0);
    QVERIFY(!backTen->isEnabled());
    QVERIFY(!previousFork->isEnabled());
    QVERIFY(!previousComment->isEnabled());
    forwardTen->trigger();
    forwardTen->trigger();
    QCOMPARE(navigator->move(), 20);

    // What a player expects, found independently: the main line's forks and commented moves.
    std::vector<int> forks;
    std::vector<int> comments;
    for (const int node : tree.mainLine()) {
        if (tree.node(node).children().size() > 1)
            forks.push_back(node);
        if (node != SgfGameTree::Root && tree.node(node).has("C"))
            comments.push_back(node);
    }
    QVERIFY(forks.size() >= 10);
    const auto firstAfter = [&](const std::vector<int>& nodes, int moves) {
        for (const int node : nodes)
            if (GameTreeLayout(tree).moveNumber(node) > moves)
                return node;
        return int(SgfNode::NoNode);
    };
    nextFork->trigger();
    QCOMPARE(currentNode(), firstAfter(forks, 20));
    const int fork = currentNode();
    QCOMPARE(tree.node(fork).children().size(), size_t(2));
    nextFork->trigger();
    QCOMPARE(currentNode(), firstAfter(forks, navigator->move() - 1));
    previousFork->trigger();
    QCOMPARE(currentNode(), fork);
    nextComment->trigger();
    QCOMPARE(currentNode(), firstAfter(comments, GameTreeLayout(tree).moveNumber(fork)));
    QVERIFY(m_window->gameTreePanel()->commentText().contains(QStringLiteral("is worth a word")));
    const int commented = navigator->move();
    QCOMPARE(commented % 7, 0);
    previousComment->trigger();
    QCOMPARE(navigator->move(), commented - 7);
    // Back past the first commented move: the root's comment.
    navigator->goToMove(5);
    previousComment->trigger();
    QCOMPARE(currentNode(), int(SgfGameTree::Root));
    QVERIFY(!previousComment->isEnabled());

    // On a side line: its first node has a comment, its own fork; the jumps stay on its line.
    const int sideLine = tree.node(forks[0]).children()[1];
    m_window->navigator()->goToNode(sideLine);
    QVERIFY(!navigator->onMainLine());
    const int lineMoves = navigator->moveCount();
    previousComment->trigger();
    QCOMPARE(currentNode(), int(SgfGameTree::Root));
    nextComment->trigger();
    QCOMPARE(currentNode(), sideLine);
    QCOMPARE(navigator->moveCount(), lineMoves);
    nextFork->trigger();
    QCOMPARE(tree.node(currentNode()).children().size(), size_t(2));
    QVERIFY(!navigator->onMainLine());
    QCOMPARE(tree.node(currentNode()).parent(), sideLine);
    previousFork->trigger();
    QCOMPARE(currentNode(), forks[0]);
    QCOMPARE(navigator->moveCount(), lineMoves);
}

// The jumps' keys work with the focus on the board at the scored end (whose cursor keeps the plain
// arrows), on the tree and on the Comments dock; in the walk-through Page Up/Down are its stages.
void TestRecordView::jumpKeysWhereverTheFocusIs()
{
    QVERIFY(openText(reviewedGame(60, 6)));
    RecordNavigator* navigator = m_window->navigator();
    BoardView* board = m_window->boardView();
    board->setFocus();
    QVERIFY(board->isInteractive());
    key(Qt::Key_Left, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(navigator->move(), 56);
    key(Qt::Key_PageUp);
    QCOMPARE(navigator->move(), 46);
    raiseTree();
    m_window->gameTreeView()->setFocus();
    key(Qt::Key_PageDown);
    QCOMPARE(navigator->move(), 56);
    key(Qt::Key_Left, Qt::ControlModifier);
    QVERIFY(m_window->document()->reviewedTree()->node(currentNode()).children().size() > 1);
    const int fork = navigator->move();
    QVERIFY(fork < 56);
    m_window->gameTreePanel()->setFocus();
    key(Qt::Key_Right, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(navigator->move(), fork + 7 - fork % 7);
    key(Qt::Key_End);
    QCOMPARE(navigator->move(), 60);
    // The walk-through takes Page Up/Down for its stages: the record stays where it is.
    m_window->scoringReview()->setActive(true);
    board->setFocus();
    key(Qt::Key_PageUp);
    QCOMPARE(navigator->move(), 60);
    m_window->scoringReview()->setActive(false);
    QCOMPARE(m_window->undoStack()->count(), 0);
}

// View › Move Numbers: none, the last N or all, on the record's nodes and at the scored end,
// the numbers core gives for the node; remembered for the next window.
void TestRecordView::moveNumbersOnTheStones()
{
    QVERIFY(openText(reviewedGame(120, 8)));
    BoardView* board = m_window->boardView();
    RecordNavigator* navigator = m_window->navigator();
    QVERIFY(board->scene().moveNumbers.empty());
    const auto expected = [&](int lastMoves) {
        std::vector<std::pair<Point, int>> numbers;
        for (const NumberedStone& stone : numberedStones(*navigator->cursor(), lastMoves))
            numbers.emplace_back(stone.point, stone.number);
        return numbers;
    };
    auto* all = m_window->findChild<QAction*>(QStringLiteral("moveNumbersAll"));
    auto* lastTen = m_window->findChild<QAction*>(QStringLiteral("moveNumbersLast10"));
    auto* none = m_window->findChild<QAction*>(QStringLiteral("moveNumbersNone"));
    QVERIFY(all && lastTen && none);
    all->trigger();
    // At the scored end: every stone numbered (no capture in this game).
    QVERIFY(board->isInteractive());
    QCOMPARE(board->scene().moveNumbers, expected(-1));
    QCOMPARE(board->scene().moveNumbers.size(), size_t(120));
    navigator->goToMove(57);
    QCOMPARE(board->scene().moveNumbers, expected(-1));
    QCOMPARE(board->scene().moveNumbers.size(), size_t(57));
    lastTen->trigger();
    QCOMPARE(board->scene().moveNumbers.size(), size_t(10));
    for (const auto& [point, number] : board->scene().moveNumbers)
        QVERIFY(number > 47 && number <= 57);
    QCOMPARE(board->scene().moveNumbers, expected(10));
    // On a side line, its own moves.
    const SgfGameTree& tree = *m_window->document()->reviewedTree();
    const int sideLine = tree.node(tree.mainLine()[3]).children()[1];
    navigator->goToNode(tree.node(sideLine).children().front());
    QCOMPARE(board->scene().moveNumbers, expected(10));
    QVERIFY(!board->scene().moveNumbers.empty());
    none->trigger();
    QVERIFY(board->scene().moveNumbers.empty());
    lastTen->trigger();
    m_window->close();
    m_window = std::make_unique<MainWindow>(std::make_unique<ScriptedPrompts>(m_script));
    QVERIFY(m_window->findChild<QAction*>(QStringLiteral("moveNumbersLast10"))->isChecked());
    QVERIFY(openText(reviewedGame(120, 8)));
    QCOMPARE(m_window->boardView()->scene().moveNumbers.size(), size_t(10));
    m_window->findChild<QAction*>(QStringLiteral("moveNumbersNone"))->trigger();
    m_window->close();
}

void TestRecordView::moveNumbersReadInEveryTheme_data()
{
    QTest::addColumn<BoardTheme::Kind>("theme");
    for (const BoardTheme::Kind kind : BoardTheme::kinds())
        QTest::newRow(qPrintable(BoardTheme::id(kind))) << kind;
}

// The numbers are drawn by the board's painter in the ink that stands out on each stone, in
// every theme, and the board image (Copy Board Image, Export) carries them.
void TestRecordView::moveNumbersReadInEveryTheme()
{
    QFETCH(BoardTheme::Kind, theme);
    AppTheme::setTheme(theme);
    QVERIFY(m_window->openFile(reviewTreePath()));
    m_window->navigator()->goToMove(2); // B E5, W G7
    m_window->findChild<QAction*>(QStringLiteral("moveNumbersNone"))->trigger();
    QVERIFY(m_window->boardView()->scene().moveNumbers.empty());
    const QImage plain = m_window->boardImage();
    m_window->findChild<QAction*>(QStringLiteral("moveNumbersAll"))->trigger();
    QCOMPARE(m_window->boardView()->scene().moveNumbers.size(), size_t(2));
    const QImage numbered = m_window->boardImage();
    m_window->findChild<QAction*>(QStringLiteral("moveNumbersNone"))->trigger();
    AppTheme::setTheme(BoardTheme::Kind::Light);
    QCOMPARE(numbered.size(), plain.size());
    // Where each stone is in the image: the board laid out as the view lays it out, then cut.
    const BoardView* view = m_window->boardView();
    const BoardGeometry geometry(9, 9, QRectF(QPointF(0, 0), QSizeF(view->size())), true);
    const QPointF offset = geometry.boardRect().toAlignedRect().topLeft();
    const qreal ratio = numbered.devicePixelRatio();
    for (const auto& [name, colour] : {std::pair("ee", Color::Black), std::pair("gc", Color::White)}) {
        const QRectF cell = geometry.rectFor(at(name)).translated(-offset);
        const QRect centre = QRectF(cell.center() - QPointF(cell.width() * 0.3, cell.height() * 0.3),
                                    QSizeF(cell.width() * 0.6, cell.height() * 0.6))
                                 .toAlignedRect();
        // The ink: pixels in the stone's centre far from the stone's own tone.
        int ink = 0;
        for (int y = centre.top(); y <= centre.bottom(); ++y)
            for (int x = centre.left(); x <= centre.right(); ++x) {
                const QPoint pixel(int(x * ratio), int(y * ratio));
                const int before = qGray(plain.pixel(pixel));
                const int after = qGray(numbered.pixel(pixel));
                if (colour == Color::Black ? after - before > 120 : before - after > 120)
                    ++ink;
            }
        QVERIFY2(ink > centre.width() * centre.height() / 25,
                 qPrintable(QStringLiteral("%1: %2 ink pixels").arg(QLatin1String(name)).arg(ink)));
    }
}

// Help › Keyboard Shortcuts (F1): every action of the window with a key is listed with its
// keys under its menu or under Other; the walk-through's keys (theirs only while it runs) and
// every key the board claims before the window's shortcuts are listed too; the filter finds rows.
void TestRecordView::shortcutsListEveryKey()
{
    QVERIFY(openText(reviewedGame(60, 6)));
    QAction* help = actionFor(*m_window, QKeySequence(QKeySequence::HelpContents));
    QVERIFY(help);
    help->trigger();
    auto* dialog = m_window->findChild<ShortcutsDialog*>();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    const QStringList rows = dialog->rows();
    const auto listed = [&](const QString& what, const QKeySequence& key) {
        const QString keyName = key.toString(QKeySequence::NativeText);
        for (const QString& row : rows) {
            const QStringList parts = row.split(QStringLiteral(": "));
            if (parts.size() == 3 && parts[1] == what && parts[2].split(QStringLiteral(", ")).contains(keyName))
                return true;
        }
        return false;
    };
    int actions = 0;
    for (const QAction* action : m_window->findChildren<QAction*>())
        for (const QKeySequence& key : action->shortcuts()) {
            ++actions;
            QVERIFY2(listed(ShortcutsDialog::plainText(action->text()), key),
                     qPrintable(action->text() + QStringLiteral(" ") + key.toString()));
        }
    QVERIFY(actions > 30);
    for (const char* expected : {"Go: Go to Move: Ctrl+G", "Go: Next Fork: Ctrl+Right", "Go: Forward 10 Moves: PgDown",
                                 "Help: Keyboard Shortcuts: F1"})
        QVERIFY2(rows.contains(QLatin1String(expected)), expected);
    // The walk-through's keys, though it is not running.
    QVERIFY(!m_window->scoringReview()->isActive());
    for (const auto& [key, action] : m_window->scoringReview()->timeline()->keyedActions())
        QVERIFY2(listed(ShortcutsDialog::plainText(action->text()), key), qPrintable(key.toString()));

    // Every key the board takes before the window's shortcuts is one it lists.
    BoardView* board = m_window->boardView();
    m_window->navigator()->goToMove(60);
    QVERIFY(board->isInteractive());
    QList<QKeySequence> boardKeys;
    for (const KeyBinding& binding : BoardView::keyBindings()) {
        boardKeys << binding.keys;
        for (const QKeySequence& key : binding.keys)
            QVERIFY(listed(binding.what, key));
    }
    const QList<Qt::KeyboardModifiers> modifiers{Qt::NoModifier, Qt::ShiftModifier, Qt::ControlModifier,
                                                 Qt::AltModifier, Qt::ControlModifier | Qt::ShiftModifier};
    int claimed = 0;
    for (int code = Qt::Key_Space; code <= Qt::Key_AsciiTilde; ++code)
        for (const Qt::KeyboardModifiers modifier : modifiers) {
            QKeyEvent override(QEvent::ShortcutOverride, code, modifier);
            override.ignore();
            QApplication::sendEvent(board, &override);
            if (override.isAccepted()) {
                ++claimed;
                QVERIFY2(boardKeys.contains(QKeySequence(QKeyCombination(modifier, Qt::Key(code)))),
                         qPrintable(QKeySequence(QKeyCombination(modifier, Qt::Key(code))).toString()));
            }
        }
    for (const Qt::Key code : {Qt::Key_Left, Qt::Key_Right, Qt::Key_Up, Qt::Key_Down, Qt::Key_Return, Qt::Key_Enter,
                               Qt::Key_Home, Qt::Key_End, Qt::Key_PageUp, Qt::Key_PageDown, Qt::Key_Escape,
                               Qt::Key_Tab, Qt::Key_Backspace, Qt::Key_Delete, Qt::Key_F1})
        for (const Qt::KeyboardModifiers modifier : modifiers) {
            QKeyEvent override(QEvent::ShortcutOverride, code, modifier);
            override.ignore();
            QApplication::sendEvent(board, &override);
            if (override.isAccepted()) {
                ++claimed;
                QVERIFY2(boardKeys.contains(QKeySequence(QKeyCombination(modifier, code))),
                         qPrintable(QKeySequence(QKeyCombination(modifier, code)).toString()));
            }
        }
    QVERIFY(claimed >= 8);

    // The filter: the two fork jumps, by name or by key.
    dialog->filter()->setText(QStringLiteral("fork"));
    QCOMPARE(dialog->rows(), (QStringList{QStringLiteral("Go: Previous Fork: Ctrl+Left"),
                                          QStringLiteral("Go: Next Fork: Ctrl+Right")}));
    dialog->filter()->setText(QStringLiteral("Ctrl+G"));
    QCOMPARE(dialog->rows(), QStringList{QStringLiteral("Go: Go to Move: Ctrl+G")});
    dialog->filter()->clear();
    QCOMPARE(dialog->rows(), rows);
    dialog->close();
}

void TestRecordView::shortcutsFollowTheLanguage_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("goToMove");
    QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("Zu Zug springen");
    QTest::newRow("ja") << QStringLiteral("ja") << QStringLiteral("手数を指定して移動");
}

// In German and Japanese the list is the menus' own texts, mnemonics taken off.
void TestRecordView::shortcutsFollowTheLanguage()
{
    QFETCH(QString, code);
    QFETCH(QString, goToMove);
    QVERIFY(AppLanguage::setLanguage(code));
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    actionFor(*m_window, QKeySequence(QKeySequence::HelpContents))->trigger();
    auto* dialog = m_window->findChild<ShortcutsDialog*>();
    QVERIFY(dialog);
    const QStringList rows = dialog->rows();
    bool found = false;
    for (const QString& row : rows)
        found = found
                || (row.contains(goToMove)
                    && row.endsWith(QKeySequence(Qt::CTRL | Qt::Key_G).toString(QKeySequence::NativeText)));
    QVERIFY2(found, qPrintable(rows.join(QLatin1Char('\n'))));
    for (const QString& row : rows)
        QVERIFY2(!row.contains(QLatin1Char('&')), qPrintable(row));
    QVERIFY(dialog->windowTitle() != QStringLiteral("Keyboard Shortcuts"));
    QVERIFY(AppLanguage::setLanguage(QStringLiteral("en")));
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    QCOMPARE(dialog->windowTitle(), QStringLiteral("Keyboard Shortcuts"));
    dialog->close();
}

// Clicks the board at `name` (SGF) as a user does.
static void clickBoard(BoardView* board, const char* name)
{
    QTest::mouseClick(board, Qt::LeftButton, {}, board->rectFor(*fromSgf(name)).center());
}

// Go › Try Moves from the start: Black C8 captures B8 (the rules of play in core decide, the
// record gains a variation, Undo takes it back); White's retake at B8 is refused as the ko, and
// suicide at A1 too; after a ko threat and its answer the retake is allowed and captures C8.
void TestRecordView::tryMovesWithACaptureAndAKo()
{
    QVERIFY(openText(koRecord()));
    TryMoves* trying = m_window->tryMoves();
    BoardView* board = m_window->boardView();
    RecordNavigator* navigator = m_window->navigator();
    QUndoStack* undo = m_window->undoStack();
    const SgfGameTree& tree = *m_window->document()->reviewedTree();
    const int fileNodes = tree.nodeCount();
    navigator->goToMove(0);
    QVERIFY(trying->toggleAction()->isEnabled());
    trying->toggleAction()->trigger();
    QVERIFY(trying->isOn());
    QCOMPARE(m_window->boardInputMode(), BoardInputMode::TryMoves);
    QVERIFY(board->isInteractive());
    auto* indicator = m_window->statusBar()->findChild<QLabel*>(QStringLiteral("tryMovesIndicator"));
    QVERIFY(indicator && indicator->isVisible());
    QCOMPARE(indicator->text(), QStringLiteral("Trying moves: Black to play"));

    // Suicide for Black in the corner: refused, said why, nothing added.
    clickBoard(board, "ai");
    QCOMPARE(undo->count(), 0);
    QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("suicide")));
    QCOMPARE(tree.nodeCount(), fileNodes);

    // Black C8 takes B8.
    clickBoard(board, "cb");
    QCOMPARE(undo->count(), 1);
    QCOMPARE(tree.nodeCount(), fileNodes + 1);
    const int take = currentNode();
    QVERIFY(m_window->document()->isTried(take));
    QCOMPARE(tree.node(SgfGameTree::Root).children().size(), size_t(2));
    QCOMPARE(tree.node(SgfGameTree::Root).children().back(), take);
    QCOMPARE(board->scene().board.at(at("cb")), Color::Black);
    QCOMPARE(board->scene().board.at(at("bb")), Color::Empty);
    QCOMPARE(navigator->cursor()->state().captured, 1);
    QVERIFY(m_window->moveBar()->labelText().contains(QStringLiteral("captures 1")));
    QCOMPARE(indicator->text(), QStringLiteral("Trying moves: White to play"));
    QCOMPARE(m_window->gameTreeView()->currentNode(), take);

    // White takes back at once: the ko.
    clickBoard(board, "bb");
    QCOMPARE(undo->count(), 1);
    QCOMPARE(currentNode(), take);
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("ko")),
             qPrintable(m_window->statusBar()->currentMessage()));
    QVERIFY(!trying->refusal(at("bb")).isEmpty());
    // A threat, its answer, and the retake is allowed.
    clickBoard(board, "gg");
    clickBoard(board, "gh");
    QVERIFY(trying->refusal(at("bb")).isEmpty());
    clickBoard(board, "bb");
    QCOMPARE(undo->count(), 4);
    QCOMPARE(board->scene().board.at(at("bb")), Color::White);
    QCOMPARE(board->scene().board.at(at("cb")), Color::Empty);
    QCOMPARE(navigator->cursor()->state().capturedByWhite, 1);
    QCOMPARE(navigator->move(), 4);
    // The board agrees with core's rules of play for the whole line.
    Board expected = TreeCursor(tree, 9, 9).state().board;
    {
        TreeCursor root(tree, 9, 9);
        Board before;
        expected = root.state().board;
        std::optional<Board> koBoard;
        const std::vector<std::pair<const char*, Color>> moves{
            {"cb", Color::Black}, {"gg", Color::White}, {"gh", Color::Black}, {"bb", Color::White}};
        for (const auto& [name, colour] : moves) {
            const MoveOutcome outcome = playMove(expected, at(name), colour, koBoard ? &*koBoard : nullptr);
            QVERIFY(outcome.legal());
            koBoard = expected;
            expected = outcome.after;
        }
    }
    QCOMPARE(board->scene().board, expected);

    // Undone move by move, back to the file's tree; redone, the same nodes again.
    for (int k = 0; k < 4; ++k)
        undo->undo();
    QCOMPARE(tree.nodeCount(), fileNodes);
    QCOMPARE(currentNode(), int(SgfGameTree::Root));
    QCOMPARE(tree.node(SgfGameTree::Root).children().size(), size_t(1));
    for (int k = 0; k < 4; ++k)
        undo->redo();
    QCOMPARE(tree.nodeCount(), fileNodes + 4);
    QCOMPARE(board->scene().board, expected);
    QCOMPARE(m_window->gameTreeView()->treeLayout().nodeCount(), fileNodes + 4);
}

// A click where the record already goes (the main line's next move, a tried move made before)
// goes there and adds nothing; the end of the main line takes no tried move (the game would be
// longer than the one scored and saved).
void TestRecordView::tryMovesWhereTheRecordAlreadyGoes()
{
    QVERIFY(openText(koRecord()));
    TryMoves* trying = m_window->tryMoves();
    BoardView* board = m_window->boardView();
    RecordNavigator* navigator = m_window->navigator();
    const SgfGameTree& tree = *m_window->document()->reviewedTree();
    navigator->goToMove(0);
    trying->setOn(true);
    clickBoard(board, "ee");
    QCOMPARE(m_window->undoStack()->count(), 0);
    QCOMPARE(currentNode(), tree.mainLine()[1]);
    navigator->goToMove(0);
    clickBoard(board, "cb");
    QCOMPARE(m_window->undoStack()->count(), 1);
    const int tried = currentNode();
    navigator->goToMove(0);
    clickBoard(board, "cb");
    QCOMPARE(m_window->undoStack()->count(), 1);
    QCOMPARE(currentNode(), tried);
    // The end of the game: refused, with the reason.
    navigator->goToNode(tree.lastMainLineNode());
    QCOMPARE(m_window->boardInputMode(), BoardInputMode::TryMoves);
    const int nodes = tree.nodeCount();
    clickBoard(board, "aa");
    QCOMPARE(tree.nodeCount(), nodes);
    QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("end of the game")));
    QVERIFY(!trying->passAction()->isEnabled());
    // A pass, tried, one move before.
    navigator->goToMove(1);
    QVERIFY(trying->passAction()->isEnabled());
    trying->passAction()->trigger();
    QCOMPARE(tree.nodeCount(), nodes + 1);
    QVERIFY(navigator->cursor()->state().pass);
    QCOMPARE(navigator->cursor()->state().moveColor, Color::White);
    // The pass there again: gone to, not added.
    navigator->goToMove(1);
    trying->passAction()->trigger();
    QCOMPARE(tree.nodeCount(), nodes + 1);
}

// Trying moves is one more board input mode: the mode says so, the walk-through still only
// inspects (and switches trying off in the menus), and when trying stops the clicks mark again.
void TestRecordView::tryMovesIsAModeOfItsOwn()
{
    QVERIFY(openText(koRecord()));
    TryMoves* trying = m_window->tryMoves();
    BoardView* board = m_window->boardView();
    QCOMPARE(m_window->boardInputMode(), BoardInputMode::MarkDead);
    trying->setOn(true);
    QCOMPARE(m_window->boardInputMode(), BoardInputMode::TryMoves);
    QVERIFY(changesGame(BoardInputMode::TryMoves));
    // The walk-through takes the board: a click inspects, nothing is added or marked.
    m_window->scoringReview()->setActive(true);
    QCOMPARE(m_window->boardInputMode(), BoardInputMode::InspectScoring);
    QVERIFY(!trying->toggleAction()->isEnabled());
    const int nodes = m_window->document()->reviewedTree()->nodeCount();
    clickBoard(board, "cb");
    QCOMPARE(m_window->document()->reviewedTree()->nodeCount(), nodes);
    QCOMPARE(m_window->undoStack()->count(), 0);
    m_window->scoringReview()->setActive(false);
    QCOMPARE(m_window->boardInputMode(), BoardInputMode::TryMoves);
    trying->setOn(false);
    QCOMPARE(m_window->boardInputMode(), BoardInputMode::MarkDead);
    QVERIFY(!m_window->statusBar()->findChild<QLabel*>(QStringLiteral("tryMovesIndicator"))->isVisible());
    // An earlier move, trying off: read-only as before.
    m_window->navigator()->goToMove(1);
    QCOMPARE(m_window->boardInputMode(), BoardInputMode::ReadOnly);
    // Another file: trying is off again.
    trying->setOn(true);
    QVERIFY(m_window->openFile(reviewTreePath()));
    QVERIFY(!trying->isOn());
    // The key.
    m_window->boardView()->setFocus();
    key(Qt::Key_T, Qt::ControlModifier);
    QVERIFY(trying->isOn());
}

// Save keeps the tried moves as variations (the end of the game, its marks and result where they
// were); Remove Tried Moves takes a tried line away, undoably, and only a tried one.
void TestRecordView::triedMovesAreSavedAndRemoved()
{
    QVERIFY(openText(koRecord()));
    TryMoves* trying = m_window->tryMoves();
    BoardView* board = m_window->boardView();
    RecordNavigator* navigator = m_window->navigator();
    const SgfGameTree& tree = *m_window->document()->reviewedTree();
    const int fileNodes = tree.nodeCount();
    // The file's own node: nothing to remove.
    navigator->goToMove(1);
    QVERIFY(!trying->removeAction()->isEnabled());
    navigator->goToMove(0);
    trying->setOn(true);
    clickBoard(board, "cb");
    const int take = currentNode();
    clickBoard(board, "gg");
    clickBoard(board, "gh");
    navigator->goToNode(take);
    clickBoard(board, "hh"); // a second variation below the first tried move
    QCOMPARE(tree.nodeCount(), fileNodes + 4);
    QVERIFY(!m_window->undoStack()->isClean());
    const QString saved = m_files.filePath(QStringLiteral("tried.sgf"));
    QVERIFY(m_window->saveFile(saved));
    {
        FileError error;
        const auto reread = GameDocument::open(saved, error);
        QVERIFY2(reread, qPrintable(error.message));
        const SgfGameTree& again = *reread->reviewedTree();
        QVERIFY(again.sameContent(tree));
        QCOMPARE(again.lastMainLineNode(), tree.lastMainLineNode());
        QCOMPARE(reread->finalPosition().board, m_window->document()->finalPosition().board);
    }
    // Remove from the first tried move: its whole line, both variations below it.
    navigator->goToNode(take);
    QVERIFY(trying->removeAction()->isEnabled());
    trying->removeAction()->trigger();
    QCOMPARE(tree.nodeCount(), fileNodes);
    QCOMPARE(currentNode(), int(SgfGameTree::Root));
    QCOMPARE(m_window->gameTreeView()->treeLayout().nodeCount(), fileNodes);
    QVERIFY(m_window->undoStack()->undoText().startsWith(QStringLiteral("Remove the tried moves from Black C8")));
    // Its name follows a switch of language, as every undo step's does.
    QVERIFY(AppLanguage::setLanguage(QStringLiteral("de")));
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    QCOMPARE(m_window->undoStack()->undoText(), QStringLiteral("Die ausprobierten Züge ab Schwarz C8 entfernen"));
    QCOMPARE(m_window->undoStack()->command(0)->text(), QStringLiteral("Ausprobiert: Schwarz C8"));
    QVERIFY(AppLanguage::setLanguage(QStringLiteral("en")));
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    m_window->undoStack()->undo();
    QCOMPARE(tree.nodeCount(), fileNodes + 4);
    QCOMPARE(currentNode(), take);
    QCOMPARE(tree.node(take).children().size(), size_t(2));
    // Undone further, the tried moves go one by one, as they came.
    for (int k = 0; k < 4; ++k)
        m_window->undoStack()->undo();
    QCOMPARE(tree.nodeCount(), fileNodes);
    // Past what was saved: the window says there is something to save again.
    QVERIFY(!m_window->undoStack()->isClean());
    QVERIFY(m_window->isWindowModified());
}

// Score the Position Shown counts a tried position: its board from the record, its own marks.
void TestRecordView::scoreATriedPosition()
{
    QVERIFY(openText(koRecord()));
    TryMoves* trying = m_window->tryMoves();
    BoardView* board = m_window->boardView();
    m_window->navigator()->goToMove(0);
    trying->setOn(true);
    clickBoard(board, "cb");
    clickBoard(board, "gg");
    const int tried = currentNode();
    m_window->scoreShownAction()->trigger();
    QVERIFY(m_window->scoreShownAction()->isChecked());
    QCOMPARE(m_window->document()->countedNode(), std::optional<int>(tried));
    QCOMPARE(m_window->document()->position().board, m_window->navigator()->cursor()->state().board);
    QCOMPARE(m_window->document()->position().capturedByBlack, 1);
    QCOMPARE(m_window->scorePanel()->countedPositionText(), QStringLiteral("Counting the position after move 2 (variation)"));
    // Trying stays the board's mode over the counted position; off, the clicks mark it.
    QCOMPARE(m_window->boardInputMode(), BoardInputMode::TryMoves);
    trying->setOn(false);
    QCOMPARE(m_window->boardInputMode(), BoardInputMode::MarkDead);
    clickBoard(board, "gg");
    QVERIFY(m_window->document()->isDead(at("gg")));
    // The tried line undone: the counted position goes back with the node shown.
    m_window->undoStack()->undo(); // the mark
    m_window->undoStack()->undo(); // W G3
    QCOMPARE(m_window->document()->countedNode(), std::optional<int>(currentNode()));
    QCOMPARE(m_window->document()->position().board, m_window->navigator()->cursor()->state().board);
    m_window->scoreShownAction()->trigger();
}

QTEST_MAIN(TestRecordView)
#include "tst_recordview.moc"
