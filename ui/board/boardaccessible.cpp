#include "board/boardaccessible.h"

#include "board/boardview.h"

namespace seki::ui {

BoardAccessible::BoardAccessible(BoardView* view) : QAccessibleWidget(view, QAccessible::Canvas)
{
}

BoardView* BoardAccessible::view() const
{
    return static_cast<BoardView*>(widget());
}

QString BoardAccessible::text(QAccessible::Text type) const
{
    const BoardView* board = view();
    const std::optional<Point> cursor = board->cursorPoint();
    switch (type) {
    case QAccessible::Name:
        if (cursor)
            return board->pointSummary(*cursor);
        return board->accessibleName();
    case QAccessible::Description:
        if (cursor)
            return board->pointStatus(*cursor);
        return board->boardDescription();
    default:
        return QAccessibleWidget::text(type);
    }
}

QAccessibleInterface* BoardAccessible::create(const QString& className, QObject* object)
{
    Q_UNUSED(className);
    // By type, not by class name: a subclass of the board (the review board) is a board too.
    if (auto* board = qobject_cast<BoardView*>(object); board && object->isWidgetType())
        return new BoardAccessible(board);
    return nullptr;
}

void BoardAccessible::install()
{
    static bool installed = false;
    if (!installed) {
        QAccessible::installFactory(&BoardAccessible::create);
        installed = true;
    }
}

} // namespace seki::ui
