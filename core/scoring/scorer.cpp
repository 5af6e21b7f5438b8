#include "scorer.h"

#include "tracesink.h"

#include "stages/arearule.h"
#include "stages/deadremoval.h"
#include "stages/expansion.h"
#include "stages/eyecount.h"
#include "stages/falseeyefill.h"
#include "stages/localgameeyes.h"
#include "stages/neutralfill.h"
#include "stages/phaseoverbase.h"
#include "stages/pointverdicts.h"
#include "stages/sekiverdict.h"
#include "stages/strictrule.h"
#include "stages/tally.h"
#include "tables/workboard.h"

namespace seki {

namespace {

// Stages 2-5 of the relaxed rule with one phase of the checkered fill (SCORING.md,
// "The outline").
template <class Sink>
void runPhase(WorkBoard& w, PhaseRun& run, const Position& position, EyeMethod eyes, Sink& sink)
{
    // Untraced, where no false eye is filled, the same stages 2-5 read off the base's regions
    // (phaseoverbase.h); a traced run is always the stages themselves.
    if constexpr (!Sink::Enabled) {
        if (eyes == EyeMethod::Boundary && phaseOverBase(w, run))
            return;
    }
    fillNeutralPoints(w, run, sink);  // 2. neutral points filled in the checkered pattern
    fillFalseEyes(w, run, sink);      // 3. obvious false eyes filled
    countEyes(w, run);                // 4. regions, boundary lengths, eye counts
    expandRegions(w, run);            //    expansions and their eye sums
    explainEyeCounts(w, run, sink);
    if (eyes == EyeMethod::LocalGame) //    or GNU Go's local games decide an expansion's eyes
        applyLocalGameValues(w, run, position, sink);
    explainExpansions(w, run, sink);
    judgeSeki(w, run, sink); // 5. seki verdict: fewer than two eyes
}

// SCORING.md's outline, once with the trace compiled out (NoTrace: the batch and benchmark path)
// and once recording (TraceRecorder).
template <class Sink>
void runPipeline(WorkBoard& w, ScoreResult& result, const Position& position, Rules rules, EyeMethod eyes, Sink& sink)
{
    w.setGeometry(position.board);
    w.counts.ready = false;
    removeDeadStones(w, position, sink); // 1. dead stones removed
    // Regions: controlled or neutral; for phaseOverBase (untraced, relaxed rule, boundary eyes)
    // with the facts both phases share.
    // Otherwise, under the relaxed rule, with the base's blocks the stages join per phase.
    findNeutralRegions(w, sink, !Sink::Enabled && rules == Rules::Japanese && eyes == EyeMethod::Boundary,
                       rules == Rules::Japanese);
    startResult(result, position, rules, eyes);
    switch (rules) {
    case Rules::Japanese:
        w.runs[0].phase = Scorer::CheckeredPhase;
        sink.setRun(StepRun::FirstPhase);
        runPhase(w, w.runs[0], position, eyes, sink);
        // The other phase of the checkered fill, traced as such: a point whose verdict differs is unresolved.
        if (w.neutralCount > 0) {
            sink.setRun(StepRun::OtherPhase);
            w.runs[1].phase = 1 - Scorer::CheckeredPhase;
            runPhase(w, w.runs[1], position, eyes, sink);
        }
        sink.setRun(StepRun::Shared);
        composeRelaxed(w, result, position, sink);
        break;
    case Rules::JapaneseStrict:
        composeStrict(w, result, position, sink); // the 1989 rule instead of 2-5
        break;
    case Rules::Chinese:
        composeArea(w, result, position, sink); // area counting
        break;
    }
    tally(w, result, position, sink);
}

} // namespace

Scorer::Scorer() : m_work(std::make_unique<WorkBoard>())
{
}
Scorer::~Scorer() = default;

const ScoreResult& Scorer::score(const Position& position, Rules rules)
{
    NoTrace sink;
    runPipeline(*m_work, m_result, position, rules, m_eyeMethod, sink);
    return m_result;
}

const ScoreResult& Scorer::score(const Position& position, Rules rules, Trace& trace)
{
    trace.clear();
    TraceRecorder sink(trace);
    runPipeline(*m_work, m_result, position, rules, m_eyeMethod, sink);
    return m_result;
}

std::optional<EyeMethod> parseEyeMethod(std::string_view name)
{
    if (name == "boundary")
        return EyeMethod::Boundary;
    if (name == "local-game")
        return EyeMethod::LocalGame;
    return std::nullopt;
}

std::string_view eyeMethodName(EyeMethod method)
{
    return method == EyeMethod::LocalGame ? "local-game" : "boundary";
}

} // namespace seki
