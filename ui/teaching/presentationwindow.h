#pragma once

#include "board/boardgeometry.h"
#include "board/boardscene.h"

#include <QWidget>

#include <optional>

class QTimer;

namespace seki::ui {

class ExerciseSession;
class TraceController;

// One slide of a lesson's own nodes, shown before the scorer's walk-through: the board at the
// node with the teacher's marks, the node's name and the teacher's text, and where the lesson
// branches, its variations to choose from.
struct LessonSlide {
    BoardScene scene;
    QString heading;
    QString text;
    QList<int> choices;      // the slides where the variations begin (more than one at a fork)
    QStringList choiceNames; // what each choice is ("If Black plays D9")
};

// Presentation mode: the walk-through for a class on a projector. A full-screen window with the
// board as large as the screen allows; beside it (below it on a tall screen) the lesson's own
// text in large type with the scorer's step beneath it; the points the current step is about
// ringed in high-contrast yellow and black, and a progress line, on a dark background. The last
// slide gives the result and names each seki, its points drawn as large marks.
//
// It follows the window's TraceController, so leaving presentation leaves the review where the
// class got to. Keys, including what presenter remotes send: Right, Down, Page Down, Space,
// Enter, N: next step (a step still animating is finished first); Left, Up, Page Up, Backspace,
// P: previous step; 1 to 9: a variation where the lesson branches; Shift+Page Down / Shift+Page
// Up: next / previous stage; Home, End; B or '.':
// blank the screen (again: back); C: coordinates; Escape or F5: leave. A left click steps
// forward, a right click back.
class PresentationWindow : public QWidget {
    Q_OBJECT
public:
    explicit PresentationWindow(TraceController& controller, QWidget* parent = nullptr);

    // The name shown above the explanation (the lesson's or the game's).
    void setTitle(const QString& title);
    QString title() const { return m_title; }
    // The teacher's words (the lesson's comment), shown above the scorer's step; empty for a game.
    void setLessonText(const QString& text);
    // How the game ended when it was not counted ("White won by resignation"): the last slide
    // leads with it, and gives the count as the position's as it stands. Empty: a counted game.
    void setRecordedResult(const QString& words);
    QString lessonText() const { return m_lessonText; }
    // What is shown when there is no walk (a position the scorer cannot read, or none open).
    void setFallbackScene(const BoardScene& scene);
    // A lesson's own nodes, shown first (in the tree's order: each variation follows the line it
    // branches from); the walk-through comes after the last. Empty: the walk only. Shows slide 0.
    void setLessonSlides(const QList<LessonSlide>& slides);
    int lessonSlideCount() const { return int(m_slides.size()); }
    // The lesson slide shown, or -1 on the walk-through.
    int lessonSlide() const { return m_slide; }
    // A slide's text too long for the least size is split at sentences over pages, stepped
    // through like slides: the pages of the slide shown, and the one shown.
    QStringList slideTextPages() const;
    int slideTextPage() const { return m_textPage; }
    // -1: the walk-through where it stands.
    void showLessonSlide(int slide);
    // At a fork: shows the slide where variation `choice` (0 for the first) begins.
    bool chooseVariation(int choice);

    // An exercise for the class (nullptr: none): its board and question in place of the lesson,
    // `progress` above the question ("Exercise 3 of 11"). The class answers by the teacher's clicks
    // on the board (the left button as in the window, the right one back through the cycle);
    // Enter or Space checks, A shows the answer, T tries again, Page Down / Right and Page Up /
    // Left go to the next and the previous exercise of the set.
    void setExercise(ExerciseSession* session, const QString& progress = {});
    bool showsExercise() const;
    // The centre of board point `p` on the screen, and the point under `position`.
    QPointF pointCentre(Point p) const;
    std::optional<Point> pointAt(QPointF position) const;

    bool isBlanked() const { return m_blanked; }
    void setBlanked(bool blanked);
    bool showCoordinates() const { return m_showCoordinates; }

    // What is on the screen now, for tests and screen readers: heading and explanation.
    QString headingText() const;
    QString explanationText() const;
    // On the last slide (the end of the walk): the result and the seki, named; else empty.
    bool isFinalSlide() const;
    QString resultText() const;
    QString sekiText() const;
    // Where the board is drawn, in widget coordinates.
    QRectF boardArea() const;

signals:
    // Escape or F5: the window ends presentation mode.
    void leaveRequested();
    // With an exercise shown: the next or the previous one of the set.
    void nextExerciseRequested();
    void previousExerciseRequested();
    // S during the walk-through: the beginner's one step per stage, or every step (the window's
    // switch in the timeline decides; the walk-through stays at its stage).
    void walkDetailToggleRequested();

protected:
    void paintEvent(QPaintEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void closeEvent(QCloseEvent* event) override;
    bool event(QEvent* event) override;
    // LanguageChange: the title is set again and the painted texts follow on the repaint.
    void changeEvent(QEvent* event) override;

private:
    struct Layout {
        QRectF board;
        QRectF text;
        QRectF footer;
    };
    Layout layout() const;
    // The current step's points: `rings` for a few points (drawn over the walk-through's
    // overlay), else the outline of their area (drawn under it).
    void paintHighlights(QPainter& painter, const BoardGeometry& geometry, bool rings) const;
    void paintText(QPainter& painter, const QRectF& area) const;
    // The seki's points on the last slide: large marks, not thin rings.
    void paintSeki(QPainter& painter, const BoardGeometry& geometry) const;
    void paintFooter(QPainter& painter, const QRectF& area) const;
    void paintSlideText(QPainter& painter, const QRectF& area) const;
    void paintExerciseText(QPainter& painter, const QRectF& area) const;
    // The least sizes of the coordinates and of the lesson's text, for this screen.
    double labelPixels() const;
    double smallestTextPixels() const;
    // Where a slide's text goes in the text area: below the title and heading, above the choices.
    QRectF slideTextBox(const QRectF& area) const;
    bool exerciseKey(QKeyEvent* event);
    BoardScene exerciseScene() const;
    void toWalk(bool atEnd);
    void next();
    void previous();

    TraceController& m_controller;
    QString m_title;
    QString m_recordedResult;
    QString m_lessonText;
    BoardScene m_fallback;
    QList<LessonSlide> m_slides;
    int m_slide = -1;
    int m_textPage = 0; // the page of the slide's text shown (a long text is split, not shrunk)
    bool m_hasFallback = false;
    bool m_blanked = false;
    bool m_showCoordinates = true;
    QTimer* m_cursorTimer;
    ExerciseSession* m_exercise = nullptr;
    QString m_exerciseProgress;
    QMetaObject::Connection m_exerciseConnection;
};

} // namespace seki::ui
