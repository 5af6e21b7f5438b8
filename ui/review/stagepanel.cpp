#include "review/stagepanel.h"

#include "review/stepexplainer.h"
#include "review/tracecontroller.h"

#include <QEvent>
#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

namespace seki::ui {

StagePanel::StagePanel(Stage stage, TraceController& controller, QWidget* parent)
    : WalkStagePanel(controller, parent), m_stage(stage), m_title(new QLabel(this))
{
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setText(titleText());
    column()->insertWidget(0, m_title);
    rebuild();
}

void StagePanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        m_title->setText(titleText());
    WalkStagePanel::changeEvent(event);
}

void StagePanel::setTitleVisible(bool visible)
{
    m_title->setVisible(visible);
}

QString StagePanel::titleText() const
{
    return tr("%1. %2").arg(int(m_stage) + 1).arg(StepExplainer::stageTitle(m_stage));
}

QString StagePanel::noWalkText() const
{
    return tr("Open a game to see this stage of the scoring.");
}

QString StagePanel::summaryText() const
{
    const TraceWalk& walk = controller().walk();
    return walk.isOneStepPerStage() ? StepExplainer::stageSummary(walk, m_stage)
                                    : StepExplainer::stageIntro(walk, m_stage);
}

int StagePanel::endPosition() const
{
    return controller().walk().stageEnd(m_stage);
}

void StagePanel::addLines(QListWidget& list) const
{
    const TraceWalk& walk = controller().walk();
    for (int k = 1; k <= walk.stepCount(m_stage); ++k) {
        const int traceIndex = walk.location(walk.positionOf(m_stage, k)).traceIndex;
        auto* item = new QListWidgetItem(tr("%1. %2").arg(k).arg(StepExplainer::stepLabel(walk, traceIndex)));
        item->setToolTip(StepExplainer::explainStep(walk, traceIndex));
        list.addItem(item);
    }
}

int StagePanel::linePosition(int row) const
{
    return controller().walk().positionOf(m_stage, row + 1);
}

int StagePanel::currentLine() const
{
    const bool here = controller().stage() == m_stage && !controller().inDeadStoneStage();
    return here ? controller().stepInStage() : 0;
}

} // namespace seki::ui
