// The SGF reader, writer and main-line replay (core/sgf).

#include "sgf/gamerecord.h"
#include "sgf/nodemarkup.h"
#include "sgf/parseerror.h"
#include "sgf/sgfparser.h"
#include "sgf/sgfpointlist.h"
#include "sgf/sgfwriter.h"
#include "sgf/textencoding.h"

#include "testconfig.h"

#include <QFile>
#include <QtTest>

#include <random>
#include <string>

using namespace seki;

namespace {

std::string readFixture(const char* name)
{
    QFile file(QStringLiteral(SEKI_TEST_DATA_DIR "/sgf/") + QLatin1String(name));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open fixture %s", name);
    const QByteArray bytes = file.readAll();
    return std::string(bytes.constData(), size_t(bytes.size()));
}

// A board drawn as rows of 'X', 'O', '.', top row first.
std::vector<std::string> rowsOf(const Board& board)
{
    std::vector<std::string> rows(size_t(board.height()), std::string(size_t(board.width()), '.'));
    for (int y = 0; y < board.height(); ++y)
        for (int x = 0; x < board.width(); ++x) {
            const Color c = board.at(Point{x, y});
            rows[size_t(y)][size_t(x)] = c == Color::Black ? 'X' : c == Color::White ? 'O' : '.';
        }
    return rows;
}

QStringList toStringList(const std::vector<std::string>& rows)
{
    QStringList list;
    for (const auto& row : rows)
        list << QString::fromStdString(row);
    return list;
}

GameRecord recordOf(const std::string& text)
{
    return GameRecord::read(parseSgf(text).games.front());
}

// Runs `f`, which must throw ParseError, and returns it.
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

} // namespace

class TestSgf : public QObject {
    Q_OBJECT

private slots:
    void escapes();
    void escapeAndWriteBack();
    void composeValues();
    void collectionOfGames();
    void variationsAndMainLine();
    void nodesInReadingOrder();
    void lowerCaseIdentifiersOfFileFormat3();
    void nodeAndPropertyLocations();
    void setupWithRectangles();
    void capturesAndSuicide();
    void statesForTheMoveSlider();
    void passes();
    void rectangularBoard();
    void deadStonesFromTerritoryMarks();
    void gameInfo();
    void rulesFromRuleNames_data();
    void rulesFromRuleNames();
    void roundTrip_data();
    void roundTrip();
    void editingProperties();
    void errors_data();
    void errors();
    void deepNestingIsAnErrorNotACrash();
    void deepButAllowedNestingAndLongMainLine();
    void limits();
    void latin1Charset();
    void utf8AndInvalidUtf8();
    void otherCharsetsThroughIconv();
    void replayLongGame();
    void markupAndLabels();
    void markupErrors();
};

void TestSgf::escapes()
{
    const auto collection = parseSgf("(;C[a\\]b\\\\c\\:d\\\ne\\\r\nf[g\\]\n\th])");
    const SgfNode& root = collection.games.front().root();
    QCOMPARE(root.properties().size(), size_t(1));
    // '\]' and '\\' and '\:' keep the character; backslash + line break vanishes (soft break);
    // a plain line break and an unescaped '[' stay.
    QCOMPARE(root.find("C")->text(), std::string("a]b\\c:def[g]\n\th"));
    QCOMPARE(root.find("C")->values.front().raw(), std::string("a\\]b\\\\c\\:d\\\ne\\\r\nf[g\\]\n\th"));
}

void TestSgf::escapeAndWriteBack()
{
    const std::string text = "ends with a backslash \\ and ] and a\nline";
    SgfGameTree tree;
    tree.root().setText("C", text);
    const std::string written = writeSgf(tree);
    QVERIFY(written.find("\\\\ and \\]") != std::string::npos);
    const auto again = parseSgf(written);
    QCOMPARE(again.games.front().root().text("C").value(), text);
}

void TestSgf::composeValues()
{
    const auto collection = parseSgf("(;SZ[19:13]AP[name\\:x:1.0]C[no compose here]LB[aa:\\:])");
    const SgfNode& root = collection.games.front().root();
    const auto size = root.find("SZ")->values.front().splitCompose();
    QVERIFY(size.has_value());
    QCOMPARE(size->first, std::string("19"));
    QCOMPARE(size->second, std::string("13"));
    // The escaped ':' belongs to the first part; the split is at the unescaped one.
    const auto application = root.find("AP")->values.front().splitCompose();
    QVERIFY(application.has_value());
    QCOMPARE(application->first, std::string("name:x"));
    QCOMPARE(application->second, std::string("1.0"));
    QVERIFY(!root.find("C")->values.front().splitCompose().has_value());
    const auto label = root.find("LB")->values.front().splitCompose();
    QCOMPARE(label->second, std::string(":"));

    const SgfValue made = SgfValue::fromCompose("a:b", "c]");
    QCOMPARE(made.raw(), std::string("a\\:b:c\\]"));
    QCOMPARE(made.splitCompose()->first, std::string("a:b"));
    QCOMPARE(made.splitCompose()->second, std::string("c]"));
    // Same text, different split: not the same value.
    QVERIFY(!(SgfValue::fromRaw("a\\:b") == SgfValue::fromRaw("a:b")));
    QVERIFY(SgfValue::fromRaw("\\a") == SgfValue::fromRaw("a"));
}

void TestSgf::collectionOfGames()
{
    const auto collection = parseSgf(readFixture("collection.sgf"));
    QCOMPARE(collection.games.size(), size_t(2));
    QCOMPARE(collection.games[0].root().text("GN").value(), std::string("first game"));
    QCOMPARE(collection.games[1].root().text("GN").value(), std::string("second game"));
    QCOMPARE(collection.games[0].nodeCount(), 3);
    QCOMPARE(collection.games[1].nodeCount(), 4);
    const GameRecord first = GameRecord::read(collection.games[0]);
    const GameRecord second = GameRecord::read(collection.games[1]);
    QCOMPARE(first.info().width, 13);
    QCOMPARE(second.info().width, 19);
    QCOMPARE(second.info().handicap, 2);
    // Main line of the second game: W[qq], then the first variation B[dd].
    QCOMPARE(second.moveCount(), 2);
    QCOMPARE(second.move(2).point, std::optional<Point>(Point{3, 3}));
    QCOMPARE(second.position().board.count(Color::Black), 3);
}

void TestSgf::variationsAndMainLine()
{
    const auto collection = parseSgf(readFixture("variations.sgf"));
    const SgfGameTree& tree = collection.games.front();
    QCOMPARE(tree.nodeCount(), 12);
    QCOMPARE(tree.node(tree.root().children().front()).children().size(), size_t(3));

    std::vector<std::string> moves;
    for (int index : tree.mainLine()) {
        const SgfNode& node = tree.node(index);
        for (const char* colour : {"B", "W"})
            if (node.has(colour))
                moves.push_back(std::string(colour).append(node.text(colour).value()));
    }
    QCOMPARE(moves, (std::vector<std::string>{"Bee", "Wcc", "Bgc", "Wcg"}));
    QCOMPARE(tree.node(tree.lastMainLineNode()).text("C").value(), std::string("main line end"));

    const GameRecord record = GameRecord::read(tree);
    QCOMPARE(record.moveCount(), 4);
    QCOMPARE(record.mainLine(), tree.mainLine());
    QCOMPARE(record.position().board.at(Point{6, 2}), Color::Black); // gc
    QCOMPARE(record.position().board.at(Point{2, 6}), Color::White); // cg
    QCOMPARE(record.position().komi, 6.5);
}

// The reading order is the order the file writes the nodes in: a node, its main continuation,
// then each variation after it.
void TestSgf::nodesInReadingOrder()
{
    const auto collection = parseSgf("(;GM[1]SZ[9];B[aa](;W[bb];B[cc](;W[dd])(;W[ee]))(;W[ff];B[gg])(;W[hh]))");
    const SgfGameTree& tree = collection.games.front();
    const std::vector<int> order = tree.nodesInReadingOrder();
    QCOMPARE(order.size(), size_t(tree.nodeCount()));
    QCOMPARE(order.front(), int(SgfGameTree::Root));
    std::string moves;
    for (const int index : order)
        for (const char* colour : {"B", "W"})
            if (tree.node(index).has(colour))
                moves += tree.node(index).text(colour).value();
    QCOMPARE(moves, std::string("aabbccddeeffgghh"));
}

void TestSgf::lowerCaseIdentifiersOfFileFormat3()
{
    const auto collection = parseSgf(readFixture("ff3-lowercase.sgf"));
    const SgfNode& root = collection.games.front().root();
    QVERIFY(root.has("AB"));
    QVERIFY(root.has("AW"));
    QVERIFY(root.has("SZ"));
    QVERIFY(root.has("PB"));
    QVERIFY(!root.has("AddBlack"));
    const GameRecord record = GameRecord::read(collection.games.front());
    QCOMPARE(record.info().width, 9);
    QCOMPARE(record.info().playerBlack, std::string("old"));
    QCOMPARE(record.position().board.count(Color::Black), 5 + 1);
    QCOMPARE(record.position().board.count(Color::White), 1 + 1);
    QCOMPARE(record.move(2).color, Color::White);
}

void TestSgf::nodeAndPropertyLocations()
{
    const auto collection = parseSgf("(;FF[4]\n  ;B[aa]\r\n;W[bb] C[x]\r;B[cc])");
    const SgfGameTree& tree = collection.games.front();
    const auto line = tree.mainLine();
    QCOMPARE(tree.node(line[0]).location(), (TextLocation{1, 2}));
    QCOMPARE(tree.node(line[1]).location(), (TextLocation{2, 3}));
    QCOMPARE(tree.node(line[2]).location(), (TextLocation{3, 1}));
    QCOMPARE(tree.node(line[3]).location(), (TextLocation{4, 1}));
    QCOMPARE(tree.node(line[2]).find("C")->location, (TextLocation{3, 8}));
    QCOMPARE(tree.node(line[2]).find("C")->values.front().location(), (TextLocation{3, 9}));
    const GameRecord record = GameRecord::read(tree);
    QCOMPARE(record.nodeLocations().size(), size_t(4));
    QCOMPARE(record.nodeLocations()[1], (TextLocation{2, 3}));
    QCOMPARE(record.move(2).location, (TextLocation{3, 3}));
}

void TestSgf::setupWithRectangles()
{
    // AB rectangle bb:dc (3 wide, 2 high), a single AB, AW with the corners given bottom-right first,
    // then AE clears one black and one white point.
    const GameRecord record = recordOf("(;SZ[6]AB[bb:dc][aa]AW[ef:ee]AE[cb][ee])");
    // One board row per line, as the board reads.
    // clang-format off
    const std::vector<std::string> expected{
        "X.....",
        ".X.X..",
        ".XXX..",
        "......",
        "......",
        "....O.",
    };
    // clang-format on
    QCOMPARE(toStringList(rowsOf(record.position().board)), toStringList(expected));
    QCOMPARE(record.moveCount(), 0);

    SgfProperty list{"AB", {SgfValue::fromRaw("aa:bb"), SgfValue::fromRaw("ee")}, {}};
    QCOMPARE(pointsOf(list, 9, 9).size(), size_t(5));
}

void TestSgf::capturesAndSuicide()
{
    // 1 B ba, 2 W aa, 3 B ab captures aa; 4 W aa is suicide (no liberty, captures nothing).
    const GameRecord record = recordOf("(;SZ[5];B[ba];W[aa];B[ab];W[aa]"
                                       ";B[ad];W[ae];B[be]" // B be captures W ae
                                       ";W[ed];B[ee];W[de]" // W de captures B ee
                                       ")");
    QCOMPARE(record.moveCount(), 10);
    QCOMPARE(record.move(3).captured, 1);
    QCOMPARE(record.move(4).captured, 0);
    QCOMPARE(record.move(4).suicided, 1);
    QCOMPARE(record.move(7).captured, 1);
    QCOMPARE(record.move(10).captured, 1);
    const Position& position = record.position();
    // Black took aa (capture), aa again (white's suicide counts for black) and ae.
    QCOMPARE(position.capturedByBlack, 3);
    QCOMPARE(position.capturedByWhite, 1);
    // One board row per line, as the board reads.
    // clang-format off
    const std::vector<std::string> expected{
        ".X...",
        "X....",
        ".....",
        "X...O",
        ".X.O.",
    };
    // clang-format on
    QCOMPARE(toStringList(rowsOf(position.board)), toStringList(expected));

    // A bigger suicide: white fills the last liberty of its own two-stone block.
    const GameRecord big = recordOf("(;SZ[4]AB[ca][cb][ac][bc]AW[aa];W[ab];W[ba];W[bb])");
    QCOMPARE(big.move(3).suicided, 4);
    QCOMPARE(big.position().capturedByBlack, 4);
    QCOMPARE(big.position().board.count(Color::White), 0);
}

void TestSgf::statesForTheMoveSlider()
{
    const std::string text = "(;SZ[5]AB[cc];B[ba];W[aa];B[ab];AW[ee];W[aa];B[];W[dd])";
    const GameRecord record = recordOf(text);
    QCOMPARE(record.moveCount(), 6);

    // Replay independently with Board::play and compare every state.
    Board board(5, 5);
    board.set(Point{2, 2}, Color::Black);
    GameRecord::State state = record.stateAfterMove(0);
    QVERIFY(state.board == board);
    QVERIFY(!state.lastMove.has_value());
    QCOMPARE(state.lastColor, Color::Empty);

    struct Step {
        Color color;
        std::optional<Point> point;
        int capturedByBlack;
    };
    const std::vector<Step> steps{
        {Color::Black, Point{1, 0}, 0}, {Color::White, Point{0, 0}, 0},  {Color::Black, Point{0, 1}, 1},
        {Color::White, Point{0, 0}, 2}, {Color::Black, std::nullopt, 2}, {Color::White, Point{3, 3}, 2},
    };
    for (int k = 1; k <= 6; ++k) {
        const Step& step = steps[size_t(k - 1)];
        if (step.point)
            board.play(board.index(*step.point), step.color);
        if (k == 3)
            board.set(Point{4, 4}, Color::White); // AW[ee] in the node after move 3
        state = record.stateAfterMove(k);
        QVERIFY2(state.board == board, qPrintable(QStringLiteral("state after move %1").arg(k)));
        QCOMPARE(state.lastMove, step.point);
        QCOMPARE(state.lastColor, step.color);
        QCOMPARE(state.capturedByBlack, step.capturedByBlack);
        QCOMPARE(state.capturedByWhite, 0);
    }
    QCOMPARE(record.stateAfterMove(3).board.at(Point{4, 4}), Color::White);
    QCOMPARE(record.stateAfterMove(2).board.at(Point{4, 4}), Color::Empty);
    QVERIFY(record.boardAfterMove(6) == record.position().board);
}

void TestSgf::passes()
{
    const GameRecord nineteen = recordOf("(;SZ[19];B[dd];W[tt];B[];W[pp])");
    QCOMPARE(nineteen.moveCount(), 4);
    QVERIFY(!nineteen.move(2).point.has_value());
    QVERIFY(!nineteen.move(3).point.has_value());
    QCOMPARE(nineteen.move(4).color, Color::White);
    QCOMPARE(nineteen.position().board.count(Color::White), 1);

    // On a 20x20 board "tt" is the point (19, 19).
    const GameRecord twenty = recordOf("(;SZ[20];B[tt])");
    QCOMPARE(twenty.move(1).point, std::optional<Point>(Point{19, 19}));
    QCOMPARE(twenty.position().board.at(Point{19, 19}), Color::Black);
}

void TestSgf::rectangularBoard()
{
    const GameRecord record = recordOf("(;SZ[13:9];B[ma];W[ai])");
    QCOMPARE(record.info().width, 13);
    QCOMPARE(record.info().height, 9);
    QCOMPARE(record.position().board.width(), 13);
    QCOMPARE(record.position().board.height(), 9);
    QCOMPARE(record.position().board.at(Point{12, 0}), Color::Black);
    QCOMPARE(record.position().board.at(Point{0, 8}), Color::White);

    const ParseError error = expectParseError([] { recordOf("(;SZ[13:9];B[aj])"); });
    QCOMPARE(error.line, 1);
    QCOMPARE(error.column, 13);
}

void TestSgf::deadStonesFromTerritoryMarks()
{
    const auto collection = parseSgf(readFixture("kgs-9x9.sgf"));
    const GameRecord record = GameRecord::read(collection.games.front());
    const Position& position = record.position();
    const Board& board = position.board;
    // Independently: a stone is dead iff it stands on the opponent's territory mark.
    const SgfNode& last = collection.games.front().node(collection.games.front().lastMainLineNode());
    Board::Mask expected;
    int deadCount = 0;
    for (const char* identifier : {"TB", "TW"}) {
        const Color deadColor = identifier[1] == 'B' ? Color::White : Color::Black;
        for (const SgfProperty& property : last.properties())
            if (property.identifier == identifier)
                for (const Point p : pointsOf(property, 9, 9))
                    if (board.at(p) == deadColor && !expected.test(size_t(board.index(p)))) {
                        expected.set(size_t(board.index(p)));
                        ++deadCount;
                    }
    }
    QVERIFY(deadCount > 0);
    QCOMPARE(position.dead, expected);
    QCOMPARE(int(position.dead.count()), deadCount);

    // Explicitly: white on TB is dead, black on TW is dead, own-colour marks and empty points are not.
    const GameRecord small = recordOf("(;SZ[5]AB[aa][bb]AW[dd][ee];TB[dd][bb][cc]TW[aa])");
    const Board& smallBoard = small.position().board;
    QVERIFY(small.position().dead.test(size_t(smallBoard.index(Point{3, 3}))));
    QVERIFY(small.position().dead.test(size_t(smallBoard.index(Point{0, 0}))));
    QVERIFY(!small.position().dead.test(size_t(smallBoard.index(Point{1, 1}))));
    QVERIFY(!small.position().dead.test(size_t(smallBoard.index(Point{4, 4}))));
    QCOMPARE(int(small.position().dead.count()), 2);

    // Marks on an earlier node do not count: only the final node's.
    const GameRecord earlier = recordOf("(;SZ[5]AW[dd];TB[dd];B[aa])");
    QCOMPARE(int(earlier.position().dead.count()), 0);
}

void TestSgf::gameInfo()
{
    const GameRecord record = recordOf(readFixture("kgs-9x9.sgf"));
    const GameInfo& info = record.info();
    QCOMPARE(info.width, 9);
    QCOMPARE(info.komi, 6.5);
    QCOMPARE(info.rules, std::string("Japanese"));
    QCOMPARE(info.result, std::string("W+10.5"));
    QCOMPARE(info.playerBlack, std::string("Alice"));
    QCOMPARE(info.playerWhite, std::string("Bob"));
    QCOMPARE(info.charset, std::string("UTF-8"));
    QVERIFY(info.encodingProblem.empty());
    QCOMPARE(record.position().rules, Rules::Japanese);
    QCOMPARE(record.position().komi, 6.5);
    QCOMPARE(record.moveCount(), 13);

    const GameRecord defaults = recordOf("(;B[aa])");
    QCOMPARE(defaults.info().width, 19);
    QCOMPARE(defaults.info().height, 19);
    QCOMPARE(defaults.info().komi, 0.0);
    QCOMPARE(defaults.position().rules, Rules::Japanese);

    QCOMPARE(recordOf("(;KM[6,5]RU[Chinese]HA[3])").info().komi, 6.5);
    QCOMPARE(recordOf("(;KM[-3]RU[Chinese]HA[3])").position().komi, -3.0);
    QCOMPARE(recordOf("(;KM[0]RU[Chinese]HA[3])").position().rules, Rules::Chinese);
    QCOMPARE(recordOf("(;KM[0]RU[Chinese]HA[3])").info().handicap, 3);
}

void TestSgf::rulesFromRuleNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("rules");
    const int japanese = int(Rules::Japanese);
    const int chinese = int(Rules::Chinese);
    QTest::newRow("Japanese") << "Japanese" << japanese;
    QTest::newRow("jp") << "jp" << japanese;
    QTest::newRow("Korean") << "Korean" << japanese;
    QTest::newRow("empty") << "" << japanese;
    QTest::newRow("unknown") << "house rules" << japanese;
    QTest::newRow("Chinese") << "Chinese" << chinese;
    QTest::newRow("cn") << "cn" << chinese;
    QTest::newRow("AGA") << "AGA" << chinese;
    QTest::newRow("NZ") << "NZ" << chinese;
    QTest::newRow("Tromp-Taylor") << "Tromp-Taylor" << chinese;
    QTest::newRow("GOE") << "GOE" << chinese;
    QTest::newRow("lower-case chinese") << "chinese" << chinese;
}

void TestSgf::rulesFromRuleNames()
{
    QFETCH(QString, name);
    QFETCH(int, rules);
    QCOMPARE(int(rulesFromSgf(name.toStdString())), rules);
    const std::string text = "(;RU[" + name.toStdString() + "])";
    QCOMPARE(int(recordOf(text).position().rules), rules);
}

void TestSgf::roundTrip_data()
{
    QTest::addColumn<QString>("fixture");
    for (const char* name : {"comments.sgf", "variations.sgf", "kgs-9x9.sgf", "collection.sgf", "ff3-lowercase.sgf",
                             "latin1.sgf", "gb2312.sgf"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

void TestSgf::roundTrip()
{
    QFETCH(QString, fixture);
    const std::string text = readFixture(fixture.toLatin1().constData());
    const SgfCollection original = parseSgf(text);
    const std::string written = writeSgf(original);
    const SgfCollection again = parseSgf(written);

    // Every property of every node, in order, with the same values: walk both trees in step.
    QCOMPARE(again.games.size(), original.games.size());
    int propertiesCompared = 0;
    for (size_t g = 0; g < original.games.size(); ++g) {
        const SgfGameTree& a = original.games[g];
        const SgfGameTree& b = again.games[g];
        QCOMPARE(b.nodeCount(), a.nodeCount());
        std::vector<std::pair<int, int>> pending{{SgfGameTree::Root, SgfGameTree::Root}};
        while (!pending.empty()) {
            const auto [x, y] = pending.back();
            pending.pop_back();
            const SgfNode& first = a.node(x);
            const SgfNode& second = b.node(y);
            QCOMPARE(second.properties().size(), first.properties().size());
            for (size_t p = 0; p < first.properties().size(); ++p) {
                const SgfProperty& left = first.properties()[p];
                const SgfProperty& right = second.properties()[p];
                QCOMPARE(right.identifier, left.identifier);
                QCOMPARE(right.values.size(), left.values.size());
                for (size_t v = 0; v < left.values.size(); ++v) {
                    QCOMPARE(right.values[v].text(), left.values[v].text());
                    QCOMPARE(right.values[v].raw(), left.values[v].raw());
                }
                ++propertiesCompared;
            }
            QCOMPARE(second.children().size(), first.children().size());
            for (size_t c = 0; c < first.children().size(); ++c)
                pending.emplace_back(first.children()[c], second.children()[c]);
        }
    }
    QVERIFY(propertiesCompared > 3);
    QVERIFY(again.sameContent(original));
    // Writing is stable: a second round writes the same text.
    QCOMPARE(writeSgf(again), written);
    // Readable: no line much longer than the layout width unless one value is long.
    QVERIFY(written.find('\n') != std::string::npos);
}

void TestSgf::editingProperties()
{
    SgfCollection collection = parseSgf("(;FF[4]SZ[9]C[hello];B[ee];W[cc])");
    SgfGameTree& tree = collection.games.front();
    SgfNode& root = tree.root();
    QCOMPARE(root.text("C").value(), std::string("hello"));
    root.setText("C", "changed ] here");
    QCOMPARE(root.properties()[2].identifier, std::string("C")); // kept its place
    root.setText("KM", "6.5");
    QCOMPARE(root.properties().back().identifier, std::string("KM"));
    QCOMPARE(root.remove("FF"), 1);
    QVERIFY(!root.has("FF"));

    SgfNode& last = tree.node(tree.lastMainLineNode());
    QCOMPARE(last.text("W").value(), std::string("cc"));
    last.addValue("TB", SgfValue::fromText("aa"));
    last.addValue("TB", SgfValue::fromText("bb"));
    last.addValue("TW", SgfValue::fromText("cc"));
    QCOMPARE(last.find("TB")->values.size(), size_t(2));
    QVERIFY(last.removeValue("TW", SgfValue::fromText("cc")));
    QVERIFY(!last.has("TW"));
    QVERIFY(!last.removeValue("TW", SgfValue::fromText("cc")));

    // A property emptied in code is left out of the file rather than written as invalid SGF.
    last.set("XX", {});
    QVERIFY(last.has("XX"));

    const int variation = tree.addChild(tree.root().children().front());
    tree.node(variation).setText("W", "gg");
    QCOMPARE(tree.mainLine().size(), size_t(3));

    const SgfCollection again = parseSgf(writeSgf(collection));
    QVERIFY(!again.sameContent(collection));
    tree.node(tree.lastMainLineNode()).remove("XX");
    QVERIFY(again.sameContent(collection));
    const SgfGameTree& reread = again.games.front();
    QCOMPARE(reread.root().text("C").value(), std::string("changed ] here"));
    QCOMPARE(reread.node(reread.lastMainLineNode()).find("TB")->values.size(), size_t(2));
    QCOMPARE(reread.node(reread.root().children().front()).children().size(), size_t(2));
}

void TestSgf::errors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");

    QTest::newRow("unterminated value") << "(;FF[4]\n;B[aa]C[oops" << 2 << 8 << "unterminated value of property C";
    QTest::newRow("unterminated by escape") << "(;C[oops\\]" << 1 << 4 << "unterminated";
    QTest::newRow("missing ';'") << "(;FF[4]\n(B[aa]))" << 2 << 2 << "expected ';'";
    // A game's first properties may follow '(' without ';' (Nihon Kiin), a variation's may not.
    QTest::newRow("missing ';' in a variation") << "(;GM[1](B[aa]))" << 1 << 9 << "expected ';'";
    QTest::newRow("property without value") << "(;FF[4]GM)" << 1 << 10 << "has no value";
    QTest::newRow("unclosed tree") << "(;FF[4];B[aa]\n(;W[bb]" << 2 << 1 << "not closed";
    QTest::newRow("empty tree") << "(;FF[4]())" << 1 << 9 << "empty game tree";
    QTest::newRow("node after variation") << "(;B[aa](;W[bb]);B[cc])" << 1 << 16 << "node after a variation";
    QTest::newRow("no game") << "  \n nothing here\n" << 1 << 1 << "no game in file";
    QTest::newRow("empty file") << "" << 1 << 1 << "no game in file";
    QTest::newRow("unexpected character") << "(;B[aa] 5)" << 1 << 9 << "unexpected";
    QTest::newRow("identifier without capitals") << "(;foo[bar])" << 1 << 3 << "upper-case";
    QTest::newRow("move on occupied point")
        << "(;SZ[9]\n;B[ee]\n;W[cc]\n;B[ee])" << 4 << 3 << "move 3: B[ee] is on an occupied point";
    QTest::newRow("move off board") << "(;SZ[9];B[ee];W[jj])" << 1 << 16 << "move 2: W[jj] is off the 9x9 board";
    QTest::newRow("move not a point") << "(;SZ[9];B[e])" << 1 << 10 << "move 1: B[e] is not a point";
    QTest::newRow("tt on 19x19 setup") << "(;AB[tt])" << 1 << 5 << "outside the 19x19 board";
    QTest::newRow("setup off board") << "(;SZ[5]\nAW[aa:ff])" << 2 << 3
                                     << "setup before the first move: AW[ff]: point outside the 5x5 board";
    QTest::newRow("setup later off board")
        << "(;SZ[5];B[aa];W[bb];AE[zz])" << 1 << 23 << "setup after move 2: AE[zz]: point outside";
    QTest::newRow("SZ[0]") << "(;FF[4]\n  SZ[0])" << 2 << 5 << "board size";
    QTest::newRow("SZ[60]") << "(;SZ[60])" << 1 << 5 << "board size";
    QTest::newRow("SZ[19:53]") << "(;SZ[19:53])" << 1 << 5 << "board size";
    QTest::newRow("SZ[abc]") << "(;SZ[abc])" << 1 << 5 << "board size";
    QTest::newRow("KM not a number") << "(;KM[six])" << 1 << 5 << "komi";
    QTest::newRow("not Go") << "(;GM[2])" << 1 << 5 << "not a game of Go";
    QTest::newRow("columns count characters") << "(;C[碁碁]B[é" << 1 << 9 << "unterminated value of property B";
}

void TestSgf::errors()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);
    const std::string bytes = text.toStdString();
    const ParseError error = expectParseError([&] {
        const auto collection = parseSgf(bytes);
        GameRecord::read(collection.games.front());
    });
    QVERIFY2(error.message.find(message.toStdString()) != std::string::npos, error.what());
    QCOMPARE(error.line, line);
    QCOMPARE(error.column, column);
    QCOMPARE(std::string(error.what()),
             "line " + std::to_string(line) + ", column " + std::to_string(column) + ": " + error.message);
}

void TestSgf::deepNestingIsAnErrorNotACrash()
{
    const int depth = 200000;
    std::string text;
    text.reserve(size_t(depth) * 3);
    for (int k = 0; k < depth; ++k)
        text += "(;";
    text.append(size_t(depth), ')');
    const ParseError error = expectParseError([&] { parseSgf(text); });
    QVERIFY2(error.message.find("nested deeper") != std::string::npos, error.what());
    QCOMPARE(error.line, 1);
    // The 10001st '(' is the first one too deep.
    QCOMPARE(error.column, 2 * 10000 + 1);

    // Opening brackets alone open no game (no node follows): no game, and no crash either.
    const ParseError bare = expectParseError([&] { parseSgf(std::string(size_t(depth), '(')); });
    QVERIFY2(bare.message.find("no game") != std::string::npos, bare.what());
}

void TestSgf::deepButAllowedNestingAndLongMainLine()
{
    // 9000 nested variations: parse, write, parse again, compare, destroy — no recursion anywhere.
    const int depth = 9000;
    std::string nested = "(;FF[4]";
    for (int k = 0; k < depth; ++k)
        nested += "(;C[" + std::to_string(k) + "](;C[side])";
    nested.append(size_t(depth) + 1, ')');
    const SgfCollection collection = parseSgf(nested);
    QCOMPARE(collection.games.front().nodeCount(), 1 + 2 * depth);
    const SgfCollection again = parseSgf(writeSgf(collection));
    QVERIFY(again.sameContent(collection));

    // A main line of 200000 passes replays to 200000 moves.
    std::string longLine = "(;SZ[9]";
    for (int k = 0; k < 100000; ++k)
        longLine += ";B[];W[tt]";
    longLine += ")";
    const SgfCollection game = parseSgf(longLine);
    const GameRecord record = GameRecord::read(game.games.front());
    QCOMPARE(record.moveCount(), 200000);
    QVERIFY(parseSgf(writeSgf(game)).sameContent(game));
}

void TestSgf::limits()
{
    SgfParser::Limits limits;
    limits.maxNodes = 5;
    limits.maxValueLength = 10;
    const SgfParser parser(limits);
    QCOMPARE(parser.parse("(;;;;;)").games.front().nodeCount(), 5);
    const ParseError nodes = expectParseError([&] { parser.parse("(;;;;;;)"); });
    QCOMPARE(nodes.column, 7);
    QVERIFY(nodes.message.find("nodes") != std::string::npos);
    QCOMPARE(parser.parse("(;C[0123456789])").games.front().root().text("C").value().size(), size_t(10));
    const ParseError value = expectParseError([&] { parser.parse("(;C[01234567890])"); });
    QCOMPARE(value.column, 4);
    QVERIFY(value.message.find("longer") != std::string::npos);
}

void TestSgf::latin1Charset()
{
    const std::string text = readFixture("latin1.sgf");
    const auto collection = parseSgf(text);
    const GameRecord record = GameRecord::read(collection.games.front());
    QCOMPARE(QString::fromStdString(record.info().playerBlack), QStringLiteral("René Müller"));
    QCOMPARE(QString::fromStdString(record.info().playerWhite), QStringLiteral("Françoise"));
    QVERIFY(record.info().encodingProblem.empty());
    const SgfGameTree& tree = collection.games.front();
    const DecodedText comment = decodeToUtf8(tree.root().text("C").value(), tree.charset());
    QCOMPARE(QString::fromStdString(comment.utf8), QStringLiteral("café crème"));
    // The raw bytes stay Latin-1 for writing.
    QCOMPARE(tree.root().text("PB").value(), std::string("Ren\xe9 M\xfcller"));
    QVERIFY(writeSgf(collection).find("Ren\xe9 M\xfcller") != std::string::npos);

    std::string bytes;
    QVERIFY(encodeFromUtf8("Françoise", "ISO-8859-1", bytes));
    QCOMPARE(bytes, std::string("Fran\xe7oise"));
    QVERIFY(!encodeFromUtf8("碁", "latin1", bytes));
}

void TestSgf::utf8AndInvalidUtf8()
{
    QCOMPARE(decodeToUtf8("碁 Müller", "").utf8, std::string("碁 Müller"));
    QCOMPARE(decodeToUtf8("碁 Müller", "UTF-8").utf8, std::string("碁 Müller"));
    // Not valid UTF-8 (a lone Latin-1 byte): read as Latin-1 rather than dropped.
    const DecodedText lying = decodeToUtf8("Ren\xe9", "UTF-8");
    QCOMPARE(QString::fromStdString(lying.utf8), QStringLiteral("René"));
    QVERIFY(isValidUtf8("plain"));
    QVERIFY(!isValidUtf8("\xc0\xaf"));     // overlong '/'
    QVERIFY(!isValidUtf8("\xed\xa0\x80")); // a UTF-16 surrogate
    QVERIFY(!isValidUtf8("\xe7\xa2"));     // cut short
    QCOMPARE(latin1ToUtf8("\xff"), std::string("\xc3\xbf"));
}

void TestSgf::otherCharsetsThroughIconv()
{
    const auto collection = parseSgf(readFixture("gb2312.sgf"));
    const GameRecord record = GameRecord::read(collection.games.front());
    if (!record.info().encodingProblem.empty())
        QSKIP("this platform cannot convert GB2312");
    QCOMPARE(QString::fromStdString(record.info().playerBlack), QStringLiteral("棋手"));
    QCOMPARE(record.info().playerWhite, std::string("white"));

    const DecodedText unknown = decodeToUtf8("\xa4\xa4", "X-NO-SUCH-ENCODING");
    QVERIFY(!unknown.isExact());
    QVERIFY2(unknown.problem.find("X-NO-SUCH-ENCODING") != std::string::npos, unknown.problem.c_str());
    QVERIFY(!unknown.utf8.empty());
}

void TestSgf::replayLongGame()
{
    // A 300-move 19x19 record with captures, made by random legal-looking play, replays to the same
    // board and captures. (Functional tests assert no timing: speed is for the benchmarks.)
    std::mt19937 random(12345);
    Board board(19, 19);
    std::string text = "(;FF[4]GM[1]SZ[19]KM[6.5]";
    Color color = Color::Black;
    int moves = 0;
    int captures = 0;
    std::uniform_int_distribution<int> coordinate(0, 18);
    while (moves < 300) {
        const Point p{coordinate(random), coordinate(random)};
        if (board.at(p) != Color::Empty)
            continue;
        const Board::PlayResult result = board.play(board.index(p), color);
        captures += result.captured + result.suicided;
        text += color == Color::Black ? ";B[" : ";W[";
        text += toSgf(p) + "]";
        color = opponent(color);
        ++moves;
    }
    text += ")";

    const GameRecord record = recordOf(text);
    QCOMPARE(record.moveCount(), 300);
    QVERIFY(record.position().board == board);
    QCOMPARE(record.position().capturedByBlack + record.position().capturedByWhite, captures);
}

QTEST_GUILESS_MAIN(TestSgf)
// A teacher's marks (TR, SQ, CR, MA), labels (LB) and side to play (PL) read back as written,
// and written back by writeMarkup.
void TestSgf::markupAndLabels()
{
    const auto collection = parseSgf("(;SZ[9]TR[aa][bb]SQ[cc]CR[dd:ee]MA[ii]LB[fa:A][ga:B][ha:long label]PL[W])");
    const SgfNode& root = collection.games.front().root();
    const NodeMarkup markup = readMarkup(root, 9, 9);
    QCOMPARE(markup.shapes.size(), size_t(8));
    QCOMPARE(markup.shapes[0], (PointShape{{0, 0}, MarkShape::Triangle}));
    QCOMPARE(markup.shapes[1], (PointShape{{1, 1}, MarkShape::Triangle}));
    QCOMPARE(markup.shapes[2], (PointShape{{2, 2}, MarkShape::Square}));
    // CR[dd:ee] is a rectangle of four points.
    QCOMPARE(markup.shapes[3].shape, MarkShape::Circle);
    QCOMPARE(markup.shapes[6].shape, MarkShape::Circle);
    QCOMPARE(markup.shapes[7], (PointShape{{8, 8}, MarkShape::Cross}));
    QCOMPARE(markup.labels.size(), size_t(3));
    QCOMPARE(markup.labels[0], (PointLabel{{5, 0}, "A"}));
    QCOMPARE(markup.labels[1], (PointLabel{{6, 0}, "B"}));
    QCOMPARE(markup.labels[2].text.size(), MaxLabelBytes);
    QCOMPARE(markup.toPlay, std::optional<Color>(Color::White));
    QVERIFY(readMarkup(parseSgf("(;SZ[9]C[nothing drawn])").games.front().root(), 9, 9).isEmpty());

    SgfGameTree tree;
    writeMarkup(tree.root(), markup);
    const std::string written = writeSgf(tree);
    const NodeMarkup again = readMarkup(parseSgf(written).games.front().root(), 9, 9);
    QCOMPARE(again.shapes.size(), markup.shapes.size());
    QCOMPARE(again.labels, markup.labels);
    QCOMPARE(again.toPlay, markup.toPlay);
    // Writing no markup removes what the node had.
    writeMarkup(tree.root(), NodeMarkup{});
    QVERIFY(!tree.root().has("TR") && !tree.root().has("LB") && !tree.root().has("PL"));
}

void TestSgf::markupErrors()
{
    const auto errorOf = [](const std::string& text) {
        const auto collection = parseSgf(text);
        return expectParseError([&] { readMarkup(collection.games.front().root(), 9, 9); });
    };
    QVERIFY(QString::fromStdString(errorOf("(;SZ[9]LB[aa])").message).contains(QStringLiteral("LB[dd:A]")));
    QVERIFY(QString::fromStdString(errorOf("(;SZ[9]LB[zz:A])").message).contains(QStringLiteral("off the board")));
    QVERIFY(QString::fromStdString(errorOf("(;SZ[9]TR[jj])").message).size() > 0);
    const ParseError toPlay = errorOf("(;SZ[9]\nPL[X])");
    QVERIFY(QString::fromStdString(toPlay.message).contains(QStringLiteral("B or W")));
    QCOMPARE(toPlay.line, 2);
}

#include "tst_sgf.moc"
