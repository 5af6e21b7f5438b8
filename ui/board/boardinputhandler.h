#pragma once

#include "board/point.h"

#include <Qt>

#include <optional>

namespace seki::ui {

// What answers the window's board in one BoardInputMode (BoardInputRouter calls it only while its
// mode is the window's).
class BoardInputHandler {
public:
    virtual ~BoardInputHandler() = default;
    // A click on `point` with `buttons` (one button, the one released), or Space/Enter on the
    // keyboard cursor (the left button; Shift passed on).
    virtual void activate(Point point, Qt::MouseButtons buttons, Qt::KeyboardModifiers modifiers) = 0;
    // The mouse or the keyboard cursor is over `point` (nullopt: off the board).
    virtual void hover(std::optional<Point> point) = 0;
    // The window left this handler's mode: take away what hover() put on the board or the status line.
    virtual void leave() { hover(std::nullopt); }
};

} // namespace seki::ui
