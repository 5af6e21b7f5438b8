// Renders the review window offscreen as a player reads a record, into a PNG file:
//   QT_QPA_PLATFORM=offscreen sekiscope_recordscreenshots OUT.png WIDTHxHEIGHT FILE [STEP...]
// Each STEP in order: "@N" shows move N of the line shown, "#N" goes to node N of the tree,
// "tree" or "comments" raises that dock, "numbers=all|none|N" numbers the stones (all, none or
// the last N moves), "dark" switches to the dark theme, "shortcuts" opens Help > Keyboard
// Shortcuts (the picture is then the dialog's), "try" switches Go > Try Moves on, "play=cd" tries
// the side to move at that point (SGF), "hover=cd" points at it.
#include "board/boardview.h"
#include "document/recordnavigator.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/movebar.h"
#include "record/trymoves.h"
#include "settings/apptheme.h"
#include "tools/toolsupport.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDockWidget>
#include <QImage>
#include <QTextStream>

int main(int argc, char* argv[])
{
    QApplication application(argc, argv);
    const seki::ui::tools::FreshSettings settings;
    const std::optional<seki::ui::tools::WindowArguments> arguments = seki::ui::tools::windowArguments(application.arguments(), 2, "sekiscope_recordscreenshots OUT.png WIDTHxHEIGHT FILE [STEP...]");
    if (!arguments)
        return 1;
    QTextStream err(stderr);
    seki::ui::MainWindow window;
    if (!seki::ui::tools::showWithFile(window, arguments->screen, arguments->file))
        return 2;
    QWidget* picture = &window;
    for (int k = 4; k < arguments->all.size(); ++k) {
        const QString step = arguments->all.at(k);
        if (step.startsWith(QLatin1Char('@'))) {
            window.moveBar()->setMove(step.mid(1).toInt());
        } else if (step.startsWith(QLatin1Char('#'))) {
            window.navigator()->goToNode(step.mid(1).toInt());
        } else if (step == QLatin1String("tree") || step == QLatin1String("comments")) {
            if (auto* dock = window.findChild<QDockWidget*>(step + QLatin1String("Dock")))
                dock->raise();
        } else if (step.startsWith(QLatin1String("numbers="))) {
            const QString value = step.mid(8);
            const QString name = value == QLatin1String("all")    ? QStringLiteral("moveNumbersAll")
                                 : value == QLatin1String("none") ? QStringLiteral("moveNumbersNone")
                                                                  : QStringLiteral("moveNumbersLast") + value;
            QAction* action = window.findChild<QAction*>(name);
            if (!action) {
                err << "no such choice: " << step << "\n";
                return 1;
            }
            action->trigger();
        } else if (step == QLatin1String("shortcuts")) {
            window.findChild<QAction*>(QStringLiteral("keyboardShortcutsAction"))->trigger();
            picture = window.findChild<QDialog*>(QStringLiteral("shortcutsDialog"));
        } else if (step == QLatin1String("try")) {
            window.tryMoves()->setOn(true);
        } else if (step.startsWith(QLatin1String("play=")) || step.startsWith(QLatin1String("hover="))) {
            const std::optional<seki::Point> point = seki::fromSgf(step.section(QLatin1Char('='), 1).toStdString());
            if (!point) {
                err << "not a point: " << step << "\n";
                return 1;
            }
            if (step.startsWith(QLatin1String("play=")))
                window.tryMoves()->tryMove(*point);
            else
                emit window.boardView()->pointHovered(*point);
        } else if (step == QLatin1String("dark")) {
            seki::ui::AppTheme::setTheme(seki::ui::BoardTheme::Kind::Dark);
        } else {
            err << "unknown step: " << step << "\n";
            return 1;
        }
        QApplication::processEvents();
    }
    QApplication::processEvents();
    return seki::ui::tools::savePicture(picture->grab().toImage(), arguments->all.at(1)) ? 0 : 2;
}
