// Hostile and foreign SGF (core/sgf): memory that stays proportional to the file, limits that
// speak, text decoded by its charset before it is parsed, and the small things foreign files do.
// Every input is written here.

#include "testconfig.h"

#include "scoring/scorer.h"
#include "sgf/charsetdetection.h"
#include "sgf/gameloader.h"
#include "sgf/gamerecord.h"
#include "sgf/parseerror.h"
#include "sgf/sgfparser.h"
#include "sgf/sgfpointlist.h"
#include "sgf/sgfreader.h"
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
    void decodedBeforeParsing_data();
    void decodedBeforeParsing();
    void utf16ByItsByteOrderMark();
    void charsetFoundWithoutCa_data();
    void charsetFoundWithoutCa();
    void utf16WithoutByteOrderMark_data();
    void utf16WithoutByteOrderMark();
    void binaryIsNotUnicode();
    void declaredCharsetThatDoesNotFit_data();
    void declaredCharsetThatDoesNotFit();
    void shiftJisWithoutCaKeepsEveryMove();
    void messagesNameCharactersOfTheFile();
    void quotedValuesAreEscaped();
    void handicapTheBoardOrSetupContradicts_data();
    void handicapTheBoardOrSetupContradicts();
    void impossibleHandicapIsNotCompensated();
    void invalidBytesBecomeReplacementCharacters();
    void nihonKiinPropertiesBeforeTheFirstNode();
    void textAfterTheLastGame();
    void lfCrIsOneLineBreak();
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
    const std::string allowed = "(;SZ[52]" + repeated(";AB[aa:ZZ];AE[aa:ZZ]", allowedPairs) + ";AB[aa:ZZ];B[])";
    const GameRecord record = GameRecord::read(parseSgf(allowed).games.front());
    QCOMPARE(record.moveCount(), 1);
    // The replay holds a few dozen bytes per byte of the file (a change log of every point
    // held 50 million entries here: 400 MB for a 200 KB file).
    QVERIFY2(record.memoryBytes() < 32 * allowed.size(), qPrintable(QString::number(record.memoryBytes())));
    // Any state is still there: half way, the board is full or empty.
    const GameRecord::State middle = record.stateAtNode(parseSgf(allowed).games.front(), 2 * (allowedPairs / 2) + 1);
    QCOMPARE(middle.board.count(Color::Black), 52 * 52);
    QCOMPARE(record.position().board.count(Color::Black), 52 * 52);

    const std::string tooMany = "(;SZ[52]" + repeated(";AB[aa:ZZ];AE[aa:ZZ]", allowedPairs + 1) + ")";
    const ParseError error = expectParseError([&] { GameRecord::read(parseSgf(tooMany).games.front()); });
    QVERIFY2(contains(error.message, std::to_string(GameRecord::MaxSetupPoints)), error.message.c_str());
    QVERIFY2(contains(error.message, "setup"), error.message.c_str());
    QVERIFY(error.column > 1); // at the value that went over, not 1:1
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

void TestSgfHostile::decodedBeforeParsing_data()
{
    QTest::addColumn<QByteArray>("charset");
    QTest::addColumn<QByteArray>("bytes"); // the comment's bytes in that charset
    QTest::addColumn<QString>("comment");
    // Second byte '\\' (0x5C) or ']' (0x5D): a byte-level reader escapes or closes the value.
    QTest::newRow("Shift_JIS so (83 5C)") << QByteArray("Shift_JIS") << QByteArray("\x83\x5C") << QStringLiteral("ソ");
    QTest::newRow("Shift_JIS zo (83 5D)") << QByteArray("SJIS") << QByteArray("\x83\x5D") << QStringLiteral("ゾ");
    QTest::newRow("Shift_JIS hyou (95 5C)")
        << QByteArray("shift_jis") << QByteArray("\x95\x5C") << QStringLiteral("表");
    // A GBK-only character (not in GB2312) in a file that says gb2312.
    QTest::newRow("gb2312 label, GBK 81 5D") << QByteArray("gb2312") << QByteArray("\x81\x5D") << QStringLiteral("乚");
    QTest::newRow("GBK 81 40") << QByteArray("GBK") << QByteArray("\x81\x40") << QStringLiteral("丂");
    QTest::newRow("Big5 hsu (B3 5C)") << QByteArray("Big5") << QByteArray("\xB3\x5C") << QStringLiteral("許");
    QTest::newRow("EUC-KR han") << QByteArray("EUC-KR") << QByteArray("\xC7\xD1") << QStringLiteral("한");
}

void TestSgfHostile::decodedBeforeParsing()
{
    QFETCH(QByteArray, charset);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, comment);
    // The comment ends right after the character; the next node is a move that must be read.
    const std::string text = "(;CA[" + charset.toStdString() + "]SZ[5]PB[" + bytes.toStdString() + "];B[aa]C["
                             + bytes.toStdString() + "];W[bb];B[cc])";
    const SgfFile file = readSgf(text);
    QVERIFY(file.warnings.empty());
    const SgfGameTree& game = file.collection.games.front();
    const GameRecord record = GameRecord::read(game);
    QCOMPARE(record.moveCount(), 3);
    QCOMPARE(QString::fromStdString(game.node(1).text("C").value()), comment);
    QCOMPARE(QString::fromStdString(record.info().playerBlack), comment);
    QVERIFY(record.info().encodingProblem.empty());
    // Converted: the tree now says what it holds.
    QCOMPARE(game.root().text("CA").value(), std::string("UTF-8"));
}

void TestSgfHostile::utf16ByItsByteOrderMark()
{
    const QString text = QStringLiteral("(;SZ[5]PB[本因坊];B[aa];W[bb])");
    for (const bool littleEndian : {true, false}) {
        std::string bytes = littleEndian ? "\xFF\xFE" : "\xFE\xFF";
        for (const QChar c : text) {
            const char low = char(c.unicode() & 0xFF);
            const char high = char(c.unicode() >> 8);
            bytes += littleEndian ? std::string{low, high} : std::string{high, low};
        }
        const SgfFile file = readSgf(bytes);
        const GameRecord record = GameRecord::read(file.collection.games.front());
        QCOMPARE(record.moveCount(), 2);
        QCOMPARE(QString::fromStdString(record.info().playerBlack), QStringLiteral("本因坊"));
    }
}

void TestSgfHostile::charsetFoundWithoutCa_data()
{
    QTest::addColumn<QByteArray>("bytes"); // a game with no CA
    QTest::addColumn<QString>("charset");  // what it must be read as
    QTest::addColumn<QString>("black");
    QTest::addColumn<QString>("white");
    QTest::addColumn<QString>("comment");
    // Each comment ends in a character whose second byte is '\\' where the charset has one: read
    // byte by byte, it escapes the ']' and the next move is lost.
    QTest::newRow("Shift_JIS")
        << QByteArray("(;GM[1]SZ[5]PB[\x88\xE4\x8ER\x97T\x91\xBE]PW[\x92\xA3\x9Ez]C[\x8D\x95\x82\xCC\x92\x86\x89\x9F"
                      "\x82\xB5\x8F\x9F\x82\xBF\x81" "B\x82\xB1\x82\xB1\x82\xCD\x83\\];B[cc];W[dc];B[aa])")
        << QStringLiteral("Shift_JIS") << QStringLiteral("井山裕太") << QStringLiteral("張栩")
        << QStringLiteral("黒の中押し勝ち。ここはソ");
    QTest::newRow("GBK (read as GB18030)")
        << QByteArray("(;GM[1]SZ[5]PB[\xBF\xC2\xBD\xE0]PW[\xB9\xC5\xC1\xA6]C[\xBA\xDA\xD6\xD0\xC5\xCC\xCA\xA4\xA1\xA3"
                      "\x81\\];B[cc];W[dc];B[aa])")
        << QStringLiteral("GB18030") << QStringLiteral("柯洁") << QStringLiteral("古力")
        << QStringLiteral("黑中盘胜。乗");
    QTest::newRow("Big5")
        << QByteArray("(;GM[1]SZ[5]PB[\xA9P\xABT\xBE\xB1]PW[\xAAL\xAE\xFC\xAEp]C[\xB6\xC2\xA4\xA4\xBDL\xB3\xD3\xA1" "C"
                      "\xB3\\\xA5\\\xBB\\];B[cc];W[dc];B[aa])")
        << QStringLiteral("Big5") << QStringLiteral("周俊勳") << QStringLiteral("林海峰")
        << QStringLiteral("黑中盤勝。許功蓋");
    QTest::newRow("EUC-KR")
        << QByteArray("(;GM[1]SZ[5]PB[\xC0\xCC\xBC\xBC\xB5\xB9]PW[\xB9\xDA\xC1\xA4\xC8\xAF]C[\xC8\xE6 \xBA\xD2\xB0\xE8"
                      "\xBD\xC2];B[cc];W[dc];B[aa])")
        << QStringLiteral("EUC-KR") << QStringLiteral("이세돌") << QStringLiteral("박정환") << QStringLiteral("흑 불계승");
    QTest::newRow("Latin-1")
        << QByteArray("(;GM[1]SZ[5]PB[P\xE9rez M\xFCller]PW[\xC5sa \xD8" "deg\xE5rd]C[Tr\xE8s bien];B[cc];W[dc];B[aa])")
        << QStringLiteral("Latin-1") << QStringLiteral("Pérez Müller") << QStringLiteral("Åsa Ødegård")
        << QStringLiteral("Très bien");
}

void TestSgfHostile::charsetFoundWithoutCa()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, charset);
    QFETCH(QString, black);
    QFETCH(QString, white);
    QFETCH(QString, comment);
    const std::string text = bytes.toStdString();
    QCOMPARE(QString::fromStdString(detectCharset(text).name), charset);
    const SgfFile file = readSgf(text);
    const SgfGameTree& game = file.collection.games.front();
    const GameRecord record = GameRecord::read(game);
    QCOMPARE(record.moveCount(), 3);
    QCOMPARE(QString::fromStdString(record.info().playerBlack), black);
    QCOMPARE(QString::fromStdString(record.info().playerWhite), white);
    QCOMPARE(QString::fromStdString(game.root().text("C").value()), comment);
    // A guess among East Asian charsets is said; Latin-1 is SGF's own default.
    const bool guessed = charset != QStringLiteral("Latin-1");
    QCOMPARE(file.warnings.size(), size_t(guessed ? 1 : 0));
    if (guessed)
        QVERIFY2(contains(file.warnings.front().message, "read as " + charset.toStdString()),
                 file.warnings.front().message.c_str());
}

void TestSgfHostile::utf16WithoutByteOrderMark_data()
{
    QTest::addColumn<bool>("littleEndian");
    QTest::addColumn<bool>("declared"); // with CA[UTF-16] in the text
    QTest::newRow("UTF-16LE") << true << false;
    QTest::newRow("UTF-16BE") << false << false;
    QTest::newRow("UTF-16LE, CA[UTF-16]") << true << true;
    QTest::newRow("UTF-16BE, CA[UTF-16]") << false << true;
}

void TestSgfHostile::utf16WithoutByteOrderMark()
{
    QFETCH(bool, littleEndian);
    QFETCH(bool, declared);
    const QString text = QStringLiteral("(;GM[1]FF[4]%1SZ[5]PB[本因坊]PW[René];B[aa];W[bb])")
                             .arg(declared ? QStringLiteral("CA[UTF-16]") : QString());
    std::string bytes;
    for (const QChar c : text) {
        const char low = char(c.unicode() & 0xFF);
        const char high = char(c.unicode() >> 8);
        bytes += littleEndian ? std::string{low, high} : std::string{high, low};
    }
    QCOMPARE(detectCharset(bytes).name, std::string(littleEndian ? "UTF-16LE" : "UTF-16BE"));
    const SgfFile file = readSgf(bytes);
    const GameRecord record = GameRecord::read(file.collection.games.front());
    QCOMPARE(record.moveCount(), 2);
    QCOMPARE(QString::fromStdString(record.info().playerBlack), QStringLiteral("本因坊"));
    QCOMPARE(QString::fromStdString(record.info().playerWhite), QStringLiteral("René"));
    QCOMPARE(file.warnings.size(), size_t(1));
    QVERIFY2(contains(file.warnings.front().message, littleEndian ? "UTF-16LE" : "UTF-16BE"),
             file.warnings.front().message.c_str());
}

void TestSgfHostile::binaryIsNotUnicode()
{
    // Zero bytes where UTF-16 or UTF-32 has them, but no text: an image's header.
    const std::string png("\x89PNG\r\n\x1A\n\0\0\0\x0DIHDR\0\0\0\x10", 20);
    QCOMPARE(seki::unicodeWithoutByteOrderMark(png), std::string());
    QCOMPARE(seki::unicodeWithoutByteOrderMark(std::string("(\0;\0B\0[\0a\0a\0]\0)\0", 16)), std::string("UTF-16LE"));
}

void TestSgfHostile::declaredCharsetThatDoesNotFit_data()
{
    QTest::addColumn<QString>("file");    // in tests/data/findings
    QTest::addColumn<QString>("warning"); // part of the one warning, "" for none
    QTest::addColumn<QString>("black");
    QTest::newRow("ASCII that says CA[UTF-16]") << QStringLiteral("b6-ca-utf16-on-ascii-file.sgf")
                                                 << QStringLiteral("CA[UTF-16] does not fit") << QStringLiteral("x");
    // glibc's "chinese" is raw two-byte GB 2312; the files mean GB 2312 as everyone writes it.
    QTest::newRow("CA[chinese]") << QStringLiteral("b6-ca-chinese-alias-byte-194.sgf") << QString()
                                 << QStringLiteral("乗");
    QTest::newRow("CA[UTF-8]CA[Shift_JIS]") << QStringLiteral("b6-two-ca-values-byte-194.sgf")
                                            << QStringLiteral("read as Shift_JIS") << QStringLiteral("表");
    QTest::newRow("UTF-16 without a byte-order mark")
        << QStringLiteral("b6-utf16-without-bom.sgf") << QStringLiteral("UTF-16LE") << QStringLiteral("黒");
}

void TestSgfHostile::declaredCharsetThatDoesNotFit()
{
    QFETCH(QString, file);
    QFETCH(QString, warning);
    QFETCH(QString, black);
    QFile in(QStringLiteral(SEKI_TEST_DATA_DIR "/findings/") + file);
    QVERIFY(in.open(QIODevice::ReadOnly));
    const SgfFile read = readSgf(in.readAll().toStdString());
    const GameRecord record = GameRecord::read(read.collection.games.front());
    QCOMPARE(QString::fromStdString(record.info().playerBlack), black);
    QCOMPARE(read.warnings.size(), size_t(warning.isEmpty() ? 0 : 1));
    if (!warning.isEmpty())
        QVERIFY2(contains(read.warnings.front().message, warning.toStdString()), read.warnings.front().message.c_str());
    // Every move is read: nothing swallowed by a trail byte, and the score is the game's.
    for (int k = 1; k <= record.moveCount(); ++k)
        QVERIFY(record.move(k).point.has_value());
}

void TestSgfHostile::shiftJisWithoutCaKeepsEveryMove()
{
    // A Nihon Kiin record (Shift_JIS, no CA): the comment ends in ソ (83 5C) before the move W[dc].
    QFile in(QStringLiteral(SEKI_TEST_DATA_DIR "/findings/b1-sjis-no-ca-swallows-move.sgf"));
    QVERIFY(in.open(QIODevice::ReadOnly));
    const SgfFile file = readSgf(in.readAll().toStdString());
    const SgfGameTree& game = file.collection.games.front();
    const GameRecord record = GameRecord::read(game);
    QCOMPARE(record.moveCount(), 3);
    QCOMPARE(QString::fromStdString(game.node(1).text("C").value()), QStringLiteral("ここはソ"));
    QCOMPARE(Scorer().score(record.position(), Rules::Japanese).resultText(), std::string("B+3.5"));
}

void TestSgfHostile::messagesNameCharactersOfTheFile()
{
    // Read as Latin-1 (no multi-byte UTF-8 in it), the stray byte 0x81 is the character U+0081:
    // the message names that, not a byte of the UTF-8 text it became (0xC2).
    const ParseError latin1 = expectParseError([] { readSgf("(;SZ[5]\x81;B[aa])"); });
    QVERIFY2(contains(latin1.message, "U+0081"), latin1.message.c_str());
    QVERIFY2(!contains(latin1.message, "194"), latin1.message.c_str());
    QVERIFY2(contains(latin1.message, "read as Latin-1"), latin1.message.c_str());
    // In UTF-8 text the character itself is shown.
    const ParseError utf8 = expectParseError([] { readSgf("(;SZ[5]\xE7\xA2\x81;B[aa])"); });
    QVERIFY2(contains(utf8.message, "'\xE7\xA2\x81' (U+7881)"), utf8.message.c_str());
}

void TestSgfHostile::quotedValuesAreEscaped()
{
    // A terminal's escape sequences (title, colour), a line break, DEL and a C1 control (U+009B,
    // another way to start a sequence) are written out; text around them is kept.
    QCOMPARE(quotedValue("\x1b]0;pwned\x07\x1b[31mred"), std::string("\\x1b]0;pwned\\x07\\x1b[31mred"));
    QCOMPARE(quotedValue("a\nb\x7f"), std::string("a\\x0ab\\x7f"));
    QCOMPARE(quotedValue("x\xC2\x9B" "31m \xC3\xA9"), std::string("x\\x9b31m \xC3\xA9"));
    // Cut at 80 characters whatever they are.
    QCOMPARE(quotedValue(std::string(200, '\x1b')), repeated("\\x1b", 80) + "...");
}

void TestSgfHostile::handicapTheBoardOrSetupContradicts_data()
{
    QTest::addColumn<QByteArray>("game");
    QTest::addColumn<int>("handicap"); // what is counted
    QTest::addColumn<QString>("note"); // part of the note, "" for none
    QTest::newRow("as set up") << QByteArray("(;SZ[9]HA[2]AB[cc][gg];W[ee])") << 2 << QString();
    QTest::newRow("placed as moves") << QByteArray("(;SZ[9]HA[3];B[cc];B[gg];B[cg];W[ee])") << 3 << QString();
    QTest::newRow("fewer stones than HA") << QByteArray("(;SZ[9]HA[4]AB[cc][gg];W[ee])") << 2
                                          << QStringLiteral("HA[4], but Black has 2 setup stones: 2 counted");
    // A game's final position saved as setup: more black stones than the handicap.
    QTest::newRow("a position set up beyond the handicap")
        << QByteArray("(;SZ[9]HA[2]AB[cc][gg][ee][ec]AW[ce])") << 2 << QString();
    QTest::newRow("more than the board holds") << QByteArray("(;SZ[9]HA[999];B[aa])") << 0
                                               << QStringLiteral("more handicap stones than the 9x9 board has points");
    QTest::newRow("more than the board holds, with stones") << QByteArray("(;SZ[5]HA[26]AB[aa][bb];W[cc])") << 2
                                                            << QStringLiteral("Black's 2 setup stones counted");
}

void TestSgfHostile::handicapTheBoardOrSetupContradicts()
{
    QFETCH(QByteArray, game);
    QFETCH(int, handicap);
    QFETCH(QString, note);
    const GameRecord record = GameRecord::read(readSgf(game.toStdString()).collection.games.front());
    QCOMPARE(record.info().handicap, handicap);
    QCOMPARE(record.position().handicap, handicap);
    if (note.isEmpty())
        QVERIFY2(record.info().handicapNote.empty(), record.info().handicapNote.c_str());
    else
        QVERIFY2(contains(record.info().handicapNote, note.toStdString()), record.info().handicapNote.c_str());
}

void TestSgfHostile::impossibleHandicapIsNotCompensated()
{
    // The review's B8 file: 9x9, Chinese rules, komi 6.5, HA[999] and one black stone. Black's
    // stone makes every point of the board Black's area (81); no handicap stone stands, so White
    // is given none for them: B+74.5, where 999 points of compensation gave W+924.5.
    QFile in(QStringLiteral(SEKI_TEST_DATA_DIR "/findings/b8-handicap-999-no-plausibility-check.sgf"));
    QVERIFY(in.open(QIODevice::ReadOnly));
    const LoadedGame game = loadGame(loadFile(in.readAll().toStdString(), "b8.sgf"));
    QVERIFY(!game.error);
    QCOMPARE(Scorer().score(game.position, Rules::Chinese).resultText(), std::string("B+74.5"));
    // Said, at the value.
    QCOMPARE(game.warnings.size(), size_t(1));
    QCOMPARE(game.warnings.front().location.line, 1);
    QVERIFY(contains(game.warnings.front().message, "HA[999]"));
}

void TestSgfHostile::invalidBytesBecomeReplacementCharacters()
{
    // A name cut in the middle of a character (Fox does it), the rest of the file good UTF-8.
    const SgfFile cut = readSgf("(;CA[UTF-8]SZ[5]PW[你好]PB[你若有\xe5\x9b];B[aa])");
    const GameRecord record = GameRecord::read(cut.collection.games.front());
    QCOMPARE(QString::fromStdString(record.info().playerBlack), QStringLiteral("你若有\uFFFD"));
    QCOMPARE(QString::fromStdString(record.info().playerWhite), QStringLiteral("你好"));
    QCOMPARE(cut.warnings.size(), size_t(1));
    QVERIFY2(contains(cut.warnings.front().message, "PB"), cut.warnings.front().message.c_str());
    QCOMPARE(cut.warnings.front().location.column, 25); // PB's '['

    // A byte Shift_JIS cannot read: replaced, named, and the rest read.
    const SgfFile sjis = readSgf("(;CA[Shift_JIS]SZ[5]GN[\x83\x5C\xA0\x83\x5C];B[aa])");
    QCOMPARE(QString::fromStdString(sjis.collection.games.front().root().text("GN").value()),
             QStringLiteral("ソ\uFFFDソ"));
    QCOMPARE(sjis.warnings.size(), size_t(1));
    QVERIFY(contains(sjis.warnings.front().message, "GN"));

    // A file that says UTF-8 but is Latin-1 through and through (no multi-byte UTF-8 at all).
    const SgfFile lying = readSgf("(;CA[UTF-8]PB[Ren\xe9];B[aa])");
    QCOMPARE(QString::fromStdString(GameRecord::read(lying.collection.games.front()).info().playerBlack),
             QStringLiteral("René"));
    QVERIFY(lying.warnings.empty());
    // An unknown charset: read as Latin-1, and said so.
    const SgfFile unknown = readSgf("(;CA[X-NO-SUCH]PB[\xe9];B[aa])");
    QCOMPARE(unknown.warnings.size(), size_t(1));
    QVERIFY(contains(unknown.warnings.front().message, "X-NO-SUCH"));
}

void TestSgfHostile::nihonKiinPropertiesBeforeTheFirstNode()
{
    const SgfFile file = readSgf("(\nPB[Black]SZ[9]KM[6.5]\n;B[ee];W[cc])");
    const SgfGameTree& game = file.collection.games.front();
    QCOMPARE(game.root().text("PB").value(), std::string("Black"));
    QCOMPARE(game.root().location(), (TextLocation{2, 1}));
    const GameRecord record = GameRecord::read(game);
    QCOMPARE(record.moveCount(), 2);
    QCOMPARE(record.info().width, 9);
    QCOMPARE(record.info().komi, 6.5);
}

void TestSgfHostile::textAfterTheLastGame()
{
    const SgfFile file = readSgf("(;SZ[9];B[ee])\n(c) 2003 The Club (all rights reserved)\n");
    QCOMPARE(file.collection.games.size(), size_t(1));
    QCOMPARE(file.warnings.size(), size_t(1));
    QCOMPARE(file.warnings.front().location, (TextLocation{2, 1}));
    QVERIFY(contains(file.warnings.front().message, "ignored"));
    // A second game after the text is still a game; text before the first is silent.
    const SgfFile two = readSgf("From: club\n(;SZ[9];B[ee])\n--\n(;SZ[9];W[aa])");
    QCOMPARE(two.collection.games.size(), size_t(2));
    QCOMPARE(two.warnings.size(), size_t(1));
    QCOMPARE(readSgf("notes (see below)\n(;SZ[9];B[ee])\n").warnings.size(), size_t(0));
}

void TestSgfHostile::lfCrIsOneLineBreak()
{
    for (const std::string lineBreak : {"\n", "\r", "\r\n", "\n\r"}) {
        const std::string text = "(;SZ[9]" + lineBreak + "C[x]" + lineBreak + ";B[zz])";
        const ParseError error = expectParseError([&] { GameRecord::read(readSgf(text).collection.games.front()); });
        QCOMPARE(error.line, 3);
        QCOMPARE(error.column, 3);
    }
    // Two breaks in a row are two lines.
    const ParseError two
        = expectParseError([&] { GameRecord::read(readSgf("(;SZ[9]\n\n;B[zz])").collection.games.front()); });
    QCOMPARE(two.line, 3);
}

QTEST_GUILESS_MAIN(TestSgfHostile)
#include "tst_sgfhostile.moc"
