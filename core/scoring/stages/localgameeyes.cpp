#include "localgameeyes.h"

#include "expansion.h"

#include "scoring/tables/workboard.h"
#include "scoring/tracesink.h"

#include "eyes/eyeanalyzer.h"

#include <algorithm>

namespace seki {

template <class Sink>
void applyLocalGameValues(WorkBoard& w, PhaseRun& run, const Position& position, Sink& sink)
{
    if (!w.eyeAnalyzer)
        w.eyeAnalyzer = std::make_unique<EyeAnalyzer>();
    EyeAnalyzer::Options options;
    options.checkeredPhase = run.phase;
    const EyeAnalysis& lens = w.eyeAnalyzer->analyze(position, options);
    RegionTable& regions = run.regions;
    groupByExpansion(w, run);
    for (int root = 0; root < regions.count; ++root) {
        if (regions.find(root) != root)
            continue;
        w.expansionPoints.clear();
        for (int i : w.groups.group(root))
            w.expansionPoints.push_back(w.point(i));
        const LocalGameVerdict verdict = lens.verdictFor(w.expansionPoints);
        const int tableSum = regions.eyeSum[size_t(root)];
        if (verdict == LocalGameVerdict::Alive)
            regions.eyeSum[size_t(root)] = std::int16_t(std::max(tableSum, 2));
        else if (verdict == LocalGameVerdict::Seki)
            regions.eyeSum[size_t(root)] = std::int16_t(std::min(tableSum, 1));
        if constexpr (Sink::Enabled) {
            Step* s = sink.add(Stage::Eyes, StepKind::LocalGame);
            s->set(LocalGameFields{root, verdict, tableSum});
            s->color = regions.color[size_t(root)];
            s->point = w.point(regions.first[size_t(root)]);
            for (Point p : w.expansionPoints)
                sink.addPoint(p);
        }
    }
}

template void applyLocalGameValues(WorkBoard&, PhaseRun&, const Position&, NoTrace&);
template void applyLocalGameValues(WorkBoard&, PhaseRun&, const Position&, TraceRecorder&);

} // namespace seki
