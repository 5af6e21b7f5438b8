#pragma once

#include "common/translatedtexts.h"
#include "teaching/handoutwriter.h"
#include "teaching/lessonlibrary.h"
#include "teaching/presentationwindow.h"
#include "teaching/teachinghost.h"

#include <QObject>
#include <QSize>
#include <QString>

#include <memory>

class QAction;
class QDockWidget;
class QMenu;

namespace seki::ui {

class BoardEditor;
class ExercisePanel;
class ExerciseSession;
struct BoardScene;
class RecoveryKeeper;
class UserPrompts;

// The window's teaching kit: opening lessons and their browser, the board editor (New Position,
// the Edit menu's editor actions and tools), presentation mode, and handouts. It owns the
// teaching actions and the Lessons menu, which the window puts in its menus, and works on the
// window's document, board and walk-through through a TeachingHost.
class TeachingController : public QObject {
    Q_OBJECT
public:
    TeachingController(TeachingHost& host, const TeachingParts& parts);

    // Makes the actions, the board editor and the Lessons menu (after the window made its own
    // menus and the walk-through).
    void install();

    BoardEditor* editor() const { return m_editor; }
    PresentationWindow* presentation() const { return m_presentation; }
    QAction* newPositionAction() const { return m_newPositionAction; }
    QAction* exportHandoutAction() const { return m_exportHandoutAction; }
    QAction* presentationAction() const { return m_presentationAction; }
    // Lessons: Browse Lessons, then every bundled lesson.
    QMenu* lessonsMenu() const { return m_lessonsMenu; }
    // Edit › Editor Tools: the board editor's tools, enabled while it is on.
    QMenu* toolsMenu() const { return m_toolsMenu; }
    // Lessons › Exercises: the exercises of the bundled and the teacher's lessons, one after another.
    QAction* exercisesAction() const { return m_exercisesAction; }

    // --- Exercises (Seki or not?, Count it, Your move): the one being answered is the window's
    // board's (its own input mode) and the Exercise dock's.
    ExerciseSession* exerciseSession() const { return m_exercise; }
    ExercisePanel* exercisePanel() const { return m_exercisePanel; }
    QDockWidget* exerciseDock() const { return m_exerciseDock; }
    bool exerciseActive() const;
    // The set: every exercise of the bundled lessons, then of the teacher's, in the browser's order.
    int exerciseCount() const { return int(m_exerciseSet.size()); }
    int exerciseIndex() const { return m_exerciseIndex; }
    int solvedExerciseCount() const;
    // Opens exercise `index` of the set: its position alone as the document (the answers stay
    // with the exercise, out of the game tree), the question in the Exercise dock.
    bool openExercise(int index);
    // Lessons › Exercises: the set from the first exercise not yet solved.
    void showExercises();
    void stopExercise();
    // The board while an exercise is answered: the session's.
    void decorateExercise(BoardScene& scene) const;

    // Opens a bundled lesson (LessonLibrary) under the lesson's own rules. A lesson of one
    // position goes straight into the scoring walk-through at stage 1; a lesson with moves and
    // variations opens at its first node, to be stepped through (the Comments dock shows the
    // teacher's text), and presentation mode shows its nodes before the walk-through.
    bool openLesson(const QString& path);
    // The open lesson's nodes as presentation slides (empty for a game or a one-position lesson).
    QList<LessonSlide> lessonSlides() const;
    // At startup: offers back the positions set up in the editor that an earlier session left
    // unsaved (RecoveryKeeper); one restored opens as a new, unsaved position in the editor.
    bool offerKeptPositions(RecoveryKeeper& recovery, UserPrompts& prompts);
    // A blank board of `size` in the board editor (asks about unsaved changes first).
    bool newPosition(QSize size);
    void newPositionDialog();
    void browseLessons();
    // The handout of what is open: the lesson's own diagrams and exercises, or the lesson's or the
    // game's walk-through, as the options last chosen say (HandoutWriter).
    bool writeHandout(const QString& path, QString& error) const;
    // The open lesson (or the lesson of the exercise being answered) as its handout draws it, its
    // texts in the window's language; nullptr for a game.
    std::shared_ptr<const LessonSource> handoutLesson() const;
    void exportHandout();
    // A sheet of the exercises of the lessons' shelf `shelf` ("go", "scorer", "mine"): the
    // problems numbered on a grid, the answers at the back, titled by the shelf, with the handout's
    // last options for coordinates and theme; nullptr when the shelf poses no exercise.
    std::unique_ptr<HandoutWriter> problemSheet(const QString& shelf) const;
    // Shows the shelf's problem sheet in a print preview, to print it (or print it to a PDF file).
    void printProblemSheet(const QString& shelf);
    void setPresentationMode(bool on);

    // Title and text for a handout or the presentation: the lesson's, else the game's name.
    QString teachingTitle() const;
    QString teachingIntroduction() const;
    // The handout's options as last chosen, with how the open game ended when it was not counted.
    HandoutOptions handoutOptions() const;
    HandoutOptions withRecordedResult(HandoutOptions options) const;

    // The window opened another document (or none): it is no lesson until openLesson says so.
    void documentChanged();
    // Enables the handout action when there is a walk-through to make one of.
    void updateActions(bool walk);
    // After a language switch: the actions' and menus' texts, the open lesson's title and
    // comment (window title, presentation, handout) and the Lessons menu's titles.
    void retranslate();

signals:
    // Presentation mode is coming on: the window clears what the teacher picked on its board
    // (an eye space), so the class sees the step alone.
    void presentationStarting();

private:
    struct ExerciseEntry {
        QString path;
        int node = 0;
        QString key() const { return path + QLatin1Char('#') + QString::number(node); }
    };
    void loadExerciseSet();
    void updateExerciseProgress();
    void refreshLessonTexts();
    // The open exercise's lesson texts in the window's language: its name (window title, panels,
    // presentation), its question and the words on its answers. Returns them by node of the lesson.
    QHash<int, QString> showExerciseTexts(const Lesson& lesson);
    // The open lesson's texts, in the window's language, onto the Comments dock and the
    // presentation.
    void showLessonTexts();

    TeachingHost& m_host;
    TeachingParts m_parts;
    // The texts of the actions and menus made here, each written once.
    TranslatedTexts m_texts{"seki::ui::TeachingController"};
    BoardEditor* m_editor = nullptr;
    PresentationWindow* m_presentation = nullptr;
    QString m_lessonTitle; // the open lesson's, "" for a game
    QString m_lessonComment;
    QList<LessonNodeText> m_lessonNodes;
    QMenu* m_toolsMenu = nullptr;
    QMenu* m_lessonsMenu = nullptr;
    QAction* m_newPositionAction = nullptr;
    QAction* m_browseLessonsAction = nullptr;
    QAction* m_exportHandoutAction = nullptr;
    QAction* m_presentationAction = nullptr;
    QAction* m_exercisesAction = nullptr;
    ExerciseSession* m_exercise = nullptr;
    ExercisePanel* m_exercisePanel = nullptr;
    QDockWidget* m_exerciseDock = nullptr;
    QList<ExerciseEntry> m_exerciseSet;
    int m_exerciseIndex = -1;
    // The open exercise's line: each node of the lesson down to the question, with its node in
    // the exercise's own document.
    std::vector<std::pair<int, int>> m_exerciseLine;
    QStringList m_solvedExercises;
    bool m_openingExercise = false; // the exercise's own document is being set
};

} // namespace seki::ui
