#pragma once

#include "board/boardgeometry.h"

#include <QRect>
#include <QSize>

#include <optional>

namespace seki::ui {

// What the three board widgets share about their geometry (BoardView, the walk-through's
// TraceBoardView, PresentationWindow): how large they ask to be, the board's aspect when they
// fit it to their space, and the widget's pixels to points and back. A widget keeps one and lays
// it out whenever it resizes or its board changes (or takes the geometry its painter returned).
class BoardWidgetGeometry {
public:
    // The size a board widget asks for: a 19x19 board at a comfortable cell size.
    static QSize preferredSize() { return QSize(640, 640); }
    // The board's aspect, width over height (1 without a board).
    static double aspect(int boardWidth, int boardHeight);
    // How tall a widget `width` wide must be to hold the board at its aspect.
    static int heightForWidth(int width, int boardWidth, int boardHeight);

    // The board laid out in `area` (BoardGeometry: centred, square cells, the label band).
    void layOut(int boardWidth, int boardHeight, const QRectF& area, bool showCoordinates);
    void set(const BoardGeometry& geometry) { m_geometry = geometry; }
    const BoardGeometry& geometry() const { return m_geometry; }

    // The only two conversions between widget pixels and points: the point whose cell holds
    // `position` (nullopt off the grid), and a point's cell in whole pixels.
    std::optional<Point> pointAt(QPoint position) const;
    QRect rectFor(Point point) const;

private:
    BoardGeometry m_geometry;
};

} // namespace seki::ui
