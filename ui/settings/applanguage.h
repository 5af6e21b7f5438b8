#pragma once

#include <QList>
#include <QString>

namespace seki::ui {

// The language of the window: English (the source strings), German or Japanese, from the
// translations embedded at :/i18n (resources/translations/*.ts, built by qt_add_translations).
// Installing a translator sends every widget a LanguageChange event; the windows retranslate
// their menus on it.
class AppLanguage {
public:
    struct Choice {
        QString code;       // "en", "de", "ja"
        QString nativeName; // shown in the Language menu in its own language, never translated
    };

    static QList<Choice> choices();
    // The stored choice ("" = follow the system locale).
    static QString storedChoice();
    // The language actually shown: the stored choice, else the system's if translated, else "en".
    static QString effectiveLanguage();
    static QString current();
    // Installs the translation of `code` ("" = the system's) and remembers the choice.
    // False when `code` names a language without an embedded translation.
    static bool setLanguage(const QString& code);
    // At start-up: installs the stored or the system's language without rewriting the setting.
    static void applyStored();
    // The embedded .qm of `code` (empty for English, which needs none).
    static QString translationFile(const QString& code);

private:
    static bool install(const QString& code);
};

} // namespace seki::ui
