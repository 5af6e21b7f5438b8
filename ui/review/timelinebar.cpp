#include "review/timelinebar.h"

#include "common/paletteiconengine.h"
#include "review/tracecontroller.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
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
    // The style's shapes in the theme's text colour (light on a dark window).
    const auto icon
        = [style](QStyle::StandardPixmap shape) { return PaletteIconEngine::tinted(style->standardIcon(shape)); };
    auto makeAction = [this](const QIcon& icon, const QKeySequence& key, auto slot) {
        auto* action = new QAction(icon, QString(), this);
        action->setShortcut(key);
        connect(action, &QAction::triggered, &m_controller, slot);
        addAction(action);
        return action;
    };
    m_stageBack
        = makeAction(icon(QStyle::SP_MediaSkipBackward), QKeySequence(Qt::Key_PageUp), &TraceController::stageBackward);
    m_stepBack
        = makeAction(icon(QStyle::SP_MediaSeekBackward), QKeySequence(Qt::Key_Left), &TraceController::stepBackward);
    m_play = makeAction(icon(QStyle::SP_MediaPlay), QKeySequence(Qt::Key_Space), &TraceController::togglePlay);
    m_stepForward
        = makeAction(icon(QStyle::SP_MediaSeekForward), QKeySequence(Qt::Key_Right), &TraceController::stepForward);
    m_stageForward
        = makeAction(icon(QStyle::SP_MediaSkipForward), QKeySequence(Qt::Key_PageDown), &TraceController::stageForward);
    m_start = makeAction(QIcon(), QKeySequence(Qt::Key_Home), &TraceController::goToStart);
    m_end = makeAction(QIcon(), QKeySequence(Qt::Key_End), &TraceController::goToEnd);

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
    m_slider->setFocusPolicy(Qt::NoFocus); // the arrows belong to the step actions
    layout->addWidget(m_slider, 1);
    m_label = new QLabel(this);
    layout->addWidget(m_label);
    m_speedLabel = new QLabel(this);
    layout->addWidget(m_speedLabel);
    m_speed = new QComboBox(this);
    for (double factor : speeds())
        m_speed->addItem(QString(), factor);
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
    retranslate();
}

void TimelineBar::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void TimelineBar::retranslate()
{
    // The keys as the actions were made with them: while the window has the shortcuts off, the
    // tooltips still name them.
    const QList<QAction*> actions = navigationActions();
    const QStringList texts{QString(),          tr("Step Back"),  tr("Step Forward"), tr("Start of Stage"),
                            tr("End of Stage"), tr("First Step"), tr("Last Step")};
    for (qsizetype k = 1; k < actions.size(); ++k) {
        actions.at(k)->setText(texts.at(k));
        actions.at(k)->setToolTip(tr("%1 (%2)").arg(texts.at(k), m_keys.at(k).toString(QKeySequence::NativeText)));
    }
    m_slider->setAccessibleName(tr("Scoring step"));
    m_label->setMinimumWidth(m_label->fontMetrics().horizontalAdvance(tr("stage 5 of 5 \u00b7 step 888 of 888")));
    m_speedLabel->setText(tr("Speed"));
    m_speed->setAccessibleName(tr("Animation speed"));
    const QList<double> factors = speeds();
    for (int k = 0; k < m_speed->count(); ++k)
        m_speed->setItemText(k, tr("%1\u00d7").arg(factors.value(k)));
    // Play/Pause and the position line depend on the state.
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

QList<QPair<QKeySequence, QAction*>> TimelineBar::keyedActions() const
{
    QList<QPair<QKeySequence, QAction*>> keyed;
    const QList<QAction*> actions = navigationActions();
    for (qsizetype k = 0; k < actions.size(); ++k)
        keyed.append({m_keys.at(k), actions.at(k)});
    return keyed;
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
    m_play->setIcon(
        PaletteIconEngine::tinted(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay)));
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
    const int step = m_controller.stepInStage();
    if (m_controller.walk().isOneStepPerStage()) {
        m_label->setText(m_controller.inDeadStoneStage() ? tr("dead stones, before stage 1")
                                                         : tr("stage %1 of %2").arg(int(stage) + 1).arg(StageCount));
        return;
    }
    if (m_controller.inDeadStoneStage()) {
        const int groups = m_controller.walk().deadStoneStageEnd();
        m_label->setText(step == 0 ? tr("dead stones, before stage 1 \u00b7 start (%1)")
                                         .arg(groups == 1 ? tr("1 group") : tr("%1 groups").arg(groups))
                                   : tr("dead stones, before stage 1 \u00b7 group %1 of %2").arg(step).arg(groups));
        return;
    }
    const int steps = m_controller.walk().stepCount(stage);
    m_label->setText(
        step == 0 ? tr("stage %1 of %2 \u00b7 start (%3)")
                        .arg(int(stage) + 1)
                        .arg(StageCount)
                        .arg(steps == 1 ? tr("1 step") : tr("%1 steps").arg(steps))
                  : tr("stage %1 of %2 \u00b7 step %3 of %4").arg(int(stage) + 1).arg(StageCount).arg(step).arg(steps));
}

} // namespace seki::ui
