// Renders the review window offscreen into PNG files, for the README and for looking at the UI
// without a display:
//   QT_QPA_PLATFORM=offscreen sekiscope_screenshots OUT.png WIDTHxHEIGHT FILE [POINT...]
// WIDTHxHEIGHT is the screen's: the window opens laid out for it and fills it.
// Each POINT (GTP name, e.g. D4; prefix '+' for Shift) is clicked as a user would, after the
// dead stones the file itself marks; "@N" shows move N of the record instead of the end.
#include "board/boardview.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/movebar.h"
#include "tools/toolsupport.h"

#include <QApplication>
#include <QImage>
#include <QTextStream>

#include <cstdio>

int main(int argc, char* argv[])
{
    QApplication application(argc, argv);
    const seki::ui::tools::FreshSettings settings;
    const std::optional<seki::ui::tools::WindowArguments> arguments = seki::ui::tools::windowArguments(application.arguments(), 2, "sekiscope_screenshots OUT.png WIDTHxHEIGHT FILE [POINT...]");
    if (!arguments)
        return 1;
    QTextStream err(stderr);
    seki::ui::MainWindow window;
    if (!seki::ui::tools::showArranged(window, arguments->screen, arguments->file))
        return 2;
    const seki::Board& board = window.boardView()->scene().board;
    for (int k = 4; k < arguments->all.size(); ++k) {
        QString name = arguments->all.at(k);
        if (name.startsWith(QLatin1Char('@'))) {
            window.moveBar()->setMove(name.mid(1).toInt());
            continue;
        }
        const bool shift = name.startsWith(QLatin1Char('+'));
        if (shift)
            name.remove(0, 1);
        const std::optional<seki::Point> point = seki::fromGtp(name.toStdString(), board.width(), board.height());
        if (!point) {
            err << "not a point: " << name << "\n";
            return 1;
        }
        emit window.boardView()->pointActivated(*point, Qt::LeftButton, shift ? Qt::ShiftModifier : Qt::NoModifier);
    }
    // The picture shows the board, not where the keyboard cursor happens to be.
    if (QWidget* focus = QApplication::focusWidget())
        focus->clearFocus();
    QApplication::processEvents();
    return seki::ui::tools::savePicture(window.grab().toImage(), arguments->all.at(1)) ? 0 : 2;
}
