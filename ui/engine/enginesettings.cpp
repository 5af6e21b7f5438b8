#include "engine/enginesettings.h"

#include "engine/engineclient.h"

#include <QSettings>

namespace seki::ui {

namespace {

QSettings stored()
{
    return QSettings(QStringLiteral("SekiScope"), QStringLiteral("SekiScope"));
}

} // namespace

EngineSettings EngineSettings::defaults()
{
    EngineSettings settings;
    settings.command = EngineClient::defaultCommand();
    return settings;
}

EngineSettings EngineSettings::load()
{
    const QSettings settings = stored();
    EngineSettings values = defaults();
    const QString command = settings.value(QStringLiteral("engine/command")).toString().trimmed();
    if (!command.isEmpty())
        values.command = command;
    const QString onOpen = settings.value(QStringLiteral("engine/onOpen")).toString();
    if (onOpen == QLatin1String("always"))
        values.onOpen = OnOpen::Always;
    else if (onOpen == QLatin1String("never"))
        values.onOpen = OnOpen::Never;
    const int timeout = settings.value(QStringLiteral("engine/timeoutSeconds"), values.timeoutSeconds).toInt();
    if (timeout >= 1 && timeout <= 3600)
        values.timeoutSeconds = timeout;
    return values;
}

void EngineSettings::save() const
{
    QSettings settings = stored();
    settings.setValue(QStringLiteral("engine/command"), command);
    settings.setValue(QStringLiteral("engine/onOpen"), onOpen == OnOpen::Always  ? QStringLiteral("always")
                                                       : onOpen == OnOpen::Never ? QStringLiteral("never")
                                                                                 : QStringLiteral("ask"));
    settings.setValue(QStringLiteral("engine/timeoutSeconds"), timeoutSeconds);
}

} // namespace seki::ui
