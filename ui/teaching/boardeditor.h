#pragma once

#include "board/position.h"

#include <QObject>
#include <QSize>

#include <array>
#include <optional>

class QAction;
class QActionGroup;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QMainWindow;
class QToolBar;
class QUndoStack;

namespace seki::ui {

class BoardView;
class GameDocument;

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
class BoardEditor : public QObject {
    Q_OBJECT
public:
    enum class Tool { Black, White, Alternate, Erase, Dead };
    static constexpr int ToolCount = 5;

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

    // The edits behind the toolbar, each one undoable step.
    void resizeBoard(QSize size);
    void clearBoard();
    void setKomi(double komi);
    void setRules(Rules rules);

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
};

} // namespace seki::ui
