#include "mainwindow/helpcontroller.h"

#include "mainwindow/shortcutsdialog.h"

#include <QAction>
#include <QApplication>
#include <QMainWindow>
#include <QMenuBar>
#include <QMessageBox>

namespace seki::ui {

HelpController::HelpController(QMainWindow& window, std::function<QList<KeyGroup>()> keys)
    : QObject(&window), m_window(window), m_keys(std::move(keys))
{
    // Each text once: m_texts sets it now and again on a language change.
    m_menu = m_texts.bind(window.menuBar()->addMenu(QString()), QT_TRANSLATE_NOOP("seki::ui::HelpController", "&Help"));
    QAction* shortcuts = m_texts.bind(new QAction(this), QT_TRANSLATE_NOOP("seki::ui::HelpController", "&Keyboard Shortcuts"),
                                      QT_TRANSLATE_NOOP("seki::ui::HelpController", "Every key of the window"));
    shortcuts->setShortcut(QKeySequence::HelpContents);
    shortcuts->setObjectName(QStringLiteral("keyboardShortcutsAction"));
    // F1 works wherever the focus is.
    window.addAction(shortcuts);
    connect(shortcuts, &QAction::triggered, this, &HelpController::showShortcuts);
    m_menu->addAction(shortcuts);
    m_menu->addSeparator();
    QAction* about = m_texts.bind(new QAction(this), QT_TRANSLATE_NOOP("seki::ui::HelpController", "&About SekiScope"));
    about->setMenuRole(QAction::AboutRole);
    connect(about, &QAction::triggered, this, &HelpController::about);
    QAction* aboutQt = m_texts.bind(new QAction(this), QT_TRANSLATE_NOOP("seki::ui::HelpController", "About &Qt"));
    aboutQt->setMenuRole(QAction::AboutQtRole);
    connect(aboutQt, &QAction::triggered, qApp, &QApplication::aboutQt);
    m_menu->addAction(about);
    m_menu->addAction(aboutQt);
}

void HelpController::showShortcuts()
{
    if (!m_shortcuts)
        m_shortcuts = new ShortcutsDialog(m_keys, &m_window);
    m_shortcuts->show();
    m_shortcuts->raise();
    m_shortcuts->activateWindow();
}

void HelpController::about()
{
    QMessageBox::about(&m_window, tr("About SekiScope"),
                       tr("<h3>SekiScope %1</h3>"
                          "<p>Mark the dead stones of a finished game of Go and get a territory score "
                          "you can trust, seki included, under Japanese, 1989 Japanese and Chinese "
                          "counting.</p>")
                           .arg(QStringLiteral(SEKISCOPE_VERSION)));
}

} // namespace seki::ui
