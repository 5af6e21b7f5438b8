#include "eyelens.h"

#include <exception>

namespace seki::ui {

EyeLens::EyeLens(QObject* parent) : QObject(parent)
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(0);
    connect(&m_timer, &QTimer::timeout, this, &EyeLens::analyzeNow);
}

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
    schedule();
}

void EyeLens::setWanted(bool wanted)
{
    m_wanted = wanted;
    schedule();
}

void EyeLens::schedule()
{
    if (m_wanted && m_dirty && !m_timer.isActive())
        m_timer.start();
}

void EyeLens::analyzeNow()
{
    m_timer.stop();
    if (!m_position || !m_dirty)
        return;
    m_dirty = false;
    ++m_analysisCount;
    m_error.clear();
    try {
        // The table's reading comes from the scorer's own trace (stage 4, the default phase of
        // the checkered fill), the rule set only matters for stage 5: territory rules.
        m_tableScorer.score(*m_position, Rules::Japanese, m_tableTrace);
        EyeAnalyzer::Options options;
        options.checkeredPhase = Scorer::CheckeredPhase;
        m_analysis = m_analyzer.analyze(*m_position, options);
        m_boardHeight = m_position->board.height();
        m_readings = EyeComparison::compare(*m_analysis, m_tableTrace, m_boardHeight);
    } catch (const std::exception& failure) {
        m_analysis.reset();
        m_readings.clear();
        m_error = QString::fromStdString(failure.what());
    }
    emit analysisChanged();
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
