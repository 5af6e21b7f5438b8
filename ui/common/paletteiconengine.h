#pragma once

#include <QIconEngine>

#include <functional>

class QColor;
class QPainter;

namespace seki::ui {

// An icon drawn in the palette's button text colour at the moment it is painted, so it follows the
// theme (light strokes on a dark window) and greys out as text does when its action is disabled.
// `draw` paints one size on a transparent, antialiased square `side` pixels wide with `ink`.
class PaletteIconEngine : public QIconEngine {
public:
    using Draw = std::function<void(QPainter& painter, int side, const QColor& ink)>;
    explicit PaletteIconEngine(Draw draw) : m_draw(std::move(draw)) { }

    static QIcon icon(Draw draw);
    // `shape` (a style's standard icon, an SVG) in the ink: only its outline is kept.
    static QIcon tinted(const QIcon& shape);

    void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State state) override;
    QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state) override;
    QIconEngine* clone() const override { return new PaletteIconEngine(m_draw); }

private:
    Draw m_draw;
};

} // namespace seki::ui
