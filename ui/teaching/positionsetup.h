#pragma once

#include "teaching/editortool.h"

#include "board/position.h"

#include <QObject>
#include <QSize>
#include <QString>

#include <optional>

class QUndoStack;

namespace seki::ui {

class GameDocument;

// The position the board editor sets up: stones put and taken away as setup (no captures: a
// diagram may show anything), dead marks, the board's size, komi and rules. Every edit is one
// EditPositionCommand (or SetDeadCommand) on the window's undo stack, applied through the
// GameDocument, so the score docks follow each edit.
//
// A press starts a stroke and a drag continues it: every point it crosses gets the same colour
// (Alternate: alternating colours over empty points), all in one undo step.
class PositionSetup : public QObject {
    Q_OBJECT
public:
    PositionSetup(QUndoStack& undoStack, QObject* parent = nullptr);

    void setDocument(GameDocument* document);

    // A press with `tool` at `point` (a setup tool: stones, Erase or Dead); the left button puts
    // the tool's colour (on a stone of that colour it removes it), the right the other colour.
    void press(EditorTool tool, Point point, Qt::MouseButtons buttons, Qt::KeyboardModifiers modifiers);
    // The drag of the press crosses `point`.
    void drag(Point point);
    void release() { m_stroking = false; }
    bool stroking() const { return m_stroking; }

    // The colour the Alternate tool puts next, and back to Black (a new tool, a cleared board).
    Color nextAlternateColour() const { return m_nextAlternate; }
    void resetAlternate() { m_nextAlternate = Color::Black; }

    void resizeBoard(QSize size);
    void clearBoard();
    void setKomi(double komi);
    void setRules(Rules rules);

    // What a click with `tool` would do at `point` ("click places Black, right-click White"),
    // for the status bar; "" for a tool that does not set the position up.
    QString clickAction(EditorTool tool, Point point) const;

signals:
    // Something the user should read in the status bar (an empty point clicked to mark dead).
    void message(const QString& text, int timeout);
    // The rules were set: the window shows the score under them.
    void rulesChosen(seki::Rules rules);

private:
    // The colour a press puts at `point` (Empty to remove), by tool and button.
    std::optional<Color> strokeColour(EditorTool tool, Point point, Qt::MouseButtons buttons) const;
    void paintPoint(Point point, Color colour);
    void toggleDead(Point point, Qt::KeyboardModifiers modifiers);
    QString pointName(Point point) const;

    QUndoStack& m_undoStack;
    GameDocument* m_document = nullptr;
    Color m_nextAlternate = Color::Black;

    // The drag in progress: every point it crosses gets m_strokeColour, one undo step.
    int m_stroke = 0;
    bool m_stroking = false;
    EditorTool m_strokeTool = EditorTool::Alternate;
    Color m_strokeColour = Color::Empty;
    bool m_strokeAlternates = false;
    std::optional<Point> m_strokeLast;
    QString m_strokeStart;
};

} // namespace seki::ui
