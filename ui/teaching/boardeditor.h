#pragma once

#include "teaching/editortool.h"
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
class QMainWindow;
class QToolBar;
class QUndoStack;

namespace seki::ui {

class BoardView;
class GameDocument;
class LessonEditor;
class PositionSetup;
struct BoardScene;

// The board editor: a mode of the window in which the teacher sets a position up by hand and
// writes a lesson on it. It owns the mode (Edit › Board Editor), the tools and the editor's tool
// bar (size, clear, komi, rules), and sends each click on the board to the half it belongs to:
// PositionSetup for the stones and dead marks of the position, LessonEditor (the Lesson dock)
// for the lesson's marks, letters and moves.
//
// Mouse: the left button uses the tool, the right button the other colour (stones and moves);
// dragging a stone tool paints and is one undo step. The keyboard cursor's Space/Enter
// (BoardView::pointActivated) acts as a left click.
// The window's board answers it in BoardInputMode::EditPosition (the mouse's own presses come
// through an event filter, for painting strokes; Space/Enter through activate()).
class BoardEditor : public QObject, public BoardInputHandler {
    Q_OBJECT
public:
    using Tool = EditorTool;
    static constexpr int ToolCount = EditorToolCount;

    BoardEditor(QMainWindow& window, BoardView& board, QUndoStack& undoStack);
    ~BoardEditor() override;

    void setDocument(GameDocument* document);
    bool isActive() const { return m_active; }

    Tool tool() const { return m_tool; }
    void setTool(Tool tool);

    PositionSetup& setup() const { return *m_setup; }
    LessonEditor& lesson() const { return *m_lesson; }

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
    // The board as the editor shows it: the lesson's position shown, its marks and labels.
    void decorate(BoardScene& scene) const;

    // The lesson being written (LessonEditor's).
    const LessonDraft& draft() const;

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

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    // LanguageChange (passed on by the window to its children): every text is set again.
    bool event(QEvent* event) override;

private:
    void createActions();
    void createToolBar();
    void retranslate();
    // The tool bar's fields follow the document.
    void syncWidgets();
    void press(Point point, Qt::MouseButtons buttons, Qt::KeyboardModifiers modifiers);
    void showMessage(const QString& text, int timeout);

    QMainWindow& m_window;
    BoardView& m_board;
    PositionSetup* m_setup;
    LessonEditor* m_lesson;
    GameDocument* m_document = nullptr;
    QMetaObject::Connection m_documentConnection;
    bool m_active = false;
    Tool m_tool = Tool::Alternate;

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
};

} // namespace seki::ui
