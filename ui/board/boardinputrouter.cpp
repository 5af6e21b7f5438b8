#include "board/boardinputrouter.h"

#include "board/boardview.h"

namespace seki::ui {

BoardInputRouter::BoardInputRouter(BoardView& board, std::function<BoardInputState()> state, QObject* parent)
    : QObject(parent), m_board(board), m_state(std::move(state))
{
    connect(&m_board, &BoardView::pointActivated, this, &BoardInputRouter::activate);
    connect(&m_board, &BoardView::pointHovered, this, &BoardInputRouter::hover);
    m_board.setInteractive(false);
}

void BoardInputRouter::setHandler(BoardInputMode mode, BoardInputHandler* handler)
{
    m_handlers[size_t(mode)] = handler;
    if (mode == m_mode)
        m_board.setInteractive(handler != nullptr);
}

void BoardInputRouter::update()
{
    const BoardInputMode mode = boardInputModeFor(m_state());
    if (mode == m_mode)
        return;
    if (BoardInputHandler* old = m_handlers[size_t(m_mode)])
        old->leave();
    m_mode = mode;
    m_board.setInteractive(m_handlers[size_t(mode)] != nullptr);
    emit modeChanged(mode);
}

void BoardInputRouter::activate(Point point, Qt::MouseButtons buttons, Qt::KeyboardModifiers modifiers)
{
    if (BoardInputHandler* handler = m_handlers[size_t(m_mode)])
        handler->activate(point, buttons, modifiers);
}

void BoardInputRouter::hover(std::optional<Point> point)
{
    if (BoardInputHandler* handler = m_handlers[size_t(m_mode)])
        handler->hover(point);
}

} // namespace seki::ui
