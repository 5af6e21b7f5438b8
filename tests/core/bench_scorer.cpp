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

QTEST_GUILESS_MAIN(BenchScorer)
#include "bench_scorer.moc"
