#pragma once

#include "eyecomparison.h"

#include "board/position.h"
#include "eyes/eyeanalyzer.h"
#include "scoring/scorer.h"
#include "scoring/trace.h"

#include <QObject>
#include <QString>
#include <QTimer>

#include <optional>
#include <vector>

namespace seki::ui {

// The window's eye lens: one EyeAnalyzer for the window, so shapes solved once stay
// solved across dead-stone toggles and games, and one boundary-table scoring with its trace for
// the table's reading of the same spaces.
//
// The first analysis of a new position can take a noticeable time (new shapes are searched), so
// it never runs inside a click: setPosition() only notes the position, and the analysis follows
// from the event loop (a zero-time timer, coalescing a burst of changes) while someone shows it
// (setWanted). Until then analysis() keeps the last result, and isCurrent() says it is stale.
class EyeLens : public QObject {
    Q_OBJECT
public:
    explicit EyeLens(QObject* parent = nullptr);

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
    // The analysis belongs to the position set last.
    bool isCurrent() const { return m_position && !m_dirty; }
    // Why there is no analysis (the scorer refused the position), or "".
    QString error() const { return m_error; }
    // Analyses now if the position changed since the last analysis (the timer does the same).
    void analyzeNow();
    // Makes the readings' sentences again from the last analysis, in the language now installed.
    void retranslate();
    // How many analyses ran (tests check that nothing is read while the lens is hidden).
    int analysisCount() const { return m_analysisCount; }

signals:
    // After an analysis, or when the position went away.
    void analysisChanged();

private:
    void schedule();

    EyeAnalyzer m_analyzer;
    Scorer m_tableScorer;
    Trace m_tableTrace;
    std::optional<Position> m_position;
    std::optional<EyeAnalysis> m_analysis;
    std::vector<EyeReading> m_readings;
    QString m_error;
    QTimer m_timer;
    int m_boardHeight = 0;
    int m_analysisCount = 0;
    bool m_dirty = false;
    bool m_wanted = false;
};

} // namespace seki::ui
