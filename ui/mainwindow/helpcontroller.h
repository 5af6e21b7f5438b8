#pragma once

#include "common/keybinding.h"
#include "common/translatedtexts.h"

#include <QObject>

#include <functional>

class QAction;
class QMainWindow;
class QMenu;

namespace seki::ui {

class ShortcutsDialog;

// The Help menu, last on the window's menu bar: Keyboard Shortcuts (every key of the window, from
// `keys`), About SekiScope (its version and what it is for) and About Qt.
class HelpController : public QObject {
    Q_OBJECT
public:
    HelpController(QMainWindow& window, std::function<QList<KeyGroup>()> keys);

    QMenu* menu() const { return m_menu; }
    // Help › Keyboard Shortcuts: shows the list (made once, refreshed on each showing).
    void showShortcuts();
    ShortcutsDialog* shortcutsDialog() const { return m_shortcuts; }
    // Help › About SekiScope.
    void about();
    void retranslate() { m_texts.retranslate(); }

private:
    QMainWindow& m_window;
    TranslatedTexts m_texts{"seki::ui::HelpController"};
    QMenu* m_menu = nullptr;
    std::function<QList<KeyGroup>()> m_keys;
    ShortcutsDialog* m_shortcuts = nullptr;
};

} // namespace seki::ui
