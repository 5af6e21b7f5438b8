#include "settings/applanguage.h"

#include "common/appsettings.h"

#include <QCoreApplication>
#include <QFile>
#include <QLibraryInfo>
#include <QLocale>
#include <QPointer>
#include <QTranslator>

namespace seki::ui {

namespace {

// The translators in use; owned by the application so they outlive every window.
QPointer<QTranslator>& appTranslator()
{
    static QPointer<QTranslator> translator;
    return translator;
}

QPointer<QTranslator>& qtTranslator()
{
    static QPointer<QTranslator> translator;
    return translator;
}

QString& currentCode()
{
    static QString code = QStringLiteral("en");
    return code;
}

bool isKnown(const QString& code)
{
    for (const AppLanguage::Choice& choice : AppLanguage::choices())
        if (choice.code == code)
            return true;
    return false;
}

} // namespace

QList<AppLanguage::Choice> AppLanguage::choices()
{
    return {{QStringLiteral("en"), QStringLiteral("English")},
            {QStringLiteral("de"), QStringLiteral("Deutsch")},
            {QStringLiteral("ja"), QStringLiteral("\u65e5\u672c\u8a9e")}};
}

QString AppLanguage::storedChoice()
{
    const QString code = AppSettings::language();
    return isKnown(code) ? code : QString();
}

QString AppLanguage::effectiveLanguage()
{
    const QString stored = storedChoice();
    if (!stored.isEmpty())
        return stored;
    // uiLanguages() lists the user's preferences in order ("de-AT", "de", "en-US", ...).
    for (const QString& name : QLocale::system().uiLanguages()) {
        const QString code = name.section(QLatin1Char('-'), 0, 0).section(QLatin1Char('_'), 0, 0).toLower();
        if (isKnown(code))
            return code;
    }
    return QStringLiteral("en");
}

QString AppLanguage::current()
{
    return currentCode();
}

QString AppLanguage::translationFile(const QString& code)
{
    if (code == QStringLiteral("en"))
        return QString();
    return QStringLiteral(":/i18n/sekiscope_%1.qm").arg(code);
}

bool AppLanguage::install(const QString& code)
{
    if (!isKnown(code))
        return false;
    QCoreApplication* application = QCoreApplication::instance();
    auto* translator = new QTranslator(application);
    const QString file = translationFile(code);
    if (!file.isEmpty() && !translator->load(file)) {
        delete translator;
        return false;
    }
    // Qt's own strings (standard dialogs' buttons) from the system's Qt translations, when the
    // distribution ships them; the window is usable without.
    auto* qtStrings = new QTranslator(application);
    if (code == QStringLiteral("en")
        || !qtStrings->load(QLocale(code), QStringLiteral("qtbase"), QStringLiteral("_"),
                            QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        delete qtStrings;
        qtStrings = nullptr;
    }
    // Removing and installing each send LanguageChange; the last one finds the new texts.
    if (appTranslator()) {
        QCoreApplication::removeTranslator(appTranslator());
        delete appTranslator();
    }
    if (qtTranslator()) {
        QCoreApplication::removeTranslator(qtTranslator());
        delete qtTranslator();
    }
    currentCode() = code;
    if (qtStrings) {
        qtTranslator() = qtStrings;
        QCoreApplication::installTranslator(qtStrings);
    }
    if (file.isEmpty()) {
        // English is the source language: no translator, but the windows must still hear of
        // the change to put their English texts back.
        delete translator;
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(application, &change);
    } else {
        appTranslator() = translator;
        QCoreApplication::installTranslator(translator);
    }
    return true;
}

bool AppLanguage::setLanguage(const QString& code)
{
    if (!code.isEmpty() && !isKnown(code))
        return false;
    AppSettings::setLanguage(code);
    return install(code.isEmpty() ? effectiveLanguage() : code);
}

void AppLanguage::applyStored()
{
    install(effectiveLanguage());
}

} // namespace seki::ui
