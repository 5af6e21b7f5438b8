#pragma once

#include "board/boardscene.h"

#include "board/position.h"
#include "deadstones/deadstonereport.h"
#include "scoring/scoreresult.h"
#include "scoring/trace.h"
#include "scoring/tracereader.h"

#include <span>
#include <vector>

namespace seki::ui {

// The scorer's trace laid out for watching: a flat list of walk positions, one "start" per
// stage followed by that stage's steps, and for every position the board as it stands after it.
// Before stage 1 comes the dead-stone stage, "which stones are dead, and why": its start, then
// one position for each group SekiScope's dead-stone finder (core/deadstones) calls dead, in
// seki or undecided, with the finder's reason.
//
// Everything is derived once, when the walk is built, by replaying the trace's board-changing
// steps (dead blocks removed, neutral and false-eye fills); what the annotation steps say about
// regions and expansions is core's TraceReader. Nothing here decides anything about Go: the walk only
// files away what the trace recorded, so the panels, the animation and the exports show exactly
// the scorer's reasoning.
class TraceWalk {
public:
    // A place on the timeline: step 0 is the stage's start (the board as the stage finds it),
    // steps 1..n are the stage's steps in trace order.
    struct Location {
        Stage stage = Stage::DeadRemoved;
        int step = 0;
        int traceIndex = -1; // index into trace().steps(); -1 for a stage's start
        // The dead-stone stage (before stage 1; stage is then DeadRemoved): which of its groups
        // the position shows, -1 at its start.
        bool deadStoneStage = false;
        int group = -1;
        // The beginner's walk-through: the position is its stage's one step, the stage's result
        // (summaryStep: the trace index of the step it stands for, -1 when the stage decided nothing).
        bool summary = false;
        int summaryStep = -1;
    };

    // How much of the trace the walk shows: every step, or the beginner's one step per stage
    // (the dead-stone stage and stages 1-5 each as their result on the board, no arithmetic).
    enum class Detail { EveryStep, OneStepPerStage };

    // The board after a position, ready for BoardPainter, plus what the painter cannot know:
    // which stones the scorer added, and how.
    struct Snapshot {
        BoardScene scene;
        Board::Mask neutralFilled;
        Board::Mask falseEyeFilled;
    };

    // What the trace says about regions, expansions and neutral regions: core's typed reader.
    using Verdict = TraceReader::Verdict;
    using RegionInfo = TraceReader::RegionInfo;
    using ExpansionInfo = TraceReader::ExpansionInfo;
    using NeutralRegionInfo = TraceReader::NeutralRegionInfo;

    TraceWalk();
    // Replays `trace`, recorded by scoring `position` under `rules` with `result` as its outcome:
    // the shared steps and those of the checkered fill's run `phase` (0: the scorer's first
    // phase, 1: the other, "the other way round"; the first when the trace has no other run).
    TraceWalk(const Position& position, Rules rules, const Trace& trace, const ScoreResult& result, int phase = 0,
              Detail detail = Detail::EveryStep);
    // Scores `position` under `rules` with the trace on and builds the walk from it; `eyes` is
    // how the seki decision counts eyes (with the local-game reading, stage 5 shows its steps).
    static TraceWalk build(const Position& position, Rules rules, EyeMethod eyes = EyeMethod::Boundary, int phase = 0,
                           Detail detail = Detail::EveryStep);
    // The same walk with the other detail (the trace is not scored again).
    TraceWalk withDetail(Detail detail) const;
    Detail detail() const { return m_detail; }
    bool isOneStepPerStage() const { return m_detail == Detail::OneStepPerStage; }
    // The step a stage's result is summed up by, chosen by its kind: the last dead block removed
    // (stage 1), the last fill (2, 3), the last eye count or expansion (4), the tally (5); -1 when
    // the stage has none (it decided nothing here). Its snapshot is the board the stage leaves.
    int summaryStep(Stage stage) const { return m_summaryStep[size_t(stage)]; }
    // Whether a step of this kind is a stage's result (what the summary step is chosen among).
    static bool isResultKind(StepKind kind);
    // The run shown (0 or 1), and whether the trace holds a run of the other phase at all.
    int phase() const { return m_phase; }
    bool hasOtherPhase() const { return m_hasOtherPhase; }

    bool isEmpty() const { return m_locations.empty(); }
    const Position& position() const { return m_position; }
    const Board& board() const { return m_position.board; }
    Rules rules() const { return m_rules; }
    const Trace& trace() const { return m_trace; }
    const ScoreResult& result() const { return m_result; }

    int positionCount() const { return int(m_locations.size()); }
    const Location& location(int position) const { return m_locations[size_t(position)]; }
    const Snapshot& snapshot(int position) const { return m_snapshots[size_t(position)]; }
    // The step shown at a position, nullptr at a stage's start.
    const Step* step(int position) const;
    std::span<const Point> points(const Step& step) const { return m_trace.points(step); }
    std::span<const int> numbers(const Step& step) const { return m_trace.numbers(step); }

    // The dead-stone stage: what the finder reported on the position's board, the groups it shows
    // (every group not simply alive, in row order), and where it lies on the timeline (from
    // position 0, its start, to deadStoneStageEnd()).
    const DeadStoneReport& deadStones() const { return m_deadStones; }
    const std::vector<int>& deadStoneGroups() const { return m_deadStoneGroups; }
    // (0 in the beginner's walk: its one position shows every group at once.)
    int deadStoneStageEnd() const { return m_detail == Detail::OneStepPerStage ? 0 : int(m_deadStoneGroups.size()); }
    bool inDeadStoneStage(int position) const { return m_locations[size_t(position)].deadStoneStage; }
    // The group shown at a position of the dead-stone stage, nullptr at its start and elsewhere.
    const GroupVerdict* deadStoneGroupAt(int position) const;

    int stepCount(Stage stage) const { return m_stepCount[size_t(stage)]; }
    // Position of a stage's start and of its last step (its start when it has none).
    int stageStart(Stage stage) const { return m_stageStart[size_t(stage)]; }
    int stageEnd(Stage stage) const { return stageStart(stage) + stepCount(stage); }
    int positionOf(Stage stage, int step) const { return stageStart(stage) + step; }
    // The walk position that shows trace step `traceIndex`.
    int positionOfStep(int traceIndex) const { return m_positionOfStep[size_t(traceIndex)]; }

    // A padded board index (as the trace's witness and block values are) as a point.
    Point pointOf(int index) const { return m_position.board.point(index); }

    const TraceReader& reader() const { return m_reader; }
    const std::vector<RegionInfo>& regions() const { return m_reader.regions(); }
    const std::vector<ExpansionInfo>& expansions() const { return m_reader.expansions(); }
    const std::vector<NeutralRegionInfo>& neutralRegions() const { return m_reader.neutralRegions(); }
    // The stage-4 region holding p, -1 when p is a stone on the filled board.
    int regionAt(Point p) const { return m_reader.regionAt(p); }
    // The stage-2 neutral region holding p, -1 when p was not neutral.
    int neutralRegionAt(Point p) const { return m_reader.neutralRegionAt(p); }
    // The trace index of the fill at p (FillNeutral, FillFalseEye or StrictFill), -1 when p was not filled.
    int fillStepAt(Point p) const;
    // The trace index of the stage-5 step whose points hold p (Territory, Seki, StrictDame,
    // StrictSeki), -1 when none does.
    int verdictStepAt(Point p) const;

private:
    void replay();
    void replayDeadStones();
    // Keeps one position per stage: the dead-stone stage's groups at once, then each stage's summary step.
    void keepOneStepPerStage();
    int cell(Point p) const { return m_position.board.index(p); }

    Position m_position;
    Rules m_rules = Rules::Japanese;
    int m_phase = 0;
    bool m_hasOtherPhase = false;
    Detail m_detail = Detail::EveryStep;
    std::array<int, StageCount> m_summaryStep{};
    Snapshot m_deadStoneSummary; // every group the finder does not call alive, at once
    Trace m_trace;
    ScoreResult m_result;
    std::vector<Location> m_locations;
    std::vector<Snapshot> m_snapshots;
    std::vector<int> m_positionOfStep;
    std::array<int, StageCount> m_stepCount{};
    std::array<int, StageCount> m_stageStart{};
    TraceReader m_reader;
    DeadStoneReport m_deadStones;
    std::vector<int> m_deadStoneGroups; // indices into m_deadStones.groups
    std::vector<int> m_fillStepAt;
    std::vector<int> m_verdictStepAt;
};

} // namespace seki::ui
