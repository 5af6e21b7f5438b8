#include "common/paletteiconengine.h"

#include <QGuiApplication>
#include <QPainter>
#include <QPalette>
#include <QPixmap>

namespace seki::ui {

QIcon PaletteIconEngine::icon(Draw draw)
{
    return QIcon(new PaletteIconEngine(std::move(draw)));
}

QIcon PaletteIconEngine::tinted(const QIcon& shape)
{
    return icon([shape](QPainter& painter, int side, const QColor& ink) {
        QPixmap stencil = shape.pixmap(QSize(side, side));
        if (stencil.isNull())
            return;
        stencil.setDevicePixelRatio(1);
        QPainter tint(&stencil);
        tint.setCompositionMode(QPainter::CompositionMode_SourceIn);
        tint.fillRect(stencil.rect(), ink);
        tint.end();
        painter.drawPixmap(
            QRect((side - stencil.width()) / 2, (side - stencil.height()) / 2, stencil.width(), stencil.height()),
            stencil);
    });
}

QPixmap PaletteIconEngine::pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state)
{
    QPixmap pixmap(size);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    paint(&painter, QRect(QPoint(0, 0), size), mode, state);
    return pixmap;
}

void PaletteIconEngine::paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State)
{
    const QPalette palette = QGuiApplication::palette();
    const QColor ink
        = palette.color(mode == QIcon::Disabled ? QPalette::Disabled : QPalette::Active, QPalette::ButtonText);
    const int side = std::min(rect.width(), rect.height());
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->translate(rect.x() + (rect.width() - side) / 2, rect.y() + (rect.height() - side) / 2);
    m_draw(*painter, side, ink);
    painter->restore();
}

} // namespace seki::ui
