#include "common/translatedtexts.h"

#include <QAction>
#include <QCoreApplication>
#include <QMenu>
#include <QWidget>

namespace seki::ui {

QAction* TranslatedTexts::bind(QAction* action, const char* text, const char* statusTip)
{
    QPointer<QAction> target(action);
    m_apply.push_back([context = m_context, target, text, statusTip] {
        if (!target)
            return;
        target->setText(QCoreApplication::translate(context, text));
        if (statusTip)
            target->setStatusTip(QCoreApplication::translate(context, statusTip));
    });
    m_apply.back()();
    return action;
}

QMenu* TranslatedTexts::bind(QMenu* menu, const char* title)
{
    QPointer<QMenu> target(menu);
    m_apply.push_back([context = m_context, target, title] {
        if (target)
            target->setTitle(QCoreApplication::translate(context, title));
    });
    m_apply.back()();
    return menu;
}

QWidget* TranslatedTexts::bindTitle(QWidget* widget, const char* title)
{
    QPointer<QWidget> target(widget);
    m_apply.push_back([context = m_context, target, title] {
        if (target)
            target->setWindowTitle(QCoreApplication::translate(context, title));
    });
    m_apply.back()();
    return widget;
}

void TranslatedTexts::retranslate() const
{
    for (const auto& apply : m_apply)
        apply();
}

} // namespace seki::ui
