#pragma once

#include "boardscene.h"

#include "board/position.h"
#include "scoring/scoreresult.h"
#include "scoring/trace.h"

#include <span>
#include <vector>

namespace seki::ui {

// The scorer's trace laid out for watching: a flat list of walk positions, one "start" per
// stage followed by that stage's steps, and for every position the board as it stands after it.
//
// Everything is derived once, when the walk is built, by replaying the trace's board-changing
// steps (dead blocks removed, neutral and false-eye fills) and collecting what the annotation
// steps say about regions and expansions. Nothing here decides anything about Go: the walk only
// files away what the trace recorded, so the panels, the animation and the exports show exactly
// the scorer's reasoning.
class TraceWalk {
public:
    // A place on the timeline: step 0 is the stage's start (the board as the stage finds it),
    // steps 1..n are the stage's steps in trace order.
    struct Location {
        Stage stage = Stage::DeadRemoved;
        int step = 0;
        int traceIndex = -1;   // index into trace().steps(); -1 for a stage's start
    };

    // The board after a position, ready for BoardPainter, plus what the painter cannot know:
    // which stones the scorer added, and how.
    struct Snapshot {
        BoardScene scene;
        Board::Mask neutralFilled;
        Board::Mask falseEyeFilled;
    };

    enum class Verdict { Pending, Seki, Territory };

    // One region of the filled board (stage 4), as the Region, BoundaryLength and EyeCount steps
    // describe it, with the expansion it belongs to and the verdict on it (stage 5).
    struct RegionInfo {
        int id = -1;
        Color color = Color::Empty;
        std::vector<Point> points;
        std::vector<Point> boundaryStones;
        int stones = 0;
        int topEdge = 0;
        int bottomEdge = 0;
        int leftEdge = 0;
        int rightEdge = 0;
        int length = 0;
        RegionShape shape = RegionShape::Other;
        int halfEyes = 0;          // eye count times two
        int expansion = -1;        // its expansion's id (the id of the expansion's first region)
        int expansionIndex = -1;   // and that expansion's index in expansions()
        Verdict verdict = Verdict::Pending;
        int regionStep = -1;       // trace indices of the steps that describe it
        int lengthStep = -1;
        int eyeStep = -1;
        int verdictStep = -1;
    };

    struct ExpansionInfo {
        int id = -1;
        Color color = Color::Empty;
        int eyeSum = 0;
        std::vector<int> regions;
        int step = -1;             // the Expansion step
        int verdictStep = -1;      // its Seki or Territory step
    };

    // A neutral region of stage 2 with the two boundary stones that make it neutral.
    struct NeutralRegionInfo {
        std::vector<Point> points;
        Point blackWitness;
        Point whiteWitness;
        int step = -1;
    };

    TraceWalk();
    // Replays `trace`, recorded by scoring `position` under `rules` with `result` as its outcome.
    TraceWalk(const Position& position, Rules rules, const Trace& trace, const ScoreResult& result);
    // Scores `position` under `rules` with the trace on and builds the walk from it; `eyes` is
    // how the seki decision counts eyes (with the local-game reading, stage 5 shows its steps).
    static TraceWalk build(const Position& position, Rules rules, EyeMethod eyes = EyeMethod::Boundary);

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

    int stepCount(Stage stage) const { return m_stepCount[size_t(stage)]; }
    // Position of a stage's start and of its last step (its start when it has none).
    int stageStart(Stage stage) const { return m_stageStart[size_t(stage)]; }
    int stageEnd(Stage stage) const { return stageStart(stage) + stepCount(stage); }
    int positionOf(Stage stage, int step) const { return stageStart(stage) + step; }
    // The walk position that shows trace step `traceIndex`.
    int positionOfStep(int traceIndex) const { return m_positionOfStep[size_t(traceIndex)]; }

    // A padded board index (as the trace's witness and block values are) as a point.
    Point pointOf(int index) const { return m_position.board.point(index); }

    const std::vector<RegionInfo>& regions() const { return m_regions; }
    const std::vector<ExpansionInfo>& expansions() const { return m_expansions; }
    const std::vector<NeutralRegionInfo>& neutralRegions() const { return m_neutralRegions; }
    // The stage-4 region holding p, -1 when p is a stone on the filled board.
    int regionAt(Point p) const;
    // The stage-2 neutral region holding p, -1 when p was not neutral.
    int neutralRegionAt(Point p) const;
    // The trace index of the fill at p (FillNeutral or FillFalseEye), -1 when p was not filled.
    int fillStepAt(Point p) const;
    // The trace index of the stage-5 step whose points hold p (Territory, Seki, StrictDame,
    // StrictSeki), -1 when none does.
    int verdictStepAt(Point p) const;

private:
    void replay();
    void collectRegions();
    int cell(Point p) const { return m_position.board.index(p); }

    Position m_position;
    Rules m_rules = Rules::Japanese;
    Trace m_trace;
    ScoreResult m_result;
    std::vector<Location> m_locations;
    std::vector<Snapshot> m_snapshots;
    std::vector<int> m_positionOfStep;
    std::array<int, StageCount> m_stepCount{};
    std::array<int, StageCount> m_stageStart{};
    std::vector<RegionInfo> m_regions;
    std::vector<ExpansionInfo> m_expansions;
    std::vector<NeutralRegionInfo> m_neutralRegions;
    std::vector<int> m_regionAt;          // by padded index
    std::vector<int> m_neutralRegionAt;
    std::vector<int> m_fillStepAt;
    std::vector<int> m_verdictStepAt;
};


} // namespace seki::ui
