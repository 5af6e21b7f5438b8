// Renders SekiScope's own dead stones and its estimate as the window shows them (laid out as it
// first opens on a screen of that size), to look at them without a display:
//   QT_QPA_PLATFORM=offscreen sekiscope_deadstonescreenshots OUTDIR PREFIX WIDTHxHEIGHT FILE [MOVE]
// writes OUTDIR/PREFIX-suggested.png (Score › Suggest Dead Stones by SekiScope's finder, the mouse
// on its first dead group, whose reason the status line gives), OUTDIR/PREFIX-stage.png (the
// walk-through's first stage on its first group), OUTDIR/PREFIX-estimate.png (Go › Estimate Score
// at move MOVE, by default the middle of the game) and OUTDIR/PREFIX-estimate-end.png (at the end).
#include "board/boardview.h"
#include "document/gamedocument.h"
#include "document/recordnavigator.h"
#include "engine/deadstonecontroller.h"
#include "mainwindow/estimatecontroller.h"
#include "mainwindow/mainwindow.h"
#include "review/scoringreview.h"
#include "review/tracecontroller.h"
#include "review/tracewalk.h"
#include "tools/toolsupport.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QTextStream>

int main(int argc, char* argv[])
{
    using namespace seki;
    using namespace seki::ui;
    QApplication application(argc, argv);
    const tools::FreshSettings settings;
    const std::optional<tools::WindowArguments> arguments = tools::windowArguments(application.arguments(), 3, "sekiscope_deadstonescreenshots OUTDIR PREFIX WIDTHxHEIGHT FILE [MOVE]");
    if (!arguments)
        return 1;
    const QDir out(arguments->all.at(1));
    const QString prefix = arguments->all.at(2);
    MainWindow window;
    if (!tools::showArranged(window, arguments->screen, arguments->file))
        return 2;
    auto save = [&](const QString& name) {
        QApplication::processEvents();
        return tools::savePicture(window.grab().toImage(), out.filePath(prefix + QLatin1Char('-') + name + QStringLiteral(".png")));
    };

    // SekiScope's suggestion, the mouse on the first dead stone.
    DeadStoneController& finder = *window.deadStoneEngine();
    finder.suggestAction()->trigger();
    BoardView& board = *window.boardView();
    if (!finder.suggestion().empty()) {
        const Point first = finder.suggestion().front();
        QTest::mouseMove(&board, board.rectFor(first).center());
        QTest::qWait(50);
    }
    bool ok = save(QStringLiteral("suggested"));
    finder.discardAction()->trigger();

    // The walk-through's first stage, on its first group.
    ScoringReview& review = *window.scoringReview();
    review.setActive(true);
    TraceController& controller = review.controller();
    controller.goTo(controller.walk().deadStoneStageEnd() > 0 ? 1 : 0);
    ok &= save(QStringLiteral("stage"));
    review.setActive(false);

    // The estimate in the middle of the game, then at its end.
    RecordNavigator& navigator = *window.navigator();
    const int move = arguments->all.size() > 5 ? arguments->all.at(5).toInt() : navigator.moveCount() / 2;
    navigator.goToMove(move);
    window.estimateController()->action()->trigger();
    ok &= save(QStringLiteral("estimate"));
    navigator.goToMove(navigator.moveCount());
    ok &= save(QStringLiteral("estimate-end"));
    return ok ? 0 : 3;
}
