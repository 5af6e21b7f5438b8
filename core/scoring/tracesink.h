#pragma once

#include "trace.h"

#include "board/boardscratch.h"

#include <span>

namespace seki {

// Where the stages send their trace steps. The scorer's batch path passes a NoTrace, whose
// Enabled is false: every stage guards its recording with `if constexpr (Sink::Enabled)`, so the
// recording compiles out there. A TraceRecorder appends to a Trace.
struct NoTrace {
    static constexpr bool Enabled = false;
    Step* add(Stage, StepKind) { return nullptr; }
    void addPoint(Point) { }
    void addNumber(int) { }
    void setRun(StepRun) { }
};

struct TraceRecorder {
    static constexpr bool Enabled = true;
    explicit TraceRecorder(Trace& trace) : trace(trace) { }
    Step* add(Stage stage, StepKind kind) { return &trace.add(stage, kind); }
    void addPoint(Point p) { trace.addPoint(p); }
    void addNumber(int n) { trace.addNumber(n); }
    void setRun(StepRun run) { trace.setRun(run); }
    std::size_t stepCount() const { return trace.stepCount(); }
    Trace& trace;
};

// Appends to the last step every point of the board (row order) for which predicate(index) holds.
// (Scratch: a BoardScratch, or a WorkBoard with its table of points.)
template <class Scratch, class Sink, class Predicate>
void addPointsWhere(const Scratch& s, Sink& sink, Predicate&& predicate)
{
    s.forEachPoint([&](int i) {
        if (predicate(i))
            sink.addPoint(s.point(i));
    });
}

// Appends the given board indices to the last step, as points (at once, where the scratch has a
// table of points: a WorkBoard).
template <class Scratch, class Sink>
void addPoints(const Scratch& s, Sink& sink, std::span<const int> indices)
{
    if constexpr (Sink::Enabled && requires { s.pointAt.data(); }) {
        sink.trace.addPoints(s.pointAt.data(), indices);
    } else {
        for (int i : indices)
            sink.addPoint(s.point(i));
    }
}

} // namespace seki
