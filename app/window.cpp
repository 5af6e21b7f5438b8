#include "window.h"

#include "mainwindow.h"

#include <QApplication>

namespace seki::app {

int runWindow(QApplication& application, const QString& file)
{
    seki::ui::MainWindow window;
    window.show();
    // A file that cannot be opened is reported by the window itself; the window stays open
    // (empty) so the user can pick another.
    if (!file.isEmpty())
        window.openFile(file);
    return application.exec();
}

} // namespace seki::app
