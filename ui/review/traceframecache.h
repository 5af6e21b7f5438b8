#pragma once

#include "board/boardgeometry.h"
#include "review/traceoverlaypainter.h"

#include <QImage>

namespace seki::ui {

class TraceWalk;

// Draws frames of the walk for a widget that repaints many times per step (the main board while
// a step animates): the board under the overlay changes only from one position to the next, so
// it is drawn once through BoardPainter into an image and blitted on every later frame; only the
// overlay (a stone fading in, counts appearing, a strike growing) is drawn each time. That keeps
// an animation frame of a 19x19 board well inside 60 Hz.
class TraceFrameCache {
public:
    // Same picture as TraceOverlayPainter::paintFrame. `devicePixelRatio` is the target's.
    BoardGeometry paint(QPainter& painter, const TraceWalk& walk, const TraceFrame& frame, const QRectF& area,
                        bool showCoordinates, qreal devicePixelRatio);
    // Forget the cached board (a new walk: positions of the old one mean nothing now).
    void invalidate();
    // Whether the last paint() reused the cached board, for tests and the benchmark.
    bool lastPaintWasCached() const { return m_lastCached; }

private:
    struct Key {
        const TraceWalk* walk = nullptr;
        int position = -1;
        bool fillPending = false; // the step's own stone is still fading in
        QRectF area;
        bool showCoordinates = true;
        qreal devicePixelRatio = 1;
        bool operator==(const Key&) const = default;
    };

    Key m_key;
    QImage m_base;
    BoardGeometry m_geometry;
    bool m_lastCached = false;
};

} // namespace seki::ui
