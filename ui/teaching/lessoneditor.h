#pragma once

#include "teaching/editortool.h"
#include "teaching/lessondraft.h"

#include <QObject>
#include <QString>

class QAction;
class QComboBox;
class QDockWidget;
class QLabel;
class QLineEdit;
class QMainWindow;
class QPlainTextEdit;
class QPushButton;
class QUndoStack;

namespace seki::ui {

class GameDocument;
struct BoardScene;

// The lesson editor, the board editor's second half: the Lesson dock gives the lesson a title,
// each position the teacher's text and the root the side to play; the mark tools put a triangle,
// square, circle, cross or a letter on a point of the position shown; the Play tool plays moves
// from it (the left button the side to play, the right button the other side), each a new
// position, a variation where one already follows ("if Black plays here"). The moves and marks
// live in a LessonDraft beside the document, whose position set up is the lesson's first; every
// mark and move is one undo step. Save as Lesson writes it to the teacher's lessons folder
// (LessonLibrary::saveUserLesson), which the lesson browser shows as its own shelf.
class LessonEditor : public QObject {
    Q_OBJECT
public:
    LessonEditor(QMainWindow& window, QUndoStack& undoStack);

    // A new document is a new lesson (only the position, no title, moves or marks yet), or a
    // lesson written before, to go on with.
    void setDocument(GameDocument* document);
    // The position set up was edited: a board of another size drops the moves and marks (they
    // belong to the board they were made on); the title stays.
    void followPosition();
    void setShown(bool shown);

    const LessonDraft& draft() const { return m_draft; }
    LessonDraft& draft() { return m_draft; }
    QDockWidget* dock() const { return m_dock; }
    QLineEdit* titleEdit() const { return m_titleEdit; }
    QPlainTextEdit* textEdit() const { return m_textEdit; }
    QComboBox* toPlayBox() const { return m_toPlayBox; }
    // The exercise the position shown poses: none, Seki or not?, Count it, Your move (the items'
    // data: -1, then ExerciseKind); for a move, whether it answers one rightly or wrongly; and why
    // other moves are wrong (Your move).
    QComboBox* exerciseBox() const { return m_exerciseBox; }
    QComboBox* answerBox() const { return m_answerBox; }
    QLineEdit* reasonEdit() const { return m_reasonEdit; }
    QLabel* exerciseInfo() const { return m_exerciseInfo; }
    QAction* saveAction() const { return m_saveAction; }

    // A click with a lesson tool (marks, letters, Play) at `point` of the position shown.
    void apply(EditorTool tool, Point point, Qt::MouseButtons buttons);
    // What that click would do, for the status bar.
    QString clickAction(EditorTool tool) const;
    // The board as the lesson editor shows it: the draft's position (its moves played over the
    // stones set up) with its marks and labels.
    void decorate(BoardScene& scene) const;
    // Goes to a position of the lesson (a node of the draft's tree).
    void showNode(int node);
    // Puts a whole draft back (undo and redo of a mark or a move).
    void restoreDraft(const LessonDraft& draft);
    // Writes the lesson to LessonLibrary::userFolder() (a new file named after the title); the
    // position set up is then saved with it. Returns its path, or "" with `error` set.
    QString save(QString* error = nullptr);

    // Every text again, in the language now installed.
    void retranslate();

signals:
    // The lesson's moves, marks or position shown changed: the board is drawn again.
    void changed();
    // A lesson was saved to the teacher's folder.
    void saved(const QString& path);
    // Something the user should read in the status bar.
    void message(const QString& text, int timeout);

private:
    void createDock();
    // The dock's fields follow the position shown.
    void syncDock();
    QString pointName(Point point) const;
    // The exercise chosen for the position shown, its key from the scorer (one undo step).
    void chooseExercise(int kind);
    // The key of a Seki or not? or Count it at `node` as the scorer counts that position: the
    // groups the teacher marked there asked about (every group when none is).
    std::optional<ExerciseKey> scorerKey(int node, ExerciseKind kind) const;
    // Every exercise's key renewed from the scorer (the position or the marks may have changed).
    void renewKeys();
    void pushDraftChange(const LessonDraft& before, const char* source);

    QMainWindow& m_window;
    QUndoStack& m_undoStack;
    GameDocument* m_document = nullptr;
    LessonDraft m_draft;
    QDockWidget* m_dock = nullptr;
    QLabel* m_titleLabel = nullptr;
    QLineEdit* m_titleEdit = nullptr;
    QLabel* m_nodeLabel = nullptr;
    QLabel* m_textLabel = nullptr;
    QPlainTextEdit* m_textEdit = nullptr;
    QLabel* m_toPlayLabel = nullptr;
    QComboBox* m_toPlayBox = nullptr;
    QLabel* m_exerciseLabel = nullptr;
    QComboBox* m_exerciseBox = nullptr;
    QLabel* m_answerLabel = nullptr;
    QComboBox* m_answerBox = nullptr;
    QLabel* m_reasonLabel = nullptr;
    QLineEdit* m_reasonEdit = nullptr;
    QLabel* m_exerciseInfo = nullptr;
    QPushButton* m_backButton = nullptr;
    QPushButton* m_startButton = nullptr;
    QAction* m_saveAction = nullptr;
    QPushButton* m_saveButton = nullptr;
};

} // namespace seki::ui
