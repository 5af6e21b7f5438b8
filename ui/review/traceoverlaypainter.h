#pragma once

#include "board/boardgeometry.h"
#include "board/boardscene.h"
#include "review/tracewalk.h"

#include <QColor>
#include <QCoreApplication>

#include <optional>

class QPainter;

namespace seki::ui {

class ThemeRenderer;

// One frame of the walk-through: where the timeline stands, how far the current step's
// animation has got, and what the region inspector has selected.
struct TraceFrame {
    int position = 0;
    double progress = 1.0;   // 0 = the step has just begun, 1 = it is done
    int selectedRegion = -1; // a stage-4 region to highlight, or -1
    std::optional<Point> selectedPoint;
};

// Draws a frame of the walk: the board through BoardPainter (the same code as the window and the
// exports), then, with the same BoardGeometry, what the trace adds on top: the stones the scorer
// filled in (fading in), the block in atari before a false-eye fill, region outlines grouped by
// expansion, boundary stones and edge points counted one by one, eye-count badges, and seki
// regions struck out. Main board, stage panels, SVG/PNG/PDF and the benchmark all call paintFrame.
class TraceOverlayPainter {
    Q_DECLARE_TR_FUNCTIONS(TraceOverlayPainter)
public:
    explicit TraceOverlayPainter(ThemeRenderer& theme);

    BoardGeometry paintFrame(QPainter& painter, const TraceWalk& walk, const TraceFrame& frame, const QRectF& area,
                             bool showCoordinates) const;

    // What BoardPainter draws for a frame: the position's snapshot, without the stone a fill in
    // progress is still fading in.
    static BoardScene baseScene(const TraceWalk& walk, const TraceFrame& frame, bool showCoordinates);
    void paintOverlay(QPainter& painter, const BoardGeometry& geometry, const TraceWalk& walk,
                      const TraceFrame& frame) const;

    // The outline colour of an expansion (a colour-blind safe palette, cycled).
    static QColor expansionColour(int expansionIndex);

private:
    void paintFilledStones(QPainter& painter, const BoardGeometry& geometry, const TraceWalk& walk,
                           const TraceFrame& frame) const;
    void paintRegions(QPainter& painter, const BoardGeometry& geometry, const TraceWalk& walk,
                      const TraceFrame& frame) const;
    void paintSummary(QPainter& painter, const BoardGeometry& geometry, const TraceWalk& walk,
                      const TraceWalk::Location& location) const;
    void paintStep(QPainter& painter, const BoardGeometry& geometry, const TraceWalk& walk,
                   const TraceFrame& frame) const;
    void paintSelection(QPainter& painter, const BoardGeometry& geometry, const TraceWalk& walk,
                        const TraceFrame& frame) const;

    void paintStone(QPainter& painter, const BoardGeometry& geometry, Point p, Color color, double opacity) const;
    static void paintOutline(QPainter& painter, const BoardGeometry& geometry, const TraceWalk& walk,
                             const TraceWalk::RegionInfo& region, const QColor& colour, double width,
                             Qt::PenStyle style = Qt::SolidLine);
    static void paintTint(QPainter& painter, const BoardGeometry& geometry, std::span<const Point> points,
                          const QColor& colour);
    static void paintRing(QPainter& painter, const BoardGeometry& geometry, Point p, const QColor& colour,
                          double fraction = 0.5);
    static void paintStrike(QPainter& painter, const BoardGeometry& geometry, Point p, double progress);
    // Where a badge sits: above-left of its anchor point, or on the lower edge of its cell.
    enum class BadgePlace { Corner, LowerEdge };
    static void paintBadge(QPainter& painter, const BoardGeometry& geometry, Point anchor, const QString& text,
                           const QColor& colour, double scale = 1.0, BadgePlace place = BadgePlace::Corner);
    static void paintCount(QPainter& painter, const QRectF& where, int number, double cell);

    ThemeRenderer& m_theme;
};

} // namespace seki::ui
