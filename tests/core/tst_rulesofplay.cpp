// The rules of play (core/play): captures, suicide, the ko rule, whose turn it is in a tree, and
// removing a tried line from a tree. Every move played by hand goes through these.

#include "play/rulesofplay.h"
#include "sgf/sgfparser.h"
#include "sgf/treecursor.h"

#include <QtTest>

using namespace seki;

namespace {

// Board rows as text, top first: X black, O white, . empty.
Board boardOf(const std::vector<std::string>& rows)
{
    Board board(int(rows.front().size()), int(rows.size()));
    for (int y = 0; y < board.height(); ++y)
        for (int x = 0; x < board.width(); ++x) {
            const char c = rows[size_t(y)][size_t(x)];
            board.set(Point{x, y}, c == 'X' ? Color::Black : c == 'O' ? Color::White : Color::Empty);
        }
    return board;
}

} // namespace

class TestRulesOfPlay : public QObject {
    Q_OBJECT
private slots:
    void aMoveOnAnEmptyPointStands()
    {
        const Board before = boardOf({"...", "...", "..."});
        const MoveOutcome outcome = playMove(before, Point{1, 1}, Color::Black);
        QVERIFY(outcome.legal());
        QCOMPARE(outcome.after.at(Point{1, 1}), Color::Black);
        QVERIFY(outcome.captured.empty());
    }

    void occupiedAndOffBoardAreRefused()
    {
        const Board before = boardOf({"X..", "...", "..."});
        QCOMPARE(moveProblem(before, Point{0, 0}, Color::White), MoveProblem::Occupied);
        QCOMPARE(moveProblem(before, Point{3, 0}, Color::White), MoveProblem::OffBoard);
        QCOMPARE(moveProblem(before, Point{0, -1}, Color::White), MoveProblem::OffBoard);
        const MoveOutcome refused = playMove(before, Point{0, 0}, Color::White);
        QVERIFY(refused.after == before);
    }

    void capturesAreRemovedAndListed()
    {
        // White's two stones on the top edge have one liberty left (row 0 is the top).
        const Board atari = boardOf({"OO.X", "XX..", "....", "...."});
        const MoveOutcome taken = playMove(atari, Point{2, 0}, Color::Black);
        QVERIFY(taken.legal());
        QCOMPARE(taken.captured.size(), size_t(2));
        QCOMPARE(taken.captured.front(), (Point{0, 0}));
        QCOMPARE(taken.after.at(Point{0, 0}), Color::Empty);
        QCOMPARE(taken.after.at(Point{1, 0}), Color::Empty);
    }

    void suicideIsRefusedButACaptureIsNot()
    {
        // A1 is an eye of Black's: White there has no liberty and captures nothing.
        const Board eye = boardOf({".X..", "X...", "....", "...."});
        QCOMPARE(moveProblem(eye, Point{0, 0}, Color::White), MoveProblem::Suicide);
        // Filling one's own last eye is suicide too when it removes the whole block's liberties.
        const Board last = boardOf({".XO.", "XXO.", "OO..", "...."});
        QCOMPARE(moveProblem(last, Point{0, 0}, Color::Black), MoveProblem::Suicide);
        // The same point for White captures the three black stones: legal.
        const MoveOutcome capture = playMove(last, Point{0, 0}, Color::White);
        QVERIFY(capture.legal());
        QCOMPARE(capture.captured.size(), size_t(3));
    }

    void koRecaptureIsRefusedOnceThenAllowed()
    {
        // A ko: Black takes at C2 (x=2,y=1); White may not retake at B2 at once.
        const Board start = boardOf({".XO..", "XO.O.", ".XO..", "....."});
        const MoveOutcome take = playMove(start, Point{2, 1}, Color::Black);
        QVERIFY(take.legal());
        QCOMPARE(take.captured.size(), size_t(1));
        QCOMPARE(take.captured.front(), (Point{1, 1}));
        // White's retake would bring back `start`, the board before Black's move.
        QCOMPARE(moveProblem(take.after, Point{1, 1}, Color::White, &start), MoveProblem::Ko);
        // Without the board before Black's move (a threat was played in between), it is legal.
        QCOMPARE(moveProblem(take.after, Point{1, 1}, Color::White), MoveProblem::None);
        // Any other move stays legal with the ko board given.
        QCOMPARE(moveProblem(take.after, Point{4, 3}, Color::White, &start), MoveProblem::None);
    }

    void treeCursorKnowsTheKoBoardAndWhoseTurn()
    {
        const std::string text = "(;GM[1]SZ[5]AB[ba][ab][bc]AW[ca][bb][cc][db];B[cb];W[];B[aa])";
        const SgfCollection collection = parseSgf(text);
        const SgfGameTree& tree = collection.games.front();
        TreeCursor cursor(tree, 5, 5);
        QCOMPARE(cursor.toPlay(), Color::Black);
        QVERIFY(cursor.forward());
        // After Black's capture at C2, White to play; the board before it is the ko board.
        QCOMPARE(cursor.toPlay(), Color::White);
        QVERIFY(cursor.state().boardBeforeMove.has_value());
        const Board& ko = *cursor.state().boardBeforeMove;
        QCOMPARE(moveProblem(cursor.state().board, Point{1, 1}, Color::White, &ko), MoveProblem::Ko);
        QVERIFY(cursor.forward()); // White passes
        QCOMPARE(cursor.toPlay(), Color::Black);
    }

    void handicapMeansWhiteFirst()
    {
        const SgfCollection collection = parseSgf("(;GM[1]SZ[9]HA[2]AB[cc][gg])");
        TreeCursor cursor(collection.games.front(), 9, 9);
        QCOMPARE(cursor.toPlay(), Color::White);
        const SgfCollection told = parseSgf("(;GM[1]SZ[9]HA[2]AB[cc][gg]PL[B])");
        TreeCursor toldCursor(told.games.front(), 9, 9);
        QCOMPARE(toldCursor.toPlay(), Color::Black);
    }

    void removeSubtreeRenumbersTheRest()
    {
        // root - a - b, and a variation root - c - d; removing c takes d with it.
        SgfGameTree tree;
        const int a = tree.addChild(SgfGameTree::Root);
        const int c = tree.addChild(SgfGameTree::Root);
        const int b = tree.addChild(a);
        const int d = tree.addChild(c);
        tree.node(b).setText("C", "b");
        const std::vector<int> renumbered = tree.removeSubtree(c);
        QCOMPARE(tree.nodeCount(), 3);
        QCOMPARE(renumbered[size_t(c)], SgfNode::NoNode);
        QCOMPARE(renumbered[size_t(d)], SgfNode::NoNode);
        QCOMPARE(tree.root().children().size(), size_t(1));
        const int newB = renumbered[size_t(b)];
        QCOMPARE(tree.node(newB).text("C").value_or(""), std::string("b"));
        QCOMPARE(tree.node(newB).parent(), renumbered[size_t(a)]);
        // The root cannot be removed.
        QCOMPARE(tree.removeSubtree(SgfGameTree::Root)[0], SgfNode::NoNode);
        QCOMPARE(tree.nodeCount(), 3);
    }
};

QTEST_GUILESS_MAIN(TestRulesOfPlay)
#include "tst_rulesofplay.moc"
