// The eye lens on real finished games (tests/data/games, 19x19): the first analysis of a
// position by a new EyeAnalyzer, which solves every local game by search (what a user waits for
// on switching to --eyes local-game or opening a game with the lens on), and the analysis
// repeated, which finds every shape in the solver's cache (every dead-stone toggle).
// BENCHMARKS.md reports both. For instruction counts, which a loaded machine does not move:
// `bench_eyes -callgrind` under valgrind.

#include "eyes/eyeanalyzer.h"
#include "sgf/gamerecord.h"
#include "sgf/sgfparser.h"
#include "testconfig.h"

#include <QtTest>

using namespace seki;

class BenchEyes : public QObject {
    Q_OBJECT

private slots:
    void firstAnalysis_data() { games(); }
    void firstAnalysis();
    void repeatedAnalysis_data() { games(); }
    void repeatedAnalysis();

private:
    static void games();
    static Position read(const QString& path);
};

void BenchEyes::games()
{
    QTest::addColumn<QString>("path");
    const QDir dir(QStringLiteral(SEKI_TEST_DATA_DIR "/games"));
    const QStringList files = dir.entryList({QStringLiteral("gnugo-*.sgf")}, QDir::Files, QDir::Name);
    QVERIFY(!files.isEmpty());
    for (const QString& name : files)
        QTest::newRow(qPrintable(name)) << dir.filePath(name);
}

Position BenchEyes::read(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return GameRecord::read(parseSgf(file.readAll().toStdString()).games.at(0)).position();
}

void BenchEyes::firstAnalysis()
{
    QFETCH(QString, path);
    // Reading and replaying the game stay outside the measured loop.
    const Position position = read(path);
    int spaces = 0;
    QBENCHMARK {
        EyeAnalyzer analyzer; // cold: empty caches, no search table yet
        spaces = int(analyzer.analyze(position).spaces.size());
    }
    QVERIFY(spaces > 0);
}

void BenchEyes::repeatedAnalysis()
{
    QFETCH(QString, path);
    const Position position = read(path);
    EyeAnalyzer analyzer;
    analyzer.analyze(position); // the cache holds the game's shapes from now on
    int spaces = 0;
    QBENCHMARK {
        spaces = int(analyzer.analyze(position).spaces.size());
    }
    QVERIFY(spaces > 0);
}

QTEST_GUILESS_MAIN(BenchEyes)
#include "bench_eyes.moc"
