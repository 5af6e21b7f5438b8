#include "settings/apptheme.h"

#include "common/appsettings.h"
#include "board/themerenderer.h"

#include <QApplication>
#include <QWidget>

namespace seki::ui {

BoardTheme::Kind AppTheme::current()
{
    return ThemeRenderer::shared().boardTheme().kind;
}

void AppTheme::setTheme(BoardTheme::Kind kind)
{
    AppSettings::setTheme(BoardTheme::id(kind));
    apply(kind);
}

void AppTheme::applyStored()
{
    apply(BoardTheme::fromId(AppSettings::theme()));
}

void AppTheme::apply(BoardTheme::Kind kind)
{
    ThemeRenderer::shared().setBoardTheme(kind);
    QApplication::setPalette(BoardTheme::forKind(kind).windowPalette());
    // Widgets that cache what they draw (thumbnails, stage panels) repaint from scratch.
    for (QWidget* widget : QApplication::allWidgets())
        widget->update();
}

} // namespace seki::ui
