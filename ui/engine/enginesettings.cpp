#include "engine/enginesettings.h"

#include "common/appsettings.h"
#include "engine/engineclient.h"

namespace seki::ui {

EngineSettings EngineSettings::defaults()
{
    EngineSettings settings;
    settings.command = EngineClient::defaultCommand();
    return settings;
}

EngineSettings EngineSettings::load()
{
    EngineSettings values = defaults();
    const QString command = AppSettings::engineCommand();
    if (!command.isEmpty())
        values.command = command;
    const QString onOpen = AppSettings::engineOnOpen();
    if (onOpen == QLatin1String("always"))
        values.onOpen = OnOpen::Always;
    else if (onOpen == QLatin1String("never"))
        values.onOpen = OnOpen::Never;
    if (AppSettings::deadStoneFinder() == QLatin1String("engine"))
        values.finder = Finder::Engine;
    values.compareWithEngine = AppSettings::compareWithEngine();
    const int timeout = AppSettings::engineTimeoutSeconds(values.timeoutSeconds);
    if (timeout >= 1 && timeout <= 3600)
        values.timeoutSeconds = timeout;
    return values;
}

void EngineSettings::save() const
{
    AppSettings::setEngineCommand(command);
    AppSettings::setEngineOnOpen(onOpen == OnOpen::Always  ? QStringLiteral("always")
                                 : onOpen == OnOpen::Never ? QStringLiteral("never")
                                                           : QStringLiteral("ask"));
    AppSettings::setEngineTimeoutSeconds(timeoutSeconds);
    AppSettings::setDeadStoneFinder(finder == Finder::Engine ? QStringLiteral("engine") : QStringLiteral("sekiscope"));
    AppSettings::setCompareWithEngine(compareWithEngine);
}

} // namespace seki::ui
