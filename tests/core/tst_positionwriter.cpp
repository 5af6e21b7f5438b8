// Writing positions as SGF (core/sgf/positionwriter.h) and the one loader (core/sgf/gameloader.h):
// what is written reads back to the same position and the same score, prisoners included.

#include "scoring/scorer.h"
#include "sgf/gameloader.h"
#include "sgf/positionwriter.h"
#include "sgf/posreader.h"
#include "sgf/sgfreader.h"
#include "sgf/sgfwriter.h"

#include "testconfig.h"

#include <QDir>
#include <QFile>
#include <QtTest>

using namespace seki;

namespace {

constexpr Rules AllRules[] = {Rules::Japanese, Rules::JapaneseStrict, Rules::Chinese};

// Written as the window saves it (setup stones, and the final node's TB/TW from the score),
// then read the way a file is opened.
Position savedAndReopened(const SgfGameTree& tree)
{
    const std::string text = writeSgf(tree);
    const LoadedFile file = loadFile(text, GameFormat::Sgf);
    if (file.error)
        qFatal("written SGF does not read: %s", file.error->what());
    const LoadedGame game = loadGame(file);
    if (game.error)
        qFatal("written SGF does not replay: %s", game.error->what());
    return game.position;
}

QString describe(const Position& position)
{
    return QStringLiteral("komi %1, captures %2/%3, %4 dead")
        .arg(position.komi)
        .arg(position.capturedByBlack)
        .arg(position.capturedByWhite)
        .arg(position.dead.count());
}

} // namespace

class TestPositionWriter : public QObject {
    Q_OBJECT

private slots:
    void everyCaseKeepsItsScore_data();
    void everyCaseKeepsItsScore();
    void editedGameKeepsRootAndPrisoners();
    void capturesPropertyIsChecked();
    void territoryAndDeadStones();
    void loaderReadsBothFormats();
    void handicapAndRulesStayWithTheEditedPosition();
    void textBeyondAsciiIsDeclaredUtf8();
    void lessonKeepsTheGameInformation();
};

void TestPositionWriter::everyCaseKeepsItsScore_data()
{
    QTest::addColumn<QString>("path");
    const QDir cases(QStringLiteral(SEKI_TEST_CASES_DIR));
    const QStringList names = cases.entryList({QStringLiteral("*.pos")}, QDir::Files, QDir::Name);
    QVERIFY(names.size() >= 30);
    for (const QString& name : names)
        QTest::newRow(qPrintable(name)) << cases.filePath(name);
}

void TestPositionWriter::everyCaseKeepsItsScore()
{
    QFETCH(QString, path);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    const PosCase posCase = readPosCase(std::string_view(bytes.constData(), size_t(bytes.size())));
    const Position& original = posCase.position;

    Scorer scorer;
    SgfGameTree tree = treeFromPosition(original, "test", posCase.name, posCase.note, "captured before");
    writeTerritory(tree.node(tree.lastMainLineNode()), original, &scorer.score(original, original.rules));
    const Position reopened = savedAndReopened(tree);

    QVERIFY(reopened.board == original.board);
    QCOMPARE(describe(reopened), describe(original));
    QVERIFY(reopened.dead == original.dead);
    QCOMPARE(reopened.rules == Rules::Chinese, original.rules == Rules::Chinese);
    for (const Rules rules : AllRules) {
        const std::string before = scorer.score(original, rules).resultText();
        const std::string after = scorer.score(reopened, rules).resultText();
        QCOMPARE(after, before);
    }
}

void TestPositionWriter::editedGameKeepsRootAndPrisoners()
{
    // A game whose moves captured stones, then set up by hand: its root's other properties stay,
    // its moves go, its prisoners stay (CAPTURES for the program, GC for people).
    const LoadedFile file = loadFile("(;CA[UTF-8]PB[Ann]PW[Bo]GC[Club game]SZ[5]KM[0.5]RE[B+2]"
                                     ";B[ba];W[aa];B[ab];W[dd];B[ee])",
                                     GameFormat::Sgf);
    const LoadedGame game = loadGame(file);
    QVERIFY(!game.error);
    QCOMPARE(game.position.capturedByBlack, 1);
    Position edited = game.position;
    edited.board.set(Point{4, 4}, Color::Empty); // the board editor removes a stone

    const SgfGameTree tree = editedTree(file.collection.games.front().root(), edited, "Captured: 1 by Black.");
    const SgfNode& root = tree.root();
    QCOMPARE(tree.nodeCount(), 1);
    QCOMPARE(root.text("PB").value(), std::string("Ann"));
    QCOMPARE(root.text("GC").value(), std::string("Club game\n\nCaptured: 1 by Black."));
    QVERIFY(!root.has("RE"));
    QCOMPARE(root.text(CapturesProperty).value(), std::string("1:0"));
    // Writing it again does not say it twice.
    QCOMPARE(editedTree(root, edited, "Captured: 1 by Black.").root().text("GC"), root.text("GC"));

    const Position reopened = savedAndReopened(tree);
    QVERIFY(reopened.board == edited.board);
    QCOMPARE(reopened.capturedByBlack, 1);
    QCOMPARE(reopened.capturedByWhite, 0);
    QCOMPARE(reopened.komi, 0.5);
    Scorer scorer;
    QCOMPARE(scorer.score(reopened, Rules::Japanese).resultText(), scorer.score(edited, Rules::Japanese).resultText());
}

void TestPositionWriter::capturesPropertyIsChecked()
{
    const LoadedGame good = loadGame(loadFile("(;SZ[5]CAPTURES[12:3]AB[aa])", GameFormat::Sgf));
    QCOMPARE(good.position.capturedByBlack, 12);
    QCOMPARE(good.position.capturedByWhite, 3);
    for (const char* text : {"(;SZ[5]CAPTURES[12])", "(;SZ[5]CAPTURES[-1:0])", "(;SZ[5]CAPTURES[a:b])"}) {
        const LoadedGame bad = loadGame(loadFile(text, GameFormat::Sgf));
        QVERIFY2(bad.error.has_value(), text);
        QVERIFY(bad.error->message.find("CAPTURES") != std::string::npos);
        QCOMPARE(bad.error->column, 16);
    }
}

void TestPositionWriter::territoryAndDeadStones()
{
    Position position;
    position.board = Board(5, 5);
    position.board.set(Point{1, 1}, Color::White);
    position.board.set(Point{3, 3}, Color::Black);
    position.dead.set(size_t(position.board.index(Point{1, 1})));
    SgfNode node;
    node.setText("TB", "aa"); // replaced, not added to
    writeTerritory(node, position, nullptr);
    QCOMPARE(node.find("TB")->values.size(), size_t(1));
    QCOMPARE(node.text("TB").value(), std::string("bb"));
    QVERIFY(!node.has("TW"));
}

void TestPositionWriter::loaderReadsBothFormats()
{
    const LoadedFile pos
        = loadFile("name: tiny\nkomi: 0.5\ncaptures: black=2 white=1\nboard:\nX . O\n. . .\n", GameFormat::Pos);
    QVERIFY2(!pos.error, pos.error ? pos.error->what() : "");
    QCOMPARE(pos.gameCount(), 1);
    const LoadedGame posGame = loadGame(pos);
    QCOMPARE(posGame.name, std::string("tiny"));
    QCOMPARE(posGame.info.width, 3);
    QCOMPARE(posGame.position.capturedByBlack, 2);

    const LoadedFile collection = loadFile("(;SZ[5];B[aa])(;SZ[7];B[zz])", GameFormat::Sgf);
    QCOMPARE(collection.gameCount(), 2);
    QCOMPARE(loadGame(collection, 0).info.width, 5);
    const LoadedGame bad = loadGame(collection, 1);
    QVERIFY(bad.error.has_value());
    QCOMPARE(bad.error->column, 24);

    const LoadedFile broken = loadFile("(;SZ[5]", GameFormat::Sgf);
    QVERIFY(broken.error.has_value());
    QCOMPARE(broken.gameCount(), 0);
    // Warnings about the text reach the game information (and the game's warnings).
    const LoadedGame cut = loadGame(loadFile("(;CA[UTF-8]PW[你]PB[\xe5\x9b];B[aa])", GameFormat::Sgf));
    QVERIFY(cut.info.encodingProblem.find("PB") != std::string::npos);
    QCOMPARE(cut.warnings.size(), size_t(1));
    QCOMPARE(gameFormatFor("a/b/CASE.POS"), GameFormat::Pos);
    QCOMPARE(gameFormatFor("game.sgf"), GameFormat::Sgf);
}

QTEST_GUILESS_MAIN(TestPositionWriter)
void TestPositionWriter::handicapAndRulesStayWithTheEditedPosition()
{
    // The review's B3: the board editor's position lost HA, and with it White's compensation
    // under area counting. HA and an AGA RU (one point per stone after the first) are kept.
    for (const char* rules : {"Chinese", "AGA"}) {
        const std::string text = std::string("(;SZ[9]RU[") + rules + "]KM[0.5]HA[2]PB[A]AB[cc][gg];W[cg];B[gc])";
        const LoadedGame game = loadGame(loadFile(text, GameFormat::Sgf));
        QVERIFY(!game.error);
        Position edited = game.position;
        edited.board.set(edited.board.index(8, 0), Color::White);
        SgfNode root = readSgf(text).collection.games.front().root();
        writePosition(root, edited);
        QCOMPARE(root.text("HA").value(), std::string("2"));
        QCOMPARE(root.text("RU").value(), std::string(rules));
        QCOMPARE(root.text("PB").value(), std::string("A"));
        SgfGameTree tree;
        tree.root().properties() = root.properties();
        const LoadedGame again = loadGame(loadFile(writeSgf(tree), GameFormat::Sgf));
        QCOMPARE(again.position.handicap, 2);
        QCOMPARE(int(again.position.handicapCompensation), int(edited.handicapCompensation));
        Scorer scorer;
        QCOMPARE(scorer.score(again.position, Rules::Chinese).resultText(),
                 Scorer().score(edited, Rules::Chinese).resultText());
    }
    // A position whose rules changed in the editor says the new ones.
    Position japanese;
    japanese.board = Board(9, 9);
    SgfNode root;
    root.setText("RU", "Chinese");
    root.setText("HA", "3");
    writePosition(root, japanese);
    QCOMPARE(root.text("RU").value(), std::string("Japanese"));
    QVERIFY(!root.has("HA"));
}

void TestPositionWriter::textBeyondAsciiIsDeclaredUtf8()
{
    // The review's B4: a file without CA is UTF-8 once read; saved so, it must say so, or a reader
    // that follows FF[4] (Latin-1 by default) garbles it.
    SgfCollection latin1 = readSgf("(;SZ[9]FF[4]PB[P\xE9rez];B[aa])").collection;
    declareUtf8(latin1);
    const std::string written = writeSgf(latin1);
    QVERIFY2(written.find("(;CA[UTF-8]SZ[9]FF[4]PB[P\xC3\xA9rez]") == 0, written.c_str());
    // ASCII gains nothing; a CA already there is left.
    SgfCollection ascii = readSgf("(;SZ[9]PB[Perez];B[aa])").collection;
    declareUtf8(ascii);
    QVERIFY(!ascii.games.front().root().has("CA"));
    SgfCollection declared = readSgf("(;CA[UTF-8]SZ[9]PB[\xE9\xBB\x92];B[aa])").collection;
    declareUtf8(declared);
    QCOMPARE(writeSgf(declared).find("CA[UTF-8]"), writeSgf(declared).rfind("CA[UTF-8]"));
}

void TestPositionWriter::lessonKeepsTheGameInformation()
{
    SgfNode game;
    for (const char* identifier : {"PB", "PW", "DT", "EV", "RE", "GN", "KM"})
        game.setText(identifier, std::string("game ") + identifier);
    SgfNode lesson;
    lesson.setText("GN", "the lesson's title");
    lesson.setText("KM", "6.5");
    keepGameInformation(lesson, game);
    QCOMPARE(lesson.text("PB").value(), std::string("game PB"));
    QCOMPARE(lesson.text("EV").value(), std::string("game EV"));
    QCOMPARE(lesson.text("GN").value(), std::string("the lesson's title"));
    QCOMPARE(lesson.text("KM").value(), std::string("6.5"));
    // The game's result is no result of a position set up from it.
    QVERIFY(!lesson.has("RE"));
}

#include "tst_positionwriter.moc"
