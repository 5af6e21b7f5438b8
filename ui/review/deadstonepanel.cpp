#include "review/deadstonepanel.h"

#include "review/stepexplainer.h"
#include "review/traceboardview.h"
#include "review/tracecontroller.h"
#include "review/tracewalk.h"

#include "common/verdicttext.h"

#include <QEvent>
#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

namespace seki::ui {

DeadStonePanel::DeadStonePanel(TraceController& controller, QWidget* parent) : QWidget(parent), m_controller(controller)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_board = new TraceBoardView(controller, this);
    m_board->setShowCoordinates(false);
    // As small as the stage panels' miniatures: the walk-through's board stays the largest.
    m_board->setMinimumSize(160, 160);
    setMinimumWidth(160 + layout->contentsMargins().left() + layout->contentsMargins().right());
    m_board->setFocusPolicy(Qt::NoFocus);
    m_board->setToolTip(tr("Click to show this stage on the main board"));
    m_groups = new QListWidget(this);
    m_groups->setAlternatingRowColors(true);
    m_groups->setWordWrap(true);
    m_groups->setResizeMode(QListView::Adjust);
    m_groups->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    layout->addWidget(m_board, 3);
    layout->addWidget(m_summary);
    layout->addWidget(m_groups, 2);

    connect(m_board, &TraceBoardView::clicked, this, [this] {
        m_controller.goTo(m_controller.walk().deadStoneStageEnd());
        emit activated();
    });
    auto choose = [this](QListWidgetItem* item) {
        const int row = m_groups->row(item);
        if (m_updating || row < 0 || !m_controller.hasWalk())
            return;
        m_controller.pause();
        m_controller.goTo(row + 1, true);
        emit activated();
    };
    connect(m_groups, &QListWidget::itemClicked, this, choose);
    connect(m_groups, &QListWidget::itemActivated, this, choose);
    connect(&m_controller, &TraceController::walkChanged, this, &DeadStonePanel::rebuild);
    connect(&m_controller, &TraceController::positionChanged, this, &DeadStonePanel::followPosition);
    rebuild();
}

QString DeadStonePanel::title()
{
    return tr("Which stones are dead, and why");
}

QString DeadStonePanel::introduction(const TraceWalk& walk)
{
    int dead = 0, seki = 0, undecided = 0;
    for (int g : walk.deadStoneGroups()) {
        const GroupStatus status = walk.deadStones().groups[size_t(g)].status;
        dead += status == GroupStatus::Dead;
        seki += status == GroupStatus::Seki;
        undecided += status == GroupStatus::Undecided;
    }
    if (dead + seki + undecided == 0)
        return tr("SekiScope's own dead-stone finder reads the stones as they were played: every group lives. "
                  "Stage 1 then takes off the stones marked dead.");
    return tr("SekiScope's own dead-stone finder reads the stones as they were played: dead groups %1, groups in "
              "seki %2, undecided %3. Step through them to see why; stage 1 then takes off the stones marked "
              "dead.")
        .arg(dead)
        .arg(seki)
        .arg(undecided);
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

void DeadStonePanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_board->setToolTip(tr("Click to show this stage on the main board"));
        rebuild();
    }
    QWidget::changeEvent(event);
}

QStringList DeadStonePanel::groupTexts() const
{
    QStringList texts;
    for (int row = 0; row < m_groups->count(); ++row)
        texts << m_groups->item(row)->text();
    return texts;
}

int DeadStonePanel::currentRow() const
{
    return m_groups->currentRow();
}

void DeadStonePanel::rebuild()
{
    m_updating = true;
    m_groups->clear();
    if (!m_controller.hasWalk()) {
        m_board->setPinnedPosition(-1);
        m_board->setVisible(false);
        m_summary->setText(tr("Open a game to see which stones are dead, and why."));
        m_groups->setVisible(false);
        m_updating = false;
        return;
    }
    const TraceWalk& walk = m_controller.walk();
    m_board->setVisible(true);
    m_board->setPinnedPosition(walk.deadStoneStageEnd());
    m_summary->setText(walk.isOneStepPerStage() ? summary(walk) : introduction(walk));
    m_groups->setVisible(walk.deadStoneStageEnd() > 0);
    const int height = walk.board().height();
    for (int k = 1; k <= walk.deadStoneStageEnd(); ++k) {
        const GroupVerdict& group = *walk.deadStoneGroupAt(k);
        auto* item = new QListWidgetItem(tr("%1. %2: %3").arg(k).arg(VerdictText::status(group.status),
                                                                    VerdictText::group(group, height)));
        item->setToolTip(VerdictText::of(group, height));
        m_groups->addItem(item);
    }
    m_updating = false;
    followPosition();
}

void DeadStonePanel::followPosition()
{
    if (!m_controller.hasWalk())
        return;
    m_updating = true;
    const int step = m_controller.inDeadStoneStage() ? m_controller.stepInStage() : 0;
    if (step > 0) {
        m_groups->setCurrentRow(step - 1);
        m_groups->scrollToItem(m_groups->currentItem());
    } else {
        m_groups->setCurrentRow(-1);
    }
    m_updating = false;
}

} // namespace seki::ui
