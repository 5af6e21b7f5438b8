#pragma once

#include "board/boardtheme.h"

#include <QHash>
#include <QObject>
#include <QPixmap>
#include <QString>

class QPainter;
class QRectF;
class QSvgRenderer;

namespace seki::ui {

// The board's art: one SVG (resources/theme/board.svg) whose named elements ("board",
// "black_stone", "white_stone", "stone_shadow") are drawn into pixmaps cached by element, size and
// device pixel ratio, so a repaint blits instead of re-rendering vectors and stays crisp on
// high-DPI screens. Vector devices (SVG, PDF) get the vectors themselves.
class ThemeRenderer : public QObject {
    Q_OBJECT
public:
    explicit ThemeRenderer(const QString& svgFile, QObject* parent = nullptr);
    ~ThemeRenderer() override;

    // The renderer for the built-in theme, created on first use and owned by the application.
    static ThemeRenderer& shared();

    bool isValid() const;
    bool hasElement(const QString& element) const;

    // Draws `element` stretched into `target`. A missing element is drawn as a visible magenta
    // placeholder rather than silently skipped, so broken art is noticed.
    void paint(QPainter& painter, const QString& element, const QRectF& target);
    // Draws the top-left `target`-sized part of the element rendered as a square of side
    // max(width, height): wood keeps its grain proportions on rectangular boards.
    void paintCropped(QPainter& painter, const QString& element, const QRectF& target);

    // The element rendered at `size` logical pixels for a device of `devicePixelRatio`.
    QPixmap pixmap(const QString& element, QSize size, qreal devicePixelRatio);

    // The colours BoardPainter draws with (View > Theme). Everything that draws a board goes
    // through this renderer, so the window, its panels and the exports switch together.
    const BoardTheme& boardTheme() const { return m_boardTheme; }
    void setBoardTheme(BoardTheme::Kind kind);

signals:
    void boardThemeChanged();

private:
    static bool isVectorDevice(const QPainter& painter);
    static qreal pixelScale(const QPainter& painter);

    QSvgRenderer* m_renderer;
    QHash<QString, QPixmap> m_cache;
    BoardTheme m_boardTheme = BoardTheme::forKind(BoardTheme::Kind::Light);
};

} // namespace seki::ui
