// Every scoring case of tests/cases (Tenuki's scoring tests, replayed and transcribed) must pass:
// the territory map point by point and the score and result where the case gives them; and
// each result must be unchanged under the 8 symmetries of the board and a colour swap.

#include "scoring/scorer.h"
#include "sgf/gamerecord.h"
#include "sgf/posreader.h"
#include "sgf/sgfparser.h"
#include "testconfig.h"
#include "testsupport.h"

#include <QtTest>

using namespace seki;

Q_DECLARE_METATYPE(seki::Point)
Q_DECLARE_METATYPE(seki::Rules)

class TestCases : public QObject {
    Q_OBJECT

private slots:
    void cases_data();
    void cases();
    void casesInvariant_data() { cases_data(); }
    void casesInvariant();
    void sekiCasesStaySekiUnder1989_data() { cases_data(); }
    void sekiCasesStaySekiUnder1989();
    void oneEyedSekiUnder1989_data();
    void oneEyedSekiUnder1989();
    void casesUnderLocalGame_data() { cases_data(); }
    void casesUnderLocalGame();
    void gnugoGames_data();
    void gnugoGames();
    void cases1989_data();
    void cases1989();
    void cases1989Invariant_data() { cases1989_data(); }
    void cases1989Invariant();

private:
    static PosCase load(const QString& path);
};

namespace {

// The same answers in the 8 symmetries and with the colours swapped, under all three rule sets:
// point by point, the totals, and each side's territory the other's once the colours swap.
void checkInvariant(const Position& position)
{
    Scorer scorer;
    Scorer other;
    for (Rules rules : {Rules::Japanese, Rules::JapaneseStrict, Rules::Chinese}) {
        const ScoreResult& base = scorer.score(position, rules);
        for (int transform = 1; transform < 8; ++transform) {
            const ScoreResult& moved = other.score(test::transformPosition(position, transform), rules);
            const auto differences = test::territoryDifferences(base, moved, transform, false);
            if (!differences.empty())
                qWarning("rules %d transform %d: %s", int(rules), transform, differences.front().c_str());
            QVERIFY(differences.empty());
            QCOMPARE(moved.black.total, base.black.total);
            QCOMPARE(moved.white.total, base.white.total);
        }
        const ScoreResult& swapped = other.score(test::swapColours(position), rules);
        QVERIFY(test::territoryDifferences(base, swapped, 0, true).empty());
        QCOMPARE(swapped.black.territory, base.white.territory);
        QCOMPARE(swapped.white.territory, base.black.territory);
    }
}

} // namespace

PosCase TestCases::load(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return readPosCase(file.readAll().toStdString());
}

void TestCases::cases_data()
{
    QTest::addColumn<QString>("path");
    const QDir dir(QStringLiteral(SEKI_TEST_CASES_DIR));
    const QStringList files = dir.entryList({QStringLiteral("*.pos")}, QDir::Files, QDir::Name);
    QVERIFY(files.size() >= 37);
    for (const QString& name : files)
        QTest::newRow(qPrintable(name)) << dir.filePath(name);
}

void TestCases::cases()
{
    QFETCH(QString, path);
    const PosCase c = load(path);
    Scorer scorer;
    const ScoreResult& result = scorer.score(c.position, c.position.rules);
    if (!c.territory.empty()) {
        const auto rows = test::territoryRows(result);
        QCOMPARE(rows.size(), c.territory.size());
        for (size_t y = 0; y < rows.size(); ++y) {
            if (rows[y] != c.territory[y])
                qWarning("row %zu: got %s, expected %s", y, rows[y].c_str(), c.territory[y].c_str());
            QCOMPARE(rows[y], c.territory[y]);
        }
    }
    if (c.expectedBlack)
        QCOMPARE(result.black.total, *c.expectedBlack);
    if (c.expectedWhite)
        QCOMPARE(result.white.total, *c.expectedWhite);
    if (c.expectedResult)
        QCOMPARE(result.resultText(), *c.expectedResult);
    // The cases are settled positions: none depends on the checkered fill's phase.
    QVERIFY(!result.unresolved);

    // The untraced path decides as the traced one does, point by point (it decides seki
    // without forming the expansions).
    Scorer traced;
    Trace trace;
    const ScoreResult& recorded = traced.score(c.position, c.position.rules, trace);
    c.position.board.forEachPoint([&](int i) {
        const PointResult& a = result.points[size_t(i)];
        const PointResult& b = recorded.points[size_t(i)];
        QCOMPARE(a.owner, b.owner);
        QCOMPARE(a.status, b.status);
        QCOMPARE(a.dead, b.dead);
        QCOMPARE(a.unresolved, b.unresolved);
        QCOMPARE(a.sekiGroup, b.sekiGroup);
    });
    QCOMPARE(result.sekiGroups(), recorded.sekiGroups());
}

void TestCases::casesInvariant()
{
    QFETCH(QString, path);
    checkInvariant(load(path).position);
}

// Every case the relaxed rule finds a seki in is a seki under the 1989 rule too, once the dame are
// filled as the ending does: a real seki's shared liberty is no dame either player fills. A case
// whose seki leans on a block already in atari (dead stones left unmarked) is no seki in an ending
// played out: the dame filling captures that block, and the 1989 rule finds no seki there.
void TestCases::sekiCasesStaySekiUnder1989()
{
    QFETCH(QString, path);
    const PosCase c = load(path);
    Scorer scorer;
    const ScoreResult& relaxed = scorer.score(c.position, Rules::Japanese);
    const size_t relaxedSeki = relaxed.sekiGroups().size();
    if (relaxedSeki == 0)
        QSKIP("no seki under the relaxed rule");
    bool blockInAtari = false;
    const Board& board = c.position.board;
    board.forEachPoint([&](Board::Index i) {
        if (isStone(board.at(i)) && !c.position.dead.test(size_t(i)) && board.liberties(i) == 1)
            blockInAtari = true;
    });
    const ScoreResult& strict = scorer.score(c.position, Rules::JapaneseStrict);
    int sekiEyes = 0;
    board.forEachPoint([&](Board::Index i) { sekiEyes += strict.points[size_t(i)].status == PointStatus::SekiEye; });
    if (blockInAtari) {
        QVERIFY(strict.sekiGroups().empty());
        return;
    }
    QVERIFY(!strict.sekiGroups().empty());
    QVERIFY(sekiEyes > 0);
}

// Tenuki's two one-eyed groups (each colour's version): the black and the white group share one
// liberty, and each has one more beside the opponent's live stones, which the opponent fills. The
// shared liberty is then the last dame; neither fills it, and the two eyes are in seki.
void TestCases::oneEyedSekiUnder1989_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<Point>("blackEye");
    QTest::addColumn<Point>("whiteEye");
    QTest::addColumn<Point>("shared");
    const QDir dir(QStringLiteral(SEKI_TEST_CASES_DIR));
    QTest::newRow("black") << dir.filePath(QStringLiteral("tenuki-one-eyed-groups-black.pos")) << Point{0, 7}
                           << Point{4, 7} << Point{2, 7};
    QTest::newRow("white") << dir.filePath(QStringLiteral("tenuki-one-eyed-groups-white.pos")) << Point{4, 7}
                           << Point{0, 7} << Point{2, 7};
}

void TestCases::oneEyedSekiUnder1989()
{
    QFETCH(QString, path);
    QFETCH(Point, blackEye);
    QFETCH(Point, whiteEye);
    QFETCH(Point, shared);
    const PosCase c = load(path);
    Scorer scorer;
    const ScoreResult& strict = scorer.score(c.position, Rules::JapaneseStrict);
    QCOMPARE(strict.at(blackEye).status, PointStatus::SekiEye);
    QCOMPARE(strict.at(blackEye).owner, Color::Black);
    QCOMPARE(strict.at(whiteEye).status, PointStatus::SekiEye);
    QCOMPARE(strict.at(whiteEye).owner, Color::White);
    QCOMPARE(strict.at(shared).status, PointStatus::Dame);
    // Both eyes belong to one seki, joined through the shared liberty.
    QCOMPARE(strict.at(blackEye).sekiGroup, strict.at(whiteEye).sekiGroup);
    // The rest counts as under the relaxed rule: only the seki's eyes are no one's.
    const ScoreResult relaxed = scorer.score(c.position, Rules::Japanese);
    const ScoreResult& again = scorer.score(c.position, Rules::JapaneseStrict);
    QCOMPARE(again.black.total, relaxed.black.total);
    QCOMPARE(again.white.total, relaxed.white.total);
}

// With GNU Go's local-game values in place of the boundary table (--eyes local-game), every case
// keeps its expected territory: the two readings agree on all of Tenuki's positions.
void TestCases::casesUnderLocalGame()
{
    QFETCH(QString, path);
    const PosCase c = load(path);
    Scorer scorer;
    scorer.setEyeMethod(EyeMethod::LocalGame);
    Trace trace;
    const ScoreResult& result = scorer.score(c.position, c.position.rules, trace);
    QCOMPARE(result.eyes, EyeMethod::LocalGame);
    if (!c.territory.empty())
        QCOMPARE(test::territoryRows(result), c.territory);
    if (c.expectedBlack)
        QCOMPARE(result.black.total, *c.expectedBlack);
    if (c.expectedWhite)
        QCOMPARE(result.white.total, *c.expectedWhite);
    // Every expansion of the relaxed rule got the lens's verdict in the trace: in each phase's
    // reading, one LocalGame step per Expansion step.
    for (int phase = 0; phase < 2; ++phase) {
        int expansions = 0;
        int lensSteps = 0;
        for (const Step& s : trace.steps()) {
            if (!Trace::inPhase(s.run, phase))
                continue;
            expansions += s.kind == StepKind::Expansion;
            lensSteps += s.kind == StepKind::LocalGame;
        }
        QCOMPARE(lensSteps, c.position.rules == Rules::Japanese ? expansions : 0);
    }
}

void TestCases::gnugoGames_data()
{
    QTest::addColumn<QString>("path");
    const QDir dir(QStringLiteral(SEKI_TEST_DATA_DIR "/games"));
    const QStringList files = dir.entryList({QStringLiteral("gnugo-*.sgf")}, QDir::Files, QDir::Name);
    QVERIFY(files.size() >= 20);
    for (const QString& name : files)
        QTest::newRow(qPrintable(name)) << dir.filePath(name);
}

// An independent reference: GNU Go played these games to the end, marked the dead stones (TB/TW
// in the final node) and wrote its own Japanese count as RE. Our score must agree with it.
void TestCases::gnugoGames()
{
    QFETCH(QString, path);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const SgfCollection collection = parseSgf(file.readAll().toStdString());
    const GameRecord record = GameRecord::read(collection.games.front());
    QVERIFY(!record.info().result.empty());
    Scorer scorer;
    const ScoreResult& result = scorer.score(record.position(), Rules::Japanese);
    QCOMPARE(result.resultText(), record.info().result);
    QVERIFY(!result.unresolved);
}

// tests/cases/1989: positions where the 1989 rule (and, for some, the relaxed rule) used to go
// wrong, each with the map its comment gives, under the rules its header names; a case whose
// comment says the map holds under both Japanese rules is also scored under the other one.
void TestCases::cases1989_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<Rules>("rules");
    const QDir dir(QStringLiteral(SEKI_TEST_CASES_DIR "/1989"));
    const QStringList files = dir.entryList({QStringLiteral("*.pos")}, QDir::Files, QDir::Name);
    QVERIFY(files.size() >= 5);
    for (const QString& name : files) {
        const PosCase c = load(dir.filePath(name));
        QTest::newRow(qPrintable(name)) << dir.filePath(name) << c.position.rules;
        // "relaxed or 1989" in the comment: the other Japanese rule gives the same map.
        QFile file(dir.filePath(name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        if (QString::fromUtf8(file.readAll()).contains(QLatin1String("relaxed or 1989"))) {
            const Rules other = c.position.rules == Rules::Japanese ? Rules::JapaneseStrict : Rules::Japanese;
            QTest::newRow(qPrintable(name + QLatin1String(" (other rule)"))) << dir.filePath(name) << other;
        }
    }
}

void TestCases::cases1989()
{
    QFETCH(QString, path);
    QFETCH(Rules, rules);
    const PosCase c = load(path);
    Scorer scorer;
    const ScoreResult& result = scorer.score(c.position, rules);
    const auto rows = test::territoryRows(result);
    QCOMPARE(rows.size(), c.territory.size());
    for (size_t y = 0; y < rows.size(); ++y) {
        if (rows[y] != c.territory[y])
            qWarning("row %zu: got %s, expected %s", y, rows[y].c_str(), c.territory[y].c_str());
        QCOMPARE(rows[y], c.territory[y]);
    }
    if (rules == c.position.rules) {
        if (c.expectedBlack)
            QCOMPARE(result.black.total, *c.expectedBlack);
        if (c.expectedWhite)
            QCOMPARE(result.white.total, *c.expectedWhite);
        if (c.expectedResult)
            QCOMPARE(result.resultText(), *c.expectedResult);
    }
    QVERIFY(!result.unresolved);
}

// The same answers in the 8 symmetries and with the colours swapped, under all three rule sets.
void TestCases::cases1989Invariant()
{
    QFETCH(QString, path);
    checkInvariant(load(path).position);
}

QTEST_GUILESS_MAIN(TestCases)
#include "tst_cases.moc"
