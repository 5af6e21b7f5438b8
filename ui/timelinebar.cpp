#include "timelinebar.h"

#include "tracecontroller.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QStyle>
#include <QToolButton>

namespace seki::ui {

TimelineBar::TimelineBar(TraceController& controller, QWidget* parent) : QWidget(parent), m_controller(controller)
{
    QStyle* style = this->style();
    auto makeAction = [this](const QIcon& icon, const QString& text, const QKeySequence& key, auto slot) {
        auto* action = new QAction(icon, text, this);
        action->setShortcut(key);
        action->setToolTip(tr("%1 (%2)").arg(text, key.toString(QKeySequence::NativeText)));
        connect(action, &QAction::triggered, &m_controller, slot);
        addAction(action);
        return action;
    };
    m_stageBack = makeAction(style->standardIcon(QStyle::SP_MediaSkipBackward), tr("Start of Stage"),
                             QKeySequence(Qt::Key_PageUp), &TraceController::stageBackward);
    m_stepBack = makeAction(style->standardIcon(QStyle::SP_MediaSeekBackward), tr("Step Back"),
                            QKeySequence(Qt::Key_Left), &TraceController::stepBackward);
    m_play = makeAction(style->standardIcon(QStyle::SP_MediaPlay), tr("Play"), QKeySequence(Qt::Key_Space),
                        &TraceController::togglePlay);
    m_stepForward = makeAction(style->standardIcon(QStyle::SP_MediaSeekForward), tr("Step Forward"),
                               QKeySequence(Qt::Key_Right), &TraceController::stepForward);
    m_stageForward = makeAction(style->standardIcon(QStyle::SP_MediaSkipForward), tr("End of Stage"),
                                QKeySequence(Qt::Key_PageDown), &TraceController::stageForward);
    m_start = makeAction(QIcon(), tr("First Step"), QKeySequence(Qt::Key_Home), &TraceController::goToStart);
    m_end = makeAction(QIcon(), tr("Last Step"), QKeySequence(Qt::Key_End), &TraceController::goToEnd);

    for (QAction* action : navigationActions())
        m_keys << action->shortcut();

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 2, 6, 2);
    for (QAction* action : {m_stageBack, m_stepBack, m_play, m_stepForward, m_stageForward}) {
        auto* button = new QToolButton(this);
        button->setDefaultAction(action);
        button->setAutoRaise(true);
        button->setFocusPolicy(Qt::NoFocus);
        layout->addWidget(button);
    }
    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setAccessibleName(tr("Scoring step"));
    m_slider->setFocusPolicy(Qt::NoFocus);   // the arrows belong to the step actions
    layout->addWidget(m_slider, 1);
    m_label = new QLabel(this);
    m_label->setMinimumWidth(m_label->fontMetrics().horizontalAdvance(tr("stage 5 of 5 \u00b7 step 888 of 888")));
    layout->addWidget(m_label);
    layout->addWidget(new QLabel(tr("Speed"), this));
    m_speed = new QComboBox(this);
    m_speed->setAccessibleName(tr("Animation speed"));
    for (double factor : speeds())
        m_speed->addItem(tr("%1\u00d7").arg(factor), factor);
    m_speed->setCurrentIndex(int(speeds().indexOf(1.0)));
    m_speed->setFocusPolicy(Qt::NoFocus);
    layout->addWidget(m_speed);

    connect(m_slider, &QSlider::valueChanged, this, [this](int value) {
        if (value != m_controller.position()) {
            m_controller.pause();
            m_controller.goTo(value);
        }
    });
    connect(m_speed, &QComboBox::currentIndexChanged, this,
            [this](int index) { m_controller.setSpeed(m_speed->itemData(index).toDouble()); });
    connect(&m_controller, &TraceController::positionChanged, this, &TimelineBar::updateState);
    connect(&m_controller, &TraceController::walkChanged, this, &TimelineBar::updateState);
    connect(&m_controller, &TraceController::playingChanged, this, &TimelineBar::updateState);
    updateState();
}

void TimelineBar::setShortcutsEnabled(bool enabled)
{
    if (enabled == m_shortcutsEnabled)
        return;
    m_shortcutsEnabled = enabled;
    const QList<QAction*> actions = navigationActions();
    for (qsizetype k = 0; k < actions.size(); ++k)
        actions.at(k)->setShortcut(enabled ? m_keys.at(k) : QKeySequence());
}

QList<double> TimelineBar::speeds()
{
    return {0.25, 0.5, 1.0, 2.0, 4.0, 8.0};
}

QList<QAction*> TimelineBar::navigationActions() const
{
    return {m_play, m_stepBack, m_stepForward, m_stageBack, m_stageForward, m_start, m_end};
}

QString TimelineBar::positionText() const
{
    return m_label->text();
}

void TimelineBar::updateState()
{
    const bool has = m_controller.hasWalk();
    {
        const QSignalBlocker blocker(m_slider);
        m_slider->setRange(0, has ? m_controller.positionCount() - 1 : 0);
        m_slider->setValue(m_controller.position());
    }
    m_slider->setEnabled(has);
    const bool playing = m_controller.isPlaying();
    m_play->setText(playing ? tr("Pause") : tr("Play"));
    m_play->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    m_play->setToolTip(tr("%1 (%2)").arg(m_play->text(), m_keys.front().toString(QKeySequence::NativeText)));
    const int position = m_controller.position();
    const int last = has ? m_controller.positionCount() - 1 : 0;
    m_play->setEnabled(has);
    m_stepBack->setEnabled(has && position > 0);
    m_stageBack->setEnabled(has && position > 0);
    m_start->setEnabled(has && position > 0);
    m_stepForward->setEnabled(has && position < last);
    m_stageForward->setEnabled(has && position < last);
    m_end->setEnabled(has && position < last);
    if (!has) {
        m_label->setText(tr("no game"));
        return;
    }
    const Stage stage = m_controller.stage();
    const int steps = m_controller.walk().stepCount(stage);
    const int step = m_controller.stepInStage();
    m_label->setText(step == 0 ? tr("stage %1 of %2 \u00b7 start (%3)")
                                     .arg(int(stage) + 1)
                                     .arg(StageCount)
                                     .arg(steps == 1 ? tr("1 step") : tr("%1 steps").arg(steps))
                               : tr("stage %1 of %2 \u00b7 step %3 of %4")
                                     .arg(int(stage) + 1)
                                     .arg(StageCount)
                                     .arg(step)
                                     .arg(steps));
}

} // namespace seki::ui
