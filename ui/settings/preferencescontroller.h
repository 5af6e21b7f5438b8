#pragma once

#include "settings/settingsdialog.h"
#include "common/translatedtexts.h"

#include <QObject>

class QAction;
class QMainWindow;
class QMenu;

namespace seki::ui {

class DeadStoneController;
class EyeLensController;
class RulesSelector;

// Edit › Preferences: the dialog shows the values in force and applies them through the same
// paths as the menus (the coordinates action, the rules selector, the eye lens, the engine's
// settings, the language and theme menus), so menus, settings and the window never disagree.
class PreferencesController : public QObject {
    Q_OBJECT
public:
    PreferencesController(QMainWindow& window, QMenu& editMenu, QAction& coordinatesAction, RulesSelector& rules,
                          EyeLensController& eyeLens, DeadStoneController& deadStones);

    QAction* action() const { return m_action; }
    // The dialog once it has been shown (nullptr before).
    SettingsDialog* dialog() const { return m_dialog; }
    // Shows the dialog (window-modal) with the values in force.
    void show();
    void retranslate() { m_texts.retranslate(); }

private:
    SettingsDialog::Values current() const;
    void apply(const SettingsDialog::Values& values);

    QMainWindow& m_window;
    QAction& m_coordinatesAction;
    RulesSelector& m_rules;
    EyeLensController& m_eyeLens;
    DeadStoneController& m_deadStones;
    TranslatedTexts m_texts{"seki::ui::PreferencesController"};
    QAction* m_action = nullptr;
    SettingsDialog* m_dialog = nullptr;
};

} // namespace seki::ui
