// Exercises (core/exercise): an answer key read from and written to a node, and a student's
// answer of each kind checked, right and wrong: Seki or not? (each block alive, dead or in seki,
// with the points that say why), Count it (point by point and the result), Your move (the lesson's
// right and wrong moves, a move it does not have, a move that cannot be played).

#include "exercise/exercisecheck.h"
#include "exercise/exercisekey.h"
#include "sgf/gamerecord.h"
#include "sgf/parseerror.h"
#include "sgf/sgfparser.h"
#include "sgf/treecursor.h"

#include <QtTest>

using namespace seki;

namespace {

Point at(const char* name, int height = 9)
{
    return *fromGtp(name, height, height);
}

// The corner seki (lesson 01): Black's B9 and A8 with the eye A9, White's corner group with the
// eye D9, B8 shared; the walls around alive.
const char* const CornerSeki = "(;SZ[9]KM[0]RU[Japanese]"
                               "AB[ba][fa][ab][fb][dc][ec][fc][ad][bd][cd][dd][de][df][ef][ff][gf][hf][if]"
                               "AW[ca][ea][cb][db][eb][ac][bc][cc][ae][be][ce][cf][cg][dg][eg][fg][gg][hg][ig]"
                               "EX[seki]ES[ba][ab][ca]EL[fa]C[Which groups are in seki?])";

struct Loaded {
    SgfGameTree tree;
    Position position;
};

Loaded load(const char* text)
{
    SgfCollection collection = parseSgf(text);
    Loaded loaded{collection.games.front(), {}};
    loaded.position = GameRecord::read(loaded.tree).position();
    return loaded;
}

} // namespace

class TestExercises : public QObject {
    Q_OBJECT

private slots:
    void keyReadAndWritten();
    void badKeysAreRefused();
    void sekiAnswers();
    void aKeyTheScorerDoesNotBearOut();
    void countAnswers();
    void resultsAsStudentsWriteThem();
    void moveAnswers();
};

void TestExercises::keyReadAndWritten()
{
    const Loaded corner = load(CornerSeki);
    const std::optional<ExerciseKey> key = readExerciseKey(corner.tree.root(), 9, 9);
    QVERIFY(key);
    QCOMPARE(key->kind, ExerciseKind::SekiOrNot);
    QCOMPARE(key->stones.size(), size_t(4));
    QVERIFY(key->deadStones().empty());
    SgfNode node;
    writeExerciseKey(node, key);
    QCOMPARE(readExerciseKey(node, 9, 9), key);
    ExerciseKey move{ExerciseKind::YourMove, {}, "Not one of the lesson's moves."};
    writeExerciseKey(node, move);
    QVERIFY(!node.has("ES"));
    QCOMPARE(node.text("EX"), std::optional<std::string>("move"));
    QCOMPARE(readExerciseKey(node, 9, 9), std::optional<ExerciseKey>(move));
    writeExerciseKey(node, std::nullopt);
    QVERIFY(!readExerciseKey(node, 9, 9));
    QVERIFY(node.properties().empty());
}

void TestExercises::badKeysAreRefused()
{
    const auto refused = [](const char* text, const char* words) {
        SgfCollection collection = parseSgf(text);
        try {
            readExerciseKey(collection.games.front().root(), 9, 9);
        } catch (const ParseError& error) {
            return QString::fromStdString(error.what()).contains(QLatin1String(words));
        }
        return false;
    };
    QVERIFY(refused("(;EX[guess])", "seki, count or move"));
    QVERIFY(refused("(;EX[seki]ES[aa]ED[aa])", "two answers"));
    QVERIFY(refused("(;EX[seki]ES[zz])", ""));
}

void TestExercises::sekiAnswers()
{
    const Loaded corner = load(CornerSeki);
    const ExerciseKey key = *readExerciseKey(corner.tree.root(), 9, 9);
    std::map<Point, BlockStatus> answers{{at("B9"), BlockStatus::Seki},
                                         {at("A8"), BlockStatus::Seki},
                                         {at("C8"), BlockStatus::Seki},
                                         {at("F9"), BlockStatus::Alive}};
    SekiAnswerCheck check = checkSekiAnswer(corner.position, Rules::Japanese, key, answers);
    QCOMPARE(check.blocks.size(), size_t(4)); // B9, A8, White's corner group, Black's wall at F9
    QVERIFY(check.solved());
    QVERIFY(check.keyAgreesWithScorer());
    // The reasons: the white group's eye D9 and the shared B8; the wall's territory.
    const auto block = [&](const char* stone) {
        for (const BlockAnswer& answer : check.blocks)
            if (std::find(answer.stones.begin(), answer.stones.end(), at(stone)) != answer.stones.end())
                return answer;
        return BlockAnswer{};
    };
    QCOMPARE(block("C9").stones.size(), size_t(8));
    QCOMPARE(block("C9").eyes, std::vector<Point>{at("D9")});
    QCOMPARE(block("C9").shared, std::vector<Point>{at("B8")});
    QCOMPARE(block("B9").eyes, std::vector<Point>{at("A9")});
    QVERIFY(!block("F9").territory.empty());

    // Wrong: the white group called alive, A8 not answered.
    answers[at("E8")] = BlockStatus::Alive;
    answers.erase(at("A8"));
    check = checkSekiAnswer(corner.position, Rules::Japanese, key, answers);
    QVERIFY(!check.solved());
    int wrong = 0;
    for (const BlockAnswer& answer : check.blocks)
        wrong += answer.right() ? 0 : 1;
    QCOMPARE(wrong, 2);
    for (const BlockAnswer& answer : check.blocks)
        if (answer.stones.front() == at("C9")) {
            QCOMPARE(answer.given, std::optional<BlockStatus>(BlockStatus::Alive));
            QCOMPARE(answer.expected, BlockStatus::Seki);
        } else if (answer.stones.front() == at("A8")) {
            QVERIFY(!answer.given);
        }
}

// A key that calls the corner's seki alive: the scorer does not bear it out.
void TestExercises::aKeyTheScorerDoesNotBearOut()
{
    Loaded corner = load(CornerSeki);
    ExerciseKey key = *readExerciseKey(corner.tree.root(), 9, 9);
    for (auto& [point, status] : key.stones)
        if (point == at("C9"))
            status = BlockStatus::Alive;
    QVERIFY(!checkSekiAnswer(corner.position, Rules::Japanese, key, {}).keyAgreesWithScorer());
    // And a dead block: marked dead for the count, so the scorer reads it dead.
    key.stones.emplace_back(at("C9"), BlockStatus::Dead);
    key.stones.erase(std::remove_if(key.stones.begin(), key.stones.end(),
                                    [](const auto& entry) { return entry.second == BlockStatus::Alive && entry.first == at("C9"); }),
                     key.stones.end());
    const SekiAnswerCheck check = checkSekiAnswer(corner.position, Rules::Japanese, key, {});
    for (const BlockAnswer& answer : check.blocks)
        if (answer.stones.front() == at("C9"))
            QCOMPARE(answer.scorer, BlockStatus::Dead);
}

void TestExercises::countAnswers()
{
    // A small board: Black's wall on the left, White's on the right; Black's territory A5..A1
    // and White's E5..E1 (five points each); C is no one's (dame).
    const Loaded board = load("(;SZ[5]KM[0]RU[Japanese]AB[ba][bb][bc][bd][be]AW[da][db][dc][dd][de])");
    TerritoryMap right(25, '.');
    for (int y = 0; y < 5; ++y) {
        right[size_t(y * 5)] = 'b';
        right[size_t(y * 5 + 4)] = 'w';
    }
    CountCheck check = checkCount(board.position, Rules::Japanese, right, std::string("0"));
    QVERIFY2(check.solved(), check.expectedResult.c_str());
    QCOMPARE(check.expectedResult, std::string("0"));
    // Both sides' counts, for a student to check their own: five points of territory each.
    QCOMPARE(check.black.territory, 5);
    QCOMPARE(check.white.territory, 5);
    QCOMPARE(check.black.total, 5.0);
    QCOMPARE(check.white.total, 5.0);
    // Under area rules the stones count too, and the totals give the result.
    const CountCheck area = checkCount(board.position, Rules::Chinese, {}, std::nullopt);
    QCOMPARE(area.black.stones, 5);
    QCOMPARE(area.black.total, 10.0);
    QCOMPARE(area.white.total, 10.0);
    // Wrong: C3 called Black's, E1 missed, a result given as B+1.
    TerritoryMap wrong = right;
    wrong[size_t(2 * 5 + 2)] = 'b';
    wrong[size_t(4 * 5 + 4)] = '.';
    check = checkCount(board.position, Rules::Japanese, wrong, std::string("B+1"));
    QVERIFY(!check.solved());
    QCOMPARE(check.wrong, std::vector<Point>{at("C3", 5)});
    QCOMPARE(check.missed, std::vector<Point>{at("E1", 5)});
    QCOMPARE(check.resultRight, std::optional<bool>(false));
    // The result alone.
    check = checkCount(board.position, Rules::Japanese, {}, std::string("jigo"));
    QVERIFY(check.solved());
}

void TestExercises::resultsAsStudentsWriteThem()
{
    QCOMPARE(normalizedResult("b+3"), std::optional<std::string>("B+3"));
    QCOMPARE(normalizedResult(" W + 2.5 "), std::optional<std::string>("W+2.5"));
    QCOMPARE(normalizedResult("W+2,5"), std::optional<std::string>("W+2.5"));
    QCOMPARE(normalizedResult("Jigo"), std::optional<std::string>("0"));
    QCOMPARE(normalizedResult("B+3.0"), std::optional<std::string>("B+3"));
    QVERIFY(!normalizedResult("Black wins"));
    QVERIFY(!normalizedResult("B+"));
    QVERIFY(!normalizedResult("B+-3"));
}

void TestExercises::moveAnswers()
{
    // White to play; the lesson marks B8 right and G5 wrong (Black answers G5 with G4); the texts
    // here are the mechanism's, not Go advice.
    const Loaded corner = load("(;SZ[9]KM[0]RU[Japanese]PL[W]"
                               "AB[ba][fa][ab][fb][dc][ec][fc][ad][bd][cd][dd][de][df][ef][ff][gf][hf][if]"
                               "AW[ca][ea][cb][db][eb][ac][bc][cc][ae][be][ce][cf][cg][dg][eg][fg][gg][hg][ig]"
                               "EX[move]EW[Not one of the lesson's moves.]C[White to play.]"
                               "(;W[bb]TE[1]C[Marked right.])(;W[ge]BM[1]C[Marked wrong.];B[gf]C[The answer.]))");
    const SgfGameTree& tree = corner.tree;
    TreeCursor cursor(tree, 9, 9);
    const Board& board = cursor.state().board;
    const Color colour = cursor.toPlay();
    QCOMPARE(colour, Color::White);
    MoveAnswer answer = checkMove(tree, SgfGameTree::Root, board, nullptr, at("B8"), colour);
    QCOMPARE(answer.verdict, MoveVerdict::Right);
    QCOMPARE(answer.node, tree.root().children()[0]);
    QCOMPARE(answer.reply, -1);
    answer = checkMove(tree, SgfGameTree::Root, board, nullptr, at("G5"), colour);
    QCOMPARE(answer.verdict, MoveVerdict::Wrong);
    QCOMPARE(answer.node, tree.root().children()[1]);
    QCOMPARE(answer.reply, tree.node(answer.node).children().front());
    answer = checkMove(tree, SgfGameTree::Root, board, nullptr, at("H5"), colour);
    QCOMPARE(answer.verdict, MoveVerdict::NotThis);
    answer = checkMove(tree, SgfGameTree::Root, board, nullptr, at("C9"), colour);
    QCOMPARE(answer.verdict, MoveVerdict::Illegal);
    QCOMPARE(answer.problem, MoveProblem::Occupied);
    answer = checkMove(tree, SgfGameTree::Root, board, nullptr, at("A9"), colour);
    QCOMPARE(answer.problem, MoveProblem::Suicide);
    QCOMPARE(rightMoves(tree, SgfGameTree::Root, colour), std::vector<Point>{at("B8")});
    QCOMPARE(readExerciseKey(tree.root(), 9, 9)->wrongMoveReason, std::string("Not one of the lesson's moves."));
}

QTEST_GUILESS_MAIN(TestExercises)
#include "tst_exercises.moc"
