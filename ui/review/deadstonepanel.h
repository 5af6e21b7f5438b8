#pragma once

#include "review/walkstagepanel.h"

namespace seki::ui {

class TraceWalk;

// The walk-through's first stage, before stage 1: which stones are dead, and why, as SekiScope's
// own dead-stone finder reads the stones as they were played (TraceWalk's dead-stone stage). Its
// board with every verdict, and one line per group (dead, in seki, undecided) with the reason;
// choosing a line moves the timeline there, the line of the group the timeline shows is selected.
class DeadStonePanel : public WalkStagePanel {
    Q_OBJECT
public:
    explicit DeadStonePanel(TraceController& controller, QWidget* parent = nullptr);

    // The stage's title, what its start says, and what a position of it says (the explanation
    // under the board): the group, its verdict and reason, and what the game's marks hold.
    static QString title();
    static QString introduction(const TraceWalk& walk);
    // The beginner's one step: what the finder does and what it found, all groups at once.
    static QString summary(const TraceWalk& walk);
    static QString explain(const TraceWalk& walk, int position);

    QStringList groupTexts() const { return lineTexts(); }

protected:
    QString noWalkText() const override;
    QString summaryText() const override;
    int endPosition() const override;
    void addLines(QListWidget& list) const override;
    int linePosition(int row) const override;
    int currentLine() const override;
};

} // namespace seki::ui
