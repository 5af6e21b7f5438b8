#pragma once

#include "board/boardinputhandler.h"
#include "board/position.h"
#include "common/translatedtexts.h"

#include <QObject>

#include <optional>

class QAction;
class QMainWindow;
class QUndoStack;

namespace seki::ui {

class BoardView;
class GameDocument;
class RulesSelector;

// Marking the dead stones on the counted position with the mouse or the keyboard cursor: a
// click marks a block dead or alive (Shift: every stone of that colour around it) as one undoable
// command, the block under the mouse is outlined, and the status line says what the point is and
// what a click would do. It answers the board only in BoardInputMode::MarkDead (the window's
// BoardInputRouter): never while the walk-through, the eye lens or a suggestion is shown.
class DeadMarking : public QObject, public BoardInputHandler {
    Q_OBJECT
public:
    DeadMarking(QMainWindow& window, BoardView& board, QUndoStack& undoStack, const RulesSelector& rules);

    void setDocument(GameDocument* document) { m_document = document; }

    // A left click (or Space/Enter) on a stone: its block (Shift: the stones around it) dead or alive.
    void activate(Point point, Qt::MouseButtons buttons, Qt::KeyboardModifiers modifiers) override;
    // The mouse is over `point` (nullopt: off the board, or nothing to mark there).
    void hover(std::optional<Point> point) override;
    // Edit › Clear Dead Marks: every stone of the counted position alive, one command.
    void clearDeadMarks();
    // The action for it: enabled while the counted position is shown (`countedShown`) and has
    // stones marked dead.
    QAction* clearDeadAction() const { return m_clearDead; }
    void updateAction(bool countedShown);
    void retranslate() { m_texts.retranslate(); }

private:
    // Why the file's own territory mark at a point differs from the map (the violet diamond).
    QString fileDiffersText(Point p) const;

    QMainWindow& m_window;
    BoardView& m_board;
    QUndoStack& m_undoStack;
    const RulesSelector& m_rules;
    GameDocument* m_document = nullptr;
    TranslatedTexts m_texts{"seki::ui::DeadMarking"};
    QAction* m_clearDead = nullptr;
    bool m_countedShown = false;
};

} // namespace seki::ui
