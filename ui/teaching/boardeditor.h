#pragma once

#include "teaching/lessondraft.h"

#include "board/boardinputhandler.h"

#include "board/position.h"

#include <QObject>
#include <QSize>

#include <array>
#include <optional>

class QAction;
class QActionGroup;
class QComboBox;
class QDockWidget;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QMainWindow;
class QToolBar;
class QUndoStack;

namespace seki::ui {

class BoardView;
class GameDocument;
struct BoardScene;

// The board editor: a mode of the window in which the teacher sets a position up by
// hand. Stones are placed and removed as setup (no captures: a diagram may show anything), the
// board can be any size up to 52 x 52, cleared, its dead stones marked with the usual toggle, its
// komi and rules set. Every edit is an EditPositionCommand (or SetDeadCommand) on the window's
// undo stack, applied through GameDocument, so the score docks follow each edit and saving
// writes the position as SGF setup stones.
//
// Mouse: the left button puts the tool's colour (on a stone of that colour it removes it), the
// right button the other colour; dragging paints the same way and is one undo step. The keyboard
// cursor's Space/Enter (BoardView::pointActivated) acts as a left click.
//
// It is also the lesson editor: the Lesson dock gives the lesson a title, each position the
// teacher's text and the side to play; the mark tools put a triangle, square, circle, cross or a
// letter (A, B, ...) on a point of the position shown; the Play tool plays moves from it, each a
// new position, a variation where one already follows ("if Black plays here"). The moves and
// marks live in a LessonDraft beside the document; the stones set up are the lesson's first
// position. Save as Lesson writes it to the teacher's lessons folder, which the lesson browser
// shows as its own shelf.
// The window's board answers it in BoardInputMode::EditPosition (the mouse's own presses come
// through an event filter, for painting strokes; Space/Enter through activate()).
class BoardEditor : public QObject, public BoardInputHandler {
    Q_OBJECT
public:
    enum class Tool { Black, White, Alternate, Erase, Dead, Triangle, Square, Circle, Cross, Label, Play };
    static constexpr int ToolCount = 11;

    BoardEditor(QMainWindow& window, BoardView& board, QUndoStack& undoStack);
    ~BoardEditor() override;

    void setDocument(GameDocument* document);
    bool isActive() const { return m_active; }

    Tool tool() const { return m_tool; }
    void setTool(Tool tool);
    // The colour the Alternate tool puts next.
    Color nextAlternateColour() const { return m_nextAlternate; }

    QAction* toggleAction() const { return m_toggleAction; }
    QAction* toolAction(Tool tool) const { return m_toolActions[size_t(tool)]; }
    QAction* sizeAction() const { return m_sizeAction; }
    QAction* clearAction() const { return m_clearAction; }
    QToolBar* toolBar() const { return m_toolBar; }
    QDoubleSpinBox* komiBox() const { return m_komiBox; }
    QComboBox* rulesBox() const { return m_rulesBox; }

    // Acts at a point as a click with `buttons` would (the keyboard cursor, tests).
    void applyAt(Point point, Qt::MouseButtons buttons, Qt::KeyboardModifiers modifiers);
    // What the status bar says about the point under the mouse while editing.
    QString describe(Point point) const;
    // The mouse is over `point` (nullopt: off the board) while editing: no block outline, as a
    // click places a stone rather than marks a block; the status bar describes the point.
    void hover(std::optional<Point> point) override;
    void activate(Point point, Qt::MouseButtons buttons, Qt::KeyboardModifiers modifiers) override
    {
        applyAt(point, buttons, modifiers);
    }

    // The edits behind the toolbar, each one undoable step.
    void resizeBoard(QSize size);
    void clearBoard();
    void setKomi(double komi);
    void setRules(Rules rules);

    // The lesson being written, and its dock's fields.
    const LessonDraft& draft() const { return m_draft; }
    LessonDraft& draft() { return m_draft; }
    QDockWidget* lessonDock() const { return m_lessonDock; }
    QLineEdit* titleEdit() const { return m_titleEdit; }
    QPlainTextEdit* textEdit() const { return m_textEdit; }
    QComboBox* toPlayBox() const { return m_toPlayBox; }
    QAction* saveLessonAction() const { return m_saveLessonAction; }
    // The board as the lesson editor shows it: the draft's position (its moves played over the
    // stones set up) with its marks and labels.
    void decorate(BoardScene& scene) const;
    // Goes to a position of the lesson (a node of the draft's tree).
    void showLessonNode(int node);
    // Puts a whole draft back (undo and redo of a mark or a move).
    void restoreDraft(const LessonDraft& draft);
    // Writes the lesson to LessonLibrary::userFolder() (a new file named after the title);
    // returns its path, or "" with `error` set.
    QString saveLesson(QString* error = nullptr);

public slots:
    void setActive(bool active);
    // Asks for a size (BoardSizeDialog) and resizes.
    void chooseBoardSize();

signals:
    void activeChanged(bool active);
    // The editor was turned on with no game open: the window should open a blank board.
    void documentNeeded();
    // The rules were set: the window shows the score under them.
    void rulesChosen(seki::Rules rules);
    // The lesson's moves, marks or position shown changed: the board is drawn again.
    void lessonChanged();
    // A lesson was saved to the teacher's folder.
    void lessonSaved(const QString& path);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    // LanguageChange (passed on by the window to its children): every text is set again.
    bool event(QEvent* event) override;

private:
    void createActions();
    void retranslate();
    void createToolBar();
    void syncWidgets();
    // The colour a press puts at `point` (Empty to remove), by tool and button.
    std::optional<Color> strokeColour(Point point, Qt::MouseButtons buttons) const;
    void beginStroke(Point point, Qt::MouseButtons buttons, Qt::KeyboardModifiers modifiers);
    void continueStroke(Point point);
    void paintPoint(Point point, Color colour);
    void toggleDead(Point point, Qt::KeyboardModifiers modifiers);
    QString pointName(Point point) const;
    void createLessonDock();
    void applyLessonTool(Point point, Qt::MouseButtons buttons);
    // The dock's fields follow the position shown.
    void syncLessonDock();

    QMainWindow& m_window;
    BoardView& m_board;
    QUndoStack& m_undoStack;
    GameDocument* m_document = nullptr;
    QMetaObject::Connection m_documentConnection;
    bool m_active = false;
    Tool m_tool = Tool::Alternate;
    Color m_nextAlternate = Color::Black;

    // The drag in progress: every point it crosses gets m_strokeColour, one undo step.
    int m_stroke = 0;
    bool m_stroking = false;
    Color m_strokeColour = Color::Empty;
    bool m_strokeAlternates = false;
    std::optional<Point> m_strokeLast;
    QString m_strokeStart;

    QAction* m_toggleAction = nullptr;
    QActionGroup* m_toolGroup = nullptr;
    std::array<QAction*, ToolCount> m_toolActions{};
    QAction* m_sizeAction = nullptr;
    QAction* m_clearAction = nullptr;
    QAction* m_doneAction = nullptr;
    QToolBar* m_toolBar = nullptr;
    QDoubleSpinBox* m_komiBox = nullptr;
    QComboBox* m_rulesBox = nullptr;
    QLabel* m_komiLabel = nullptr;
    QLabel* m_rulesLabel = nullptr;

    LessonDraft m_draft;
    QDockWidget* m_lessonDock = nullptr;
    QLabel* m_titleLabel = nullptr;
    QLineEdit* m_titleEdit = nullptr;
    QLabel* m_nodeLabel = nullptr;
    QLabel* m_textLabel = nullptr;
    QPlainTextEdit* m_textEdit = nullptr;
    QLabel* m_toPlayLabel = nullptr;
    QComboBox* m_toPlayBox = nullptr;
    QPushButton* m_backButton = nullptr;
    QPushButton* m_startButton = nullptr;
    QAction* m_saveLessonAction = nullptr;
    QPushButton* m_saveButton = nullptr;
};

} // namespace seki::ui
