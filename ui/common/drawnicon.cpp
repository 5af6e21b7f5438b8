#include "common/drawnicon.h"

#include <QPainter>
#include <QPixmap>

namespace seki::ui {

QIcon drawnIcon(const std::function<void(QPainter& painter, int side)>& draw)
{
    QIcon icon;
    for (int side : {16, 24, 32, 48}) {
        QPixmap pixmap(side, side);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        draw(painter, side);
        painter.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

} // namespace seki::ui
