#include "window.h"

#include "settings/applanguage.h"
#include "settings/apptheme.h"
#include "mainwindow/mainwindow.h"

#include <QApplication>

namespace seki::app {

int runWindow(QApplication& application, const QString& file)
{
    // Before the window is built, so it is built in the user's language and theme.
    seki::ui::AppLanguage::applyStored();
    seki::ui::AppTheme::applyStored();
    seki::ui::MainWindow window;
    window.show();
    // A file that cannot be opened is reported by the window itself; the window stays open
    // (empty) so the user can pick another.
    if (!file.isEmpty())
        window.openFile(file);
    else
        // A position set up in the editor that a crash left unsaved is offered back.
        window.offerKeptPositions();
    return application.exec();
}

} // namespace seki::app
