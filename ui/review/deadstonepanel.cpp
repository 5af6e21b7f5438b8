#include "review/deadstonepanel.h"

#include "review/stepexplainer.h"
#include "review/tracecontroller.h"
#include "review/tracewalk.h"

#include "common/verdicttext.h"

#include <QListWidget>

namespace seki::ui {

DeadStonePanel::DeadStonePanel(TraceController& controller, QWidget* parent) : WalkStagePanel(controller, parent)
{
    rebuild();
}

QString DeadStonePanel::title()
{
    return tr("Which stones are dead, and why");
}

QString DeadStonePanel::introduction(const TraceWalk& walk)
{
    const StepExplainer::DeadStoneCounts counts = StepExplainer::deadStoneCounts(walk);
    if (counts.dead + counts.seki + counts.undecided == 0)
        return tr("SekiScope's own dead-stone finder reads the stones as they were played: every group lives. "
                  "Stage 1 then takes off the stones marked dead.");
    return tr("SekiScope's own dead-stone finder reads the stones as they were played: dead groups %1, groups in "
              "seki %2, undecided %3. Step through them to see why; stage 1 then takes off the stones marked "
              "dead.")
        .arg(counts.dead)
        .arg(counts.seki)
        .arg(counts.undecided);
}

QString DeadStonePanel::summary(const TraceWalk& walk)
{
    return StepExplainer::deadStoneSummary(walk);
}

QString DeadStonePanel::explain(const TraceWalk& walk, int position)
{
    if (walk.location(position).summary)
        return summary(walk);
    const GroupVerdict* group = walk.deadStoneGroupAt(position);
    if (!group)
        return introduction(walk);
    const int height = walk.board().height();
    int marked = 0;
    for (Point p : group->stones)
        marked += walk.position().dead.test(size_t(walk.board().index(p)));
    const QString marks = marked == 0                        ? tr("The game's marks leave it alive.")
                          : marked == int(group->stones.size()) ? tr("The game's marks call it dead.")
                                                                : tr("The game's marks call some of it dead.");
    return tr("%1. %2. %3").arg(VerdictText::group(*group, height), VerdictText::of(*group, height), marks);
}

QString DeadStonePanel::noWalkText() const
{
    return tr("Open a game to see which stones are dead, and why.");
}

QString DeadStonePanel::summaryText() const
{
    const TraceWalk& walk = controller().walk();
    return walk.isOneStepPerStage() ? summary(walk) : introduction(walk);
}

int DeadStonePanel::endPosition() const
{
    return controller().walk().deadStoneStageEnd();
}

void DeadStonePanel::addLines(QListWidget& list) const
{
    const TraceWalk& walk = controller().walk();
    const int height = walk.board().height();
    for (int k = 1; k <= walk.deadStoneStageEnd(); ++k) {
        const GroupVerdict& group = *walk.deadStoneGroupAt(k);
        auto* item = new QListWidgetItem(tr("%1. %2: %3").arg(k).arg(VerdictText::status(group.status),
                                                                    VerdictText::group(group, height)));
        item->setToolTip(VerdictText::of(group, height));
        list.addItem(item);
    }
}

int DeadStonePanel::linePosition(int row) const
{
    // The dead-stone stage's positions are its groups, from 1.
    return row + 1;
}

int DeadStonePanel::currentLine() const
{
    return controller().inDeadStoneStage() ? controller().stepInStage() : 0;
}

} // namespace seki::ui
