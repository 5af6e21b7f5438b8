#include "board/boardgeometry.h"

#include <algorithm>
#include <cmath>

namespace seki::ui {

namespace {

// Label band, in cells: room for two-character row numbers at the label font size.
constexpr double LabelBandCells = 0.8;
// Beyond the outermost lines: room for the edge stones plus a sliver of wood.
constexpr double EdgeCells = 0.55;
// The labels' font size, in cells, and the band a font of a given size needs, in its sizes (two
// digits and a little air).
constexpr double LabelFontCells = 0.34;
constexpr double BandPerLabelPixel = LabelBandCells / LabelFontCells * 0.72;

} // namespace

BoardGeometry::BoardGeometry(int width, int height, const QRectF& area, bool showCoordinates,
                             double minimumLabelPixels)
    : m_width(width), m_height(height)
{
    if (width < 1 || height < 1 || area.width() <= 0 || area.height() <= 0)
        return;
    double bandCells = showCoordinates ? LabelBandCells : 0.0;
    double spanX = (width - 1) + 2 * (EdgeCells + bandCells);
    double spanY = (height - 1) + 2 * (EdgeCells + bandCells);
    double cell = std::min(area.width() / spanX, area.height() / spanY);
    double band = bandCells * cell;
    if (showCoordinates && cell * LabelFontCells < minimumLabelPixels) {
        // Labels at their least size need a band of fixed pixels: the cells get what is left.
        band = minimumLabelPixels * BandPerLabelPixel;
        spanX = (width - 1) + 2 * EdgeCells;
        spanY = (height - 1) + 2 * EdgeCells;
        cell = std::min((area.width() - 2 * band) / spanX, (area.height() - 2 * band) / spanY);
        bandCells = cell > 0 ? band / cell : 0;
        spanX += 2 * bandCells;
        spanY += 2 * bandCells;
    }
    // Whole-pixel cells put every grid line on the same sub-pixel phase: crisp, even lines.
    if (cell >= 6)
        cell = std::floor(cell);
    if (cell <= 0)
        return;
    m_cell = cell;
    m_band = bandCells * cell;
    m_labelPixels = std::max(cell * LabelFontCells, showCoordinates ? minimumLabelPixels : 0.0);
    const QSizeF boardSize(spanX * cell, spanY * cell);
    const QPointF topLeft(std::round(area.center().x() - boardSize.width() / 2),
                          std::round(area.center().y() - boardSize.height() / 2));
    m_board = QRectF(topLeft, boardSize);
    const double inset = (EdgeCells + bandCells) * cell;
    // Whole-pixel origin too, so every line, the outer frame included, starts on a pixel.
    m_origin = QPointF(std::round(topLeft.x() + inset), std::round(topLeft.y() + inset));
}

QRectF BoardGeometry::gridRect() const
{
    return QRectF(m_origin, QSizeF((m_width - 1) * m_cell, (m_height - 1) * m_cell));
}

QPointF BoardGeometry::centre(Point p) const
{
    return m_origin + QPointF(p.x * m_cell, p.y * m_cell);
}

QRectF BoardGeometry::rectFor(Point p) const
{
    const QPointF c = centre(p);
    return QRectF(c.x() - m_cell / 2, c.y() - m_cell / 2, m_cell, m_cell);
}

std::optional<Point> BoardGeometry::pointAt(QPointF position) const
{
    if (!isValid())
        return std::nullopt;
    const QPointF offset = (position - m_origin) / m_cell;
    const int x = int(std::floor(offset.x() + 0.5));
    const int y = int(std::floor(offset.y() + 0.5));
    if (x < 0 || y < 0 || x >= m_width || y >= m_height)
        return std::nullopt;
    return Point{x, y};
}

QRectF BoardGeometry::columnLabelRect(int x, bool top) const
{
    const QRectF cell = rectFor({x, top ? 0 : m_height - 1});
    const double gap = EdgeCells * m_cell - m_cell / 2;
    const double y = top ? cell.top() - gap - m_band : cell.bottom() + gap;
    return QRectF(cell.left(), y, m_cell, m_band);
}

QRectF BoardGeometry::rowLabelRect(int y, bool left) const
{
    const QRectF cell = rectFor({left ? 0 : m_width - 1, y});
    const double gap = EdgeCells * m_cell - m_cell / 2;
    const double x = left ? cell.left() - gap - m_band : cell.right() + gap;
    return QRectF(x, cell.top(), m_band, m_cell);
}

} // namespace seki::ui
