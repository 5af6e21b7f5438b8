#pragma once

#include "board/position.h"
#include "scoring/scoreresult.h"
#include "scoring/scorer.h"
#include "scoring/trace.h"

#include <QObject>
#include <QString>

#include <array>
#include <memory>
#include <optional>

namespace seki::ui {

// The open game's scoring results, the one place the window's position is scored: under each
// rule set, once per change (marks, counted position, edit, eye count), with the trace the
// walk-through and the rules comparison replay. The board, the Score dock, the walk-through and
// Save read them here; no panel runs the scorer on the counted position itself.
class GameScores : public QObject {
    Q_OBJECT
public:
    explicit GameScores(QObject* parent = nullptr);
    ~GameScores() override;

    // Scores `position` under every rule set: the boundary-table reading always; with
    // EyeMethod::LocalGame GNU Go's local-game reading too. The trace is the reading under
    // `method`'s. Emits changed().
    void rescore(const Position& position, EyeMethod method);

    // The default reading (the boundary-length table), nullptr when the scorer failed (error()).
    const ScoreResult* result(Rules rules) const;
    // The reading under `method`: result(rules) for the boundary table; the local-game reading
    // only while it is the method scored (nullptr otherwise).
    const ScoreResult* result(Rules rules, EyeMethod method) const;
    // The reading under the eye count scored: what the board shows and Save writes.
    const ScoreResult* chosen(Rules rules) const { return result(rules, m_method); }
    // Its trace, step by step (nullptr when the scorer failed).
    const Trace* trace(Rules rules) const;
    EyeMethod eyeMethod() const { return m_method; }
    QString error() const { return m_error; }

signals:
    // New results: every reader shows them again.
    void changed();

private:
    struct Reading {
        std::optional<ScoreResult> boundary;
        std::optional<ScoreResult> localGame;
        Trace trace; // of the reading under m_method
    };
    std::unique_ptr<Scorer> m_scorer;
    std::unique_ptr<Scorer> m_localGameScorer; // created when the local games are first chosen
    std::array<Reading, 3> m_readings;
    EyeMethod m_method = EyeMethod::Boundary;
    QString m_error;
};

} // namespace seki::ui
