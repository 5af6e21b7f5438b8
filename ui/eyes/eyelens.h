#pragma once

#include "eyes/eyecomparison.h"

#include "board/position.h"
#include "eyes/eyeanalyzer.h"
#include "scoring/scorer.h"
#include "scoring/trace.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>
#include <optional>
#include <vector>

namespace seki::ui {

// The window's eye lens: one EyeAnalyzer for the window, so shapes solved once stay
// solved across dead-stone toggles and games, and one boundary-table scoring with its trace for
// the table's reading of the same spaces.
//
// The first analysis of a new position can take a noticeable time (new shapes are searched), so
// it never runs on the GUI thread: setPosition() only notes the position, and the analysis
// starts from the event loop (a zero-time timer, coalescing a burst of changes) while someone
// shows it (setWanted), on the thread pool, one at a time. Its result comes back to the GUI
// thread and is taken only if the position is still the one it read: a result for a position
// that has since changed (or gone) is dropped, and the newest position is read next. Until then
// analysis() keeps the last result, isCurrent() says it is stale, and isAnalysing() turns on
// once a reading has taken longer than busyDelay() (a quick result shows no busy state at all).
// Destroying the lens while a reading runs is safe: the reading owns what it works on, and its
// result goes nowhere.
class EyeLens : public QObject {
    Q_OBJECT
public:
    explicit EyeLens(QObject* parent = nullptr);
    ~EyeLens() override;

    // The final position to read; nullopt when none is shown (an earlier move, no game).
    void setPosition(const std::optional<Position>& position);
    bool hasPosition() const { return m_position.has_value(); }
    // Whether the panel or the board overlay shows the lens: only then does the analysis run.
    void setWanted(bool wanted);
    bool isWanted() const { return m_wanted; }

    // The latest analysis (nullptr before the first, or without a position) and its readings,
    // one per eye space in the same order.
    const EyeAnalysis* analysis() const { return m_analysis ? &*m_analysis : nullptr; }
    const std::vector<EyeReading>& readings() const { return m_readings; }
    int boardHeight() const { return m_boardHeight; }
    // The analysis (or the error) belongs to the position set last.
    bool isCurrent() const { return m_position && m_resultGeneration == m_generation; }
    // A reading of the position set last has run longer than busyDelay(): the panel says so.
    bool isAnalysing() const { return m_analysing; }
    // How long a reading may take before isAnalysing() turns on (0: at once).
    int busyDelay() const { return m_busyTimer.interval(); }
    void setBusyDelay(int milliseconds) { m_busyTimer.setInterval(milliseconds); }
    // Why there is no analysis (the scorer refused the position), or "".
    QString error() const { return m_error; }
    // Starts reading the position now if it changed since the last reading and no reading runs
    // (the timer does the same); the result still arrives through the event loop.
    void analyzeNow();
    // Makes the readings' sentences again from the last analysis, in the language now installed.
    void retranslate();
    // How many readings started, and how many of their results were dropped because the position
    // had changed meanwhile (tests check that nothing is read while the lens is hidden, and that a
    // stale result never reaches the panel).
    int analysisCount() const { return m_analysisCount; }
    // Whether a reading is queued or running: false means none will start until the position,
    // the rules or the wish for one changes (what tests check instead of waiting).
    bool hasWorkPending() const { return m_timer.isActive() || m_running; }
    int staleResultCount() const { return m_staleResultCount; }

    // What one reading makes, off the GUI thread: the analysis and the table's traced scoring.
    struct Result {
        quint64 generation = 0;
        std::optional<EyeAnalysis> analysis;
        Trace tableTrace;
        int boardHeight = 0;
        QString error;
    };
    // The reading's own tools; one reading uses them at a time.
    struct Worker {
        EyeAnalyzer analyzer;
        Scorer tableScorer;
    };

signals:
    // After an analysis, or when the position went away.
    void analysisChanged();
    // isAnalysing() turned on or off.
    void analysingChanged(bool analysing);

private:
    void schedule();
    void finished();
    void setAnalysing(bool analysing);

    std::shared_ptr<Worker> m_worker;
    QFutureWatcher<Result>* m_watcher = nullptr;
    std::optional<Position> m_position;
    std::optional<EyeAnalysis> m_analysis;
    Trace m_tableTrace;
    std::vector<EyeReading> m_readings;
    QString m_error;
    QTimer m_timer;
    QTimer m_busyTimer;
    int m_boardHeight = 0;
    int m_analysisCount = 0;
    int m_staleResultCount = 0;
    // Bumped at every new position (or none); a result is taken only with the same number.
    quint64 m_generation = 0;
    quint64 m_resultGeneration = 0;
    bool m_dirty = false;
    bool m_running = false;
    bool m_wanted = false;
    bool m_analysing = false;
};

} // namespace seki::ui
