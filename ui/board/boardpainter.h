#pragma once

#include "board/boardgeometry.h"
#include "board/boardscene.h"

class QPainter;

namespace seki::ui {

class ThemeRenderer;

// Draws a BoardScene: the window's board, the stage panels and the PNG/SVG/PDF exports all go
// through paint(), so what is exported is what was on screen.
class BoardPainter {
public:
    explicit BoardPainter(ThemeRenderer& theme);

    // Draws the scene centred in `area` and returns the geometry it used.
    BoardGeometry paint(QPainter& painter, const BoardScene& scene, const QRectF& area) const;

private:
    void paintWood(QPainter& painter, const BoardGeometry& geometry) const;
    void paintGrid(QPainter& painter, const BoardScene& scene, const BoardGeometry& geometry) const;
    void paintCoordinates(QPainter& painter, const BoardScene& scene, const BoardGeometry& geometry) const;
    void paintOwnership(QPainter& painter, const BoardScene& scene, const BoardGeometry& geometry) const;
    void paintStones(QPainter& painter, const BoardScene& scene, const BoardGeometry& geometry) const;
    void paintStone(QPainter& painter, Color color, const QRectF& disc) const;
    void paintMark(QPainter& painter, PointMark mark, const QRectF& cell, bool onStone) const;
    void paintLastMove(QPainter& painter, const BoardScene& scene, const BoardGeometry& geometry) const;
    // The stone a click would play, half seen, on an empty point.
    void paintGhost(QPainter& painter, const BoardScene& scene, const BoardGeometry& geometry) const;
    // The move numbers, in the ink that stands out on the stone (white on black, black on white),
    // bold and fitted inside it; not on a dead or suggested stone (its cross or ring says more
    // there) nor under the teacher's marks.
    void paintMoveNumbers(QPainter& painter, const BoardScene& scene, const BoardGeometry& geometry) const;
    void paintUnresolved(QPainter& painter, const BoardScene& scene, const BoardGeometry& geometry) const;
    void paintFileDiffers(QPainter& painter, const BoardScene& scene, const BoardGeometry& geometry) const;
    void paintBranchLabels(QPainter& painter, const BoardScene& scene, const BoardGeometry& geometry) const;
    // The teacher's markup: shapes and labels in the colour that stands out on the point (white
    // on a black stone, black on wood and on a white stone), thick enough for a projector.
    void paintMarkup(QPainter& painter, const BoardScene& scene, const BoardGeometry& geometry) const;
    void paintCursor(QPainter& painter, const BoardScene& scene, const BoardGeometry& geometry) const;

    ThemeRenderer& m_theme;
};

} // namespace seki::ui
