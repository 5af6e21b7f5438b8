#pragma once

#include <QIcon>

#include <functional>

class QPainter;

namespace seki::ui {

// An icon drawn rather than shipped, at the sizes menus and tool bars ask for (16, 24, 32 and 48
// pixels): `draw` paints one size on a transparent, antialiased pixmap `side` pixels square.
QIcon drawnIcon(const std::function<void(QPainter& painter, int side)>& draw);

} // namespace seki::ui
