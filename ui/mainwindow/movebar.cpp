#include "mainwindow/movebar.h"

#include "document/recordnavigator.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>

#include <algorithm>

namespace seki::ui {

MoveBar::MoveBar(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 2, 8, 4);
    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setRange(0, 0);
    m_slider->setPageStep(10);
    m_label = new QLabel(this);
    layout->addWidget(m_slider, 1);
    layout->addWidget(m_label);
    connect(m_slider, &QSlider::valueChanged, this, [this](int value) {
        updateLabel();
        emit moveChanged(value);
    });
    retranslate();
}

void MoveBar::follow(RecordNavigator& navigator)
{
    m_navigator = &navigator;
    connect(this, &MoveBar::moveChanged, &navigator, &RecordNavigator::goToMove);
    connect(&navigator, &RecordNavigator::changed, this, &MoveBar::followNavigator);
}

void MoveBar::followNavigator()
{
    if (!m_navigator)
        return;
    const QSignalBlocker blocker(this);
    setMoveCount(m_navigator->moveCount());
    setMove(m_navigator->move());
    QString detail = m_navigator->moveText();
    if (!m_navigator->onMainLine())
        detail = detail.isEmpty() ? tr("variation") : tr("%1 \u00b7 variation").arg(detail);
    setDetail(detail);
}

void MoveBar::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void MoveBar::retranslate()
{
    m_slider->setAccessibleName(tr("Move"));
    m_slider->setToolTip(tr("Step through the record (Left, Right, Home, End)"));
    m_label->setMinimumWidth(m_label->fontMetrics().horizontalAdvance(tr("Move 000 of 000 (final)")));
    // The move's own words ("White passes") were made in the old language: made again.
    followNavigator();
    updateLabel();
}

void MoveBar::setMoveCount(int moves)
{
    m_moveCount = moves;
    const QSignalBlocker blocker(m_slider);
    m_slider->setRange(0, moves);
    m_slider->setValue(moves);
    m_slider->setEnabled(moves > 0);
    updateLabel();
}

int MoveBar::move() const
{
    return m_slider->value();
}

void MoveBar::setMove(int move)
{
    m_slider->setValue(std::clamp(move, 0, m_moveCount));
}

void MoveBar::setDetail(const QString& detail)
{
    m_detail = detail;
    updateLabel();
}

QString MoveBar::shownText() const
{
    return m_label->text();
}

void MoveBar::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    updateLabel();
}

void MoveBar::updateLabel()
{
    const int value = m_slider->value();
    QString text;
    if (m_moveCount == 0)
        text = tr("No moves");
    else if (value == m_moveCount)
        text = tr("Move %1 of %2 (final)").arg(value).arg(m_moveCount);
    else
        text = tr("Move %1 of %2").arg(value).arg(m_moveCount);
    if (!m_detail.isEmpty())
        text = tr("%1 \u00b7 %2").arg(text, m_detail);
    m_text = text;
    // A long line (a node's problems, which the Comments dock shows whole) would push the slider
    // out of the bar: it is cut to half the bar, and the tooltip and screen readers have it whole.
    const int room = std::max(m_label->minimumWidth(), width() / 2);
    const QString shown = m_label->fontMetrics().elidedText(text, Qt::ElideRight, room);
    m_label->setText(shown);
    m_label->setToolTip(shown == text ? QString() : text);
    m_label->setAccessibleName(text);
}

} // namespace seki::ui
