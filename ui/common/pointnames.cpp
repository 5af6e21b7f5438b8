#include "common/pointnames.h"

#include <QStringList>

namespace seki::ui {

QString pointName(Point point, int boardHeight)
{
    return QString::fromStdString(toGtp(point, boardHeight));
}

QString columnName(int x)
{
    return QString::fromStdString(seki::columnName(x));
}

QString pointNames(std::span<const Point> points, int boardHeight, int limit)
{
    QStringList names;
    for (const Point& p : points) {
        if (limit >= 0 && names.size() == limit) {
            names << QStringLiteral("\u2026");
            break;
        }
        names << pointName(p, boardHeight);
    }
    return names.join(QStringLiteral(", "));
}

} // namespace seki::ui
