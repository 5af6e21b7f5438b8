#pragma once

#include "board/position.h"
#include "common/translatedtexts.h"

#include <QObject>

#include <optional>

class QAction;
class QMainWindow;
class QUndoStack;

namespace seki::ui {

class BoardView;
class DeadStoneController;
class GameDocument;
class RulesSelector;

// Marking the dead stones on the counted position with the mouse or the keyboard cursor: a
// click marks a block dead or alive (Shift: every stone of that colour around it) as one undoable
// command, the block under the mouse is outlined, and the status line says what the point is and
// what a click would do. The window calls it only while the counted position is shown.
class DeadMarking : public QObject {
    Q_OBJECT
public:
    DeadMarking(QMainWindow& window, BoardView& board, QUndoStack& undoStack, const RulesSelector& rules);

    void setDocument(GameDocument* document) { m_document = document; }
    // While an engine's suggestion is shown, a click corrects the suggestion instead.
    void setSuggestions(DeadStoneController* suggestions) { m_deadStones = suggestions; }

    void activate(Point point, Qt::MouseButtons buttons, Qt::KeyboardModifiers modifiers);
    // The mouse is over `point` (nullopt: off the board, or nothing to mark there).
    void hover(std::optional<Point> point);
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
    DeadStoneController* m_deadStones = nullptr;
    TranslatedTexts m_texts{"seki::ui::DeadMarking"};
    QAction* m_clearDead = nullptr;
    bool m_countedShown = false;
};

} // namespace seki::ui
