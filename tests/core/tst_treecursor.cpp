// The game tree's cursor (core/sgf/treecursor): the board at any node of any variation, its
// comment, and the moves between variations, on a record written for the test.

#include "sgf/gamedetails.h"
#include "sgf/gamerecord.h"
#include "sgf/movenumbers.h"
#include "sgf/sgfparser.h"
#include "sgf/treecursor.h"

#include "testconfig.h"

#include <QFile>
#include <QtTest>

using namespace seki;

namespace {

SgfCollection readRecord()
{
    QFile file(QStringLiteral(SEKI_TEST_DATA_DIR "/sgf/review-tree.sgf"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open review-tree.sgf");
    const QByteArray bytes = file.readAll();
    return parseSgf(std::string(bytes.constData(), size_t(bytes.size())));
}

Point at(const char* sgf)
{
    return *fromSgf(sgf);
}

} // namespace

class TestTreeCursor : public QObject {
    Q_OBJECT
private slots:
    void mainLineMatchesTheRecord();
    void variationsAndTheirBoards();
    void captureInAVariation();
    void commentsAreDecoded();
    void badMoveInAVariationIsNotPlayed();
    void badSetupInAVariationIsNotPlaced();
    void prisonersOfASetupPosition();
    void gameDetails();
    void moveNumbersOnTheStones();
};

// Along the main line the cursor's board is the record's, move by move.
void TestTreeCursor::mainLineMatchesTheRecord()
{
    const SgfCollection collection = readRecord();
    const SgfGameTree& tree = collection.games.front();
    const GameRecord record = GameRecord::read(tree);
    TreeCursor cursor(tree, 9, 9);
    QVERIFY(cursor.onMainLine());
    int moves = 0;
    while (cursor.forward()) {
        ++moves;
        QCOMPARE(cursor.state().moveNumber, moves);
        QVERIFY(cursor.state().board == record.boardAfterMove(moves));
        QVERIFY(cursor.onMainLine());
    }
    QCOMPARE(moves, record.moveCount());
    QCOMPARE(cursor.line(), record.mainLine());
}

void TestTreeCursor::variationsAndTheirBoards()
{
    const SgfCollection collection = readRecord();
    const SgfGameTree& tree = collection.games.front();
    TreeCursor cursor(tree, 9, 9);
    QVERIFY(cursor.forward());
    QVERIFY(cursor.forward());
    // After move 2 three moves continue: the main line first.
    const std::vector<TreeCursor::Branch> branches = cursor.branches();
    QCOMPARE(branches.size(), size_t(3));
    QCOMPARE(*branches[0].point, at("cc"));
    QCOMPARE(*branches[1].point, at("ba"));
    QCOMPARE(*branches[2].point, at("gg"));
    QCOMPARE(branches[1].color, Color::Black);

    QVERIFY(cursor.fork().empty());
    QVERIFY(!cursor.nextVariation());
    QVERIFY(cursor.forward());
    QCOMPARE(cursor.fork().size(), size_t(3));
    QCOMPARE(cursor.forkChoice(), 0);
    QVERIFY(!cursor.previousVariation());
    // Deeper in the main line, the nearest fork is still the one at move 3.
    QVERIFY(cursor.forward());
    QVERIFY(cursor.forward());
    QCOMPARE(cursor.state().moveNumber, 5);
    QVERIFY(cursor.nextVariation());
    QCOMPARE(cursor.forkChoice(), 1);
    QVERIFY(!cursor.onMainLine());
    QCOMPARE(cursor.state().moveNumber, 3);
    QCOMPARE(cursor.state().board.at(at("ba")), Color::Black);
    QCOMPARE(cursor.state().board.at(at("cc")), Color::Empty);
    QVERIFY(cursor.nextVariation());
    QCOMPARE(cursor.state().board.at(at("gg")), Color::Black);
    QCOMPARE(cursor.state().board.at(at("ba")), Color::Empty);
    QVERIFY(!cursor.nextVariation());
    QVERIFY(cursor.previousVariation());
    QCOMPARE(cursor.state().movePoint, std::optional<Point>(at("ba")));
    // The line through a variation follows its first children to the end.
    QCOMPARE(cursor.line().size(), size_t(6));
    QVERIFY(cursor.back());
    QCOMPARE(cursor.state().moveNumber, 2);
    QCOMPARE(cursor.state().board.at(at("ba")), Color::Empty);
    // In the nested fork at move 5, the next variation is the sibling there.
    QVERIFY(cursor.goTo(cursor.branches()[1].node));
    QVERIFY(cursor.forward());
    QVERIFY(cursor.forward());
    QCOMPARE(cursor.fork().size(), size_t(2));
    QVERIFY(cursor.nextVariation());
    QCOMPARE(cursor.state().movePoint, std::optional<Point>(at("ca")));
    QCOMPARE(cursor.state().moveNumber, 5);
}

void TestTreeCursor::captureInAVariation()
{
    const SgfCollection collection = readRecord();
    const SgfGameTree& tree = collection.games.front();
    TreeCursor cursor(tree, 9, 9);
    cursor.forward();
    cursor.forward();
    cursor.forward();
    cursor.nextVariation(); // B ba
    cursor.forward();       // W aa
    QCOMPARE(cursor.state().board.at(at("aa")), Color::White);
    cursor.forward(); // B ab captures A9
    QCOMPARE(cursor.state().captured, 1);
    QCOMPARE(cursor.state().capturedByBlack, 1);
    QCOMPARE(cursor.state().board.at(at("aa")), Color::Empty);
    QCOMPARE(cursor.state().moveColor, Color::Black);
    // Straight to a node elsewhere and back: the capture is undone.
    const int captureNode = cursor.node();
    QVERIFY(cursor.nextVariation());
    QCOMPARE(cursor.state().board.at(at("aa")), Color::White);
    QCOMPARE(cursor.state().capturedByBlack, 0);
    QVERIFY(cursor.goTo(captureNode));
    QCOMPARE(cursor.state().board.at(at("aa")), Color::Empty);
    QVERIFY(!cursor.goTo(tree.nodeCount()));
}

void TestTreeCursor::commentsAreDecoded()
{
    const SgfCollection collection = readRecord();
    TreeCursor cursor(collection.games.front(), 9, 9);
    QVERIFY(QString::fromStdString(cursor.comment()).contains(QStringLiteral("written for SekiScope's tests")));
    cursor.forward();
    QCOMPARE(cursor.comment(), std::string("Black takes the centre."));
    cursor.forward();
    cursor.forward();
    cursor.forward();
    QCOMPARE(cursor.comment(), std::string());
}

void TestTreeCursor::badMoveInAVariationIsNotPlayed()
{
    const SgfCollection collection = parseSgf("(;SZ[5];B[cc](;W[dd])(;W[cc])(;W[zz]))");
    TreeCursor cursor(collection.games.front(), 5, 5);
    cursor.forward();
    cursor.forward();
    QVERIFY(cursor.state().problems.empty());
    QVERIFY(cursor.nextVariation());
    QCOMPARE(cursor.state().problems.size(), size_t(1));
    QCOMPARE(cursor.state().problems[0].problem, ParseProblem::MoveOnOccupiedPoint);
    QCOMPARE(cursor.state().board.at(at("cc")), Color::Black);
    QVERIFY(cursor.nextVariation());
    // Worded as the main line's replay words it (nodereplay.h): W[zz] is a point, off this board.
    QCOMPARE(cursor.state().problems.size(), size_t(1));
    const ParseError& offBoard = cursor.state().problems[0];
    QVERIFY(QString::fromStdString(offBoard.message).contains(QStringLiteral("W[zz] is off the 5x5 board")));
    QCOMPARE(offBoard.problem, ParseProblem::MoveOffBoard);
    QCOMPARE(offBoard.arguments, (std::vector<std::string>{"2", "W", "zz", "5", "5"}));
    QCOMPARE(cursor.state().moveNumber, 2);
    // As a branch, a move not played is no pass.
    const TreeCursor::Branch branch = cursor.moveOf(cursor.node());
    QCOMPARE(branch.color, Color::White);
    QVERIFY(!branch.point);
    QVERIFY(!branch.pass);
    const SgfCollection passes = parseSgf("(;SZ[5];B[cc](;W[])(;W[tt]))");
    TreeCursor passing(passes.games.front(), 5, 5);
    QVERIFY(passing.forward());
    QCOMPARE(passing.branches().size(), size_t(2));
    for (const TreeCursor::Branch& pass : passing.branches())
        QVERIFY(pass.pass && !pass.point && pass.color == Color::White);
    // The one on the path is the node's own: the nodes above it had none.
    QCOMPARE(cursor.problemsOnPath().size(), size_t(1));
    QCOMPARE(cursor.problemsOnPath()[0].node, cursor.node());
}

// A variation's setup with a point that is not one or lies off the board is not placed (the whole
// property, its good points too), the node's other setup and its move are; each problem is kept,
// and the nodes below still know the board lacks it.
void TestTreeCursor::badSetupInAVariationIsNotPlaced()
{
    const SgfCollection collection
        = parseSgf("(;SZ[5];B[cc](;W[dd])(;AB[aa][zz]AW[ee]W[bb];B[dd])(;AW[a]AB[ff]B[zz]))");
    const SgfGameTree& tree = collection.games.front();
    TreeCursor cursor(tree, 5, 5);
    QVERIFY(cursor.forward());
    QVERIFY(cursor.forward());
    QVERIFY(cursor.nextVariation());
    QCOMPARE(cursor.state().problems.size(), size_t(1));
    const ParseError& offBoard = cursor.state().problems[0];
    QCOMPARE(offBoard.problem, ParseProblem::PointOffBoard);
    QCOMPARE(offBoard.arguments, (std::vector<std::string>{"AB", "zz", "5", "5"}));
    QCOMPARE(offBoard.setupAfterMove, 1);
    QCOMPARE(cursor.state().board.at(at("aa")), Color::Empty);
    QCOMPARE(cursor.state().board.at(at("ee")), Color::White);
    QCOMPARE(cursor.state().board.at(at("bb")), Color::White);
    QCOMPARE(cursor.state().moveColor, Color::White);
    const int badNode = cursor.node();
    // One move on: the node itself is sound, the path is not.
    QVERIFY(cursor.forward());
    QVERIFY(cursor.state().problems.empty());
    QCOMPARE(cursor.problemsOnPath().size(), size_t(1));
    QCOMPARE(cursor.problemsOnPath()[0].node, badNode);
    QCOMPARE(cursor.problemsOnPath()[0].error.problem, ParseProblem::PointOffBoard);
    // Back above it, and forward again: nothing stays from the node left.
    QVERIFY(cursor.back());
    QVERIFY(cursor.back());
    QVERIFY(cursor.problemsOnPath().empty());
    QVERIFY(cursor.forward());
    QVERIFY(cursor.problemsOnPath().empty());
    // Three problems in one node, in the order met: both setups, then the move.
    QVERIFY(cursor.nextVariation());
    QVERIFY(cursor.nextVariation());
    const std::vector<ParseError>& three = cursor.state().problems;
    QCOMPARE(three.size(), size_t(3));
    QCOMPARE(three[0].problem, ParseProblem::NotAPoint);
    QCOMPARE(three[0].arguments, (std::vector<std::string>{"AW", "a"}));
    QCOMPARE(three[1].problem, ParseProblem::PointOffBoard);
    QCOMPARE(three[2].problem, ParseProblem::MoveOffBoard);
    QCOMPARE(cursor.problemsOnPath().size(), size_t(3));
    QCOMPARE(cursor.state().board.count(Color::White), 0);
}

// A position set up by hand keeps its prisoners (CAPTURES, positionwriter.h): the cursor counts
// from them at every node, as GameRecord does on the main line, so a count of a node shown is the
// game's count.
void TestTreeCursor::prisonersOfASetupPosition()
{
    const SgfCollection collection = parseSgf("(;FF[4]SZ[5]CAPTURES[3:5]AB[aa]AW[ba];B[cc](;W[ab])(;W[ee]))");
    const SgfGameTree& tree = collection.games.front();
    const GameRecord record = GameRecord::read(tree);
    TreeCursor cursor(tree, 5, 5);
    QCOMPARE(cursor.state().capturedByBlack, 3);
    QCOMPARE(cursor.state().capturedByWhite, 5);
    QVERIFY(cursor.forward());
    QVERIFY(cursor.forward());
    // White took the corner stone at the end of the main line.
    QCOMPARE(cursor.state().captured, 1);
    QCOMPARE(cursor.state().capturedByWhite, 6);
    QCOMPARE(cursor.state().capturedByWhite, record.position().capturedByWhite);
    QCOMPARE(cursor.state().capturedByBlack, record.position().capturedByBlack);
    QVERIFY(cursor.nextVariation());
    QCOMPARE(cursor.state().capturedByBlack, 3);
    QCOMPARE(cursor.state().capturedByWhite, 5);
    QVERIFY(cursor.back());
    QVERIFY(cursor.goTo(SgfGameTree::Root));
    QCOMPARE(cursor.state().capturedByWhite, 5);
}

void TestTreeCursor::gameDetails()
{
    const SgfCollection collection = readRecord();
    const GameDetails details = readGameDetails(collection.games.front());
    QCOMPARE(details.blackRank, std::string("3d"));
    QCOMPARE(details.whiteRank, std::string("2k"));
    QCOMPARE(details.date, std::string("2026-11-23"));
    QCOMPARE(details.event, std::string("SekiScope review test"));
    QCOMPARE(details.place, std::string("Tokyo"));
    QCOMPARE(details.timeLimit, std::string("600"));
    QCOMPARE(details.overtime, std::string("5x30 byo-yomi"));
    QVERIFY(details.gameName.empty());
}


// Move numbers stand on the stones of the moves that played them: a captured stone loses its
// number, a point played again carries the later move's, a setup stone none; the last N moves only
// when asked.
void TestTreeCursor::moveNumbersOnTheStones()
{
    // 1 B A4, 2 W A5 (the corner), 3 B B5 takes it, 4 W E1, 5 B A5 again, then White A4 by setup,
    // then 6 W C3.
    const SgfCollection collection
        = parseSgf("(;FF[4]SZ[5];B[ab];W[aa];B[ba];W[ee];B[aa];AW[ab];W[cc])");
    const SgfGameTree& tree = collection.games.front();
    TreeCursor cursor(tree, 5, 5);
    const auto numbers = [&](int lastMoves) {
        std::vector<std::pair<std::string, int>> named;
        for (const NumberedStone& stone : numberedStones(cursor, lastMoves))
            named.emplace_back(toSgf(stone.point), stone.number);
        return named;
    };
    using Numbers = std::vector<std::pair<std::string, int>>;
    QVERIFY(cursor.goTo(3));
    QCOMPARE(numbers(-1), (Numbers{{"ba", 3}, {"ab", 1}}));
    QVERIFY(cursor.goTo(tree.lastMainLineNode()));
    QCOMPARE(cursor.state().moveNumber, 6);
    QCOMPARE(numbers(-1), (Numbers{{"aa", 5}, {"ba", 3}, {"cc", 6}, {"ee", 4}}));
    QCOMPARE(numbers(3), (Numbers{{"aa", 5}, {"cc", 6}, {"ee", 4}}));
    QCOMPARE(numbers(2), (Numbers{{"aa", 5}, {"cc", 6}}));
    QCOMPARE(numbers(1), (Numbers{{"cc", 6}}));
    QVERIFY(numbers(0).empty());
    // At the root: nothing played yet.
    QVERIFY(cursor.goTo(SgfGameTree::Root));
    QVERIFY(numbers(-1).empty());
}

QTEST_GUILESS_MAIN(TestTreeCursor)
#include "tst_treecursor.moc"
