// Other servers' records (core/sgf: gibreader, ngfreader, ugfreader, gameformat): real files from
// public repositories (tests/data/formats, sources in tests/data/README.md) read into the same
// game tree as SGF, checked against what Sabaki's tests state of them and against the replay (a
// point read wrong puts a stone on an occupied point); what a file is when it is no record; and
// broken records refused with the line that is wrong.

#include "testconfig.h"

#include "sgf/foreignrecord.h"
#include "sgf/gameformat.h"
#include "sgf/gameloader.h"
#include "sgf/gamedetails.h"
#include "sgf/parseerror.h"
#include "sgf/sgfwriter.h"

#include <QtTest>

#include <string>
#include <vector>

using namespace seki;

namespace {

std::string fileBytes(const QString& name)
{
    QFile file(QStringLiteral(SEKI_TEST_DATA_DIR "/formats/") + name);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll().toStdString();
}

QString text(const SgfNode& node, const char* identifier)
{
    return QString::fromStdString(node.text(identifier).value_or(std::string{}));
}

QStringList values(const SgfNode& node, const char* identifier)
{
    QStringList found;
    if (const SgfProperty* property = node.find(identifier))
        for (const SgfValue& value : property->values)
            found << QString::fromStdString(value.text());
    found.sort();
    return found;
}

// The first moves of the main line as "B qd", "W dd".
QStringList firstMoves(const SgfGameTree& tree, int count)
{
    QStringList moves;
    for (const int node : tree.mainLine()) {
        for (const char* colour : {"B", "W"})
            if (tree.node(node).has(colour))
                moves << QStringLiteral("%1 %2").arg(QLatin1String(colour), text(tree.node(node), colour));
        if (moves.size() == count)
            break;
    }
    return moves;
}

LoadedGame load(const QString& name)
{
    return loadGame(loadFile(fileBytes(name), name.toStdString()));
}

ParseError readError(const std::string& bytes, const std::string& name)
{
    const LoadedFile file = loadFile(bytes, name);
    if (file.error)
        return *file.error;
    const LoadedGame game = loadGame(file);
    return game.error ? *game.error : ParseError(0, 0, "no error");
}

} // namespace

class TestForeignFormats : public QObject {
    Q_OBJECT

private slots:
    void everyFileReplays_data();
    void everyFileReplays();
    void tygemRecords();
    void tygemHandicapPlacement();
    void wbadukRecords();
    void wbadukMarkedHeader();
    void pandanetRecord();
    void pandanetReviewWithVariations();
    void savedAsSgfReadsTheSame();
    void contentDecidesTheFormat();
    void notARecord_data();
    void notARecord();
    void brokenRecordsNameTheLine_data();
    void brokenRecordsNameTheLine();
    void resultsInWords_data();
    void resultsInWords();
};

void TestForeignFormats::everyFileReplays_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("moves"); // the move lines the file holds
    QTest::addColumn<int>("format");
    QTest::newRow("utf8.gib") << QStringLiteral("sabaki-utf8.gib") << 118 << int(GameFormat::Gib);
    QTest::newRow("euc-kr.gib") << QStringLiteral("sabaki-euc-kr.gib") << 49 << int(GameFormat::Gib);
    QTest::newRow("gb2312.gib") << QStringLiteral("sabaki-gb2312.gib") << 268 << int(GameFormat::Gib);
    QTest::newRow("even.ngf") << QStringLiteral("sabaki-even.ngf") << 333 << int(GameFormat::Ngf);
    QTest::newRow("handicap2.ngf") << QStringLiteral("sabaki-handicap2.ngf") << 189 << int(GameFormat::Ngf);
    QTest::newRow("gb2312.ngf") << QStringLiteral("sabaki-gb2312.ngf") << 211 << int(GameFormat::Ngf);
    QTest::newRow("pro-game-1.ngf") << QStringLiteral("sabaki-pro-game-1.ngf") << 244 << int(GameFormat::Ngf);
    QTest::newRow("amateur.ugf") << QStringLiteral("sabaki-amateur.ugf") << 254 << int(GameFormat::Ugf);
    QTest::newRow("review.ugi") << QStringLiteral("sabaki-review.ugi") << 222 << int(GameFormat::Ugf);
}

void TestForeignFormats::everyFileReplays()
{
    QFETCH(QString, file);
    QFETCH(int, moves);
    QFETCH(int, format);
    const LoadedFile loaded = loadFile(fileBytes(file), file.toStdString());
    QVERIFY2(!loaded.error, loaded.error ? loaded.error->message.c_str() : "");
    QCOMPARE(int(loaded.format), format);
    QCOMPARE(loaded.gameCount(), 1);
    // The replay refuses a stone on an occupied point: every point read as the file meant it.
    const LoadedGame game = loadGame(loaded);
    QVERIFY2(!game.error, game.error ? game.error->message.c_str() : "");
    QCOMPARE(game.record->moveCount(), moves);
    QCOMPARE(game.info.width, 19);
    QVERIFY(game.info.encodingProblem.empty());
    // The texts are UTF-8 and say so.
    QCOMPARE(text(loaded.collection.games.front().root(), "CA"), QStringLiteral("UTF-8"));
}

void TestForeignFormats::tygemRecords()
{
    // Sabaki's test/gibTests.js states PB, BR, PW, WR, DT, HA, AB and the first four moves of
    // utf8.gib, and PB of gb2312.gib.
    const LoadedGame utf8 = load(QStringLiteral("sabaki-utf8.gib"));
    const LoadedFile utf8File = loadFile(fileBytes(QStringLiteral("sabaki-utf8.gib")), "sabaki-utf8.gib");
    const SgfNode& root = utf8File.collection.games.front().root();
    QCOMPARE(text(root, "PB"), QStringLiteral("jy512"));
    QCOMPARE(text(root, "BR"), QStringLiteral("15K"));
    QCOMPARE(text(root, "PW"), QStringLiteral("leejw977"));
    QCOMPARE(text(root, "WR"), QStringLiteral("10K"));
    QCOMPARE(text(root, "DT"), QStringLiteral("2016-03-26"));
    QCOMPARE(text(root, "KM"), QStringLiteral("0"));
    QCOMPARE(utf8.info.handicap, 3);
    QCOMPARE(values(root, "AB"), (QStringList{QStringLiteral("dd"), QStringLiteral("dp"), QStringLiteral("pd")}));
    QCOMPARE(firstMoves(utf8File.collection.games.front(), 4),
             (QStringList{QStringLiteral("W pp"), QStringLiteral("B nq"), QStringLiteral("W qn"), QStringLiteral("B no")}));
    // GAMEINFOMAIN's GTIME 1200-30-3: twenty minutes and three periods of thirty seconds.
    QCOMPARE(text(root, "TM"), QStringLiteral("1200"));
    QCOMPARE(text(root, "OT"), QStringLiteral("3x30 byo-yomi"));

    // Chinese (GBK, no charset named): the name Sabaki checks, the rank in brackets, 5 stones,
    // the result of GRLT 1 (White by points) and ZIPSU 110 (tenths), INI's note.
    const LoadedFile gb = loadFile(fileBytes(QStringLiteral("sabaki-gb2312.gib")), "sabaki-gb2312.gib");
    const SgfNode& gbRoot = gb.collection.games.front().root();
    QCOMPARE(text(gbRoot, "PB"), QStringLiteral("石下之臣"));
    QCOMPARE(text(gbRoot, "BR"), QStringLiteral("2段"));
    QCOMPARE(text(gbRoot, "PW"), QStringLiteral("harpmaster"));
    QCOMPARE(text(gbRoot, "HA"), QStringLiteral("5"));
    QCOMPARE(values(gbRoot, "AB").size(), 5);
    QCOMPARE(text(gbRoot, "RE"), QStringLiteral("W+11"));
    QCOMPARE(text(gbRoot, "DT"), QStringLiteral("2012-11-22"));
    QCOMPARE(text(gbRoot, "C"), QStringLiteral("在272房间正在进行对局准备。"));

    // Korean (EUC-KR): komi in tenths (GONGJE 65), a win on time (GRLT 7), the place in Hangul.
    const LoadedFile kr = loadFile(fileBytes(QStringLiteral("sabaki-euc-kr.gib")), "sabaki-euc-kr.gib");
    const SgfNode& krRoot = kr.collection.games.front().root();
    QCOMPARE(text(krRoot, "PB"), QStringLiteral("dustkd1015"));
    QCOMPARE(text(krRoot, "BR"), QStringLiteral("1급"));
    QCOMPARE(text(krRoot, "KM"), QStringLiteral("6.5"));
    QCOMPARE(text(krRoot, "RE"), QStringLiteral("B+T"));
    QCOMPARE(text(krRoot, "PC"), QStringLiteral("타이젬 바둑"));
    QCOMPARE(text(krRoot, "GN"), QStringLiteral("승강급 대국"));
    QCOMPARE(readGameDetails(kr.collection.games.front()).date, std::string("2015-08-29"));
}

void TestForeignFormats::tygemHandicapPlacement()
{
    // Tygem's third stone stands top left (White's first move in utf8.gib is the bottom-right
    // point); a record whose moves show the point empty placed it the Japanese way.
    const auto threeStones = [](const std::string& firstMove) {
        const std::string gib = "\\HS\n\\[GAMEBLACKNAME=b (1D)\\]\n\\HE\n\\GS\n2 1 0\n3 0 &4\nINI 0 1 3 &4\n" + firstMove
                                + "\n\\GE\n";
        const LoadedFile file = loadFile(gib, "three.gib");
        QStringList points;
        if (const SgfProperty* stones = file.collection.games.front().root().find("AB"))
            for (const SgfValue& value : stones->values)
                points << QString::fromStdString(value.text());
        points.sort();
        return points;
    };
    QCOMPARE(threeStones("STO 0 2 2 15 15"), (QStringList{QStringLiteral("dd"), QStringLiteral("dp"), QStringLiteral("pd")}));
    QCOMPARE(threeStones("STO 0 2 2 3 3"), (QStringList{QStringLiteral("dp"), QStringLiteral("pd"), QStringLiteral("pp")}));
}

void TestForeignFormats::wbadukRecords()
{
    // Sabaki's test/ngfTests.js states the root and the first four moves of even.ngf.
    const LoadedFile even = loadFile(fileBytes(QStringLiteral("sabaki-even.ngf")), "sabaki-even.ngf");
    const SgfGameTree& tree = even.collection.games.front();
    const SgfNode& root = tree.root();
    QCOMPARE(text(root, "SZ"), QStringLiteral("19"));
    QCOMPARE(text(root, "KM"), QStringLiteral("7.5"));
    QCOMPARE(text(root, "PW"), QStringLiteral("LQC"));
    QCOMPARE(text(root, "WR"), QStringLiteral("9p"));
    QCOMPARE(text(root, "PB"), QStringLiteral("CYY"));
    QCOMPARE(text(root, "BR"), QStringLiteral("9p"));
    QCOMPARE(text(root, "DT"), QStringLiteral("2017-03-16"));
    QCOMPARE(text(root, "RE"), QStringLiteral("B+0.5"));
    QCOMPARE(firstMoves(tree, 4),
             (QStringList{QStringLiteral("B qd"), QStringLiteral("W dd"), QStringLiteral("B pq"), QStringLiteral("W dp")}));
    QCOMPARE(text(root, "PC"), QStringLiteral("www.cyberoro.com"));

    // Two stones, White first, ranks with '*', a resignation.
    const LoadedFile handicap = loadFile(fileBytes(QStringLiteral("sabaki-handicap2.ngf")), "sabaki-handicap2.ngf");
    const SgfGameTree& two = handicap.collection.games.front();
    QCOMPARE(text(two.root(), "HA"), QStringLiteral("2"));
    QCOMPARE(values(two.root(), "AB"), (QStringList{QStringLiteral("dp"), QStringLiteral("pd")}));
    QCOMPARE(text(two.root(), "PW"), QStringLiteral("ace550"));
    QCOMPARE(text(two.root(), "WR"), QStringLiteral("7d*"));
    QCOMPARE(text(two.root(), "RE"), QStringLiteral("W+R"));
    QCOMPARE(firstMoves(two, 1), QStringList{QStringLiteral("W pq")});

    // A name with a full stop and spaces before the rank; 180 minutes.
    const LoadedFile pro = loadFile(fileBytes(QStringLiteral("sabaki-pro-game-1.ngf")), "sabaki-pro-game-1.ngf");
    const SgfNode& proRoot = pro.collection.games.front().root();
    QCOMPARE(text(proRoot, "PW"), QStringLiteral("Kobayashi."));
    QCOMPARE(text(proRoot, "PB"), QStringLiteral("Lin.H.C"));
    QCOMPARE(text(proRoot, "BR"), QStringLiteral("7p"));
    QCOMPARE(text(proRoot, "KM"), QStringLiteral("6.5"));
    QCOMPARE(text(proRoot, "TM"), QStringLiteral("10800"));
    QCOMPARE(text(proRoot, "RE"), QStringLiteral("W+R"));
}

void TestForeignFormats::wbadukMarkedHeader()
{
    // The "GI" variant (GB2312 in Sabaki's gb2312.ngf): the event, the date, the komi's half, and
    // the comment IDB[211] on move 211.
    const LoadedFile file = loadFile(fileBytes(QStringLiteral("sabaki-gb2312.ngf")), "sabaki-gb2312.ngf");
    const SgfGameTree& tree = file.collection.games.front();
    QCOMPARE(text(tree.root(), "EV"), QStringLiteral("韩国十段战"));
    QCOMPARE(text(tree.root(), "PW"), QStringLiteral("朴承华"));
    QCOMPARE(text(tree.root(), "WR"), QStringLiteral("初段"));
    QCOMPARE(text(tree.root(), "PB"), QStringLiteral("李载雄"));
    QCOMPARE(text(tree.root(), "DT"), QStringLiteral("2006-09-05"));
    QCOMPARE(text(tree.root(), "KM"), QStringLiteral("6.5"));
    QCOMPARE(text(tree.node(tree.lastMainLineNode()), "C"), QStringLiteral("黑中盘胜(现场消息)"));
}

void TestForeignFormats::pandanetRecord()
{
    // Sabaki's test/ugfTests.js states the root and the first four moves of amateur.ugf.
    const LoadedFile file = loadFile(fileBytes(QStringLiteral("sabaki-amateur.ugf")), "sabaki-amateur.ugf");
    QVERIFY(file.warnings.empty());
    const SgfGameTree& tree = file.collection.games.front();
    const SgfNode& root = tree.root();
    QCOMPARE(text(root, "CP"), QStringLiteral("PANDANET INC."));
    QCOMPARE(text(root, "SZ"), QStringLiteral("19"));
    QCOMPARE(text(root, "KM"), QStringLiteral("-5.5"));
    QCOMPARE(text(root, "PW"), QStringLiteral("YINNI"));
    QCOMPARE(text(root, "WR"), QStringLiteral("8d"));
    QCOMPARE(text(root, "PB"), QStringLiteral("kaziwami"));
    QCOMPARE(text(root, "BR"), QStringLiteral("7d"));
    QCOMPARE(text(root, "DT"), QStringLiteral("2019-03-08"));
    QCOMPARE(text(root, "RE"), QStringLiteral("B+7.5"));
    QCOMPARE(text(root, "RU"), QStringLiteral("Japanese"));
    QCOMPARE(text(root, "EV"), QStringLiteral("2019, PANDA-NET"));
    QCOMPARE(firstMoves(tree, 4),
             (QStringList{QStringLiteral("B qd"), QStringLiteral("W dd"), QStringLiteral("B pq"), QStringLiteral("W dq")}));
}

void TestForeignFormats::pandanetReviewWithVariations()
{
    // review.ugi: the review's main line is the game of [Data]; after move 53 (NODE 54) a
    // variation (NODE 225, White at N7) beside the game's move 54; comments by node number, node
    // n being the position after move n-1.
    const LoadedFile file = loadFile(fileBytes(QStringLiteral("sabaki-review.ugi")), "sabaki-review.ugi");
    QVERIFY2(file.warnings.empty(), file.warnings.empty() ? "" : file.warnings.front().message.c_str());
    const SgfGameTree& tree = file.collection.games.front();
    const std::vector<int> main = tree.mainLine();
    const SgfNode& afterMove53 = tree.node(main[53]);
    QCOMPARE(int(afterMove53.children().size()), 2);
    QCOMPARE(afterMove53.children().front(), main[54]); // the game's move stays the main line
    QCOMPARE(text(tree.node(main[54]), "W"), QStringLiteral("li"));
    QCOMPARE(text(tree.node(afterMove53.children().back()), "W"), QStringLiteral("nm"));
    QVERIFY(text(tree.root(), "C").contains(QStringLiteral("Let's begin and enjoy a great game.")));
    QVERIFY(text(tree.node(main[18]), "C").contains(QStringLiteral("I think white is ahead already?")));
    // Moves 220 to 222 are passes (20,20 on a 19x19 board), then a node without a move.
    for (int k : {220, 221, 222})
        QCOMPARE(text(tree.node(main[size_t(k)]), k % 2 == 0 ? "W" : "B"), QString());
    QVERIFY(tree.node(main[222]).has("W"));
    QCOMPARE(int(main.size()), 224);
    QVERIFY(!tree.node(main.back()).has("B") && !tree.node(main.back()).has("W"));
    QVERIFY(text(tree.node(main[222]), "C").contains(QStringLiteral("ken03110 done")));
    // A comment on a variation's node (NODE 269, the last of the second variation).
    bool found = false;
    for (int n = 0; n < tree.nodeCount(); ++n)
        found = found || text(tree.node(n), "C").contains(QStringLiteral("This probably salvages enough"));
    QVERIFY(found);
}

void TestForeignFormats::savedAsSgfReadsTheSame()
{
    // What Save writes (SGF) reads back to the same tree, game information and final position.
    for (const QString& name : {QStringLiteral("sabaki-gb2312.gib"), QStringLiteral("sabaki-even.ngf"),
                                QStringLiteral("sabaki-review.ugi")}) {
        const LoadedFile original = loadFile(fileBytes(name), name.toStdString());
        const std::string sgf = writeSgf(original.collection);
        const LoadedFile again = loadFile(sgf, "saved.sgf");
        QCOMPARE(int(again.format), int(GameFormat::Sgf));
        QVERIFY2(again.collection.sameContent(original.collection), qPrintable(name));
        const LoadedGame before = loadGame(original);
        const LoadedGame after = loadGame(again);
        QVERIFY(after.position.board == before.position.board);
        QCOMPARE(after.info.playerBlack, before.info.playerBlack);
        QCOMPARE(after.info.komi, before.info.komi);
        QCOMPARE(after.info.handicap, before.info.handicap);
        QCOMPARE(after.info.result, before.info.result);
    }
}

void TestForeignFormats::contentDecidesTheFormat()
{
    // By content first: a Tygem record saved as .sgf, SGF named .gib, pasted text (no name).
    const std::string gib = fileBytes(QStringLiteral("sabaki-utf8.gib"));
    QCOMPARE(int(*identifyGameFormat("game.sgf", gib).format), int(GameFormat::Gib));
    QCOMPARE(int(*identifyGameFormat("", gib).format), int(GameFormat::Gib));
    QCOMPARE(int(*identifyGameFormat("game.gib", "(;SZ[9];B[ee])").format), int(GameFormat::Sgf));
    QCOMPARE(int(*identifyGameFormat("", fileBytes(QStringLiteral("sabaki-even.ngf"))).format), int(GameFormat::Ngf));
    QCOMPARE(int(*identifyGameFormat("", fileBytes(QStringLiteral("sabaki-gb2312.ngf"))).format), int(GameFormat::Ngf));
    QCOMPARE(int(*identifyGameFormat("", fileBytes(QStringLiteral("sabaki-review.ugi"))).format), int(GameFormat::Ugf));
    QCOMPARE(int(*identifyGameFormat("", "name: x\nboard:\nX O\n").format), int(GameFormat::Pos));
    QCOMPARE(int(*identifyGameFormat("case.pos", "anything").format), int(GameFormat::Pos));
    // UTF-16 text without a byte-order mark is SGF too.
    const std::string utf16("(\0;\0S\0Z\0[\0" "9\0]\0)\0", 16);
    QCOMPARE(int(*identifyGameFormat("", utf16).format), int(GameFormat::Sgf));
    QCOMPARE(formatName(GameFormat::Gib), std::string("Tygem GIB"));
    QCOMPARE(formatName(GameFormat::Ngf), std::string("WBaduk NGF"));
    QCOMPARE(formatName(GameFormat::Ugf), std::string("Pandanet UGF"));
}

void TestForeignFormats::notARecord_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("what"); // the end of "not a Go record SekiScope reads: ..."
    QTest::newRow("png") << QByteArray("\x89PNG\r\n\x1A\n\0\0\0\x0DIHDR", 16) << QStringLiteral("game.sgf")
                         << QStringLiteral("a PNG image");
    QTest::newRow("pdf") << QByteArray("%PDF-1.4\n%...") << QStringLiteral("game.sgf") << QStringLiteral("a PDF document");
    QTest::newRow("zip") << QByteArray("PK\x03\x04\x14\0\0\0", 8) << QStringLiteral("games.zip")
                         << QStringLiteral("a ZIP archive");
    QTest::newRow("empty") << QByteArray("  \n") << QStringLiteral("game.sgf") << QStringLiteral("an empty file");
    QTest::newRow("html") << QByteArray("<!DOCTYPE html><html><body>game</body></html>") << QStringLiteral("game.sgf")
                          << QStringLiteral("a web page (HTML)");
    QTest::newRow("json") << QByteArray("{\"moves\": [[3, 3]]}") << QStringLiteral("") << QStringLiteral("JSON data");
    QTest::newRow("text") << QByteArray("Dear club,\nhere is the game.\n") << QStringLiteral("game.sgf")
                          << QStringLiteral("text with no game record in it");
    QTest::newRow("link") << QByteArray("https://online-go.com/game/12345\n") << QString()
                          << QStringLiteral("a link (https://online-go.com/game/12345): SekiScope does not fetch");
}

void TestForeignFormats::notARecord()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, name);
    QFETCH(QString, what);
    const LoadedFile file = loadFile(bytes.toStdString(), name.toStdString());
    QVERIFY(file.error);
    QCOMPARE(file.error->line, 1);
    QVERIFY2(QString::fromStdString(file.error->message)
                 .startsWith(QStringLiteral("not a Go record SekiScope reads: ") + what),
             file.error->message.c_str());
}

void TestForeignFormats::brokenRecordsNameTheLine_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("message"); // a part of it
    QTest::newRow("gib move off the board")
        << QByteArray("\\HS\n\\HE\n\\GS\n2 1 0\nINI 0 1 0 &4\nSTO 0 2 1 3 3\nSTO 0 3 2 19 3\n\\GE\n") << QStringLiteral("a.gib")
        << 7 << QStringLiteral("(19, 3) is off the 19x19 board");
    QTest::newRow("gib player 3") << QByteArray("\\HS\n\\HE\n\\GS\nSTO 0 2 3 3 3\n") << QStringLiteral("a.gib") << 4
                                  << QStringLiteral("player must be 1 (Black) or 2 (White)");
    QTest::newRow("gib occupied point")
        << QByteArray("\\GS\nSTO 0 2 1 3 3\nSTO 0 3 2 3 3\n") << QStringLiteral("a.gib") << 3
        << QStringLiteral("occupied point");
    QTest::newRow("gib without a game") << QByteArray("\\HS\n\\[GAMENAME=x\\]\n\\HE\n") << QStringLiteral("a.gib") << 1
                                        << QStringLiteral("no game section");
    QTest::newRow("ngf short header") << QByteArray("Rated game\n19\nA 1D\nB 1D\n") << QStringLiteral("a.ngf") << 5
                                      << QStringLiteral("the header has 4 lines, not 12");
    QTest::newRow("ngf board size")
        << QByteArray("t\n99\nA 1D\nB 1D\nsite\n0\n0\n6\n20170316\n0\nBlack wins!\n0\n") << QStringLiteral("a.ngf") << 2
        << QStringLiteral("board size must be a number from 2 to 52, not '99'");
    QTest::newRow("ngf move off the board")
        << QByteArray("t\n9\nA 1D\nB 1D\nsite\n0\n0\n6\n20170316\n0\nBlack wins!\n1\nPMABBKEEK\n") << QStringLiteral("a.ngf")
        << 13 << QStringLiteral("off the 9x9 board");
    QTest::newRow("ngf not a move")
        << QByteArray("t\n9\nA 1D\nB 1D\nsite\n0\n0\n6\n20170316\n0\nBlack wins!\n1\nhello\n") << QStringLiteral("a.ngf")
        << 13 << QStringLiteral("expected a move line");
    QTest::newRow("ugf handicap") << QByteArray("[Header]\nSize=19\nHdcp=many\n[Data]\nQP,B1,1,0\n") << QStringLiteral("a.ugf")
                                  << 3 << QStringLiteral("Hdcp: the handicap (0 to 9) and the komi");
    QTest::newRow("ugf move") << QByteArray("[Header]\nSize=19\n[Data]\nQP,B1,1,0\nq,W1,2,0\n") << QStringLiteral("a.ugf")
                              << 5 << QStringLiteral("expected a move such as QP,B1,1,0");
}

void TestForeignFormats::brokenRecordsNameTheLine()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, name);
    QFETCH(int, line);
    QFETCH(QString, message);
    const ParseError error = readError(bytes.toStdString(), name.toStdString());
    QVERIFY2(QString::fromStdString(error.message).contains(message), error.message.c_str());
    QCOMPARE(error.line, line);
}

void TestForeignFormats::resultsInWords_data()
{
    QTest::addColumn<QString>("words");
    QTest::addColumn<QString>("result"); // "" : not understood
    QTest::newRow("english points") << QStringLiteral("Black wins by 0.5!") << QStringLiteral("B+0.5");
    QTest::newRow("english resign") << QStringLiteral("White wins by  resign!") << QStringLiteral("W+R");
    QTest::newRow("english loses on time") << QStringLiteral("White loses on time") << QStringLiteral("B+T");
    QTest::newRow("english score list") << QStringLiteral("Black Win 6.5 >> White(50):Black(63)")
                                        << QStringLiteral("B+6.5");
    QTest::newRow("tygem") << QStringLiteral("black 4 points win") << QStringLiteral("B+4");
    QTest::newRow("japanese resign") << QStringLiteral("黒中押し勝ち!") << QStringLiteral("B+R");
    QTest::newRow("japanese half") << QStringLiteral("232手完、黒2目半勝ち") << QStringLiteral("B+2.5");
    QTest::newRow("japanese points") << QStringLiteral("白5.5目勝ち!") << QStringLiteral("W+5.5");
    QTest::newRow("japanese time") << QStringLiteral("白時間切れ勝ち！") << QStringLiteral("W+T");
    QTest::newRow("chinese") << QStringLiteral("黑中盘胜") << QStringLiteral("B+R");
    QTest::newRow("korean") << QStringLiteral("흑 1.5집 승") << QStringLiteral("B+1.5");
    QTest::newRow("korean half") << QStringLiteral("백 6집반 승") << QStringLiteral("W+6.5");
    QTest::newRow("jigo") << QStringLiteral("Jigo") << QStringLiteral("0");
    QTest::newRow("nothing") << QStringLiteral("Progressing!") << QString();
}

void TestForeignFormats::resultsInWords()
{
    QFETCH(QString, words);
    QFETCH(QString, result);
    const std::optional<std::string> read = resultFromWords(words.toStdString());
    QCOMPARE(read ? QString::fromStdString(*read) : QString(), result);
}

QTEST_GUILESS_MAIN(TestForeignFormats)
#include "tst_foreignformats.moc"
