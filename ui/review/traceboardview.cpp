#include "review/traceboardview.h"

#include "board/themerenderer.h"
#include "review/tracecontroller.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

namespace seki::ui {

TraceBoardView::TraceBoardView(TraceController& controller, QWidget* parent) : QWidget(parent), m_controller(controller)
{
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(tr("Scoring walk-through board"));
    connect(&m_controller, &TraceController::frameChanged, this, [this] { update(); });
    // Another theme: the cached board is drawn again in its colours (the stage docks' too).
    connect(&ThemeRenderer::shared(), &ThemeRenderer::boardThemeChanged, this, [this] {
        m_cache.invalidate();
        update();
    });
    connect(&m_controller, &TraceController::walkChanged, this, [this] {
        m_cache.invalidate();
        recomputeGeometry();
        update();
    });
}

void TraceBoardView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        setAccessibleName(tr("Scoring walk-through board"));
    QWidget::changeEvent(event);
}

void TraceBoardView::setPinnedPosition(int position)
{
    m_pinned = position;
    update();
}

void TraceBoardView::setShowCoordinates(bool show)
{
    m_showCoordinates = show;
    recomputeGeometry();
    update();
}

TraceFrame TraceBoardView::currentFrame() const
{
    TraceFrame frame = m_controller.frame();
    if (m_pinned >= 0) {
        // A panel shows its stage finished; the inspector's choice still shows on it.
        frame.position = std::min(m_pinned, std::max(0, m_controller.positionCount() - 1));
        frame.progress = 1.0;
    }
    return frame;
}

std::optional<Point> TraceBoardView::pointAt(QPoint position) const
{
    return m_geometry.pointAt(position);
}

QRect TraceBoardView::rectFor(Point point) const
{
    return m_geometry.rectFor(point);
}

QSize TraceBoardView::sizeHint() const
{
    return BoardWidgetGeometry::preferredSize();
}

QSize TraceBoardView::minimumSizeHint() const
{
    return QSize(120, 120);
}

int TraceBoardView::heightForWidth(int width) const
{
    const Board& board = m_controller.walk().board();
    return BoardWidgetGeometry::heightForWidth(width, board.width(), board.height());
}

void TraceBoardView::recomputeGeometry()
{
    const Board& board = m_controller.walk().board();
    m_geometry.layOut(board.width(), board.height(), QRectF(rect()), m_showCoordinates);
}

void TraceBoardView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().window());
    if (!m_controller.hasWalk())
        return;
    m_geometry.set(m_cache.paint(painter, m_controller.walk(), currentFrame(), QRectF(rect()), m_showCoordinates,
                                 devicePixelRatioF()));
}

void TraceBoardView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    recomputeGeometry();
}

void TraceBoardView::mousePressEvent(QMouseEvent* event)
{
    m_pressed = pointAt(event->position().toPoint());
    event->accept();
}

void TraceBoardView::mouseReleaseEvent(QMouseEvent* event)
{
    const std::optional<Point> released = pointAt(event->position().toPoint());
    if (m_pressed && released == m_pressed)
        emit pointClicked(*released, Qt::MouseButtons(event->button()), event->modifiers());
    emit clicked();
    m_pressed.reset();
    event->accept();
}

} // namespace seki::ui

namespace seki::ui {

void TraceBoardView::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Escape) {
        emit escapePressed();
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}

} // namespace seki::ui
