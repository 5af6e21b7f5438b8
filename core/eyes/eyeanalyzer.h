#pragma once

#include "eyeanalysis.h"
#include "localgamesolver.h"

#include "board/position.h"

#include <memory>

namespace seki {

namespace detail {
struct EyeWork;
}

// Builds the eye lens of a finished position (SCORING.md, "GNU Go's eye lens"):
//   1. the dead stones are taken off and every neutral region filled in the checkered pattern,
//      as the scoring pipeline does (Black where x + y + phase is even);
//   2. each region the fill leaves to one colour is an eye space of that colour, its dead
//      opponent stones kept as 'X';
//   3. the topological test finds half and false eyes;
//   4. the local game of each space is solved (cached by graph, so a repeated analysis of the
//      same position, as on every dead-stone toggle, costs no search).
// Like the Scorer, an analyzer owns its scratch space and result: keep one and reuse it.
class EyeAnalyzer {
public:
    EyeAnalyzer();
    explicit EyeAnalyzer(LocalGameSolver::Limits limits);
    ~EyeAnalyzer();
    EyeAnalyzer(const EyeAnalyzer&) = delete;
    EyeAnalyzer& operator=(const EyeAnalyzer&) = delete;

    struct Options {
        // The checkered fill's phase (Scorer::CheckeredPhase is the pipeline's).
        int checkeredPhase = 0;
        // Fill the neutral points before the topological test, as the pipeline does (default).
        // After the fill no empty diagonal outside the owner's spaces is left to contest, so a
        // finished position has false eyes but no half eyes; with false, the neutral points stay
        // empty and the lens's liberty check values them, as GNU Go reads a game in progress.
        bool fillNeutral = true;
    };

    // The returned reference stays valid until the next call.
    const EyeAnalysis& analyze(const Position& position) { return analyze(position, Options{}); }
    const EyeAnalysis& analyze(const Position& position, Options options);

    const LocalGameSolver& solver() const { return m_solver; }

private:
    std::unique_ptr<detail::EyeWork> m_work;
    LocalGameSolver m_solver;
    LocalGameSolver m_lifeSolver;
    EyeAnalysis m_analysis;
};

} // namespace seki
