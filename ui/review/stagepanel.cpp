#include "review/stagepanel.h"

#include "review/stepexplainer.h"
#include "review/traceboardview.h"
#include "review/tracecontroller.h"

#include <QEvent>
#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

namespace seki::ui {

StagePanel::StagePanel(Stage stage, TraceController& controller, QWidget* parent)
    : QWidget(parent), m_stage(stage), m_controller(controller)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    m_title = new QLabel(this);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_board = new TraceBoardView(controller, this);
    m_board->setShowCoordinates(false);
    // A miniature beside the main board: small enough that the walk-through's board stays the
    // largest on a 1024x768 screen.
    m_board->setMinimumSize(160, 160);
    // As wide with no game open as with one: the dock keeps its column, its title reads whole.
    setMinimumWidth(160 + layout->contentsMargins().left() + layout->contentsMargins().right());
    m_board->setFocusPolicy(Qt::NoFocus);
    m_board->setToolTip(tr("Click to show this stage on the main board"));
    m_steps = new QListWidget(this);
    m_steps->setAlternatingRowColors(true);
    // A step reads whole in the dock's width (German and Japanese lines run long): wrapped, never
    // cut off behind a horizontal scroll bar. Rows then differ in height; even a 19x19 game's few
    // hundred steps lay out in a moment.
    m_steps->setWordWrap(true);
    m_steps->setResizeMode(QListView::Adjust);
    m_steps->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    layout->addWidget(m_title);
    layout->addWidget(m_board, 3);
    layout->addWidget(m_summary);
    layout->addWidget(m_steps, 2);

    connect(m_board, &TraceBoardView::clicked, this, [this] {
        m_controller.goTo(m_controller.walk().stageEnd(m_stage));
        emit activated();
    });
    // Only a user's choice moves the timeline: the list also gets a current row when it merely
    // receives the focus.
    auto choose = [this](QListWidgetItem* item) {
        const int row = m_steps->row(item);
        if (m_updating || row < 0 || !m_controller.hasWalk() || m_controller.walk().stepCount(m_stage) == 0)
            return;
        m_controller.pause();
        m_controller.goTo(m_controller.walk().positionOf(m_stage, row + 1), true);
        emit activated();
    };
    connect(m_steps, &QListWidget::itemClicked, this, choose);
    connect(m_steps, &QListWidget::itemActivated, this, choose);
    connect(&m_controller, &TraceController::walkChanged, this, &StagePanel::rebuild);
    connect(&m_controller, &TraceController::positionChanged, this, &StagePanel::followPosition);
    rebuild();
}

void StagePanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_board->setToolTip(tr("Click to show this stage on the main board"));
        rebuild();
    }
    QWidget::changeEvent(event);
}

void StagePanel::setTitleVisible(bool visible)
{
    m_title->setVisible(visible);
}

int StagePanel::boardPosition() const
{
    return m_board->pinnedPosition();
}

QStringList StagePanel::stepTexts() const
{
    QStringList texts;
    for (int row = 0; row < m_steps->count(); ++row)
        texts << m_steps->item(row)->text();
    return texts;
}

int StagePanel::currentRow() const
{
    return m_steps->currentRow();
}

void StagePanel::rebuild()
{
    m_updating = true;
    m_title->setText(tr("%1. %2").arg(int(m_stage) + 1).arg(StepExplainer::stageTitle(m_stage)));
    m_steps->clear();
    if (!m_controller.hasWalk()) {
        m_board->setPinnedPosition(-1);
        m_board->setVisible(false);
        m_summary->setText(tr("Open a game to see this stage of the scoring."));
        m_steps->setVisible(false);
        m_updating = false;
        return;
    }
    const TraceWalk& walk = m_controller.walk();
    m_board->setVisible(true);
    m_board->setPinnedPosition(walk.stageEnd(m_stage));
    m_summary->setText(walk.isOneStepPerStage() ? StepExplainer::stageSummary(walk, m_stage)
                                                : StepExplainer::stageIntro(walk, m_stage));
    const int count = walk.stepCount(m_stage);
    m_steps->setVisible(count > 0);
    for (int k = 1; k <= count; ++k) {
        const int traceIndex = walk.location(walk.positionOf(m_stage, k)).traceIndex;
        auto* item = new QListWidgetItem(tr("%1. %2").arg(k).arg(StepExplainer::stepLabel(walk, traceIndex)));
        item->setToolTip(StepExplainer::explainStep(walk, traceIndex));
        m_steps->addItem(item);
    }
    m_updating = false;
    followPosition();
}

void StagePanel::followPosition()
{
    if (!m_controller.hasWalk())
        return;
    m_updating = true;
    const bool here = m_controller.stage() == m_stage && !m_controller.inDeadStoneStage();
    const int step = m_controller.stepInStage();
    if (here && step > 0) {
        m_steps->setCurrentRow(step - 1);
        m_steps->scrollToItem(m_steps->currentItem());
    } else {
        m_steps->setCurrentRow(-1);
    }
    m_updating = false;
}

} // namespace seki::ui
