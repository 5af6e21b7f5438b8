#include "mainwindow/viewmenu.h"

#include "common/appsettings.h"
#include "settings/languagemenu.h"
#include "mainwindow/rulesmenu.h"
#include "settings/thememenu.h"

#include <QAction>
#include <QMainWindow>
#include <QMenuBar>

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
    m_menu->addMenu(new ThemeMenu(m_menu));
    m_menu->addMenu(new LanguageMenu(m_menu));
    m_menu->addSeparator();
}

bool ViewMenu::showCoordinates() const
{
    return m_coordinates->isChecked();
}

void ViewMenu::readSettings()
{
    m_coordinates->setChecked(AppSettings::showCoordinates());
}

void ViewMenu::writeSettings() const
{
    AppSettings::setShowCoordinates(showCoordinates());
}

void ViewMenu::retranslate()
{
    m_texts.retranslate();
    m_rulesMenu->retranslate();
}

} // namespace seki::ui
