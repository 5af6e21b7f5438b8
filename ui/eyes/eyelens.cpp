#include "eyes/eyelens.h"

#include <QtConcurrent/QtConcurrentRun>

#include <exception>
#include <utility>

namespace seki::ui {

namespace {

// A reading quicker than this shows no busy state: the panel goes straight to the new result.
constexpr int DefaultBusyDelayMs = 150;

// Runs on the thread pool, on its own copy of the position and with tools no other reading
// uses meanwhile; touches nothing of the lens.
EyeLens::Result read(EyeLens::Worker& worker, const Position& position, quint64 generation)
{
    EyeLens::Result result;
    result.generation = generation;
    result.boardHeight = position.board.height();
    try {
        // The table's reading comes from the scorer's own trace (stage 4, the default phase of
        // the checkered fill), the rule set only matters for stage 5: territory rules.
        worker.tableScorer.score(position, Rules::Japanese, result.tableTrace);
        EyeAnalyzer::Options options;
        options.checkeredPhase = Scorer::CheckeredPhase;
        result.analysis = worker.analyzer.analyze(position, options);
    } catch (const std::exception& failure) {
        result.analysis.reset();
        result.error = QString::fromStdString(failure.what());
    }
    return result;
}

} // namespace

EyeLens::EyeLens(QObject* parent)
    : QObject(parent), m_worker(std::make_shared<Worker>()), m_watcher(new QFutureWatcher<Result>(this))
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(0);
    connect(&m_timer, &QTimer::timeout, this, &EyeLens::analyzeNow);
    m_busyTimer.setSingleShot(true);
    m_busyTimer.setInterval(DefaultBusyDelayMs);
    connect(&m_busyTimer, &QTimer::timeout, this, [this] { setAnalysing(true); });
    connect(m_watcher, &QFutureWatcher<Result>::finished, this, &EyeLens::finished);
}

// The watcher goes with the lens, so a reading still running delivers nothing; it keeps its
// worker (shared) and its position (a copy) alive until it ends on its own.
EyeLens::~EyeLens() = default;

void EyeLens::setPosition(const std::optional<Position>& position)
{
    if (!position) {
        m_timer.stop();
        const bool had = m_position || m_analysis;
        m_position.reset();
        m_analysis.reset();
        m_readings.clear();
        m_error.clear();
        m_dirty = false;
        ++m_generation; // a reading still running is for a position no longer shown
        m_busyTimer.stop();
        setAnalysing(false);
        if (had)
            emit analysisChanged();
        return;
    }
    // The window refreshes for many reasons (rules, coordinates): the same stones and marks need
    // no new analysis.
    if (m_position && m_position->board == position->board && m_position->dead == position->dead)
        return;
    m_position = position;
    m_dirty = true;
    ++m_generation;
    schedule();
}

void EyeLens::setWanted(bool wanted)
{
    m_wanted = wanted;
    schedule();
}

void EyeLens::schedule()
{
    // While a reading runs, the next waits for its result (one reading at a time).
    if (m_wanted && m_dirty && !m_running && !m_timer.isActive())
        m_timer.start();
}

void EyeLens::analyzeNow()
{
    m_timer.stop();
    if (!m_position || !m_dirty || m_running)
        return;
    m_dirty = false;
    m_running = true;
    ++m_analysisCount;
    if (!m_busyTimer.isActive() && !m_analysing) {
        if (m_busyTimer.interval() <= 0)
            setAnalysing(true);
        else
            m_busyTimer.start();
    }
    m_watcher->setFuture(QtConcurrent::run([worker = m_worker, position = *m_position, generation = m_generation] {
        return read(*worker, position, generation);
    }));
}

void EyeLens::finished()
{
    m_running = false;
    Result result = m_watcher->future().result();
    if (result.generation != m_generation) {
        // The position changed (or went away) while it was read: drop it, read the newest.
        ++m_staleResultCount;
        schedule();
        return;
    }
    m_busyTimer.stop();
    m_resultGeneration = result.generation;
    m_error = result.error;
    m_boardHeight = result.boardHeight;
    m_tableTrace = std::move(result.tableTrace);
    m_analysis = std::move(result.analysis);
    m_readings
        = m_analysis ? EyeComparison::compare(*m_analysis, m_tableTrace, m_boardHeight) : std::vector<EyeReading>{};
    // The panel rebuilds once, with the result and already without the busy state.
    const bool wasAnalysing = std::exchange(m_analysing, false);
    emit analysisChanged();
    if (wasAnalysing)
        emit analysingChanged(false);
}

void EyeLens::setAnalysing(bool analysing)
{
    if (analysing == m_analysing)
        return;
    m_analysing = analysing;
    emit analysingChanged(analysing);
}

void EyeLens::retranslate()
{
    if (!m_analysis)
        return;
    // The trace and the analysis are the same position's (both from the last analysis).
    m_readings = EyeComparison::compare(*m_analysis, m_tableTrace, m_boardHeight);
    emit analysisChanged();
}

} // namespace seki::ui
