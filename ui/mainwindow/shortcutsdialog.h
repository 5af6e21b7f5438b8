#pragma once

#include "common/keybinding.h"

#include <QDialog>
#include <QSet>

#include <functional>

class QAction;
class QLineEdit;
class QMainWindow;
class QTreeWidget;

namespace seki::ui {

// Help › Keyboard Shortcuts: every key of the window, grouped by where it lives (each menu, the
// board, the walk-through, the rest), with a filter. Generated each time it is shown from what
// `groups` gives (the actions' own texts and shortcuts, in the language of the moment), so the
// list cannot fall behind the window.
class ShortcutsDialog : public QDialog {
    Q_OBJECT
public:
    explicit ShortcutsDialog(std::function<QList<KeyGroup>()> groups, QWidget* parent = nullptr);

    // The keys of `window`'s menus, menu by menu in menu-bar order (submenus included); the
    // actions in `skip` are left out (listed elsewhere).
    static QList<KeyGroup> menuKeys(const QMainWindow& window, const QSet<const QAction*>& skip = {});
    // "Other": the window's actions with a shortcut that no menu holds, but for those in `skip`.
    static KeyGroup otherKeys(const QMainWindow& window, const QSet<const QAction*>& skip = {});
    // An action's text as a list shows it: without its mnemonic ("&Open…" -> "Open").
    static QString plainText(const QString& text);

    // Builds the list again from `groups` (on showing, on a language change).
    void refresh();
    QTreeWidget* list() const { return m_list; }
    QLineEdit* filter() const { return m_filter; }
    // The rows shown, as "group: what: keys" (the filter applied), for tests.
    QStringList rows() const;

protected:
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void applyFilter();
    void retranslate();

    std::function<QList<KeyGroup>()> m_groups;
    QLineEdit* m_filter;
    QTreeWidget* m_list;
};

} // namespace seki::ui
