#pragma once

#include "board/boardwidgetgeometry.h"
#include "board/boardscene.h"
#include "common/keybinding.h"

#include <QWidget>

#include <optional>

namespace seki::ui {

class ThemeRenderer;

// The board on screen. It draws a BoardScene through BoardPainter and reports what the user
// points at; it never changes the game itself (the window turns pointActivated into commands).
class BoardView : public QWidget {
    Q_OBJECT
public:
    explicit BoardView(QWidget* parent = nullptr);

    const BoardScene& scene() const { return m_scene; }
    void setScene(const BoardScene& scene);

    // Whether clicks and the keyboard cursor act on the board (off while an earlier move of the
    // record is shown read-only).
    bool isInteractive() const { return m_interactive; }
    void setInteractive(bool interactive);

    // The only two conversions between widget coordinates and board points.
    std::optional<Point> pointAt(QPoint position) const;
    QRect rectFor(Point point) const;
    // The geometry the board is drawn with, for overlays laid on top of it (the eye lens).
    const BoardGeometry& boardGeometry() const { return m_geometry.geometry(); }

    std::optional<Point> cursorPoint() const { return m_cursor; }
    // Puts the keyboard cursor on `point` (as the arrow keys would), for tests and tools.
    void setCursorPoint(Point point);

    // What a screen reader says about a point (BoardAccessible): its name and what stands there
    // ("D4, black stone, dead"), and its status in the score ("white territory").
    QString pointSummary(Point point) const;
    QString pointStatus(Point point) const;
    // The board as a whole, and how to use it from the keyboard.
    QString boardDescription() const;
    // The keys the board takes itself while it can be clicked (its cursor), for Help › Keyboard
    // Shortcuts; every key it claims before the window's shortcuts is one of these.
    static QList<KeyBinding> keyBindings();

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    // A click on a point, or Space/Enter on the keyboard cursor (reported as the left button).
    void pointActivated(seki::Point point, Qt::MouseButtons buttons, Qt::KeyboardModifiers modifiers);
    // The point under the mouse or the keyboard cursor changed (nullopt: none).
    void pointHovered(std::optional<seki::Point> point);

protected:
    void changeEvent(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    bool event(QEvent* event) override;

private:
    QRectF boardArea() const;
    void recomputeGeometry();
    void moveCursor(int dx, int dy);
    BoardScene paintedScene() const;
    // Tells assistive technology that the point under the cursor, or what it shows, changed.
    void notifyAccessibleCursor();

    BoardScene m_scene;
    BoardWidgetGeometry m_geometry;
    std::optional<Point> m_cursor;
    std::optional<Point> m_pressed;
    bool m_interactive = true;
};

} // namespace seki::ui
