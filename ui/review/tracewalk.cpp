#include "review/tracewalk.h"

#include "deadstones/deadstonefinder.h"
#include "scoring/scorer.h"

#include <algorithm>

namespace seki::ui {

TraceWalk::TraceWalk() = default;

TraceWalk::TraceWalk(const Position& position, Rules rules, const Trace& trace, const ScoreResult& result, int phase,
                     Detail detail)
    : m_position(position), m_rules(rules), m_detail(detail), m_trace(trace), m_result(result)
{
    m_hasOtherPhase = TraceReader::hasOtherPhase(m_trace);
    m_phase = m_hasOtherPhase && phase != 0 ? 1 : 0;
    replay();
    if (m_detail == Detail::OneStepPerStage)
        keepOneStepPerStage();
    m_reader = TraceReader(m_trace, m_position.board, m_phase);
}

TraceWalk TraceWalk::build(const Position& position, Rules rules, EyeMethod eyes, int phase, Detail detail)
{
    Scorer scorer;
    scorer.setEyeMethod(eyes);
    Trace trace;
    const ScoreResult& result = scorer.score(position, rules, trace);
    return TraceWalk(position, rules, trace, result, phase, detail);
}

TraceWalk TraceWalk::withDetail(Detail detail) const
{
    return TraceWalk(m_position, m_rules, m_trace, m_result, m_phase, detail);
}

bool TraceWalk::isResultKind(StepKind kind)
{
    switch (kind) {
    case StepKind::RemoveDeadBlock:
    case StepKind::FillNeutral:
    case StepKind::StrictFill:
    case StepKind::FillFalseEye:
    case StepKind::EyeCount:
    case StepKind::LocalGame:
    case StepKind::Expansion:
    case StepKind::Tally:
        return true;
    default:
        return false;
    }
}

// The beginner's walk: the dead-stone stage as one picture of all its groups, then each stage as
// the board it leaves (its summary step's snapshot: every board-changing step of a stage is of a
// result kind, so nothing the stage did comes after it). A stage with no such step shows its start.
void TraceWalk::keepOneStepPerStage()
{
    std::vector<Location> locations;
    std::vector<Snapshot> snapshots;
    locations.push_back({Stage::DeadRemoved, 0, -1, true, -1, true, -1});
    snapshots.push_back(m_deadStoneSummary);
    std::vector<int> positionOfStep(m_positionOfStep.size(), -1);
    for (int s = 0; s < StageCount; ++s) {
        const Stage stage = Stage(s);
        const int summary = m_summaryStep[size_t(s)];
        const int from = summary >= 0 ? m_positionOfStep[size_t(summary)] : m_stageStart[size_t(s)];
        const int at = int(locations.size());
        for (int k = m_stageStart[size_t(s)] + 1; k <= m_stageStart[size_t(s)] + m_stepCount[size_t(s)]; ++k)
            positionOfStep[size_t(m_locations[size_t(k)].traceIndex)] = at;
        locations.push_back({stage, 0, -1, false, -1, true, summary});
        snapshots.push_back(m_snapshots[size_t(from)]);
        m_stageStart[size_t(s)] = at;
        m_stepCount[size_t(s)] = 0;
    }
    m_locations = std::move(locations);
    m_snapshots = std::move(snapshots);
    m_positionOfStep = std::move(positionOfStep);
}

const GroupVerdict* TraceWalk::deadStoneGroupAt(int position) const
{
    const Location& location = m_locations[size_t(position)];
    if (!location.deadStoneStage || location.group < 0)
        return nullptr;
    return &m_deadStones.groups[size_t(m_deadStoneGroups[size_t(location.group)])];
}

// The dead-stone stage: the stones as played, unmarked, then one group at a time with what the
// finder made of it (dead stones translucent with a cross, the stones in seki with their shared
// liberties as dame, undecided ones ringed), the group shown outlined and its reason's points
// circled.
void TraceWalk::replayDeadStones()
{
    DeadStoneFinder finder;
    m_deadStones = finder.find(m_position.board);
    m_deadStoneGroups.clear();
    for (size_t g = 0; g < m_deadStones.groups.size(); ++g)
        if (m_deadStones.groups[g].status != GroupStatus::Alive)
            m_deadStoneGroups.push_back(int(g));
    std::stable_sort(m_deadStoneGroups.begin(), m_deadStoneGroups.end(), [&](int a, int b) {
        const Point pa = m_deadStones.groups[size_t(a)].stones.front();
        const Point pb = m_deadStones.groups[size_t(b)].stones.front();
        return pa.y != pb.y ? pa.y < pb.y : pa.x < pb.x;
    });

    Snapshot current;
    current.scene.board = m_position.board;
    current.scene.showCoordinates = true;
    m_locations.push_back({Stage::DeadRemoved, 0, -1, true, -1});
    m_snapshots.push_back(current);
    m_deadStoneSummary = current;
    for (size_t k = 0; k < m_deadStoneGroups.size(); ++k) {
        const GroupVerdict& group = m_deadStones.groups[size_t(m_deadStoneGroups[k])];
        current.scene.highlighted.reset();
        current.scene.shapes.clear();
        for (Point p : group.stones) {
            const size_t i = size_t(cell(p));
            current.scene.highlighted.set(i);
            if (group.status == GroupStatus::Dead)
                current.scene.dead.set(i);
            else if (group.status == GroupStatus::Undecided)
                current.scene.undecided.set(i);
        }
        if (group.status == GroupStatus::Seki)
            for (Point p : group.points)
                if (m_position.board.at(p) == Color::Empty)
                    current.scene.marks[size_t(cell(p))] = PointMark::Dame;
        for (Point p : group.points)
            current.scene.shapes.push_back({p, MarkShape::Circle});
        // The beginner's one picture: every group's verdict, without the reasons' points.
        BoardScene& summary = m_deadStoneSummary.scene;
        summary.highlighted |= current.scene.highlighted;
        summary.dead |= current.scene.dead;
        summary.undecided |= current.scene.undecided;
        if (group.status == GroupStatus::Seki)
            for (Point p : group.points)
                if (m_position.board.at(p) == Color::Empty)
                    summary.marks[size_t(cell(p))] = PointMark::Dame;
        m_locations.push_back({Stage::DeadRemoved, int(k) + 1, -1, true, int(k)});
        m_snapshots.push_back(current);
    }
}

const Step* TraceWalk::step(int position) const
{
    const int index = m_locations[size_t(position)].traceIndex;
    return index < 0 ? nullptr : &m_trace.steps()[size_t(index)];
}

int TraceWalk::fillStepAt(Point p) const
{
    return m_position.board.contains(p) ? m_fillStepAt[size_t(cell(p))] : -1;
}

int TraceWalk::verdictStepAt(Point p) const
{
    return m_position.board.contains(p) ? m_verdictStepAt[size_t(cell(p))] : -1;
}

// Lays the steps out stage by stage and applies the board-changing ones to a running snapshot.
void TraceWalk::replay()
{
    const std::vector<Step>& steps = m_trace.steps();
    const Board& board = m_position.board;
    const size_t cells = size_t(board.cellCount());
    m_fillStepAt.assign(cells, -1);
    m_verdictStepAt.assign(cells, -1);
    m_positionOfStep.assign(steps.size(), -1);
    m_locations.clear();
    m_snapshots.clear();
    replayDeadStones();

    // The scorer records a phase's stages in order, and the steps both phases show with the first
    // phase's: the other phase's reading is put in order here (readingOrder), as is a trace
    // assembled by hand.
    std::vector<int> order;
    order.reserve(steps.size());
    for (size_t k = 0; k < steps.size(); ++k)
        if (Trace::inPhase(steps[k].run, m_phase))
            order.push_back(int(k));
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return readingOrder(steps[size_t(a)]) < readingOrder(steps[size_t(b)]);
    });

    Snapshot current;
    current.scene.board = board;
    current.scene.dead = m_position.dead;
    current.scene.showCoordinates = true;

    size_t next = 0;
    for (int s = 0; s < StageCount; ++s) {
        const Stage stage = Stage(s);
        m_summaryStep[size_t(s)] = -1;
        m_stageStart[size_t(s)] = int(m_locations.size());
        m_locations.push_back({stage, 0, -1});
        m_snapshots.push_back(current);
        int count = 0;
        for (; next < order.size() && steps[size_t(order[next])].stage == stage; ++next) {
            const int index = order[next];
            const Step& step = steps[size_t(index)];
            const std::span<const Point> points = m_trace.points(step);
            switch (step.kind) {
            case StepKind::RemoveDeadBlock:
                for (Point p : points) {
                    current.scene.board.set(p, Color::Empty);
                    current.scene.dead.reset(size_t(cell(p)));
                }
                break;
            case StepKind::FillNeutral:
                current.scene.board.set(step.point, step.color);
                current.neutralFilled.set(size_t(cell(step.point)));
                m_fillStepAt[size_t(cell(step.point))] = index;
                break;
            case StepKind::StrictFill:
                // A dame either player can fill stays no one's; one only a player can fill is his
                // stone, and a connection is the owner's stone on a false eye.
                if (step.color == Color::Empty) {
                    current.scene.marks[size_t(cell(step.point))] = PointMark::Dame;
                } else {
                    current.scene.board.set(step.point, step.color);
                    (step.strictFill().connection() ? current.falseEyeFilled : current.neutralFilled)
                        .set(size_t(cell(step.point)));
                }
                m_fillStepAt[size_t(cell(step.point))] = index;
                break;
            case StepKind::FillFalseEye:
                current.scene.board.set(step.point, step.color);
                current.falseEyeFilled.set(size_t(cell(step.point)));
                m_fillStepAt[size_t(cell(step.point))] = index;
                break;
            case StepKind::Territory:
                for (Point p : points) {
                    current.scene.marks[size_t(cell(p))]
                        = step.color == Color::Black ? PointMark::BlackTerritory : PointMark::WhiteTerritory;
                    m_verdictStepAt[size_t(cell(p))] = index;
                }
                break;
            case StepKind::Seki:
            case StepKind::StrictSeki:
                for (Point p : points) {
                    current.scene.marks[size_t(cell(p))] = PointMark::SekiEye;
                    m_verdictStepAt[size_t(cell(p))] = index;
                }
                break;
            case StepKind::StrictDame:
                for (Point p : points) {
                    current.scene.marks[size_t(cell(p))] = PointMark::Dame;
                    m_verdictStepAt[size_t(cell(p))] = index;
                }
                break;
            case StepKind::Unresolved:
                for (Point p : points)
                    current.scene.unresolved.set(size_t(cell(p)));
                break;
            case StepKind::Tally:
                // The last word: the position as it was played, with the verdict on every point
                // exactly as the score shows it (dead stones back, translucent, on their points).
                current.scene.board = board;
                current.scene.dead = m_position.dead;
                current.neutralFilled.reset();
                current.falseEyeFilled.reset();
                current.scene.clearMarks();
                board.forEachPoint([&](Board::Index i) {
                    const PointResult& result = m_result.points[size_t(i)];
                    current.scene.marks[size_t(i)] = markForResult(result);
                    if (result.unresolved)
                        current.scene.unresolved.set(size_t(i));
                });
                break;
            default:
                break;
            }
            ++count;
            if (isResultKind(step.kind))
                m_summaryStep[size_t(s)] = index;
            m_positionOfStep[size_t(index)] = int(m_locations.size());
            m_locations.push_back({stage, count, index});
            m_snapshots.push_back(current);
        }
        m_stepCount[size_t(s)] = count;
    }
}

} // namespace seki::ui
