#pragma once

#include "board/boardinputhandler.h"
#include "board/boardinputmode.h"

#include <QObject>

#include <array>
#include <functional>
#include <optional>

namespace seki::ui {

class BoardView;

// The one way from the window's board to what its clicks do: BoardView's pointActivated and
// pointHovered go to the handler of the current mode, and to no other. The mode is
// boardInputModeFor(state()), where the window's `state` function says what is shown; the window
// calls update() whenever any of it may have changed. The board takes clicks and its keyboard
// cursor only in a mode that has a handler.
//
// Usage (MainWindow): setHandler(BoardInputMode::MarkDead, deadMarking) and so on once, then
// update() from every signal that changes what is shown.
class BoardInputRouter : public QObject {
    Q_OBJECT
public:
    BoardInputRouter(BoardView& board, std::function<BoardInputState()> state, QObject* parent = nullptr);

    // `handler` answers the board in `mode` (nullptr: nothing does). Not owned.
    void setHandler(BoardInputMode mode, BoardInputHandler* handler);
    BoardInputHandler* handler(BoardInputMode mode) const { return m_handlers[size_t(mode)]; }

    BoardInputMode mode() const { return m_mode; }
    // Reads the window's state again; on a new mode the old handler leaves and the board follows.
    void update();

signals:
    void modeChanged(seki::ui::BoardInputMode mode);

private:
    void activate(Point point, Qt::MouseButtons buttons, Qt::KeyboardModifiers modifiers);
    void hover(std::optional<Point> point);

    BoardView& m_board;
    std::function<BoardInputState()> m_state;
    std::array<BoardInputHandler*, BoardInputModeCount> m_handlers{};
    BoardInputMode m_mode = BoardInputMode::ReadOnly;
};

} // namespace seki::ui
