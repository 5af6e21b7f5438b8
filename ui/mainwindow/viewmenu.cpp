#include "mainwindow/viewmenu.h"

#include "common/appsettings.h"
#include "settings/languagemenu.h"
#include "mainwindow/rulesmenu.h"
#include "settings/thememenu.h"

#include <QAction>
#include <QActionGroup>
#include <QMainWindow>
#include <QMenuBar>

#include <array>
#include <utility>

namespace seki::ui {

ViewMenu::ViewMenu(QMainWindow& window, RulesSelector& rules) : QObject(&window)
{
    // Each text once: m_texts sets it now and again on a language change.
    m_menu = m_texts.bind(window.menuBar()->addMenu(QString()), QT_TRANSLATE_NOOP("seki::ui::ViewMenu", "&View"));
    m_rulesMenu = new RulesMenu(rules, m_menu);
    m_menu->addMenu(m_rulesMenu);
    m_coordinates = m_texts.bind(new QAction(this), QT_TRANSLATE_NOOP("seki::ui::ViewMenu", "Show &Coordinates"));
    m_coordinates->setCheckable(true);
    m_coordinates->setChecked(true);
    connect(m_coordinates, &QAction::toggled, this, &ViewMenu::coordinatesToggled);
    m_menu->addAction(m_coordinates);

    // Move numbers on the stones: none, the last few moves, or all (q5Go, Lizzie, KaTrain).
    QMenu* numbers = m_texts.bind(m_menu->addMenu(QString()), QT_TRANSLATE_NOOP("seki::ui::ViewMenu", "Move &Numbers"));
    numbers->setObjectName(QStringLiteral("moveNumbersMenu"));
    m_moveNumbers = new QActionGroup(this);
    m_moveNumbers->setExclusive(true);
    const std::array<std::pair<int, const char*>, 5> choices{{
        {0, QT_TRANSLATE_NOOP("seki::ui::ViewMenu", "&None")},
        {5, QT_TRANSLATE_NOOP("seki::ui::ViewMenu", "Last &5 Moves")},
        {10, QT_TRANSLATE_NOOP("seki::ui::ViewMenu", "Last 1&0 Moves")},
        {20, QT_TRANSLATE_NOOP("seki::ui::ViewMenu", "Last &20 Moves")},
        {-1, QT_TRANSLATE_NOOP("seki::ui::ViewMenu", "&All Moves")},
    }};
    for (const auto& [moves, text] : choices) {
        QAction* action = m_texts.bind(new QAction(this), text);
        action->setCheckable(true);
        action->setData(moves);
        action->setChecked(moves == 0);
        action->setObjectName(moves == 0    ? QStringLiteral("moveNumbersNone")
                              : moves < 0   ? QStringLiteral("moveNumbersAll")
                                            : QStringLiteral("moveNumbersLast%1").arg(moves));
        m_moveNumbers->addAction(action);
        numbers->addAction(action);
    }
    connect(m_moveNumbers, &QActionGroup::triggered, this, &ViewMenu::moveNumbersChanged);
    m_menu->addMenu(new ThemeMenu(m_menu));
    m_menu->addMenu(new LanguageMenu(m_menu));
    m_menu->addSeparator();
}

bool ViewMenu::showCoordinates() const
{
    return m_coordinates->isChecked();
}

int ViewMenu::moveNumbers() const
{
    const QAction* checked = m_moveNumbers->checkedAction();
    return checked ? checked->data().toInt() : 0;
}

void ViewMenu::setMoveNumbers(int lastMoves)
{
    for (QAction* action : m_moveNumbers->actions())
        if (action->data().toInt() == lastMoves && !action->isChecked()) {
            action->setChecked(true);
            emit moveNumbersChanged();
        }
}

void ViewMenu::readSettings()
{
    m_coordinates->setChecked(AppSettings::showCoordinates());
    setMoveNumbers(AppSettings::moveNumbers());
}

void ViewMenu::writeSettings() const
{
    AppSettings::setShowCoordinates(showCoordinates());
    AppSettings::setMoveNumbers(moveNumbers());
}

void ViewMenu::retranslate()
{
    m_texts.retranslate();
    m_rulesMenu->retranslate();
}

} // namespace seki::ui
