#include "board/boardview.h"

#include "board/boardaccessible.h"
#include "board/boardpainter.h"
#include "common/pointnames.h"
#include "board/themerenderer.h"

#include <QAccessible>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace seki::ui {

BoardView::BoardView(QWidget* parent) : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(tr("Board"));
    BoardAccessible::install();
    recomputeGeometry();
    connect(&ThemeRenderer::shared(), &ThemeRenderer::boardThemeChanged, this, qOverload<>(&QWidget::update));
}

void BoardView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        setAccessibleName(tr("Board"));
    QWidget::changeEvent(event);
}

void BoardView::setScene(const BoardScene& scene)
{
    const bool resized = scene.board.width() != m_scene.board.width() || scene.board.height() != m_scene.board.height()
                         || scene.showCoordinates != m_scene.showCoordinates;
    m_scene = scene;
    if (resized) {
        if (m_cursor && !m_scene.board.contains(*m_cursor))
            m_cursor.reset();
        recomputeGeometry();
    }
    // A mark made with Space changes what the point under the cursor is: say so.
    if (m_cursor)
        notifyAccessibleCursor();
    update();
}

void BoardView::setCursorPoint(Point point)
{
    if (!m_scene.board.contains(point))
        return;
    m_cursor = point;
    emit pointHovered(m_cursor);
    notifyAccessibleCursor();
    update();
}

QString BoardView::pointSummary(Point point) const
{
    if (!m_scene.board.contains(point))
        return QString();
    const QString name = pointName(point, m_scene.board.height());
    const Color color = m_scene.board.at(point);
    if (!isStone(color))
        return tr("%1, empty").arg(name);
    const bool dead = m_scene.isDead(point);
    if (color == Color::Black)
        return dead ? tr("%1, black stone, dead").arg(name) : tr("%1, black stone, alive").arg(name);
    return dead ? tr("%1, white stone, dead").arg(name) : tr("%1, white stone, alive").arg(name);
}

QString BoardView::pointStatus(Point point) const
{
    if (!m_scene.board.contains(point))
        return QString();
    switch (m_scene.mark(point)) {
    case PointMark::BlackTerritory:
        return tr("black territory");
    case PointMark::WhiteTerritory:
        return tr("white territory");
    case PointMark::Dame:
        return tr("dame, no one's");
    case PointMark::FalseEye:
        return tr("false eye, no one's");
    case PointMark::SekiEye:
        return tr("seki eye, no one's");
    case PointMark::None:
        break;
    }
    if (isStone(m_scene.board.at(point)))
        return m_scene.isDead(point) ? tr("dead stone") : tr("stone on the board");
    return tr("not scored");
}

QString BoardView::boardDescription() const
{
    return tr("%1 \u00d7 %2 board. The arrow keys move the cursor; Space marks a block dead or alive.")
        .arg(m_scene.board.width())
        .arg(m_scene.board.height());
}

void BoardView::notifyAccessibleCursor()
{
    QAccessibleEvent name(this, QAccessible::NameChanged);
    QAccessible::updateAccessibility(&name);
    QAccessibleEvent description(this, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&description);
}

void BoardView::setInteractive(bool interactive)
{
    if (m_interactive == interactive)
        return;
    m_interactive = interactive;
    setCursor(interactive ? Qt::PointingHandCursor : Qt::ArrowCursor);
    update();
}

std::optional<Point> BoardView::pointAt(QPoint position) const
{
    return m_geometry.pointAt(position);
}

QRect BoardView::rectFor(Point point) const
{
    return m_geometry.rectFor(point);
}

QSize BoardView::sizeHint() const
{
    return BoardWidgetGeometry::preferredSize();
}

QSize BoardView::minimumSizeHint() const
{
    return QSize(160, 160);
}

QRectF BoardView::boardArea() const
{
    // A margin keeps the board's edge and shadow off the window's frame and the docks.
    const int margin = qBound(2, qMin(width(), height()) / 60, 12);
    return QRectF(rect()).adjusted(margin, margin, -margin, -margin);
}

void BoardView::recomputeGeometry()
{
    m_geometry.layOut(m_scene.board.width(), m_scene.board.height(), boardArea(), m_scene.showCoordinates);
}

BoardScene BoardView::paintedScene() const
{
    BoardScene scene = m_scene;
    // Whenever the board has the keyboard, its cursor is drawn (at the centre until it moves):
    // Space must never act on a point nobody can see.
    const Point centre{m_scene.board.width() / 2, m_scene.board.height() / 2};
    scene.cursor = m_interactive && hasFocus() ? std::optional<Point>(m_cursor.value_or(centre)) : std::nullopt;
    return scene;
}

void BoardView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    BoardPainter(ThemeRenderer::shared()).paint(painter, paintedScene(), boardArea());
}

void BoardView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    recomputeGeometry();
}

void BoardView::mousePressEvent(QMouseEvent* event)
{
    m_pressed = m_interactive ? pointAt(event->position().toPoint()) : std::nullopt;
    event->accept();
}

void BoardView::mouseReleaseEvent(QMouseEvent* event)
{
    // A click is a press and a release on the same point: dragging off a stone cancels.
    const std::optional<Point> released = pointAt(event->position().toPoint());
    if (m_interactive && m_pressed && released == m_pressed) {
        m_cursor = released;
        emit pointActivated(*released, Qt::MouseButtons(event->button()), event->modifiers());
    }
    m_pressed.reset();
    event->accept();
}

void BoardView::mouseMoveEvent(QMouseEvent* event)
{
    emit pointHovered(pointAt(event->position().toPoint()));
    QWidget::mouseMoveEvent(event);
}

void BoardView::leaveEvent(QEvent* event)
{
    emit pointHovered(std::nullopt);
    QWidget::leaveEvent(event);
}

bool BoardView::event(QEvent* event)
{
    // The window binds Left/Right to stepping through the record. While the board has focus and
    // can be marked, the arrows belong to its cursor instead: claim them before the shortcut.
    if (event->type() == QEvent::ShortcutOverride && m_interactive) {
        auto* key = static_cast<QKeyEvent*>(event);
        switch (key->key()) {
        case Qt::Key_Left:
        case Qt::Key_Right:
        case Qt::Key_Up:
        case Qt::Key_Down:
        case Qt::Key_Space:
        case Qt::Key_Return:
        case Qt::Key_Enter:
            if ((key->modifiers() & ~(Qt::ShiftModifier | Qt::KeypadModifier)) == Qt::NoModifier) {
                event->accept();
                return true;
            }
            break;
        default:
            break;
        }
    }
    return QWidget::event(event);
}

QList<KeyBinding> BoardView::keyBindings()
{
    return {
        {tr("Move the board's cursor (Shift held too)"),
         {QKeySequence(Qt::Key_Left), QKeySequence(Qt::Key_Right), QKeySequence(Qt::Key_Up),
          QKeySequence(Qt::Key_Down), QKeySequence(Qt::SHIFT | Qt::Key_Left), QKeySequence(Qt::SHIFT | Qt::Key_Right),
          QKeySequence(Qt::SHIFT | Qt::Key_Up), QKeySequence(Qt::SHIFT | Qt::Key_Down)}},
        {tr("Click the point under the cursor"),
         {QKeySequence(Qt::Key_Space), QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)}},
        {tr("Shift+click the point under the cursor"),
         {QKeySequence(Qt::SHIFT | Qt::Key_Space), QKeySequence(Qt::SHIFT | Qt::Key_Return),
          QKeySequence(Qt::SHIFT | Qt::Key_Enter)}},
    };
}

void BoardView::keyPressEvent(QKeyEvent* event)
{
    if (!m_interactive) {
        QWidget::keyPressEvent(event);
        return;
    }
    switch (event->key()) {
    case Qt::Key_Left:
        moveCursor(-1, 0);
        break;
    case Qt::Key_Right:
        moveCursor(1, 0);
        break;
    case Qt::Key_Up:
        moveCursor(0, -1);
        break;
    case Qt::Key_Down:
        moveCursor(0, 1);
        break;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (!m_cursor)
            moveCursor(0, 0);
        else
            emit pointActivated(*m_cursor, Qt::LeftButton, event->modifiers() & Qt::ShiftModifier);
        update();
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

void BoardView::moveCursor(int dx, int dy)
{
    const int width = m_scene.board.width();
    const int height = m_scene.board.height();
    // From the centre, where the cursor is drawn before it first moves.
    const Point from = m_cursor.value_or(Point{width / 2, height / 2});
    m_cursor = Point{std::clamp(from.x + dx, 0, width - 1), std::clamp(from.y + dy, 0, height - 1)};
    emit pointHovered(m_cursor);
    notifyAccessibleCursor();
    update();
}

void BoardView::focusInEvent(QFocusEvent* event)
{
    QWidget::focusInEvent(event);
    update();
}

void BoardView::focusOutEvent(QFocusEvent* event)
{
    QWidget::focusOutEvent(event);
    update();
}

} // namespace seki::ui
