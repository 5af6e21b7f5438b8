#pragma once

#include "board/boardwidgetgeometry.h"
#include "review/traceframecache.h"
#include "review/traceoverlaypainter.h"

#include <QWidget>

#include <optional>

namespace seki::ui {

class TraceController;

// A board that shows the walk-through: the main board in review mode (following the controller's
// position and animation), or a stage panel's mini board (pinned to one position, the end of its
// stage). It reports clicks as points and never changes anything itself.
class TraceBoardView : public QWidget {
    Q_OBJECT
public:
    explicit TraceBoardView(TraceController& controller, QWidget* parent = nullptr);

    // Pins the view to a walk position (a stage panel); -1 follows the controller.
    void setPinnedPosition(int position);
    int pinnedPosition() const { return m_pinned; }
    void setShowCoordinates(bool show);
    bool showCoordinates() const { return m_showCoordinates; }

    // The frame this view draws now.
    TraceFrame currentFrame() const;
    std::optional<Point> pointAt(QPoint position) const;
    QRect rectFor(Point point) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

signals:
    void pointClicked(seki::Point point, Qt::MouseButtons buttons, Qt::KeyboardModifiers modifiers);
    void clicked();
    // Escape while the board has the focus (the window's Leave Review action, when the shortcut
    // did not take it first).
    void escapePressed();

protected:
    void changeEvent(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    void recomputeGeometry();

    TraceController& m_controller;
    BoardWidgetGeometry m_geometry;
    TraceFrameCache m_cache;
    int m_pinned = -1;
    bool m_showCoordinates = true;
    std::optional<Point> m_pressed;
};

} // namespace seki::ui
