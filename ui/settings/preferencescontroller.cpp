#include "settings/preferencescontroller.h"

#include "settings/applanguage.h"
#include "settings/apptheme.h"
#include "engine/deadstonecontroller.h"
#include "eyes/eyelenscontroller.h"
#include "document/rulesselector.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>

namespace seki::ui {

PreferencesController::PreferencesController(QMainWindow& window, QMenu& editMenu, QAction& coordinatesAction,
                                             RulesSelector& rules, EyeLensController& eyeLens,
                                             DeadStoneController& deadStones)
    : QObject(&window), m_window(window), m_coordinatesAction(coordinatesAction), m_rules(rules), m_eyeLens(eyeLens),
      m_deadStones(deadStones)
{
    m_action = m_texts.bind(new QAction(QIcon::fromTheme(QStringLiteral("preferences-system")), QString(), &window),
                            QT_TRANSLATE_NOOP("seki::ui::PreferencesController", "&Preferences\u2026"),
                            QT_TRANSLATE_NOOP("seki::ui::PreferencesController",
                                              "Language, theme, coordinates and how the board is scored"));
    m_action->setObjectName(QStringLiteral("preferencesAction"));
    // The platform's key where it has one (Cmd+, on macOS, Ctrl+Shift+, on KDE), and Ctrl+,
    // everywhere, as in most desktop applications.
    QList<QKeySequence> keys = QKeySequence::keyBindings(QKeySequence::Preferences);
    const QKeySequence ctrlComma(Qt::CTRL | Qt::Key_Comma);
    if (!keys.contains(ctrlComma))
        keys << ctrlComma;
    m_action->setShortcuts(keys);
    m_action->setMenuRole(QAction::PreferencesRole);
    connect(m_action, &QAction::triggered, this, &PreferencesController::show);
    editMenu.addSeparator();
    editMenu.addAction(m_action);
}

void PreferencesController::show()
{
    if (!m_dialog) {
        m_dialog = new SettingsDialog(&m_window);
        connect(m_dialog, &SettingsDialog::applyRequested, this, &PreferencesController::apply);
    }
    // What is in force now: the menus may have changed it since the dialog was last open.
    m_dialog->setValues(current());
    m_dialog->open();
}

SettingsDialog::Values PreferencesController::current() const
{
    SettingsDialog::Values values;
    values.language = AppLanguage::storedChoice();
    values.theme = AppTheme::current();
    values.showCoordinates = m_coordinatesAction.isChecked();
    values.rules = m_rules.rules();
    values.eyeMethod = m_eyeLens.eyeMethod();
    values.showEyeSpaces = m_eyeLens.showEyeSpacesAction()->isChecked();
    values.engine = m_deadStones.settings();
    return values;
}

void PreferencesController::apply(const SettingsDialog::Values& values)
{
    if (values.theme != AppTheme::current())
        AppTheme::setTheme(values.theme);
    m_coordinatesAction.setChecked(values.showCoordinates);
    if (values.rules != m_rules.rules())
        m_rules.choose(values.rules);
    m_eyeLens.setEyeMethod(values.eyeMethod);
    m_eyeLens.showEyeSpacesAction()->setChecked(values.showEyeSpaces);
    if (!(values.engine == m_deadStones.settings()))
        m_deadStones.setSettings(values.engine);
    // Last: the language change retranslates everything, the dialog included.
    if (values.language != AppLanguage::storedChoice())
        AppLanguage::setLanguage(values.language);
}

} // namespace seki::ui
