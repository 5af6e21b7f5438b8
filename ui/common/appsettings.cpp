#include "common/appsettings.h"

#include <QDir>
#include <QSettings>

namespace seki::ui {

namespace {

QSettings store()
{
    return QSettings(QStringLiteral("SekiScope"), QStringLiteral("SekiScope"));
}

QVariant read(const QString& key, const QVariant& fallback = {})
{
    return store().value(key, fallback);
}

void write(const QString& key, const QVariant& value)
{
    store().setValue(key, value);
}

QString handoutKey(const char* name)
{
    return QStringLiteral("handout/") + QLatin1String(name);
}

QString layoutKey(const QString& screen, const char* name)
{
    return QStringLiteral("window/%1/%2").arg(screen, QLatin1String(name));
}

} // namespace

QString AppSettings::lastFolder() { return read(QStringLiteral("files/lastFolder"), QDir::homePath()).toString(); }
void AppSettings::setLastFolder(const QString& folder) { write(QStringLiteral("files/lastFolder"), folder); }
QStringList AppSettings::recentFiles() { return read(QStringLiteral("files/recent")).toStringList(); }
void AppSettings::setRecentFiles(const QStringList& files) { write(QStringLiteral("files/recent"), files); }

bool AppSettings::showCoordinates() { return read(QStringLiteral("view/coordinates"), true).toBool(); }
void AppSettings::setShowCoordinates(bool on) { write(QStringLiteral("view/coordinates"), on); }
int AppSettings::moveNumbers() { return read(QStringLiteral("view/moveNumbers"), 0).toInt(); }
void AppSettings::setMoveNumbers(int lastMoves) { write(QStringLiteral("view/moveNumbers"), lastMoves); }
bool AppSettings::walkOneStepPerStage() { return read(QStringLiteral("review/oneStepPerStage"), false).toBool(); }
void AppSettings::setWalkOneStepPerStage(bool on) { write(QStringLiteral("review/oneStepPerStage"), on); }
bool AppSettings::showEyeSpaces() { return read(QStringLiteral("view/eyeSpaces"), false).toBool(); }
void AppSettings::setShowEyeSpaces(bool on) { write(QStringLiteral("view/eyeSpaces"), on); }
QStringList AppSettings::solvedExercises() { return read(QStringLiteral("teaching/solvedExercises")).toStringList(); }
void AppSettings::setSolvedExercises(const QStringList& exercises)
{
    write(QStringLiteral("teaching/solvedExercises"), exercises);
}
QString AppSettings::language() { return read(QStringLiteral("view/language")).toString(); }
void AppSettings::setLanguage(const QString& code) { write(QStringLiteral("view/language"), code); }
QString AppSettings::theme() { return read(QStringLiteral("view/theme")).toString(); }
void AppSettings::setTheme(const QString& id) { write(QStringLiteral("view/theme"), id); }

QString AppSettings::rules() { return read(QStringLiteral("score/rules")).toString(); }
void AppSettings::setRules(const QString& name) { write(QStringLiteral("score/rules"), name); }
QString AppSettings::eyeMethod() { return read(QStringLiteral("score/eyes")).toString(); }
void AppSettings::setEyeMethod(const QString& name) { write(QStringLiteral("score/eyes"), name); }

QString AppSettings::engineCommand() { return read(QStringLiteral("engine/command")).toString().trimmed(); }
void AppSettings::setEngineCommand(const QString& command) { write(QStringLiteral("engine/command"), command); }
QString AppSettings::engineOnOpen() { return read(QStringLiteral("engine/onOpen")).toString(); }
void AppSettings::setEngineOnOpen(const QString& choice) { write(QStringLiteral("engine/onOpen"), choice); }
int AppSettings::engineTimeoutSeconds(int fallback)
{
    return read(QStringLiteral("engine/timeoutSeconds"), fallback).toInt();
}
void AppSettings::setEngineTimeoutSeconds(int seconds) { write(QStringLiteral("engine/timeoutSeconds"), seconds); }
QString AppSettings::deadStoneFinder() { return read(QStringLiteral("engine/finder")).toString(); }
void AppSettings::setDeadStoneFinder(const QString& finder) { write(QStringLiteral("engine/finder"), finder); }
bool AppSettings::compareWithEngine() { return read(QStringLiteral("engine/compare"), false).toBool(); }
void AppSettings::setCompareWithEngine(bool compare) { write(QStringLiteral("engine/compare"), compare); }

int AppSettings::handoutInt(const char* name, int fallback) { return read(handoutKey(name), fallback).toInt(); }
bool AppSettings::handoutBool(const char* name, bool fallback) { return read(handoutKey(name), fallback).toBool(); }
void AppSettings::setHandout(const char* name, int value) { write(handoutKey(name), value); }
void AppSettings::setHandout(const char* name, bool value) { write(handoutKey(name), value); }

QByteArray AppSettings::windowGeometry(const QString& screen) { return read(layoutKey(screen, "geometry")).toByteArray(); }
QByteArray AppSettings::windowState(const QString& screen) { return read(layoutKey(screen, "state")).toByteArray(); }
void AppSettings::setWindowLayout(const QString& screen, const QByteArray& geometry, const QByteArray& state)
{
    QSettings settings = store();
    settings.setValue(layoutKey(screen, "geometry"), geometry);
    settings.setValue(layoutKey(screen, "state"), state);
}

} // namespace seki::ui
