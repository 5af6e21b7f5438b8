#include "settings/languagemenu.h"

#include "settings/applanguage.h"

#include <QActionGroup>
#include <QEvent>

namespace seki::ui {

LanguageMenu::LanguageMenu(QWidget* parent) : QMenu(parent), m_group(new QActionGroup(this))
{
    setObjectName(QStringLiteral("languageMenu"));
    m_group->setExclusive(true);
    m_systemAction = addAction(QString());
    m_systemAction->setCheckable(true);
    m_systemAction->setData(QString());
    m_group->addAction(m_systemAction);
    addSeparator();
    for (const AppLanguage::Choice& choice : AppLanguage::choices()) {
        QAction* action = addAction(choice.nativeName);
        action->setCheckable(true);
        action->setData(choice.code);
        m_group->addAction(action);
    }
    connect(m_group, &QActionGroup::triggered, this,
            [](QAction* action) { AppLanguage::setLanguage(action->data().toString()); });
    // The choice may have been made elsewhere (Preferences, another window) since the last look.
    connect(this, &QMenu::aboutToShow, this, &LanguageMenu::updateChecks);
    retranslate();
}

void LanguageMenu::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMenu::changeEvent(event);
}

void LanguageMenu::retranslate()
{
    setTitle(tr("&Language"));
    const QString tip = tr("Show the window in this language; the choice is remembered");
    menuAction()->setStatusTip(tip);
    m_systemAction->setText(tr("&System Language"));
    m_systemAction->setStatusTip(tip);
    for (QAction* action : m_group->actions())
        action->setStatusTip(tip);
    updateChecks();
}

void LanguageMenu::updateChecks()
{
    const QString stored = AppLanguage::storedChoice();
    for (QAction* action : m_group->actions())
        action->setChecked(action->data().toString() == stored);
}

} // namespace seki::ui
