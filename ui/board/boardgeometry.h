#pragma once

#include "board/point.h"

#include <QPointF>
#include <QRectF>

#include <optional>

namespace seki::ui {

// The one place that turns board coordinates into drawing coordinates and back. The board is
// centred in the area it is given, with square cells, half a cell of wood beyond the outer lines
// for the edge stones and, when coordinates are shown, a band for the labels on every side.
class BoardGeometry {
public:
    BoardGeometry() = default;
    // `minimumLabelPixels`: the coordinates' least font size; their band widens for it and the
    // cells shrink to make room (0: the band is a fixed share of a cell).
    BoardGeometry(int width, int height, const QRectF& area, bool showCoordinates, double minimumLabelPixels = 0);
    // The coordinates' font size, in pixels.
    double labelPixels() const { return m_labelPixels; }

    int width() const { return m_width; }
    int height() const { return m_height; }
    double cellSize() const { return m_cell; }
    bool isValid() const { return m_cell > 0; }

    // The wooden board, labels included.
    QRectF boardRect() const { return m_board; }
    // From the centre of the top-left point to the centre of the bottom-right one.
    QRectF gridRect() const;
    // How far the label band reaches beyond the outer half cell (0 without coordinates).
    double labelBand() const { return m_band; }

    QPointF centre(Point p) const;
    // The square cell around a point: a stone's footprint.
    QRectF rectFor(Point p) const;
    // The point whose cell holds `position`, or nullopt off the grid.
    std::optional<Point> pointAt(QPointF position) const;

    // Where the column label above (or below) and the row label left (or right) of the grid go.
    QRectF columnLabelRect(int x, bool top) const;
    QRectF rowLabelRect(int y, bool left) const;

private:
    int m_width = 0;
    int m_height = 0;
    double m_cell = 0;
    double m_band = 0;
    double m_labelPixels = 0;
    QPointF m_origin; // centre of point (0, 0)
    QRectF m_board;
};

} // namespace seki::ui
