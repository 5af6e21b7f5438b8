#include "review/tracecontroller.h"

#include <QTimer>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>

namespace seki::ui {

namespace {

// At 1x: long enough to follow, short enough that a 19x19 game's hundreds of fills stay watchable.
constexpr int BaseStepMs = 700;
constexpr int BaseDwellMs = 450;

} // namespace

TraceController::TraceController(QObject* parent)
    : QObject(parent), m_walk(std::make_shared<TraceWalk>()), m_animation(new QVariantAnimation(this)),
      m_dwell(new QTimer(this))
{
    m_animation->setStartValue(0.0);
    m_animation->setEndValue(1.0);
    m_animation->setEasingCurve(QEasingCurve::InOutQuad);
    connect(m_animation, &QVariantAnimation::valueChanged, this, [this](const QVariant& value) {
        m_progress = value.toDouble();
        emit frameChanged();
    });
    connect(m_animation, &QVariantAnimation::finished, this, &TraceController::onAnimationFinished);
    m_dwell->setSingleShot(true);
    connect(m_dwell, &QTimer::timeout, this, [this] {
        if (m_playing)
            stepForward();
    });
}

TraceController::~TraceController() = default;

void TraceController::setWalk(std::shared_ptr<const TraceWalk> walk, bool keepStage)
{
    const Stage stage = this->stage();
    const int step = stepInStage();
    const bool deadStoneStage = inDeadStoneStage();
    m_animation->stop();
    m_dwell->stop();
    m_walk = walk ? std::move(walk) : std::make_shared<TraceWalk>();
    m_progress = 1.0;
    m_selectedRegion = -1;
    if (m_selectedPoint && !m_walk->board().contains(*m_selectedPoint))
        m_selectedPoint.reset();
    int position = 0;
    if (keepStage && hasWalk())
        position = deadStoneStage ? std::min(step, m_walk->deadStoneStageEnd())
                                  : m_walk->positionOf(stage, std::min(step, m_walk->stepCount(stage)));
    m_position = hasWalk() ? std::clamp(position, 0, positionCount() - 1) : 0;
    if (m_selectedPoint)
        selectPoint(m_selectedPoint);
    if (!hasWalk())
        pause();
    emit walkChanged();
    emit positionChanged(m_position);
    emit frameChanged();
}

Stage TraceController::stage() const
{
    return hasWalk() ? m_walk->location(m_position).stage : Stage::DeadRemoved;
}

int TraceController::stepInStage() const
{
    return hasWalk() ? m_walk->location(m_position).step : 0;
}

bool TraceController::inDeadStoneStage() const
{
    return hasWalk() && m_walk->inDeadStoneStage(m_position);
}

TraceFrame TraceController::frame() const
{
    TraceFrame frame;
    frame.position = m_position;
    frame.progress = m_progress;
    frame.selectedRegion = m_selectedRegion;
    frame.selectedPoint = m_selectedPoint;
    return frame;
}

bool TraceController::isAnimating() const
{
    return m_animation->state() == QAbstractAnimation::Running;
}

void TraceController::setSpeed(double factor)
{
    m_speed = std::clamp(factor, 0.1, 16.0);
}

int TraceController::durationFor(int position) const
{
    const Step* step = hasWalk() ? m_walk->step(position) : nullptr;
    double ms = BaseStepMs;
    if (step) {
        switch (step->kind) {
        case StepKind::FillFalseEye:
            ms = BaseStepMs * 2.2; // the block in atari first, then the fill
            break;
        case StepKind::BoundaryLength:
            // One count per boundary stone and edge point, but never a long wait on a big region.
            ms = std::clamp(step->boundaryLength().length() * 160.0, double(BaseStepMs), 4000.0);
            break;
        case StepKind::FillNeutral:
            ms = BaseStepMs * 0.6;
            break;
        default:
            break;
        }
    }
    return std::max(1, int(std::lround(ms / m_speed)));
}

void TraceController::selectPoint(std::optional<Point> point)
{
    m_selectedPoint = point && m_walk->board().contains(*point) ? point : std::nullopt;
    m_selectedRegion = m_selectedPoint ? m_walk->regionAt(*m_selectedPoint) : -1;
    emit selectionChanged();
    emit frameChanged();
}

void TraceController::goTo(int position, bool animate)
{
    if (!hasWalk())
        return;
    position = std::clamp(position, 0, positionCount() - 1);
    m_animation->stop();
    const bool moved = position != m_position;
    m_position = position;
    if (animate && m_walk->step(position))
        startAnimation();
    else
        m_progress = 1.0;
    if (moved)
        emit positionChanged(m_position);
    emit frameChanged();
}

void TraceController::startAnimation()
{
    m_progress = 0.0;
    m_animation->setDuration(durationFor(m_position));
    m_animation->start();
}

void TraceController::onAnimationFinished()
{
    m_progress = 1.0;
    emit frameChanged();
    continuePlaying();
}

// While playing, the next step follows after a pause; a stage's start has no animation of its
// own, so it gets the pause alone.
void TraceController::continuePlaying()
{
    if (!m_playing)
        return;
    if (m_position + 1 >= positionCount())
        pause();
    else
        m_dwell->start(std::max(1, int(BaseDwellMs / m_speed)));
}

void TraceController::stepForward()
{
    if (!hasWalk())
        return;
    if (isAnimating()) {
        // A second press finishes the step in view before moving on.
        finishAnimation();
        return;
    }
    if (m_position + 1 < positionCount()) {
        goTo(m_position + 1, true);
        if (!isAnimating())
            continuePlaying();
    } else {
        pause();
    }
}

void TraceController::stepBackward()
{
    pause();
    goTo(m_position - 1, false);
}

void TraceController::stageBackward()
{
    if (!hasWalk())
        return;
    pause();
    // The dead-stone stage comes before stage 1.
    if (inDeadStoneStage()) {
        goTo(0);
        return;
    }
    const Stage current = stage();
    const int start = m_walk->stageStart(current);
    if (m_position != start)
        goTo(start);
    else if (current == Stage::DeadRemoved)
        goTo(0);
    else
        goTo(m_walk->stageStart(Stage(int(current) - 1)));
}

void TraceController::stageForward()
{
    if (!hasWalk())
        return;
    pause();
    if (inDeadStoneStage()) {
        const int end = m_walk->deadStoneStageEnd();
        goTo(m_position != end ? end : m_walk->stageEnd(Stage::DeadRemoved));
        return;
    }
    const Stage current = stage();
    const int end = m_walk->stageEnd(current);
    if (m_position != end || current == Stage::Verdict)
        goTo(end);
    else
        goTo(m_walk->stageEnd(Stage(int(current) + 1)));
}

void TraceController::goToStart()
{
    pause();
    goTo(0);
}

void TraceController::goToEnd()
{
    pause();
    goTo(positionCount() - 1);
}

void TraceController::play()
{
    if (!hasWalk() || m_playing)
        return;
    m_playing = true;
    emit playingChanged(true);
    if (m_position + 1 >= positionCount())
        goTo(0); // from the top, as a media player does at the end
    if (!isAnimating())
        stepForward();
}

void TraceController::pause()
{
    m_dwell->stop();
    if (!m_playing)
        return;
    m_playing = false;
    emit playingChanged(false);
}

void TraceController::togglePlay()
{
    if (m_playing)
        pause();
    else
        play();
}

void TraceController::finishAnimation()
{
    if (!isAnimating())
        return;
    m_animation->stop();
    onAnimationFinished();
}

} // namespace seki::ui
