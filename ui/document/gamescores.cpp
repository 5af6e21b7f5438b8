#include "document/gamescores.h"

#include "board/rulesets.h"

#include <exception>

namespace seki::ui {

GameScores::GameScores(QObject* parent) : QObject(parent), m_scorer(std::make_unique<Scorer>())
{
}

GameScores::~GameScores() = default;

void GameScores::rescore(const Position& position, EyeMethod method)
{
    m_method = method;
    m_error.clear();
    if (method == EyeMethod::LocalGame && !m_localGameScorer) {
        m_localGameScorer = std::make_unique<Scorer>();
        m_localGameScorer->setEyeMethod(EyeMethod::LocalGame);
    }
    for (Rules rules : AllRules) {
        Reading& reading = m_readings[ruleSetIndex(rules)];
        reading.boundary.reset();
        reading.localGame.reset();
        reading.trace.clear();
        try {
            // The trace goes with the reading the board shows: one scoring per rule set for
            // the boundary table, two while GNU Go's local-game values are chosen.
            if (method == EyeMethod::Boundary) {
                reading.boundary = m_scorer->score(position, rules, reading.trace);
            } else {
                reading.boundary = m_scorer->score(position, rules);
                reading.localGame = m_localGameScorer->score(position, rules, reading.trace);
            }
        } catch (const std::exception& failure) {
            m_error = QString::fromStdString(failure.what());
        }
    }
    emit changed();
}

const ScoreResult* GameScores::result(Rules rules) const
{
    const auto& result = m_readings[ruleSetIndex(rules)].boundary;
    return result ? &*result : nullptr;
}

const ScoreResult* GameScores::result(Rules rules, EyeMethod method) const
{
    if (method == EyeMethod::Boundary)
        return result(rules);
    if (method != m_method)
        return nullptr;
    const auto& result = m_readings[ruleSetIndex(rules)].localGame;
    return result ? &*result : nullptr;
}

const Trace* GameScores::trace(Rules rules) const
{
    return chosen(rules) ? &m_readings[ruleSetIndex(rules)].trace : nullptr;
}

} // namespace seki::ui
