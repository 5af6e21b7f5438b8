#include "board/themerenderer.h"

#include "common/uiresources.h"

#include <QCoreApplication>
#include <QPaintEngine>
#include <QPainter>
#include <QPointer>
#include <QSvgRenderer>

#include <cmath>

namespace seki::ui {

namespace {

// A window being resized asks for a new size on every frame: keep the cache bounded.
constexpr int MaxCachedPixmaps = 96;

} // namespace

ThemeRenderer::ThemeRenderer(const QString& svgFile, QObject* parent)
    : QObject(parent), m_renderer(new QSvgRenderer(svgFile, this))
{
}

ThemeRenderer::~ThemeRenderer() = default;

ThemeRenderer& ThemeRenderer::shared()
{
    static QPointer<ThemeRenderer> instance;
    if (!instance) {
        initResources();
        instance = new ThemeRenderer(QStringLiteral(":/theme/board.svg"), QCoreApplication::instance());
    }
    return *instance;
}

bool ThemeRenderer::isValid() const
{
    return m_renderer->isValid();
}

bool ThemeRenderer::hasElement(const QString& element) const
{
    return m_renderer->elementExists(element);
}

bool ThemeRenderer::isVectorDevice(const QPainter& painter)
{
    const QPaintEngine* engine = painter.paintEngine();
    if (!engine)
        return false;
    switch (engine->type()) {
    case QPaintEngine::SVG:
    case QPaintEngine::Pdf:
    case QPaintEngine::Picture:
        return true;
    default:
        return false;
    }
}

qreal ThemeRenderer::pixelScale(const QPainter& painter)
{
    const qreal deviceRatio = painter.device() ? painter.device()->devicePixelRatioF() : 1.0;
    const qreal worldScale = std::sqrt(std::abs(painter.worldTransform().determinant()));
    return deviceRatio * (worldScale > 0 ? worldScale : 1.0);
}

void ThemeRenderer::paint(QPainter& painter, const QString& element, const QRectF& target)
{
    if (!hasElement(element)) {
        painter.fillRect(target, Qt::magenta);
        return;
    }
    if (isVectorDevice(painter)) {
        m_renderer->render(&painter, element, target);
        return;
    }
    const qreal scale = pixelScale(painter);
    const QSize size(qMax(1, int(std::ceil(target.width()))), qMax(1, int(std::ceil(target.height()))));
    painter.drawPixmap(target, pixmap(element, size, scale), QRectF(QPointF(0, 0), QSizeF(size) * scale));
}

void ThemeRenderer::paintCropped(QPainter& painter, const QString& element, const QRectF& target)
{
    const qreal side = qMax(target.width(), target.height());
    if (!hasElement(element)) {
        painter.fillRect(target, Qt::magenta);
        return;
    }
    if (isVectorDevice(painter)) {
        painter.save();
        painter.setClipRect(target, Qt::IntersectClip);
        m_renderer->render(&painter, element, QRectF(target.topLeft(), QSizeF(side, side)));
        painter.restore();
        return;
    }
    const qreal scale = pixelScale(painter);
    // Rendered in steps of 256 pixels and scaled down a little: a window being resized then
    // re-renders the wood every few hundred pixels, not on every frame.
    const int pixels = qMax(256, (int(std::ceil(side)) + 255) / 256 * 256);
    const QPixmap square = pixmap(element, QSize(pixels, pixels), scale);
    const qreal sourceScale = pixels * scale / side;
    painter.drawPixmap(target, square, QRectF(0, 0, target.width() * sourceScale, target.height() * sourceScale));
}

void ThemeRenderer::setBoardTheme(BoardTheme::Kind kind)
{
    if (kind == m_boardTheme.kind)
        return;
    m_boardTheme = BoardTheme::forKind(kind);
    emit boardThemeChanged();
}

QPixmap ThemeRenderer::pixmap(const QString& element, QSize size, qreal devicePixelRatio)
{
    const QString key
        = QStringLiteral("%1/%2x%3@%4").arg(element).arg(size.width()).arg(size.height()).arg(devicePixelRatio);
    const auto found = m_cache.constFind(key);
    if (found != m_cache.constEnd())
        return *found;

    const QSize pixels(qMax(1, qRound(size.width() * devicePixelRatio)),
                       qMax(1, qRound(size.height() * devicePixelRatio)));
    QPixmap rendered(pixels);
    rendered.fill(Qt::transparent);
    {
        QPainter painter(&rendered);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::SmoothPixmapTransform);
        m_renderer->render(&painter, element, QRectF(QPointF(0, 0), QSizeF(pixels)));
    }
    // The cached pixmap is in device pixels; callers draw it into logical rectangles.
    if (m_cache.size() >= MaxCachedPixmaps)
        m_cache.clear();
    m_cache.insert(key, rendered);
    return rendered;
}

} // namespace seki::ui
