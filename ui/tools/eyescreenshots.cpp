// Renders the window with GNU Go's eye lens offscreen into a PNG (the panel looked at on
// real games):
//   QT_QPA_PLATFORM=offscreen sekiscope_eyescreenshots OUT.png WIDTHxHEIGHT FILE [OPTION...]
// Options: "row=N" selects the Nth eye space (default: the first where the readings disagree,
// else none), "all" turns on View > Show Eye Spaces, "local" chooses View > Eye Count > GNU Go
// Local Games (the Score dock then shows both readings), "dock=W" makes the dock column W pixels
// wide, "busy" shows the panel while a slow reading runs (the marks of the position taken off
// and read again, pictured before the result arrives). The walk-through's docks (stages, timeline, inspector) are
// closed first, as a reviewer reading eyes would, so the column holds the Score dock and the lens.
#include "eyes/eyeanalysispanel.h"
#include "eyes/eyelens.h"
#include "eyes/eyelenscontroller.h"
#include "document/gamedocument.h"
#include "mainwindow/mainwindow.h"
#include "tools/toolsupport.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QImage>
#include <QTextStream>
#include <QTreeWidget>

#include <QtTest/QTest>

int main(int argc, char* argv[])
{
    QApplication application(argc, argv);
    const seki::ui::tools::FreshSettings settings;
    const std::optional<seki::ui::tools::WindowArguments> arguments = seki::ui::tools::windowArguments(application.arguments(), 2, "sekiscope_eyescreenshots OUT.png WIDTHxHEIGHT FILE [row=N] [all] [local] [dock=W] [busy]");
    if (!arguments)
        return 1;
    seki::ui::MainWindow window;
    if (!seki::ui::tools::showWithFile(window, arguments->screen, arguments->file))
        return 2;
    seki::ui::EyeLensController* eyes = window.eyeLens();
    for (QDockWidget* dock : window.findChildren<QDockWidget*>()) {
        const QString name = dock->objectName();
        if (name.startsWith(QLatin1String("stageDock")) || name == QLatin1String("timelineDock")
            || name == QLatin1String("inspectorDock") || name == QLatin1String("rulesDock"))
            dock->hide();
    }
    eyes->dock()->show();
    eyes->dock()->raise();
    if (auto* score = window.findChild<QDockWidget*>(QStringLiteral("scoreDock")))
        window.resizeDocks({score, eyes->dock()}, {2, 3}, Qt::Vertical);
    int row = -2;
    bool busy = false;
    for (int k = 4; k < arguments->all.size(); ++k) {
        const QString option = arguments->all.at(k);
        if (option.startsWith(QLatin1String("row=")))
            row = option.mid(4).toInt();
        else if (option == QLatin1String("all"))
            eyes->showEyeSpacesAction()->setChecked(true);
        else if (option == QLatin1String("local"))
            eyes->eyeMethodAction(seki::EyeMethod::LocalGame)->trigger();
        else if (option == QLatin1String("busy"))
            busy = true;
        else if (option.startsWith(QLatin1String("dock=")))
            window.resizeDocks({eyes->dock()}, {option.mid(5).toInt()}, Qt::Horizontal);
    }
    if (!QTest::qWaitFor([&] { return eyes->lens().isCurrent(); }, 5000))
        return 3;
    seki::ui::EyeAnalysisPanel* panel = eyes->panel();
    if (row == -2) {
        row = -1;
        for (int r = 0; r < panel->rowCount() && row < 0; ++r)
            if (panel->isFlagged(r))
                row = r;
    }
    panel->selectSpace(row);
    if (QTreeWidgetItem* item = panel->list()->currentItem())
        panel->list()->scrollToItem(item);
    QTest::qWait(100);
    if (busy) {
        seki::ui::EyeLens& lens = eyes->lens();
        seki::Position unmarked = window.document()->position();
        unmarked.dead = {};
        lens.setBusyDelay(0);
        lens.setPosition(unmarked);
        lens.analyzeNow(); // its result comes through the event loop: the picture is taken before
    }
    return seki::ui::tools::savePicture(window.grab().toImage(), arguments->all.at(1)) ? 0 : 4;
}
