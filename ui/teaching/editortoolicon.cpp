#include "teaching/editortoolicon.h"

#include "common/drawnicon.h"

#include <QPainter>
#include <QPainterPath>

namespace seki::ui {

QIcon editorToolIcon(EditorTool tool)
{
    return drawnIcon([tool](QPainter& painter, int side) {
        const QRectF stone = QRectF(0, 0, side, side).adjusted(1.5, 1.5, -1.5, -1.5);
        const QPen outline(QColor(40, 40, 40), side / 16.0);
        painter.setPen(outline);
        switch (tool) {
        case EditorTool::Black:
            painter.setBrush(QColor(25, 25, 25));
            painter.drawEllipse(stone);
            break;
        case EditorTool::White:
            painter.setBrush(QColor(245, 245, 240));
            painter.drawEllipse(stone);
            break;
        case EditorTool::Alternate: {
            painter.setBrush(QColor(245, 245, 240));
            painter.drawEllipse(stone);
            QPainterPath half;
            half.moveTo(stone.center());
            half.arcTo(stone, 90, 180);
            half.closeSubpath();
            painter.setBrush(QColor(25, 25, 25));
            painter.drawPath(half);
            break;
        }
        case EditorTool::Erase: {
            // An empty intersection with a red stroke through it.
            painter.setPen(QPen(QColor(90, 70, 40), side / 12.0));
            const QPointF c = stone.center();
            painter.drawLine(QPointF(stone.left(), c.y()), QPointF(stone.right(), c.y()));
            painter.drawLine(QPointF(c.x(), stone.top()), QPointF(c.x(), stone.bottom()));
            painter.setPen(QPen(QColor(200, 40, 40), side / 8.0, Qt::SolidLine, Qt::RoundCap));
            const QRectF cross = stone.adjusted(side / 6.0, side / 6.0, -side / 6.0, -side / 6.0);
            painter.drawLine(cross.topLeft(), cross.bottomRight());
            break;
        }
        case EditorTool::Triangle:
        case EditorTool::Square:
        case EditorTool::Circle:
        case EditorTool::Cross: {
            // The mark as the board draws it, dark on the board's colour.
            painter.setPen(QPen(QColor(30, 30, 30), side / 10.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            painter.setBrush(Qt::NoBrush);
            const QRectF box = stone.adjusted(side / 6.0, side / 6.0, -side / 6.0, -side / 6.0);
            if (tool == EditorTool::Triangle)
                painter.drawPolygon(
                    QPolygonF({QPointF(box.center().x(), box.top()), box.bottomRight(), box.bottomLeft()}));
            else if (tool == EditorTool::Square)
                painter.drawRect(box);
            else if (tool == EditorTool::Circle)
                painter.drawEllipse(box);
            else {
                painter.drawLine(box.topLeft(), box.bottomRight());
                painter.drawLine(box.topRight(), box.bottomLeft());
            }
            break;
        }
        case EditorTool::Label: {
            QFont font = painter.font();
            font.setPixelSize(int(side * 0.8));
            font.setBold(true);
            painter.setFont(font);
            painter.setPen(QColor(30, 30, 30));
            painter.drawText(stone, Qt::AlignCenter, QStringLiteral("A"));
            break;
        }
        case EditorTool::Play: {
            // A stone with a move number: a move, not setup.
            painter.setBrush(QColor(25, 25, 25));
            painter.drawEllipse(stone);
            QFont font = painter.font();
            font.setPixelSize(int(side * 0.6));
            font.setBold(true);
            painter.setFont(font);
            painter.setPen(QColor(245, 245, 240));
            painter.drawText(stone, Qt::AlignCenter, QStringLiteral("1"));
            break;
        }
        case EditorTool::Dead: {
            painter.setBrush(QColor(25, 25, 25, 110));
            painter.drawEllipse(stone);
            painter.setPen(QPen(QColor(220, 40, 40), side / 9.0, Qt::SolidLine, Qt::RoundCap));
            const QRectF cross = stone.adjusted(side / 4.0, side / 4.0, -side / 4.0, -side / 4.0);
            painter.drawLine(cross.topLeft(), cross.bottomRight());
            painter.drawLine(cross.topRight(), cross.bottomLeft());
            break;
        }
        }
    });
}

} // namespace seki::ui
