#include "review/walkstagepanel.h"

#include "review/traceboardview.h"
#include "review/tracecontroller.h"

#include <QEvent>
#include <QLabel>
#include <QListWidget>
#include <QVBoxLayout>

namespace seki::ui {

WalkStagePanel::WalkStagePanel(TraceController& controller, QWidget* parent)
    : QWidget(parent), m_controller(controller), m_column(new QVBoxLayout(this))
{
    m_column->setContentsMargins(4, 4, 4, 4);
    m_column->setSpacing(4);
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_board = new TraceBoardView(controller, this);
    m_board->setShowCoordinates(false);
    // A miniature beside the main board: small enough that the walk-through's board stays the
    // largest on a 1024x768 screen.
    m_board->setMinimumSize(160, 160);
    // As wide with no game open as with one: the dock keeps its column, its title reads whole.
    setMinimumWidth(160 + m_column->contentsMargins().left() + m_column->contentsMargins().right());
    m_board->setFocusPolicy(Qt::NoFocus);
    m_board->setToolTip(tr("Click to show this stage on the main board"));
    m_lines = new QListWidget(this);
    m_lines->setAlternatingRowColors(true);
    // A line reads whole in the dock's width (German and Japanese lines run long): wrapped, never
    // cut off behind a horizontal scroll bar. Rows then differ in height; even a 19x19 game's few
    // hundred steps lay out in a moment.
    m_lines->setWordWrap(true);
    m_lines->setResizeMode(QListView::Adjust);
    m_lines->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_column->addWidget(m_board, 3);
    m_column->addWidget(m_summary);
    m_column->addWidget(m_lines, 2);

    connect(m_board, &TraceBoardView::clicked, this, [this] {
        m_controller.goTo(endPosition());
        emit activated();
    });
    // Only a user's choice moves the timeline: the list also gets a current row when it merely
    // receives the focus.
    auto choose = [this](QListWidgetItem* item) {
        const int row = m_lines->row(item);
        if (m_updating || row < 0 || !m_controller.hasWalk())
            return;
        m_controller.pause();
        m_controller.goTo(linePosition(row), true);
        emit activated();
    };
    connect(m_lines, &QListWidget::itemClicked, this, choose);
    connect(m_lines, &QListWidget::itemActivated, this, choose);
    connect(&m_controller, &TraceController::walkChanged, this, &WalkStagePanel::rebuild);
    connect(&m_controller, &TraceController::positionChanged, this, &WalkStagePanel::followPosition);
}

void WalkStagePanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_board->setToolTip(tr("Click to show this stage on the main board"));
        rebuild();
    }
    QWidget::changeEvent(event);
}

int WalkStagePanel::boardPosition() const
{
    return m_board->pinnedPosition();
}

QStringList WalkStagePanel::lineTexts() const
{
    QStringList texts;
    for (int row = 0; row < m_lines->count(); ++row)
        texts << m_lines->item(row)->text();
    return texts;
}

int WalkStagePanel::currentRow() const
{
    return m_lines->currentRow();
}

void WalkStagePanel::rebuild()
{
    m_updating = true;
    m_lines->clear();
    if (!m_controller.hasWalk()) {
        m_board->setPinnedPosition(-1);
        m_board->setVisible(false);
        m_summary->setText(noWalkText());
        m_lines->setVisible(false);
        m_updating = false;
        return;
    }
    m_board->setVisible(true);
    m_board->setPinnedPosition(endPosition());
    m_summary->setText(summaryText());
    addLines(*m_lines);
    m_lines->setVisible(m_lines->count() > 0);
    m_updating = false;
    followPosition();
}

void WalkStagePanel::followPosition()
{
    if (!m_controller.hasWalk())
        return;
    m_updating = true;
    const int line = currentLine();
    if (line > 0) {
        m_lines->setCurrentRow(line - 1);
        m_lines->scrollToItem(m_lines->currentItem());
    } else {
        m_lines->setCurrentRow(-1);
    }
    m_updating = false;
}

} // namespace seki::ui
