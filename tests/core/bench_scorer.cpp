// How fast the scorer is on real finished games: every GNU Go self-play game of tests/data/games
// (19x19, dead stones marked), replayed once, then Scorer::score under Japanese rules with the
// trace off — the batch path BENCHMARKS.md reports. One row per game; run with
// `-iterations N` or `-median K` for steadier numbers than CTest's single pass needs.

#include "scoring/scorer.h"
#include "sgf/gamerecord.h"
#include "sgf/sgfparser.h"
#include "testconfig.h"

#include <QtTest>

using namespace seki;

class BenchScorer : public QObject {
    Q_OBJECT

private slots:
    void score_data();
    void score();
    void largest_data();
    void largest();
};

void BenchScorer::score_data()
{
    QTest::addColumn<QString>("path");
    const QDir dir(QStringLiteral(SEKI_TEST_DATA_DIR "/games"));
    const QStringList files = dir.entryList({QStringLiteral("*.sgf")}, QDir::Files, QDir::Name);
    QVERIFY(!files.isEmpty());
    for (const QString& name : files)
        QTest::newRow(qPrintable(name)) << dir.filePath(name);
}

void BenchScorer::score()
{
    QFETCH(QString, path);
    QFile file(path);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
    // Parsing and replay stay outside the measured loop: only scoring is benchmarked.
    const SgfCollection collection = parseSgf(file.readAll().toStdString());
    QVERIFY(!collection.games.empty());
    const GameRecord record = GameRecord::read(collection.games.front());
    const Position& position = record.position();

    Scorer scorer;
    const ScoreResult* result = &scorer.score(position, Rules::Japanese);   // sizes the scratch space
    QBENCHMARK {
        result = &scorer.score(position, Rules::Japanese);
    }
    // Something to check, so the loop's work is used (and a broken game is noticed here too).
    QCOMPARE(result->width, position.board.width());
    QVERIFY(result->black.total > 0 || result->white.total > 0);
}

// The largest board, 52x52, trace off and on: recording must stay linear in the board size
// (BENCHMARKS.md compares the two). Bands of black and white walls, each wall's side holding
// one-point eyes, with dame between the bands: many regions, expansions and neutral points.
void BenchScorer::largest_data()
{
    QTest::addColumn<bool>("trace");
    QTest::newRow("52x52 trace off") << false;
    QTest::newRow("52x52 trace on") << true;
}

void BenchScorer::largest()
{
    QFETCH(bool, trace);
    Position position;
    position.board = Board(Board::MaxSide, Board::MaxSide);
    for (int y = 0; y < Board::MaxSide; ++y) {
        for (int x = 0; x < Board::MaxSide; ++x) {
            const int band = y % 6;
            const Color c = band < 3 ? Color::Black : Color::White;
            const bool eye = (band == 1 || band == 4) && x % 3 == 1;
            const bool dame = band == 2 && x % 7 == 0;
            if (!eye && !dame)
                position.board.set({x, y}, c);
        }
    }
    Scorer scorer;
    Trace recorded;
    const ScoreResult* result = trace ? &scorer.score(position, Rules::Japanese, recorded)
                                      : &scorer.score(position, Rules::Japanese);
    QBENCHMARK {
        result = trace ? &scorer.score(position, Rules::Japanese, recorded) : &scorer.score(position, Rules::Japanese);
    }
    QCOMPARE(result->width, Board::MaxSide);
    QVERIFY(!trace || !recorded.steps().empty());
}

QTEST_GUILESS_MAIN(BenchScorer)
#include "bench_scorer.moc"
