#include "settings/thememenu.h"

#include "settings/apptheme.h"

#include <QActionGroup>
#include <QEvent>

namespace seki::ui {

ThemeMenu::ThemeMenu(QWidget* parent) : QMenu(parent), m_group(new QActionGroup(this))
{
    setObjectName(QStringLiteral("themeMenu"));
    m_group->setExclusive(true);
    for (BoardTheme::Kind kind : BoardTheme::kinds()) {
        QAction* action = addAction(QString());
        action->setCheckable(true);
        action->setData(int(kind));
        action->setChecked(kind == AppTheme::current());
        m_group->addAction(action);
    }
    connect(m_group, &QActionGroup::triggered, this,
            [](QAction* action) { AppTheme::setTheme(BoardTheme::Kind(action->data().toInt())); });
    // The theme may have been switched elsewhere (another window, a test) since the last look.
    connect(this, &QMenu::aboutToShow, this, &ThemeMenu::retranslate);
    retranslate();
}

void ThemeMenu::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMenu::changeEvent(event);
}

void ThemeMenu::retranslate()
{
    setTitle(tr("T&heme"));
    for (QAction* action : m_group->actions()) {
        const auto kind = BoardTheme::Kind(action->data().toInt());
        action->setText(BoardTheme::displayName(kind));
        action->setChecked(kind == AppTheme::current());
    }
}

} // namespace seki::ui
