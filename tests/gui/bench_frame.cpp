// How long one animation frame of the main board takes to draw on a 19x19 game: the walk of
// tests/data/games/gnugo-01.sgf (GNU Go self-play, dead stones marked), drawn into a 900x900
// image the way the review window's board draws every tick of a step's animation (TraceFrameCache:
// the board of the position blitted, the overlay drawn anew). A tick must fit a 60 Hz refresh
// (16.7 ms) so stepping and playing stay responsive: the median of a timed run is checked,
// QBENCHMARK reports the figure. The first frame of each step (the whole board through
// BoardPainter) is timed and printed too.

#include "board/themerenderer.h"
#include "review/traceframecache.h"
#include "review/traceoverlaypainter.h"
#include "review/tracewalk.h"

#include "sgf/gamerecord.h"
#include "sgf/sgfparser.h"
#include "testconfig.h"

#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <QtTest>

#include <algorithm>

using namespace seki;
using namespace seki::ui;

namespace {

constexpr double FrameBudgetMs = 1000.0 / 60.0;

TraceWalk gameWalk()
{
    QFile file(QStringLiteral(SEKI_TEST_DATA_DIR "/games/gnugo-01.sgf"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read gnugo-01.sgf");
    const SgfCollection collection = parseSgf(file.readAll().toStdString());
    const GameRecord record = GameRecord::read(collection.games.front());
    return TraceWalk::build(record.position(), Rules::Japanese);
}

// The walk position of the step of `kind` with the most points (the heaviest frame of its kind).
int heaviestStep(const TraceWalk& walk, StepKind kind)
{
    int best = -1;
    size_t most = 0;
    for (int position = 0; position < walk.positionCount(); ++position) {
        const Step* step = walk.step(position);
        if (step && step->kind == kind && (best < 0 || walk.points(*step).size() > most)) {
            best = position;
            most = walk.points(*step).size();
        }
    }
    return best;
}

double medianMs(std::vector<double> times)
{
    std::nth_element(times.begin(), times.begin() + std::ptrdiff_t(times.size() / 2), times.end());
    return times[times.size() / 2];
}

} // namespace

class BenchFrame : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void frame_data();
    void frame();
    void frameBudget_data() { frame_data(); }
    void frameBudget();

private:
    TraceWalk m_walk;
};

void BenchFrame::initTestCase()
{
    m_walk = gameWalk();
    QCOMPARE(m_walk.board().width(), 19);
    // "Dozens of steps": the walk is long enough for the benchmark to mean something.
    QVERIFY(m_walk.positionCount() > 40);
}

void BenchFrame::frame_data()
{
    QTest::addColumn<int>("position");
    QTest::addColumn<double>("progress");
    const std::pair<const char*, StepKind> kinds[] = {
        {"neutral fill fading in", StepKind::FillNeutral},
        {"boundary counted one by one", StepKind::BoundaryLength},
        {"expansion grouped", StepKind::Expansion},
        {"territory verdict", StepKind::Territory},
    };
    for (const auto& [name, kind] : kinds) {
        const int position = heaviestStep(m_walk, kind);
        if (position >= 0)
            QTest::newRow(name) << position << 0.5;
    }
    QTest::newRow("final score") << m_walk.positionCount() - 1 << 1.0;
}

// One tick of the animation, as TraceBoardView::paintEvent draws it: the progress moves, the
// board under the overlay is the cached one.
void BenchFrame::frame()
{
    QFETCH(int, position);
    QFETCH(double, progress);
    QImage image(900, 900, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    TraceFrame frame;
    frame.position = position;
    frame.progress = progress;
    TraceFrameCache cache;
    {
        QPainter p(&image);
        cache.paint(p, m_walk, frame, QRectF(image.rect()), true, 1.0); // the step's first frame
    }
    int tick = 0;
    QBENCHMARK {
        frame.progress = progress >= 1.0 ? 1.0 : std::min(1.0, progress + 0.01 * (tick++ % 20));
        QPainter p(&image);
        cache.paint(p, m_walk, frame, QRectF(image.rect()), true, 1.0);
    }
    QVERIFY(cache.lastPaintWasCached());
    QVERIFY(image.pixel(450, 450) != qRgb(255, 255, 255));
}

// The 60 Hz check: the median of 31 ticks must fit 16.7 ms. The best of three runs is taken, so a
// build running beside the test on a loaded machine cannot fail it; the first frame of a step
// (the whole board drawn through BoardPainter, once per step) is printed beside it.
void BenchFrame::frameBudget()
{
    QFETCH(int, position);
    QFETCH(double, progress);
    QImage image(900, 900, QImage::Format_ARGB32_Premultiplied);
    const QRectF area(image.rect());
    TraceFrame frame;
    frame.position = position;
    frame.progress = progress;
    double bestTick = 1e9;
    double bestFirst = 1e9;
    for (int run = 0; run < 3; ++run) {
        std::vector<double> first;
        std::vector<double> ticks;
        for (int k = 0; k < 31; ++k) {
            TraceFrameCache cache;
            QElapsedTimer timer;
            timer.start();
            {
                QPainter p(&image);
                cache.paint(p, m_walk, frame, area, true, 1.0);
            }
            first.push_back(double(timer.nsecsElapsed()) / 1e6);
            frame.progress = progress >= 1.0 ? 1.0 : std::min(1.0, progress + 0.01 * k);
            timer.restart();
            {
                QPainter p(&image);
                cache.paint(p, m_walk, frame, area, true, 1.0);
            }
            ticks.push_back(double(timer.nsecsElapsed()) / 1e6);
            QVERIFY(cache.lastPaintWasCached());
        }
        bestTick = std::min(bestTick, medianMs(ticks));
        bestFirst = std::min(bestFirst, medianMs(first));
    }
    qInfo("animation frame: median %.2f ms; first frame of a step (whole board): median %.2f ms; budget %.1f ms",
          bestTick, bestFirst, FrameBudgetMs);
    QVERIFY2(bestTick < FrameBudgetMs, qPrintable(QStringLiteral("%1 ms").arg(bestTick)));
}

QTEST_MAIN(BenchFrame)
#include "bench_frame.moc"
