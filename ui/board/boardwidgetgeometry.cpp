#include "board/boardwidgetgeometry.h"

namespace seki::ui {

double BoardWidgetGeometry::aspect(int boardWidth, int boardHeight)
{
    return boardWidth > 0 && boardHeight > 0 ? double(boardWidth) / boardHeight : 1.0;
}

int BoardWidgetGeometry::heightForWidth(int width, int boardWidth, int boardHeight)
{
    return boardWidth > 0 ? width * boardHeight / boardWidth : width;
}

void BoardWidgetGeometry::layOut(int boardWidth, int boardHeight, const QRectF& area, bool showCoordinates)
{
    m_geometry = BoardGeometry(boardWidth, boardHeight, area, showCoordinates);
}

std::optional<Point> BoardWidgetGeometry::pointAt(QPoint position) const
{
    return m_geometry.pointAt(QPointF(position));
}

QRect BoardWidgetGeometry::rectFor(Point point) const
{
    return m_geometry.rectFor(point).toAlignedRect();
}

} // namespace seki::ui
