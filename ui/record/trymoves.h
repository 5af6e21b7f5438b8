#pragma once

#include "board/boardinputhandler.h"
#include "common/translatedtexts.h"

#include "board/point.h"
#include "play/rulesofplay.h"

#include <QObject>

class QAction;
class QLabel;
class QMainWindow;
class QMenu;
class QToolBar;
class QUndoStack;

namespace seki::ui {

class BoardView;
class GameDocument;
class RecordNavigator;

// Go › Try Moves: while it is on, the board is in BoardInputMode::TryMoves and a click plays the
// side to move at the node shown, as in Sabaki or CGoban. The move is judged by the rules of play
// in core (playMove: occupied, suicide, the ko recapture against TreeCursor's ko board) and, when
// legal, added to the record as a variation (TryMoveCommand, on the window's undo stack; Save
// keeps it). A move the record already holds there is simply gone to. The status bar says the mode
// is on and whose move it is; the pointer shows the stone a click would play.
// Also Go › Pass (the side to move passes, tried) and Go › Remove Tried Moves (the tried node shown
// and everything below it).
class TryMoves : public QObject, public BoardInputHandler {
    Q_OBJECT
public:
    TryMoves(QMainWindow& window, BoardView& board, RecordNavigator& navigator, QUndoStack& undoStack);

    // The window switches trying off for another game (setOn(false)) once the navigator has it.
    void setDocument(GameDocument* document);
    // The Go menu's entries and the tool bar's toggle.
    void addTo(QMenu& goMenu, QToolBar& toolBar);
    QAction* toggleAction() const { return m_toggle; }
    QAction* passAction() const { return m_pass; }
    QAction* removeAction() const { return m_remove; }
    bool isOn() const;
    void setOn(bool on);
    // Enabled where they apply; `recordShown` false while the walk-through has the board.
    void update(bool recordShown);
    void retranslate();

    // BoardInputHandler: a click plays (the left button; the others do nothing).
    void activate(Point point, Qt::MouseButtons buttons, Qt::KeyboardModifiers modifiers) override;
    void hover(std::optional<Point> point) override;
    void leave() override;

    // Why a move cannot be tried there, in words ("" when it can); for the status bar and tests.
    QString refusal(Point point) const;
    // The indicator's text ("Trying moves: Black to play"), "" while off.
    QString indicatorText() const;

    // Plays the side to move at `point` (nullopt: passes) at the node shown, as a click does:
    // false when refused (the status bar says why).
    bool tryMove(std::optional<Point> point);

signals:
    // Switched on or off.
    void toggled(bool on);

private:
    // The ko board for the move after the node shown (the board before its own move).
    const Board* koBoard() const;
    // The end of the main line: a tried move there would lengthen the game that is scored.
    bool atGameEnd() const;
    MoveProblem problemAt(Point point) const;
    void updateIndicator();

    QMainWindow& m_window;
    BoardView& m_board;
    RecordNavigator& m_navigator;
    QUndoStack& m_undoStack;
    GameDocument* m_document = nullptr;
    TranslatedTexts m_texts{"seki::ui::TryMoves"};
    QAction* m_toggle = nullptr;
    QAction* m_pass = nullptr;
    QAction* m_remove = nullptr;
    QLabel* m_indicator = nullptr;
    bool m_recordShown = true;
};

} // namespace seki::ui
