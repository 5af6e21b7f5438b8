#pragma once

#include "scoreresult.h"
#include "trace.h"

#include <memory>
#include <optional>
#include <string_view>

namespace seki {

struct WorkBoard;

// The scoring pipeline (docs/SCORING.md) over an immutable Position:
//   1. dead stones removed; 2. neutral regions filled in the checkered pattern;
//   3. obvious false eyes filled; 4. regions, boundary lengths and eye counts; expansions;
//   5. seki verdict and tally. Rules::JapaneseStrict applies the 1989 rule instead of 2-5,
//   Rules::Chinese counts area. Each stage is one unit of core/scoring/stages/ over the shared
//   working board of core/scoring/tables/; scorer.cpp's runPipeline is the list of steps.
//
// A Scorer owns its scratch space and its result, so scoring allocates nothing after the first
// call (the batch and benchmark path); keep one per thread and reuse it. The returned reference
// stays valid until the next call.
class Scorer {
public:
    // Phase of the checkered fill: a neutral point (x, y) is filled Black when
    // (x + y + CheckeredPhase) is even, White otherwise. The scorer also runs the other phase; a
    // point is taken from its owner only when both phases agree, and where they differ it scores
    // for its owner and is marked unresolved (phaseagreement.h).
    static constexpr int CheckeredPhase = 0;

    Scorer();
    ~Scorer();
    Scorer(const Scorer&) = delete;
    Scorer& operator=(const Scorer&) = delete;

    // Stage 4's eye count; the boundary-length table unless set otherwise.
    void setEyeMethod(EyeMethod method) { m_eyeMethod = method; }
    EyeMethod eyeMethod() const { return m_eyeMethod; }

    const ScoreResult& score(const Position& position, Rules rules);
    // The same, recording every step into trace (cleared first).
    const ScoreResult& score(const Position& position, Rules rules, Trace& trace);

private:
    std::unique_ptr<WorkBoard> m_work;
    ScoreResult m_result;
    EyeMethod m_eyeMethod = EyeMethod::Boundary;
};

// "boundary" or "local-game".
std::optional<EyeMethod> parseEyeMethod(std::string_view name);
std::string_view eyeMethodName(EyeMethod method);

} // namespace seki
