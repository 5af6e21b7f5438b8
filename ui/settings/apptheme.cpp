#include "settings/apptheme.h"

#include "board/themerenderer.h"

#include <QApplication>
#include <QSettings>
#include <QWidget>

namespace seki::ui {

namespace {

const QString SettingKey = QStringLiteral("view/theme");

QSettings settings()
{
    return QSettings(QStringLiteral("SekiScope"), QStringLiteral("SekiScope"));
}

} // namespace

BoardTheme::Kind AppTheme::current()
{
    return ThemeRenderer::shared().boardTheme().kind;
}

void AppTheme::setTheme(BoardTheme::Kind kind)
{
    settings().setValue(SettingKey, BoardTheme::id(kind));
    apply(kind);
}

void AppTheme::applyStored()
{
    apply(BoardTheme::fromId(settings().value(SettingKey).toString()));
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
