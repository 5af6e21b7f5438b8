#include "review/traceframecache.h"

#include "board/boardpainter.h"
#include "board/themerenderer.h"
#include "review/tracewalk.h"

#include <QPainter>

#include <cmath>

namespace seki::ui {

BoardGeometry TraceFrameCache::paint(QPainter& painter, const TraceWalk& walk, const TraceFrame& frame,
                                     const QRectF& area, bool showCoordinates, qreal devicePixelRatio)
{
    if (walk.isEmpty())
        return BoardGeometry();
    const Step* step = walk.step(frame.position);
    Key key;
    key.walk = &walk;
    key.position = frame.position;
    key.fillPending
        = step && (step->kind == StepKind::FillNeutral || step->kind == StepKind::FillFalseEye) && frame.progress < 1.0;
    key.area = area;
    key.showCoordinates = showCoordinates;
    key.devicePixelRatio = devicePixelRatio;

    m_lastCached = key == m_key && !m_base.isNull();
    if (!m_lastCached) {
        const QSize pixels(int(std::ceil(area.width() * devicePixelRatio)),
                           int(std::ceil(area.height() * devicePixelRatio)));
        m_base = QImage(pixels, QImage::Format_ARGB32_Premultiplied);
        m_base.setDevicePixelRatio(devicePixelRatio);
        m_base.fill(Qt::transparent);
        QPainter basePainter(&m_base);
        basePainter.translate(-area.topLeft());
        m_geometry = BoardPainter(ThemeRenderer::shared())
                         .paint(basePainter, TraceOverlayPainter::baseScene(walk, frame, showCoordinates), area);
        m_key = key;
    }
    painter.drawImage(area.topLeft(), m_base);
    if (m_geometry.isValid())
        TraceOverlayPainter(ThemeRenderer::shared()).paintOverlay(painter, m_geometry, walk, frame);
    return m_geometry;
}

void TraceFrameCache::invalidate()
{
    m_base = QImage();
    m_key = Key();
}

} // namespace seki::ui
