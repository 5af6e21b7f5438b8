#include "eyes/eyeoverlaypainter.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace seki::ui {

namespace {

const QColor FalseEyeColour(200, 40, 30);
const QColor HalfEyeColour(214, 120, 0);
const QColor KeyPointColour(150, 60, 170);

bool onBoard(const BoardGeometry& geometry, Point p)
{
    return p.x >= 0 && p.y >= 0 && p.x < geometry.width() && p.y < geometry.height();
}

} // namespace

QColor EyeOverlayPainter::ownerColour(Color owner)
{
    return owner == Color::Black ? QColor(0, 114, 178) : QColor(230, 159, 0);
}

void EyeOverlayPainter::paint(QPainter& painter, const BoardGeometry& geometry, const EyeAnalysis& analysis,
                              int selectedSpace, bool allSpaces) const
{
    if (!geometry.isValid() || analysis.width != geometry.width() || analysis.height != geometry.height())
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const double cell = geometry.cellSize();
    if (allSpaces) {
        for (size_t s = 0; s < analysis.spaces.size(); ++s) {
            if (int(s) == selectedSpace)
                continue;
            const EyeSpace& space = analysis.spaces[s];
            paintOutline(painter, geometry, analysis, space, ownerColour(space.owner), std::max(1.0, cell * 0.05),
                         Qt::DashLine);
            paintMarks(painter, geometry, space, false);
        }
    }
    if (selectedSpace >= 0 && selectedSpace < int(analysis.spaces.size())) {
        const EyeSpace& space = analysis.spaces[size_t(selectedSpace)];
        QColor tint = ownerColour(space.owner);
        tint.setAlpha(70);
        painter.setPen(Qt::NoPen);
        painter.setBrush(tint);
        for (Point p : space.points)
            painter.drawRect(geometry.rectFor(p));
        paintOutline(painter, geometry, analysis, space, ownerColour(space.owner).darker(130),
                     std::max(2.0, cell * 0.1), Qt::SolidLine);
        paintMarks(painter, geometry, space, true);
        paintValueBadge(painter, geometry, space);
    }
    painter.restore();
}

void EyeOverlayPainter::paintOutline(QPainter& painter, const BoardGeometry& geometry, const EyeAnalysis& analysis,
                                     const EyeSpace& space, const QColor& colour, double width, Qt::PenStyle style)
{
    QPainterPath path;
    const double inset = width / 2;
    auto outside = [&](Point p) { return !onBoard(geometry, p) || analysis.spaceAt(p) != &space; };
    for (Point p : space.points) {
        const QRectF r = geometry.rectFor(p).adjusted(inset, inset, -inset, -inset);
        if (outside({p.x, p.y - 1})) {
            path.moveTo(r.topLeft());
            path.lineTo(r.topRight());
        }
        if (outside({p.x, p.y + 1})) {
            path.moveTo(r.bottomLeft());
            path.lineTo(r.bottomRight());
        }
        if (outside({p.x - 1, p.y})) {
            path.moveTo(r.topLeft());
            path.lineTo(r.bottomLeft());
        }
        if (outside({p.x + 1, p.y})) {
            path.moveTo(r.topRight());
            path.lineTo(r.bottomRight());
        }
    }
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(colour, width, style, Qt::SquareCap, Qt::MiterJoin));
    painter.drawPath(path);
}

void EyeOverlayPainter::paintMarks(QPainter& painter, const BoardGeometry& geometry, const EyeSpace& space,
                                   bool selected)
{
    if (selected) {
        for (size_t k = 0; k < space.points.size(); ++k) {
            if (space.kinds[k] == EyeVertexKind::Dead)
                paintDeadCross(painter, geometry, space.points[k]);
            else if (space.kinds[k] == EyeVertexKind::Marginal)
                paintSymbol(painter, geometry, space.points[k], QStringLiteral("!"), FalseEyeColour);
        }
    }
    for (const TopologicalEye& eye : space.topology) {
        // The selected space has drawn its false eyes already, as its marginal points.
        if (eye.topology == EyeTopology::FalseEye && !selected) {
            paintSymbol(painter, geometry, eye.point, QStringLiteral("!"), FalseEyeColour);
        } else if (eye.topology == EyeTopology::HalfEye) {
            paintSymbol(painter, geometry, eye.point, QStringLiteral("\u00bd"), HalfEyeColour);
            for (int k = 0; k < eye.keyPointCount; ++k)
                if (onBoard(geometry, eye.keyPoints[size_t(k)]))
                    paintKeyPoint(painter, geometry, eye.keyPoints[size_t(k)], KeyPointColour);
        }
    }
}

void EyeOverlayPainter::paintSymbol(QPainter& painter, const BoardGeometry& geometry, Point p, const QString& symbol,
                                    const QColor& colour)
{
    const double cell = geometry.cellSize();
    const QRectF rect = geometry.rectFor(p);
    const double side = cell * 0.56;
    const QRectF disc(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side);
    painter.setPen(QPen(Qt::white, std::max(1.0, cell * 0.04)));
    painter.setBrush(colour);
    painter.drawEllipse(disc);
    QFont font = painter.font();
    font.setPixelSize(std::max(7, int(cell * 0.4)));
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(Qt::white);
    painter.drawText(disc, Qt::AlignCenter, symbol);
}

void EyeOverlayPainter::paintKeyPoint(QPainter& painter, const BoardGeometry& geometry, Point p, const QColor& colour)
{
    const double cell = geometry.cellSize();
    const QRectF rect = geometry.rectFor(p);
    const double half = cell * 0.32;
    const QPointF c = rect.center();
    // A diamond: not a stone's ring, not a territory square.
    const QPolygonF diamond{QPointF(c.x(), c.y() - half), QPointF(c.x() + half, c.y()), QPointF(c.x(), c.y() + half),
                            QPointF(c.x() - half, c.y())};
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(colour, std::max(1.5, cell * 0.08)));
    painter.drawPolygon(diamond);
}

void EyeOverlayPainter::paintDeadCross(QPainter& painter, const BoardGeometry& geometry, Point p)
{
    const double cell = geometry.cellSize();
    const QRectF r = geometry.rectFor(p);
    const double d = cell * 0.2;
    const QPointF c = r.center();
    painter.setPen(QPen(FalseEyeColour, std::max(1.5, cell * 0.08), Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(QPointF(c.x() - d, c.y() - d), QPointF(c.x() + d, c.y() + d));
    painter.drawLine(QPointF(c.x() - d, c.y() + d), QPointF(c.x() + d, c.y() - d));
}

void EyeOverlayPainter::paintValueBadge(QPainter& painter, const BoardGeometry& geometry, const EyeSpace& space)
{
    if (space.points.empty())
        return;
    const double cell = geometry.cellSize();
    const QString text = space.value.solved()
                             ? QStringLiteral("{%1|%2}").arg(space.value.maxEyes()).arg(space.value.minEyes())
                             : QStringLiteral("?");
    QFont font = painter.font();
    font.setPixelSize(std::max(8, int(cell * 0.38)));
    font.setBold(true);
    painter.setFont(font);
    const QFontMetricsF metrics(font);
    const QSizeF size(metrics.horizontalAdvance(text) + cell * 0.25, metrics.height() + cell * 0.06);
    // Above-left of the first point in row order: that corner is never inside the space, and the
    // badge stays on the board's wood at the edge.
    const QRectF board = geometry.boardRect();
    const QPointF corner = geometry.rectFor(space.points.front()).topLeft();
    QRectF box(corner.x() - size.width() * 0.4, corner.y() - size.height() * 0.6, size.width(), size.height());
    box.moveLeft(std::clamp(box.left(), board.left(), board.right() - box.width()));
    box.moveTop(std::clamp(box.top(), board.top(), board.bottom() - box.height()));
    painter.setPen(QPen(Qt::white, std::max(1.0, cell * 0.03)));
    painter.setBrush(ownerColour(space.owner).darker(140));
    painter.drawRoundedRect(box, size.height() * 0.3, size.height() * 0.3);
    painter.setPen(Qt::white);
    painter.drawText(box, Qt::AlignCenter, text);
}

} // namespace seki::ui
