#pragma once

#include "review/traceoverlaypainter.h"
#include "review/tracewalk.h"

#include <QObject>

#include <memory>

class QTimer;
class QVariantAnimation;

namespace seki::ui {

// Where the walk-through stands and how it moves: the timeline position, the current step's
// animation (a QVariantAnimation from 0 to 1 that only changes a number: the views repaint from
// the walk's precomputed snapshots), playing, the speed, and the region the inspector selected.
// Every view of the walk (main board, stage panels, timeline, inspector) follows this one object.
class TraceController : public QObject {
    Q_OBJECT
public:
    explicit TraceController(QObject* parent = nullptr);
    ~TraceController() override;

    // A new walk. With keepStage the user stays at the same stage and step (clamped to the new
    // walk's steps): a dead-stone mark changed, the trace was recomputed, the lesson goes on.
    void setWalk(std::shared_ptr<const TraceWalk> walk, bool keepStage);
    const TraceWalk& walk() const { return *m_walk; }
    std::shared_ptr<const TraceWalk> sharedWalk() const { return m_walk; }
    bool hasWalk() const { return !m_walk->isEmpty(); }

    int position() const { return m_position; }
    int positionCount() const { return m_walk->positionCount(); }
    // The stage of the position (DeadRemoved in the dead-stone stage before it).
    Stage stage() const;
    // 0 at the stage's start, 1..n on its steps (the dead-stone stage's groups).
    int stepInStage() const;
    // Whether the position is in the dead-stone stage, before stage 1 (TraceWalk).
    bool inDeadStoneStage() const;
    double progress() const { return m_progress; }
    TraceFrame frame() const;
    bool isPlaying() const { return m_playing; }
    bool isAnimating() const;

    double speed() const { return m_speed; }
    void setSpeed(double factor);
    // How long the step at `position` animates at the current speed, in milliseconds.
    int durationFor(int position) const;

    int selectedRegion() const { return m_selectedRegion; }
    std::optional<Point> selectedPoint() const { return m_selectedPoint; }
    // Selects what the inspector shows (and the boards highlight); nullopt clears it.
    void selectPoint(std::optional<Point> point);

public slots:
    // Jumps without animation; animate plays the step's animation from its beginning.
    void goTo(int position, bool animate = false);
    void stepForward();
    void stepBackward();
    // Page Up: to the start of the stage, or of the previous one when already there (the
    // dead-stone stage before stage 1).
    void stageBackward();
    // Page Down: to the end of the stage, or of the next one when already there.
    void stageForward();
    void goToStart();
    void goToEnd();
    void play();
    void pause();
    void togglePlay();
    // Finishes the current step's animation at once.
    void finishAnimation();

signals:
    void walkChanged();
    void positionChanged(int position);
    // The picture changed: position, animation progress or selection.
    void frameChanged();
    void playingChanged(bool playing);
    void selectionChanged();

private:
    void startAnimation();
    void onAnimationFinished();
    void continuePlaying();

    std::shared_ptr<const TraceWalk> m_walk;
    int m_position = 0;
    double m_progress = 1.0;
    double m_speed = 1.0;
    bool m_playing = false;
    int m_selectedRegion = -1;
    std::optional<Point> m_selectedPoint;
    QVariantAnimation* m_animation;
    QTimer* m_dwell; // the pause between steps while playing
};

} // namespace seki::ui
