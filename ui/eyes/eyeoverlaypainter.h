#pragma once

#include "board/boardgeometry.h"

#include "eyes/eyeanalysis.h"

#include <QColor>

class QPainter;

namespace seki::ui {

// Draws the eye lens on top of a board that BoardPainter drew with the same BoardGeometry (as
// TraceOverlayPainter does for the walk-through):
//   - every eye space, when `allSpaces` is on: a thin outline in its owner's colour, '!' on its
//     false eyes (GNU Go's marginal points), '½' on its half eyes and a ring on their key points;
//   - the selected space: tinted, outlined, every marginal point '!', every dead stone inside
//     crossed as GNU Go's 'X', half and false eyes and key points, and its {max|min} in a badge.
class EyeOverlayPainter {
public:
    void paint(QPainter& painter, const BoardGeometry& geometry, const EyeAnalysis& analysis, int selectedSpace,
               bool allSpaces) const;

    // The outline colour of each owner's spaces (a colour-blind safe pair).
    static QColor ownerColour(Color owner);

private:
    static void paintOutline(QPainter& painter, const BoardGeometry& geometry, const EyeAnalysis& analysis,
                             const EyeSpace& space, const QColor& colour, double width, Qt::PenStyle style);
    static void paintMarks(QPainter& painter, const BoardGeometry& geometry, const EyeSpace& space, bool selected);
    static void paintSymbol(QPainter& painter, const BoardGeometry& geometry, Point p, const QString& symbol,
                            const QColor& colour);
    static void paintKeyPoint(QPainter& painter, const BoardGeometry& geometry, Point p, const QColor& colour);
    static void paintDeadCross(QPainter& painter, const BoardGeometry& geometry, Point p);
    static void paintValueBadge(QPainter& painter, const BoardGeometry& geometry, const EyeSpace& space);
};

} // namespace seki::ui
