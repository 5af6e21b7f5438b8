// Hostile and foreign SGF (core/sgf): memory that stays proportional to the file, limits that
// speak, text decoded by its charset before it is parsed, and the small things foreign files do.
// Every input is written here.

#include "sgf/gamerecord.h"
#include "sgf/parseerror.h"
#include "sgf/sgfparser.h"
#include "sgf/sgfpointlist.h"
#include "sgf/sgfvalue.h"

#include <QtTest>

#include <string>

using namespace seki;

namespace {

template <class F>
ParseError expectParseError(F&& f)
{
    try {
        f();
    } catch (const ParseError& error) {
        return error;
    }
    return ParseError(0, 0, "no ParseError thrown");
}

std::string repeated(const std::string& piece, int times)
{
    std::string text;
    text.reserve(piece.size() * size_t(times));
    for (int k = 0; k < times; ++k)
        text += piece;
    return text;
}

bool contains(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}

} // namespace

class TestSgfHostile : public QObject {
    Q_OBJECT

private slots:
    void pointListsAreExpandedOnceAndCapped();
    void setupFlipsStayWithinTheSetupLimit();
    void replayAcrossCheckpointsMatchesPlay();
    void stateAtAnyNodeOfTheTree();
    void errorMessagesQuoteAtMostEightyCharacters();
};

void TestSgfHostile::pointListsAreExpandedOnceAndCapped()
{
    // The whole 52x52 board named 300 times is still 2,704 points, each once.
    const SgfCollection repeatedBoard = parseSgf("(;SZ[52]AB" + repeated("[aa:ZZ]", 300) + ")");
    const SgfProperty& ab = *repeatedBoard.games.front().root().find("AB");
    QCOMPARE(pointsOf(ab, 52, 52).size(), size_t(52 * 52));
    QCOMPARE(rectanglesOf(ab, 52, 52).size(), size_t(300));
    // Rectangles in any corner order, and a point named twice, count once.
    const SgfCollection small = parseSgf("(;SZ[9]AB[cc:aa][bb][ii])");
    const std::vector<Point> points = pointsOf(*small.games.front().root().find("AB"), 9, 9);
    QCOMPARE(points.size(), size_t(10));
    QCOMPARE(points.front(), (Point{0, 0}));
    QCOMPARE(points.back(), (Point{8, 8}));

    // Naming more than the cap in one property is refused with a message that names the limit.
    const int wholeBoards = int(MaxPointsPerProperty / (52 * 52)) + 1;
    const SgfCollection territory = parseSgf("(;SZ[52];B[aa]TB" + repeated("[aa:ZZ]", wholeBoards) + ")");
    const ParseError error = expectParseError([&] { GameRecord::read(territory.games.front()); });
    QVERIFY2(contains(error.message, "TB") && contains(error.message, std::to_string(MaxPointsPerProperty)),
             error.message.c_str());
    QCOMPARE(error.line, 1);
}

void TestSgfHostile::setupFlipsStayWithinTheSetupLimit()
{
    // Filling and clearing the whole board in turn: 22 bytes a pair, 5,408 points each.
    const int allowedPairs = int(GameRecord::MaxSetupPoints / (2 * 52 * 52));
    const GameRecord record = GameRecord::read(
        parseSgf("(;SZ[52]" + repeated(";AB[aa:ZZ];AE[aa:ZZ]", allowedPairs) + ";AB[aa:ZZ];B[])").games.front());
    QCOMPARE(record.moveCount(), 1);
    QCOMPARE(record.position().board.count(Color::Black), 52 * 52);

    const std::string tooMany = "(;SZ[52]" + repeated(";AB[aa:ZZ];AE[aa:ZZ]", allowedPairs + 1) + ")";
    const ParseError error = expectParseError([&] { GameRecord::read(parseSgf(tooMany).games.front()); });
    QVERIFY2(contains(error.message, std::to_string(GameRecord::MaxSetupPoints)), error.message.c_str());
    QVERIFY2(contains(error.message, "setup"), error.message.c_str());
    QVERIFY(error.column > 1);   // at the value that went over, not 1:1
}

void TestSgfHostile::replayAcrossCheckpointsMatchesPlay()
{
    // A game long enough for several checkpoints, with captures and setup between moves: every
    // state rebuilt from a checkpoint must equal a plain replay with Board::play.
    std::string text = "(;SZ[9]";
    Board board(9, 9);
    std::vector<Board> expected{board};
    std::vector<int> blackCaptures{0};
    int capturedByBlack = 0;
    int capturedByWhite = 0;
    unsigned seed = 7;
    Color color = Color::Black;
    int moves = 0;
    while (moves < int(3 * GameRecord::CheckpointInterval)) {
        seed = seed * 1103515245u + 12345u;
        const Point p{int((seed >> 8) % 9), int((seed >> 16) % 9)};
        if (board.at(p) != Color::Empty)
            continue;
        const Board::PlayResult result = board.play(board.index(p), color);
        (color == Color::Black ? capturedByBlack : capturedByWhite) += result.captured;
        (color == Color::Black ? capturedByWhite : capturedByBlack) += result.suicided;
        text += std::string(color == Color::Black ? ";B[" : ";W[") + toSgf(p) + "]";
        if (moves % 50 == 49) {
            // A setup node after the move: clear a corner.
            text += ";AE[aa:cc]";
            for (int y = 0; y < 3; ++y)
                for (int x = 0; x < 3; ++x)
                    board.set(Point{x, y}, Color::Empty);
        }
        expected.push_back(board);
        blackCaptures.push_back(capturedByBlack);
        color = color == Color::Black ? Color::White : Color::Black;
        ++moves;
    }
    text += ")";
    const GameRecord record = GameRecord::read(parseSgf(text).games.front());
    QCOMPARE(record.moveCount(), moves);
    for (int k = 0; k <= moves; ++k) {
        const GameRecord::State state = record.stateAfterMove(k);
        QVERIFY2(state.board == expected[size_t(k)], qPrintable(QStringLiteral("after move %1").arg(k)));
        QCOMPARE(state.capturedByBlack, blackCaptures[size_t(k)]);
    }
    QCOMPARE(record.position().capturedByWhite, capturedByWhite);
}

void TestSgfHostile::stateAtAnyNodeOfTheTree()
{
    // Main line: B cc, W dd, B ee. A variation after move 1: W ab, then setup AB[aa].
    const SgfCollection collection = parseSgf("(;SZ[5];B[cc](;W[dd];B[ee])(;W[ab];AB[aa]))");
    const SgfGameTree& tree = collection.games.front();
    const GameRecord record = GameRecord::read(tree);
    QCOMPARE(record.moveCount(), 3);
    // Every main-line node gives what the slider gives.
    const std::vector<int>& line = record.mainLine();
    for (size_t k = 0; k < line.size(); ++k) {
        const GameRecord::State atNode = record.stateAtNode(tree, line[k]);
        QVERIFY(atNode.board == record.stateAfterMove(int(k)).board);
        QCOMPARE(atNode.node, line[k]);
    }
    // The variation's last node: the variation's moves on top of move 1.
    int variationEnd = tree.node(line[1]).children().at(1);
    variationEnd = tree.node(variationEnd).children().at(0);
    const GameRecord::State state = record.stateAtNode(tree, variationEnd);
    QCOMPARE(state.board.at(Point{2, 2}), Color::Black);
    QCOMPARE(state.board.at(Point{0, 1}), Color::White);
    QCOMPARE(state.board.at(Point{0, 0}), Color::Black);
    QCOMPARE(state.board.at(Point{3, 3}), Color::Empty);
    QCOMPARE(state.lastMove, (std::optional<Point>{Point{0, 1}}));
    QCOMPARE(state.lastColor, Color::White);
    QCOMPARE(state.node, variationEnd);
    // The main line is untouched by having looked at a variation.
    QCOMPARE(record.position().board.at(Point{0, 1}), Color::Empty);

    // A bad move in a variation is reported where it stands, as in the main line.
    const SgfCollection bad = parseSgf("(;SZ[5];B[cc](;W[dd])(;W[cc]))");
    const SgfGameTree& badTree = bad.games.front();
    const GameRecord badRecord = GameRecord::read(badTree);
    const int badNode = badTree.node(1).children().at(1);
    const ParseError error = expectParseError([&] { badRecord.stateAtNode(badTree, badNode); });
    QVERIFY2(contains(error.message, "occupied"), error.message.c_str());
}

void TestSgfHostile::errorMessagesQuoteAtMostEightyCharacters()
{
    const std::string longValue(30000, 'x');
    for (const std::string& text : {"(;SZ[" + longValue + "])", "(;KM[" + longValue + "])",
                                    "(;SZ[9];B[" + longValue + "])", "(;SZ[9]AB[" + longValue + "])"}) {
        const ParseError error = expectParseError([&] { GameRecord::read(parseSgf(text).games.front()); });
        QVERIFY2(error.message.size() < 200, error.message.c_str());
        QVERIFY2(contains(error.message, std::string(MaxQuotedCharacters, 'x') + "..."), error.message.c_str());
    }
    // Cut between characters, never inside one.
    const std::string quoted = quotedValue(repeated("碁", 100));
    QCOMPARE(quoted, repeated("碁", int(MaxQuotedCharacters)) + "...");
    QCOMPARE(quotedValue("short"), std::string("short"));
}

QTEST_GUILESS_MAIN(TestSgfHostile)
#include "tst_sgfhostile.moc"
