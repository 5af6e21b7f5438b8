// How fast the scorer is on real finished games: every GNU Go self-play game of tests/data/games
// (19x19, dead stones marked), replayed once, then Scorer::score under Japanese rules with the
// trace off — the batch path BENCHMARKS.md reports. One row per game; run with
// `-iterations N` or `-median K` for steadier numbers than CTest's single pass needs.

#include "scoring/scorer.h"
#include "sgf/gamerecord.h"
#include "sgf/sgfparser.h"
#include "testconfig.h"

#include <QtTest>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <vector>

using namespace seki;

class BenchScorer : public QObject {
    Q_OBJECT

private slots:
    void score_data();
    void score();
    void largest_data();
    void largest();
    void corpus();
};

namespace {

// The floor the scorer is measured against: one plain flood fill of the same board, labelling
// every empty region and the colours bordering it (bit 1 black, bit 2 white), breadth first
// over the padded cells like the scorer's floods. Returns the number of regions.
struct FloodFloor {
    std::array<std::int16_t, Board::MaxCells> label;
    std::array<std::uint8_t, Board::MaxCells> borders; // per region
    std::array<int, Board::MaxSide * Board::MaxSide> queue;

    [[gnu::noinline]] int run(const Board& board)
    {
        const int stride = board.stride();
        const int offsets[4] = {-1, 1, -stride, stride};
        std::fill_n(label.begin(), board.cellCount(), std::int16_t(-1));
        int regions = 0;
        board.forEachPoint([&](int start) {
            if (board.at(start) != Color::Empty || label[size_t(start)] >= 0)
                return;
            const auto r = std::int16_t(regions++);
            std::uint8_t seen = 0;
            int head = 0;
            int tail = 0;
            queue[size_t(tail++)] = start;
            label[size_t(start)] = r;
            while (head < tail) {
                const int i = queue[size_t(head++)];
                for (int d : offsets) {
                    const int n = i + d;
                    const Color c = board.at(n);
                    if (c == Color::Empty) {
                        if (label[size_t(n)] < 0) {
                            label[size_t(n)] = r;
                            queue[size_t(tail++)] = n;
                        }
                    } else {
                        seen |= std::uint8_t(c); // Black 1, White 2, Wall 3 (edge: both bits)
                    }
                }
            }
            borders[size_t(r)] = seen;
        });
        return regions;
    }
};

struct CorpusGame {
    QString name;
    Position position;
};

std::vector<CorpusGame> readGames(const QDir& dir, const QString& pattern)
{
    std::vector<CorpusGame> games;
    for (const QString& name : dir.entryList({pattern}, QDir::Files, QDir::Name)) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const SgfCollection collection = parseSgf(file.readAll().toStdString());
        if (collection.games.empty())
            continue;
        games.push_back({name, GameRecord::read(collection.games.front()).position()});
    }
    return games;
}

// Median time of one call of f in nanoseconds: `batches` batches of `perBatch` calls, each batch
// timed as a whole (a clock read costs about as much as a flood fill), the median batch kept.
template <class F>
double medianNanoseconds(int batches, int perBatch, F&& f)
{
    using Clock = std::chrono::steady_clock;
    std::vector<double> times;
    times.reserve(size_t(batches));
    for (int b = 0; b < batches; ++b) {
        const auto start = Clock::now();
        for (int k = 0; k < perBatch; ++k)
            f();
        times.push_back(std::chrono::duration<double, std::nano>(Clock::now() - start).count() / perBatch);
    }
    std::nth_element(times.begin(), times.begin() + std::ptrdiff_t(times.size() / 2), times.end());
    return times[times.size() / 2];
}

double median(std::vector<double> values)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

} // namespace

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
    const ScoreResult* result = &scorer.score(position, Rules::Japanese); // sizes the scratch space
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
    const ScoreResult* result
        = trace ? &scorer.score(position, Rules::Japanese, recorded) : &scorer.score(position, Rules::Japanese);
    QBENCHMARK {
        result = trace ? &scorer.score(position, Rules::Japanese, recorded) : &scorer.score(position, Rules::Japanese);
    }
    QCOMPARE(result->width, Board::MaxSide);
    QVERIFY(!trace || !recorded.steps().empty());
}

// Real endings against the floor: every game of $SEKI_CORPUS/kgs-dev (the KGS corpus, read in
// place, never copied) and, as a second series, the GNU Go games of tests/data/games. Per game,
// interleaved in one process: the flood-fill floor, the scorer with the trace off and with it on
// (Japanese rules, boundary eyes), each the median of SEKI_BENCH_BATCHES batches (default 15) of
// SEKI_BENCH_CALLS calls (default 20). Prints one summary line per series: medians over the
// games of ns per point and of the scorer/floor ratios. Skipped without SEKI_CORPUS. Under
// callgrind, SEKI_BENCH_BATCHES=1 SEKI_BENCH_CALLS=1 counts one call of each per game.
void BenchScorer::corpus()
{
    const QByteArray corpus = qgetenv("SEKI_CORPUS");
    if (corpus.isEmpty())
        QSKIP("SEKI_CORPUS names no corpus folder (the one holding kgs-dev/)");
    const auto setting = [](const char* name, int fallback) {
        const int value = qEnvironmentVariableIntValue(name);
        return value > 0 ? value : fallback;
    };
    const int batches = setting("SEKI_BENCH_BATCHES", 15);
    const int calls = setting("SEKI_BENCH_CALLS", 20);
    const struct Series {
        const char* name;
        std::vector<CorpusGame> games;
    } series[] = {
        {"kgs-dev",
         readGames(QDir(QString::fromLocal8Bit(corpus) + QStringLiteral("/kgs-dev")), QStringLiteral("*.sgf"))},
        {"gnugo", readGames(QDir(QStringLiteral(SEKI_TEST_DATA_DIR "/games")), QStringLiteral("*.sgf"))},
    };
    QVERIFY2(!series[0].games.empty(), "no games under $SEKI_CORPUS/kgs-dev");
    Scorer scorer;
    Trace trace;
    FloodFloor floor;
    for (const Series& s : series) {
        std::vector<double> floorNs, scoreNs, traceNs, ratio, traceRatio;
        for (const CorpusGame& game : s.games) {
            const Position& position = game.position;
            const double points = position.board.pointCount();
            int sink = floor.run(position.board);
            sink += int(scorer.score(position, Rules::Japanese).black.territory);
            scorer.score(position, Rules::Japanese, trace);
            const double f = medianNanoseconds(batches, calls, [&] { sink += floor.run(position.board); });
            const double t = medianNanoseconds(
                batches, calls, [&] { sink += int(scorer.score(position, Rules::Japanese).black.territory); });
            const double tr = medianNanoseconds(
                batches, calls, [&] { sink += int(scorer.score(position, Rules::Japanese, trace).black.territory); });
            QVERIFY(sink >= 0);
            floorNs.push_back(f / points);
            scoreNs.push_back(t / points);
            traceNs.push_back(tr / points);
            ratio.push_back(t / f);
            traceRatio.push_back(tr / t);
        }
        qInfo("%s: %zu games; median ns/point: flood fill %.2f, scorer %.2f, scorer traced %.2f; "
              "median ratio scorer/flood fill %.2f (slowest game %.2f), traced/untraced %.2f",
              s.name, s.games.size(), median(floorNs), median(scoreNs), median(traceNs), median(ratio),
              *std::max_element(ratio.begin(), ratio.end()), median(traceRatio));
    }
}

QTEST_GUILESS_MAIN(BenchScorer)
#include "bench_scorer.moc"
