#include "review/reviewkeyrouter.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextEdit>
#include <QWidget>

namespace seki::ui {

ReviewKeyRouter::ReviewKeyRouter(QWidget& window, QList<QPair<QKeySequence, QAction*>> keys, QObject* parent)
    : QObject(parent), m_window(window), m_keys(std::move(keys))
{
}

void ReviewKeyRouter::setEnabled(bool enabled)
{
    if (enabled == m_enabled)
        return;
    m_enabled = enabled;
    if (enabled)
        qApp->installEventFilter(this);
    else
        qApp->removeEventFilter(this);
}

QAction* ReviewKeyRouter::actionFor(QObject* watched, QEvent* event) const
{
    auto* widget = qobject_cast<QWidget*>(watched);
    if (!widget || widget->window() != &m_window)
        return nullptr;
    // Where the user types, the keys are the text's.
    if (qobject_cast<QLineEdit*>(widget) || qobject_cast<QAbstractSpinBox*>(widget))
        return nullptr;
    if (const auto* edit = qobject_cast<QTextEdit*>(widget); edit && !edit->isReadOnly())
        return nullptr;
    if (const auto* edit = qobject_cast<QPlainTextEdit*>(widget); edit && !edit->isReadOnly())
        return nullptr;
    if (const auto* box = qobject_cast<QComboBox*>(widget); box && box->isEditable())
        return nullptr;
    auto* key = static_cast<QKeyEvent*>(event);
    const Qt::KeyboardModifiers modifiers = key->modifiers() & ~Qt::KeypadModifier;
    const QKeySequence pressed(QKeyCombination(modifiers, Qt::Key(key->key())));
    for (const auto& [sequence, action] : m_keys)
        if (sequence == pressed && action->isEnabled())
            return action;
    return nullptr;
}

bool ReviewKeyRouter::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() != QEvent::ShortcutOverride && event->type() != QEvent::KeyPress)
        return QObject::eventFilter(watched, event);
    QAction* action = actionFor(watched, event);
    if (!action)
        return QObject::eventFilter(watched, event);
    if (event->type() == QEvent::ShortcutOverride) {
        // Claimed, so neither the window's shortcut nor the widget's own use fires: the key
        // press that follows comes here and triggers the walk-through's action once.
        event->accept();
        return true;
    }
    action->trigger();
    return true;
}

} // namespace seki::ui
