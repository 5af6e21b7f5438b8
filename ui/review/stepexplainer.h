#pragma once

#include "review/tracewalk.h"

#include <QCoreApplication>
#include <QString>

#include <span>

namespace seki::ui {

// Turns the trace's data into plain words: a title and an introduction per stage, a short label
// per step for the step lists, and a one- or two-sentence explanation per step for the text under
// the board and the handout. Every sentence is built from the step's own fields (trace.h), and
// every string goes through tr().
class StepExplainer {
    Q_DECLARE_TR_FUNCTIONS(StepExplainer)
public:
    static QString stageTitle(Stage stage);
    // "Stage 2 of 5: Neutral points filled".
    static QString stageHeading(Stage stage);
    // What the stage does, and how many steps it took here (or why it took none).
    static QString stageIntro(const TraceWalk& walk, Stage stage);

    // The beginner's step of a stage (TraceWalk::Detail::OneStepPerStage): what the stage does and
    // what it found here, in one or two plain sentences, counted from the trace's typed steps.
    static QString stageSummary(const TraceWalk& walk, Stage stage);
    // The beginner's step of the dead-stone stage before stage 1: what SekiScope's finder found.
    static QString deadStoneSummary(const TraceWalk& walk);
    // How many of the groups the dead-stone stage steps through the finder read dead, in seki
    // and undecided: what the stage's introduction and summary count.
    struct DeadStoneCounts {
        int dead = 0;
        int seki = 0;
        int undecided = 0;
    };
    static DeadStoneCounts deadStoneCounts(const TraceWalk& walk);
    // "Black wins by 6", "White wins by 0.5", "a draw (jigo)": the walk's result.
    static QString resultWords(const ScoreResult& result);

    // The explanation of a walk position: the stage's introduction at its start, its summary in
    // the beginner's walk, else its step's.
    static QString explain(const TraceWalk& walk, int position);
    static QString explainStep(const TraceWalk& walk, int traceIndex);
    // A few words for a step list ("Fill D4 Black", "Region at A1: 1 eye").
    static QString stepLabel(const TraceWalk& walk, int traceIndex);

    // "4 stones + 2 top edge + 2 left edge", and the same "= 8".
    static QString boundaryParts(const TraceWalk::RegionInfo& region);
    static QString boundarySum(const TraceWalk::RegionInfo& region);
    static QString eyesText(int halfEyes);
    // The number alone, for badges: "1", "1½", "2".
    static QString eyesNumber(int halfEyes);
    // "square four", "curved four", "containing a square four", or empty for any other shape.
    static QString shapeName(RegionShape shape);
    static QString colourName(Color color);      // "Black", "White"
    static QString colourAdjective(Color color); // "black", "white"
    static QString pointName(const TraceWalk& walk, Point point);
    // "A1, B2 and C3", in row order; longer lists end with "and 5 more".
    static QString pointList(const TraceWalk& walk, std::span<const Point> points, int shown = 6);
    // n == 1 ? one : many with %1 = n. Plain English plurals without a numerus translation file;
    // both forms go through tr() at the call site.
    static QString counted(int n, const QString& one, const QString& many);
    static QString pointCount(int n); // "1 point", "5 points"
    static QString regionsPhrase(const TraceWalk& walk, const Step& step);
    // Where the checkered fill's two phases disagree on a verdict step's points: the other story,
    // with the both-phases rule (empty when they agree).
    static QString bothStories(const TraceWalk& walk, const Step& step);
    // "the regions at A1 and E9" for region ids (each named by its first point).
    static QString regionList(const TraceWalk& walk, std::span<const int> regions);
};

} // namespace seki::ui
