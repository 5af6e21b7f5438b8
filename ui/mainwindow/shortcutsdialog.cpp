#include "mainwindow/shortcutsdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace seki::ui {

namespace {

QString keysText(const QList<QKeySequence>& keys)
{
    QStringList names;
    for (const QKeySequence& key : keys)
        names << key.toString(QKeySequence::NativeText);
    return names.join(QStringLiteral(", "));
}

// The menu's actions with shortcuts, its submenus' after them, each action once.
void collectMenu(const QMenu& menu, QList<KeyBinding>& bindings, QSet<const QAction*>& seen,
                 const QSet<const QAction*>& skip)
{
    for (QAction* action : menu.actions()) {
        if (QMenu* submenu = action->menu()) {
            collectMenu(*submenu, bindings, seen, skip);
            continue;
        }
        if (action->isSeparator() || action->shortcuts().isEmpty() || seen.contains(action) || skip.contains(action))
            continue;
        seen.insert(action);
        bindings.append({ShortcutsDialog::plainText(action->text()), action->shortcuts()});
    }
}

} // namespace

ShortcutsDialog::ShortcutsDialog(std::function<QList<KeyGroup>()> groups, QWidget* parent)
    : QDialog(parent), m_groups(std::move(groups)), m_filter(new QLineEdit(this)), m_list(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("shortcutsDialog"));
    auto* layout = new QVBoxLayout(this);
    m_filter->setClearButtonEnabled(true);
    layout->addWidget(m_filter);
    m_list->setColumnCount(2);
    m_list->setRootIsDecorated(false);
    m_list->setSelectionMode(QAbstractItemView::NoSelection);
    m_list->setAlternatingRowColors(true);
    m_list->header()->setStretchLastSection(true);
    layout->addWidget(m_list, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(m_filter, &QLineEdit::textChanged, this, &ShortcutsDialog::applyFilter);
    resize(680, 640);
    retranslate();
}

QString ShortcutsDialog::plainText(const QString& text)
{
    QString plain = text;
    // A mnemonic written after the text, as Japanese menus write it: "開く(&O)".
    static const QRegularExpression trailing(QStringLiteral("\\(&[^)]\\)"));
    plain.remove(trailing);
    plain.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    plain.remove(QLatin1Char('&'));
    plain.replace(QLatin1Char('\x01'), QLatin1Char('&'));
    if (plain.endsWith(QChar(0x2026)))
        plain.chop(1);
    else if (plain.endsWith(QLatin1String("...")))
        plain.chop(3);
    return plain.trimmed();
}

QList<KeyGroup> ShortcutsDialog::menuKeys(const QMainWindow& window, const QSet<const QAction*>& skip)
{
    QList<KeyGroup> groups;
    QSet<const QAction*> seen;
    for (QAction* menuAction : window.menuBar()->actions()) {
        const QMenu* menu = menuAction->menu();
        if (!menu)
            continue;
        KeyGroup group{plainText(menu->title()), {}};
        collectMenu(*menu, group.bindings, seen, skip);
        if (!group.bindings.isEmpty())
            groups.append(group);
    }
    return groups;
}

KeyGroup ShortcutsDialog::otherKeys(const QMainWindow& window, const QSet<const QAction*>& skip)
{
    QSet<const QAction*> seen = skip;
    QList<KeyBinding> inMenus;
    for (QAction* menuAction : window.menuBar()->actions())
        if (const QMenu* menu = menuAction->menu())
            collectMenu(*menu, inMenus, seen, {});
    KeyGroup other{tr("Other"), {}};
    for (const QAction* action : window.findChildren<QAction*>()) {
        if (action->shortcuts().isEmpty() || seen.contains(action) || action->menu())
            continue;
        seen.insert(action);
        other.bindings.append({plainText(action->text()), action->shortcuts()});
    }
    return other;
}

void ShortcutsDialog::refresh()
{
    m_list->clear();
    for (const KeyGroup& group : m_groups()) {
        auto* top = new QTreeWidgetItem(m_list, {group.title});
        QFont bold = top->font(0);
        bold.setBold(true);
        top->setFont(0, bold);
        top->setFirstColumnSpanned(true);
        for (const KeyBinding& binding : group.bindings)
            new QTreeWidgetItem(top, {binding.what, keysText(binding.keys)});
    }
    m_list->expandAll();
    m_list->resizeColumnToContents(0);
    applyFilter();
}

void ShortcutsDialog::applyFilter()
{
    const QString wanted = m_filter->text().trimmed();
    for (int g = 0; g < m_list->topLevelItemCount(); ++g) {
        QTreeWidgetItem* group = m_list->topLevelItem(g);
        const bool groupMatches = group->text(0).contains(wanted, Qt::CaseInsensitive);
        int shown = 0;
        for (int k = 0; k < group->childCount(); ++k) {
            QTreeWidgetItem* row = group->child(k);
            const bool match = wanted.isEmpty() || groupMatches || row->text(0).contains(wanted, Qt::CaseInsensitive)
                               || row->text(1).contains(wanted, Qt::CaseInsensitive);
            row->setHidden(!match);
            shown += match ? 1 : 0;
        }
        group->setHidden(shown == 0);
    }
}

QStringList ShortcutsDialog::rows() const
{
    QStringList rows;
    for (int g = 0; g < m_list->topLevelItemCount(); ++g) {
        const QTreeWidgetItem* group = m_list->topLevelItem(g);
        for (int k = 0; k < group->childCount(); ++k)
            if (!group->isHidden() && !group->child(k)->isHidden())
                rows << QStringLiteral("%1: %2: %3").arg(group->text(0), group->child(k)->text(0), group->child(k)->text(1));
    }
    return rows;
}

void ShortcutsDialog::retranslate()
{
    setWindowTitle(tr("Keyboard Shortcuts"));
    m_filter->setPlaceholderText(tr("Type to find a key or an action"));
    m_list->setHeaderLabels({tr("Action"), tr("Keys")});
}

void ShortcutsDialog::showEvent(QShowEvent* event)
{
    refresh();
    QDialog::showEvent(event);
}

void ShortcutsDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        if (isVisible())
            refresh();
    }
    QDialog::changeEvent(event);
}

} // namespace seki::ui
