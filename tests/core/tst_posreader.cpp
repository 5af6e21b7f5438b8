// The .pos case reader (core/sgf/posreader.h) over the project's cases and malformed input.

#include "sgf/parseerror.h"
#include "sgf/posreader.h"

#include "testconfig.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QtTest>

using namespace seki;

namespace {

QByteArray readFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(path));
    return file.readAll();
}

PosCase readBytes(const QByteArray& bytes)
{
    return readPosCase(std::string_view(bytes.constData(), size_t(bytes.size())));
}

// The grid that follows "key:" in the file, read independently of the reader: rows of the cells
// as written, comment lines skipped, up to the next "key:" line.
QStringList gridAfter(const QByteArray& bytes, const QString& key)
{
    const QStringList lines = QString::fromUtf8(bytes).split(QLatin1Char('\n'));
    static const QRegularExpression keyLine(QStringLiteral("^[a-z]+:"));
    QStringList rows;
    bool inside = false;
    for (QString line : lines) {
        line = line.trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        if (keyLine.match(line).hasMatch()) {
            if (inside)
                break;
            inside = line.startsWith(key + QLatin1Char(':'));
            continue;
        }
        if (inside)
            rows << line.section(QLatin1Char('#'), 0, 0).simplified().remove(QLatin1Char(' '));
    }
    return rows;
}

} // namespace

class TestPosReader : public QObject {
    Q_OBJECT

private slots:
    void everyCase_data();
    void everyCase();
    void designExampleWithInlineComments();
    void proseKeepsHashSigns();
    void malformed_data();
    void malformed();
    void largestBoard();
};

void TestPosReader::everyCase_data()
{
    QTest::addColumn<QString>("path");
    const QDir directory(QStringLiteral(SEKI_TEST_CASES_DIR));
    const QStringList files = directory.entryList({QStringLiteral("*.pos")}, QDir::Files, QDir::Name);
    QVERIFY2(files.size() >= 37, qPrintable(QString::number(files.size())));
    for (const QString& file : files)
        QTest::newRow(qPrintable(file)) << directory.filePath(file);
}

void TestPosReader::everyCase()
{
    QFETCH(QString, path);
    const QByteArray bytes = readFile(path);
    PosCase posCase;
    try {
        posCase = readBytes(bytes);
    } catch (const ParseError& error) {
        QFAIL(error.what());
    }
    const Position& position = posCase.position;
    const Board& board = position.board;

    const QStringList rows = gridAfter(bytes, QStringLiteral("board"));
    QVERIFY(!rows.isEmpty());
    QCOMPARE(board.height(), int(rows.size()));
    QCOMPARE(board.width(), int(rows.front().size()));

    // Every cell as written, and the dead marks exactly on the lower-case stones.
    int deadInFile = 0;
    for (int y = 0; y < board.height(); ++y) {
        for (int x = 0; x < board.width(); ++x) {
            const QChar cell = rows[y][x];
            const Color expected = cell.toUpper() == QLatin1Char('X')   ? Color::Black
                                   : cell.toUpper() == QLatin1Char('O') ? Color::White
                                                                        : Color::Empty;
            QCOMPARE(board.at(Point{x, y}), expected);
            const bool dead = cell == QLatin1Char('x') || cell == QLatin1Char('o');
            deadInFile += dead;
            QCOMPARE(position.dead.test(size_t(board.index(x, y))), dead);
        }
    }
    QCOMPARE(int(position.dead.count()), deadInFile);

    const QStringList territory = gridAfter(bytes, QStringLiteral("territory"));
    QCOMPARE(int(posCase.territory.size()), int(territory.size()));
    for (size_t y = 0; y < posCase.territory.size(); ++y) {
        QCOMPARE(int(posCase.territory[y].size()), board.width());
        QCOMPARE(QString::fromStdString(posCase.territory[y]), territory[int(y)]);
    }

    // Headers, read back with a regular expression.
    const QString text = QString::fromUtf8(bytes);
    const auto header = [&](const char* key) {
        const QRegularExpression pattern(QStringLiteral("^%1:[ \\t]*(.*)$").arg(QLatin1String(key)),
                                         QRegularExpression::MultilineOption);
        return pattern.match(text).captured(1).trimmed();
    };
    QCOMPARE(QString::fromStdString(posCase.name), header("name").section(QStringLiteral(" #"), 0, 0).trimmed());
    QCOMPARE(QString::fromStdString(posCase.note), header("note"));
    QVERIFY(!posCase.name.empty());
    const QString rules = header("rules").section(QLatin1Char('#'), 0, 0).trimmed();
    QCOMPARE(position.rules, rules == QLatin1String("area") ? Rules::Chinese : Rules::Japanese);
    QCOMPARE(position.komi, header("komi").section(QLatin1Char('#'), 0, 0).trimmed().toDouble());
    const QString result = header("result");
    QCOMPARE(posCase.expectedResult.has_value(), !result.isEmpty());
    if (posCase.expectedResult)
        QCOMPARE(QString::fromStdString(*posCase.expectedResult), result);
    const QRegularExpression scoreBlack(QStringLiteral("^score:.*black=([0-9.]+)"),
                                        QRegularExpression::MultilineOption);
    const auto black = scoreBlack.match(text);
    QCOMPARE(posCase.expectedBlack.has_value(), black.hasMatch());
    if (black.hasMatch())
        QCOMPARE(*posCase.expectedBlack, black.captured(1).toDouble());
    const QRegularExpression capturesWhite(QStringLiteral("^captures:.*white=([0-9]+)"),
                                           QRegularExpression::MultilineOption);
    const auto captured = capturesWhite.match(text);
    QCOMPARE(position.capturedByWhite, captured.hasMatch() ? captured.captured(1).toInt() : 0);
}

void TestPosReader::designExampleWithInlineComments()
{
    // The format's example, comments and all.
    const char* text
        = "name: corner-seki\n"
          "rules: territory          # territory (japanese) or area (chinese)\n"
          "komi: 0                   # optional, default 0\n"
          "captures: black=0 white=1 # optional: stones captured during play by black / by white\n"
          "note: what the case shows\n"
          "board:\n"
          "X O . . .                 # X black, O white, x black marked dead, o white marked dead, . empty\n"
          ". X O . .\n"
          "territory:                # optional\n"
          ". . . . .                 # b black's territory, w white's, . no one's (stones, dame, eyes in seki)\n"
          ". . . . b\n"
          "score: black=42 white=2   # optional; either side may be absent. territory rules: territory +\n"
          "                          # prisoners (captures + dead stones) (+ komi for white); area: stones + territory "
          "(+ komi)\n"
          "result: B+40              # optional; SGF RE form: B+N, W+N, 0 for a draw\n";
    const PosCase posCase = readPosCase(text);
    QCOMPARE(posCase.name, std::string("corner-seki"));
    QCOMPARE(posCase.note, std::string("what the case shows"));
    QCOMPARE(posCase.position.rules, Rules::Japanese);
    QCOMPARE(posCase.position.komi, 0.0);
    QCOMPARE(posCase.position.capturedByBlack, 0);
    QCOMPARE(posCase.position.capturedByWhite, 1);
    QCOMPARE(posCase.position.board.width(), 5);
    QCOMPARE(posCase.position.board.height(), 2);
    QCOMPARE(posCase.position.board.count(Color::Black), 2);
    QCOMPARE(posCase.position.board.count(Color::White), 2);
    QCOMPARE(posCase.territory, (std::vector<std::string>{".....", "....b"}));
    QCOMPARE(posCase.expectedBlack, std::optional<double>(42));
    QCOMPARE(posCase.expectedWhite, std::optional<double>(2));
    QCOMPARE(posCase.expectedResult, std::optional<std::string>("B+40"));

    const PosCase area = readPosCase("rules: area\nkomi: 7.5\nboard:\no x\n. .\nscore: white=7.5\n");
    QCOMPARE(area.position.rules, Rules::Chinese);
    QCOMPARE(area.position.komi, 7.5);
    QVERIFY(!area.expectedBlack.has_value());
    QCOMPARE(area.expectedWhite, std::optional<double>(7.5));
    QVERIFY(area.territory.empty());
    QVERIFY(!area.expectedResult.has_value());
    QCOMPARE(int(area.position.dead.count()), 2);
    QVERIFY(area.position.dead.test(size_t(area.position.board.index(0, 0))));
    QCOMPARE(area.position.board.at(Point{0, 0}), Color::White);
    QCOMPARE(area.position.board.at(Point{1, 0}), Color::Black);
}

void TestPosReader::proseKeepsHashSigns()
{
    const PosCase posCase = readPosCase("note: see group #9 in the test\r\nsource: file.js #L12\r\nboard:\r\n. X\r\n");
    QCOMPARE(posCase.note, std::string("see group #9 in the test"));
    QCOMPARE(posCase.source, std::string("file.js #L12"));
    QCOMPARE(posCase.position.board.width(), 2);
}

void TestPosReader::malformed_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("message");

    QTest::newRow("unknown cell") << "board:\nX O .\nX Z .\n" << 3 << 3 << "unknown cell 'Z'";
    QTest::newRow("unknown territory cell") << "board:\nX O\n. .\nterritory:\nb x\n. .\n"
                                            << 5 << 3 << "unknown cell 'x'";
    QTest::newRow("row too short") << "# c\nboard:\nX O .\nX O\n" << 4 << 4 << "row has 2 cells, expected 3";
    QTest::newRow("row too long") << "board:\nX O .\nX O . .\n" << 3 << 7 << "more than 3 cells";
    QTest::newRow("cells not separated") << "board:\nX O .\nXO .\n" << 3 << 2 << "separated by spaces";
    QTest::newRow("territory narrower") << "board:\nX O .\n. . .\nterritory:\nb b\n" << 5 << 4 << "expected 3";
    QTest::newRow("territory shorter") << "board:\nX O .\n. . .\nterritory:\nb b .\nrules: area\n"
                                       << 4 << 1 << "territory has 1 rows, the board 2";
    QTest::newRow("territory before board") << "territory:\n. .\nboard:\n. .\n" << 1 << 1 << "after the board";
    QTest::newRow("empty board") << "name: x\nboard:\nrules: area\n" << 2 << 1 << "empty board";
    QTest::newRow("no board") << "name: x\nrules: area\n" << 3 << 1 << "no 'board:'";
    QTest::newRow("bad komi") << "komi: 6.5x\nboard:\n.\n" << 1 << 7 << "not a number";
    QTest::newRow("komi missing") << "komi:   # none\nboard:\n.\n" << 1 << 9 << "not a number";
    QTest::newRow("bad captures") << "captures: black=1 white=z\nboard:\n.\n" << 1 << 25 << "not a number";
    QTest::newRow("fractional captures") << "captures: black=1.5\nboard:\n.\n" << 1 << 17 << "whole number";
    QTest::newRow("bad captures key") << "captures: red=1\nboard:\n.\n" << 1 << 11 << "black=N or white=N";
    QTest::newRow("bad score") << "board:\n.\nscore: black=4 white=-\n" << 3 << 22 << "not a number";
    QTest::newRow("unknown rules") << "rules:  ing\nboard:\n.\n" << 1 << 9 << "unknown rules";
    QTest::newRow("unknown key") << "board:\n.\n  handicap: 2\n" << 3 << 3 << "unknown key";
    QTest::newRow("not a key line") << "name: a\nrandom text\n" << 2 << 1 << "expected 'key: value'";
    QTest::newRow("key twice") << "komi: 1\nkomi: 2\nboard:\n.\n" << 2 << 1 << "given twice";
    QTest::newRow("value after board:") << "board: 9x9\n.\n" << 1 << 8 << "takes no value";
}

void TestPosReader::malformed()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, message);
    try {
        readPosCase(text.toStdString());
        QFAIL("no ParseError");
    } catch (const ParseError& error) {
        QVERIFY2(error.message.find(message.toStdString()) != std::string::npos, error.what());
        QCOMPARE(error.line, line);
        QCOMPARE(error.column, column);
    }
}

void TestPosReader::largestBoard()
{
    const auto grid = [](int width, int height) {
        std::string row;
        for (int x = 0; x < width; ++x)
            row += x == 0 ? "." : " .";
        std::string text = "board:\n";
        for (int y = 0; y < height; ++y)
            text += row + "\n";
        return text;
    };
    const PosCase largest = readPosCase(grid(52, 52));
    QCOMPARE(largest.position.board.width(), 52);
    QCOMPARE(largest.position.board.height(), 52);
    try {
        readPosCase(grid(53, 2));
        QFAIL("53 columns accepted");
    } catch (const ParseError& error) {
        QCOMPARE(error.line, 2);
        QCOMPARE(error.column, 2 * 52 + 1);
    }
    try {
        readPosCase(grid(3, 53));
        QFAIL("53 rows accepted");
    } catch (const ParseError& error) {
        QCOMPARE(error.line, 54);
        QCOMPARE(error.column, 1);
    }
}

QTEST_GUILESS_MAIN(TestPosReader)
#include "tst_posreader.moc"
