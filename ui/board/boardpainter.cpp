#include "board/boardpainter.h"

#include "common/pointnames.h"
#include "board/starpoints.h"
#include "board/themerenderer.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>

#include <algorithm>
#include <cmath>
#include <string>

namespace seki::ui {

namespace {

QRectF centredSquare(const QRectF& cell, double fraction)
{
    const double side = cell.width() * fraction;
    return QRectF(cell.center().x() - side / 2, cell.center().y() - side / 2, side, side);
}

} // namespace

BoardPainter::BoardPainter(ThemeRenderer& theme) : m_theme(theme)
{
}

BoardGeometry BoardPainter::paint(QPainter& painter, const BoardScene& scene, const QRectF& area) const
{
    const BoardGeometry geometry(scene.board.width(), scene.board.height(), area, scene.showCoordinates,
                                 scene.minimumLabelPixels);
    if (!geometry.isValid())
        return geometry;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    paintWood(painter, geometry);
    paintGrid(painter, scene, geometry);
    if (scene.showCoordinates)
        paintCoordinates(painter, scene, geometry);
    paintOwnership(painter, scene, geometry);
    paintStones(painter, scene, geometry);
    paintMoveNumbers(painter, scene, geometry);
    paintLastMove(painter, scene, geometry);
    paintGhost(painter, scene, geometry);
    paintUnresolved(painter, scene, geometry);
    paintFileDiffers(painter, scene, geometry);
    paintBranchLabels(painter, scene, geometry);
    paintMarkup(painter, scene, geometry);
    paintCursor(painter, scene, geometry);
    painter.restore();
    return geometry;
}

void BoardPainter::paintWood(QPainter& painter, const BoardGeometry& geometry) const
{
    const QRectF board = geometry.boardRect();
    // A soft drop shadow lifts the board off the window background.
    const double lift = qMax(2.0, geometry.cellSize() * 0.12);
    for (int k = 3; k >= 1; --k) {
        QColor shadow(0, 0, 0, 22);
        painter.setPen(Qt::NoPen);
        painter.setBrush(shadow);
        painter.drawRoundedRect(board.translated(lift * k / 3, lift * k / 3).adjusted(-k, -k, k, k), 4, 4);
    }
    const BoardTheme& theme = m_theme.boardTheme();
    if (theme.woodBoard)
        m_theme.paintCropped(painter, QStringLiteral("board"), board);
    // Flat board (high contrast), or a veil over the wood (dark).
    painter.fillRect(board, theme.boardColour);
    painter.setPen(QPen(theme.borderColour, theme.flatStones ? 2 : 1));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(board.adjusted(0.5, 0.5, -0.5, -0.5));
}

void BoardPainter::paintGrid(QPainter& painter, const BoardScene& scene, const BoardGeometry& geometry) const
{
    const double cell = geometry.cellSize();
    const double lineWidth = qMax(1.0, std::round(cell / 30.0));
    const QRectF grid = geometry.gridRect();
    // Pixel-aligned hairlines: antialiasing would smear 1-pixel lines over two rows.
    const double shift = std::fmod(lineWidth, 2.0) == 1.0 ? 0.5 : 0.0;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    const QColor lineColour = m_theme.boardTheme().lineColour;
    QPen pen(lineColour, lineWidth, Qt::SolidLine, Qt::SquareCap);
    painter.setPen(pen);
    for (int x = 0; x < scene.board.width(); ++x) {
        const double px = std::floor(grid.left() + x * cell) + shift;
        painter.drawLine(QPointF(px, grid.top() + shift), QPointF(px, grid.bottom() + shift));
    }
    for (int y = 0; y < scene.board.height(); ++y) {
        const double py = std::floor(grid.top() + y * cell) + shift;
        painter.drawLine(QPointF(grid.left() + shift, py), QPointF(grid.right() + shift, py));
    }
    // The outer lines a touch heavier, as on a real board.
    pen.setWidthF(lineWidth + qMax(1.0, std::round(cell / 40.0)));
    painter.setPen(pen);
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(QRectF(grid.left() + shift, grid.top() + shift, grid.width(), grid.height()));
    painter.restore();

    painter.setPen(Qt::NoPen);
    painter.setBrush(lineColour);
    const double radius = qMax(1.5, cell * 0.09);
    for (const Point& p : starPoints(scene.board.width(), scene.board.height()))
        painter.drawEllipse(geometry.centre(p), radius, radius);
}

void BoardPainter::paintCoordinates(QPainter& painter, const BoardScene& scene, const BoardGeometry& geometry) const
{
    const int width = scene.board.width();
    const int height = scene.board.height();
    QFont font = painter.font();
    font.setPixelSize(qMax(6, int(geometry.labelPixels())));
    font.setBold(false);
    painter.setFont(font);
    painter.setPen(m_theme.boardTheme().labelColour);
    for (int x = 0; x < width; ++x) {
        const QString label = columnName(x);
        painter.drawText(geometry.columnLabelRect(x, true), Qt::AlignCenter, label);
        painter.drawText(geometry.columnLabelRect(x, false), Qt::AlignCenter, label);
    }
    for (int y = 0; y < height; ++y) {
        const QString label = QString::number(height - y);
        painter.drawText(geometry.rowLabelRect(y, true), Qt::AlignCenter, label);
        painter.drawText(geometry.rowLabelRect(y, false), Qt::AlignCenter, label);
    }
}

void BoardPainter::paintStones(QPainter& painter, const BoardScene& scene, const BoardGeometry& geometry) const
{
    const Board& board = scene.board;
    const double cell = geometry.cellSize();
    const double stoneFraction = 0.96;
    const QPointF shadowOffset(cell * 0.05, cell * 0.08);
    const QString shadow = QStringLiteral("stone_shadow");

    // Shadows first, all of them, so no shadow falls on a neighbouring stone. Flat stones have
    // none: a shadow is grey, which high contrast avoids.
    for (int y = 0; y < board.height() && !m_theme.boardTheme().flatStones; ++y) {
        for (int x = 0; x < board.width(); ++x) {
            const Point p{x, y};
            if (isStone(board.at(p)) && !scene.isDead(p))
                m_theme.paint(painter, shadow,
                              centredSquare(geometry.rectFor(p), stoneFraction).translated(shadowOffset));
        }
    }
    Board::Mask numberedDead;
    if (scene.numbersOnDeadStones)
        for (const auto& [point, number] : scene.moveNumbers)
            if (board.contains(point))
                numberedDead.set(size_t(board.index(point)));
    for (int y = 0; y < board.height(); ++y) {
        for (int x = 0; x < board.width(); ++x) {
            const Point p{x, y};
            const Color color = board.at(p);
            const QRectF cellRect = geometry.rectFor(p);
            if (!isStone(color)) {
                paintMark(painter, scene.mark(p), cellRect, false);
                continue;
            }
            const bool dead = scene.isDead(p);
            const bool suggested = !dead && scene.suggested.test(size_t(board.index(p)));
            // Undecided stones are asked about even where the file's own marks call them dead
            // (accepting the suggestion leaves them alive).
            const bool undecided = scene.undecided.test(size_t(board.index(p)));
            const bool estimatedDead = scene.ownershipShown && scene.estimatedDead.test(size_t(board.index(p)));
            if (dead || suggested || estimatedDead)
                painter.setOpacity(0.55);
            paintStone(painter, color, centredSquare(cellRect, stoneFraction));
            painter.setOpacity(1.0);
            if (scene.highlighted.test(size_t(board.index(p)))) {
                // The stones a click would toggle: a ring in the opposite tone, dashed so it
                // reads apart from the last-move ring.
                painter.setBrush(Qt::NoBrush);
                painter.setPen(QPen(color == Color::Black ? QColor(255, 255, 255, 200) : QColor(0, 0, 0, 170),
                                    qMax(1.5, cell * 0.05), Qt::DashLine));
                painter.drawEllipse(centredSquare(cellRect, 0.8));
            }
            if (suggested) {
                // Suggested, not yet marked: an amber dotted ring and no territory mark, apart
                // from both the confirmed dead (a cross or a square) and the block outline.
                painter.setBrush(Qt::NoBrush);
                painter.setPen(QPen(QColor(235, 140, 20), qMax(2.0, cell * 0.09), Qt::DotLine, Qt::RoundCap));
                painter.drawEllipse(centredSquare(cellRect, 0.62));
            }
            if (undecided) {
                // Undecided: a violet dashed ring and a question mark, for the user to decide.
                painter.setBrush(Qt::NoBrush);
                painter.setPen(QPen(QColor(150, 70, 200), qMax(2.0, cell * 0.08), Qt::DashLine, Qt::RoundCap));
                painter.drawEllipse(centredSquare(cellRect, 0.66));
                QFont font = painter.font();
                font.setPixelSize(qMax(6, int(cell * 0.42)));
                font.setBold(true);
                painter.setFont(font);
                painter.setPen(color == Color::Black ? QColor(235, 215, 255) : QColor(110, 40, 160));
                painter.drawText(cellRect, Qt::AlignCenter, QStringLiteral("?"));
            }
            if (scene.disagreed.test(size_t(board.index(p)))) {
                // SekiScope and the engine disagree here: a red square around the stone.
                painter.setBrush(Qt::NoBrush);
                painter.setPen(QPen(QColor(210, 30, 30), qMax(1.5, cell * 0.07)));
                painter.drawRect(centredSquare(cellRect, 0.98));
            }
            if (dead && !undecided && !numberedDead.test(size_t(board.index(p)))) {
                // A dead stone always carries a mark: the territory it becomes, or a cross (an
                // undecided one, its question mark; a numbered one in a handout, its number).
                const PointMark mark = scene.mark(p);
                if (mark == PointMark::BlackTerritory || mark == PointMark::WhiteTerritory) {
                    paintMark(painter, mark, cellRect, true);
                } else {
                    const QRectF cross = centredSquare(cellRect, 0.34);
                    painter.setPen(QPen(color == Color::Black ? Qt::white : Qt::black, qMax(1.5, cell * 0.07),
                                        Qt::SolidLine, Qt::RoundCap));
                    painter.drawLine(cross.topLeft(), cross.bottomRight());
                    painter.drawLine(cross.topRight(), cross.bottomLeft());
                }
            }
        }
    }
}

void BoardPainter::paintOwnership(QPainter& painter, const BoardScene& scene, const BoardGeometry& geometry) const
{
    if (!scene.ownershipShown)
        return;
    // An estimate's shading: each point a wash of its owner's colour, told apart by lightness;
    // the dead stones' points too. No one's points stay bare wood.
    const Board& board = scene.board;
    painter.setPen(Qt::NoPen);
    for (int y = 0; y < board.height(); ++y)
        for (int x = 0; x < board.width(); ++x) {
            const Point p{x, y};
            const Color owner = scene.ownership[size_t(board.index(p))];
            if (!isStone(owner))
                continue;
            painter.setBrush(owner == Color::Black ? QColor(0, 0, 0, 105) : QColor(255, 255, 255, 150));
            painter.drawRect(geometry.rectFor(p));
        }
}

void BoardPainter::paintStone(QPainter& painter, Color color, const QRectF& disc) const
{
    const BoardTheme& theme = m_theme.boardTheme();
    const bool black = color == Color::Black;
    if (theme.flatStones) {
        // Pure black and white; the outline keeps a white stone apart from a white board.
        painter.setPen(QPen(theme.stoneOutline, qMax(1.5, disc.width() * 0.06)));
        painter.setBrush(black ? Qt::black : Qt::white);
        const double inset = painter.pen().widthF() / 2;
        painter.drawEllipse(disc.adjusted(inset, inset, -inset, -inset));
        return;
    }
    m_theme.paint(painter, black ? QStringLiteral("black_stone") : QStringLiteral("white_stone"), disc);
    if (black && theme.stoneOutline.isValid()) {
        // A black stone on a dark board needs a rim to be seen at all.
        painter.setPen(QPen(theme.stoneOutline, qMax(1.0, disc.width() * 0.03)));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(disc.adjusted(0.5, 0.5, -0.5, -0.5));
    }
}

void BoardPainter::paintMark(QPainter& painter, PointMark mark, const QRectF& cell, bool onStone) const
{
    const double size = cell.width();
    const BoardTheme& theme = m_theme.boardTheme();
    // Territory: black and white squares, each outlined in the other colour. Told apart by
    // lightness, not hue, so colour-blind users read them as well as anyone.
    switch (mark) {
    case PointMark::None:
        return;
    case PointMark::BlackTerritory:
    case PointMark::WhiteTerritory: {
        const bool black = mark == PointMark::BlackTerritory;
        const QRectF square = centredSquare(cell, (onStone ? 0.36 : 0.28) * theme.territoryScale);
        painter.setPen(
            QPen(black ? QColor(245, 245, 240) : QColor(10, 10, 10), qMax(1.0, size * 0.035 * theme.markPenScale)));
        painter.setBrush(black ? QColor(12, 12, 12) : QColor(250, 250, 246));
        painter.drawRect(square);
        return;
    }
    case PointMark::Dame:
    case PointMark::FalseEye: {
        // Dame: a small cross, no one's. A filled false eye is no one's too, drawn thinner.
        const QRectF cross = centredSquare(cell, mark == PointMark::Dame ? 0.26 : 0.2);
        painter.setPen(QPen(theme.markColour,
                            qMax(1.2, size * (mark == PointMark::Dame ? 0.06 : 0.045) * theme.markPenScale),
                            Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(cross.topLeft(), cross.bottomRight());
        painter.drawLine(cross.topRight(), cross.bottomLeft());
        return;
    }
    case PointMark::SekiEye: {
        // An eye in seki: a ring, neither black's nor white's.
        const QRectF ring = centredSquare(cell, 0.34);
        painter.setPen(QPen(theme.kind == BoardTheme::Kind::Light ? QColor(70, 40, 15) : theme.markColour,
                            qMax(1.2, size * 0.065 * theme.markPenScale)));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(ring);
        return;
    }
    }
}

void BoardPainter::paintMoveNumbers(QPainter& painter, const BoardScene& scene, const BoardGeometry& geometry) const
{
    if (scene.moveNumbers.empty())
        return;
    const double cell = geometry.cellSize();
    QFont font = painter.font();
    font.setBold(true);
    // One size for every number on the board (that of the widest), so they read as a set.
    int widest = 1;
    for (const auto& [point, number] : scene.moveNumbers)
        widest = std::max(widest, int(QString::number(number).size()));
    font.setPixelSize(std::max(5, int(cell * (widest <= 2 ? 0.46 : 0.4))));
    const double room = cell * 0.78;
    const double wide = QFontMetricsF(font).horizontalAdvance(QString(widest, QLatin1Char('8')));
    if (wide > room)
        font.setPixelSize(std::max(5, int(font.pixelSize() * room / wide)));
    painter.setFont(font);
    Board::Mask marked;
    for (const PointShape& shape : scene.shapes)
        if (scene.board.contains(shape.point))
            marked.set(size_t(scene.board.index(shape.point)));
    for (const PointLabel& label : scene.labels)
        if (scene.board.contains(label.point))
            marked.set(size_t(scene.board.index(label.point)));
    for (const auto& [point, number] : scene.moveNumbers) {
        if (!scene.board.contains(point))
            continue;
        const Color color = scene.board.at(point);
        const size_t index = size_t(scene.board.index(point));
        if (!isStone(color) || (scene.dead.test(index) && !scene.numbersOnDeadStones) || scene.suggested.test(index)
            || marked.test(index))
            continue;
        painter.setPen(color == Color::Black ? QColor(250, 250, 250) : QColor(10, 10, 10));
        painter.drawText(geometry.rectFor(point), Qt::AlignCenter, QString::number(number));
    }
}

void BoardPainter::paintLastMove(QPainter& painter, const BoardScene& scene, const BoardGeometry& geometry) const
{
    if (!scene.lastMove || !scene.board.contains(*scene.lastMove))
        return;
    const Point p = *scene.lastMove;
    const Color color = scene.board.at(p);
    if (!isStone(color))
        return;
    // A numbered last move keeps its number readable: the ring hugs the stone's rim instead.
    bool numbered = false;
    for (const auto& [point, number] : scene.moveNumbers)
        numbered = numbered || point == p;
    const QRectF ring = centredSquare(geometry.rectFor(p), numbered ? 0.84 : 0.46);
    painter.setPen(QPen(color == Color::Black ? QColor(240, 240, 240) : QColor(20, 20, 20),
                        qMax(1.5, geometry.cellSize() * 0.07)));
    painter.setBrush(Qt::NoBrush);
    painter.drawEllipse(ring);
}

void BoardPainter::paintGhost(QPainter& painter, const BoardScene& scene, const BoardGeometry& geometry) const
{
    if (!scene.ghost || !scene.board.contains(scene.ghost->first) || isStone(scene.board.at(scene.ghost->first)))
        return;
    painter.save();
    painter.setOpacity(0.5);
    paintStone(painter, scene.ghost->second, centredSquare(geometry.rectFor(scene.ghost->first), 0.96));
    painter.restore();
}

void BoardPainter::paintUnresolved(QPainter& painter, const BoardScene& scene, const BoardGeometry& geometry) const
{
    if (scene.unresolved.none())
        return;
    // Points whose verdict hangs on the checkered fill's phase: an orange dashed frame and a
    // question mark (shape and text, not colour alone).
    QFont font = painter.font();
    font.setPixelSize(qMax(6, int(geometry.cellSize() * 0.42)));
    font.setBold(true);
    painter.setFont(font);
    for (int y = 0; y < scene.board.height(); ++y) {
        for (int x = 0; x < scene.board.width(); ++x) {
            const Point p{x, y};
            if (!scene.unresolved.test(size_t(scene.board.index(p))))
                continue;
            const QRectF frame = centredSquare(geometry.rectFor(p), 0.9);
            painter.setBrush(Qt::NoBrush);
            painter.setPen(QPen(QColor(230, 110, 0), qMax(1.5, geometry.cellSize() * 0.06), Qt::DashLine));
            painter.drawRect(frame);
            painter.setPen(QColor(200, 80, 0));
            painter.drawText(frame, Qt::AlignRight | Qt::AlignTop, QStringLiteral("?"));
        }
    }
}

void BoardPainter::paintFileDiffers(QPainter& painter, const BoardScene& scene, const BoardGeometry& geometry) const
{
    if (scene.fileDiffers.none())
        return;
    // Where the file's own count (TB/TW) differs from the map: a violet diamond around the point,
    // a shape of its own beside the unresolved frame (shape, not colour alone).
    const QColor violet(150, 40, 190);
    for (int y = 0; y < scene.board.height(); ++y) {
        for (int x = 0; x < scene.board.width(); ++x) {
            const Point p{x, y};
            if (!scene.fileDiffers.test(size_t(scene.board.index(p))))
                continue;
            const QRectF r = centredSquare(geometry.rectFor(p), 0.98);
            const QPointF c = r.center();
            const QPolygonF diamond({QPointF(c.x(), r.top()), QPointF(r.right(), c.y()), QPointF(c.x(), r.bottom()),
                                     QPointF(r.left(), c.y())});
            painter.setBrush(Qt::NoBrush);
            painter.setPen(QPen(violet, qMax(1.5, geometry.cellSize() * 0.07)));
            painter.drawPolygon(diamond);
        }
    }
}

void BoardPainter::paintBranchLabels(QPainter& painter, const BoardScene& scene, const BoardGeometry& geometry) const
{
    if (scene.branchLabels.empty())
        return;
    // A letter on a light disc: readable on wood and on the grid lines, never taken for a stone.
    QFont font = painter.font();
    font.setPixelSize(qMax(6, int(geometry.cellSize() * 0.5)));
    font.setBold(true);
    painter.setFont(font);
    for (const auto& [point, letter] : scene.branchLabels) {
        if (!scene.board.contains(point) || isStone(scene.board.at(point)))
            continue;
        const QRectF disc = centredSquare(geometry.rectFor(point), 0.7);
        painter.setPen(QPen(QColor(30, 90, 170), qMax(1.0, geometry.cellSize() * 0.05)));
        painter.setBrush(QColor(235, 242, 255, 230));
        painter.drawEllipse(disc);
        painter.setPen(QColor(20, 60, 130));
        painter.drawText(disc, Qt::AlignCenter, QString(QLatin1Char(letter)));
    }
}

void BoardPainter::paintMarkup(QPainter& painter, const BoardScene& scene, const BoardGeometry& geometry) const
{
    if (scene.shapes.empty() && scene.labels.empty())
        return;
    const double cell = geometry.cellSize();
    const auto inkOn
        = [&scene](Point p) { return scene.board.at(p) == Color::Black ? QColor(250, 250, 250) : QColor(10, 10, 10); };
    painter.setBrush(Qt::NoBrush);
    for (const PointShape& mark : scene.shapes) {
        if (!scene.board.contains(mark.point))
            continue;
        const QRectF box = centredSquare(geometry.rectFor(mark.point), 0.5);
        painter.setPen(QPen(inkOn(mark.point), qMax(1.5, cell * 0.08), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        switch (mark.shape) {
        case MarkShape::Triangle: {
            const QPointF top(box.center().x(), box.top());
            const QPolygonF triangle({top, QPointF(box.right(), box.bottom() - box.height() * 0.1),
                                      QPointF(box.left(), box.bottom() - box.height() * 0.1)});
            painter.drawPolygon(triangle);
            break;
        }
        case MarkShape::Square:
            painter.drawRect(centredSquare(box, 0.85));
            break;
        case MarkShape::Circle:
            painter.drawEllipse(box);
            break;
        case MarkShape::Cross:
            painter.drawLine(box.topLeft(), box.bottomRight());
            painter.drawLine(box.topRight(), box.bottomLeft());
            break;
        }
    }
    QFont font = painter.font();
    font.setPixelSize(qMax(6, int(cell * 0.55)));
    font.setBold(true);
    painter.setFont(font);
    for (const PointLabel& label : scene.labels) {
        if (!scene.board.contains(label.point))
            continue;
        const QRectF rect = geometry.rectFor(label.point);
        const QString text = QString::fromUtf8(label.text.data(), qsizetype(label.text.size()));
        if (!isStone(scene.board.at(label.point))) {
            // The grid lines are cleared behind the letter, as on a printed diagram.
            const QRectF back = centredSquare(rect, 0.62);
            painter.setPen(Qt::NoPen);
            const BoardTheme& theme = m_theme.boardTheme();
            QColor wood = theme.woodBoard ? QColor(222, 184, 110) : theme.boardColour;
            wood.setAlpha(255);
            painter.setBrush(wood);
            painter.drawEllipse(back);
            painter.setBrush(Qt::NoBrush);
        }
        painter.setPen(inkOn(label.point));
        painter.drawText(rect, Qt::AlignCenter, text);
    }
}

void BoardPainter::paintCursor(QPainter& painter, const BoardScene& scene, const BoardGeometry& geometry) const
{
    if (!scene.cursor || !scene.board.contains(*scene.cursor))
        return;
    const QRectF frame = geometry.rectFor(*scene.cursor).adjusted(1, 1, -1, -1);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(m_theme.boardTheme().cursorColour, qMax(2.0, geometry.cellSize() * 0.07)));
    painter.drawRoundedRect(frame, geometry.cellSize() * 0.12, geometry.cellSize() * 0.12);
}

} // namespace seki::ui
