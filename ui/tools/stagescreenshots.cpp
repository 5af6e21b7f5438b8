// Renders the scoring walk-through of a game as the window shows it, for the README and for
// looking at it without a display:
//   QT_QPA_PLATFORM=offscreen sekiscope_stagescreenshots OUTDIR PREFIX WIDTHxHEIGHT FILE [RULES [local-game]]
// (WIDTHxHEIGHT is the screen's: the window opens laid out for it and fills it)
// writes OUTDIR/PREFIX-N.png (the window at the end of stage N, 1..5), OUTDIR/PREFIX-4-anim.png
// (stage 4 mid-animation: a boundary being counted), OUTDIR/PREFIX-5-seki.png (the last seki
// struck out), OUTDIR/PREFIX-board-N.png (the stage's board as exported), OUTDIR/PREFIX-2-teire.png
// (the 1989 rule's first teire, where there is one), OUTDIR/PREFIX-rules.png (Rules Side by Side
// raised) and OUTDIR/PREFIX-handout.pdf.
#include "eyes/eyelenscontroller.h"
#include "mainwindow/mainwindow.h"
#include "review/scoringreview.h"
#include "review/stepexplainer.h"
#include "review/traceboardview.h"
#include "review/tracecontroller.h"
#include "review/traceexporter.h"
#include "tools/toolsupport.h"

#include "board/rulesets.h"
#include "scoring/scorer.h"

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QTextStream>
#include <QVariantAnimation>

#include <cstdio>

int main(int argc, char* argv[])
{
    using namespace seki;
    using namespace seki::ui;
    QApplication application(argc, argv);
    const tools::FreshSettings settings;
    const std::optional<tools::WindowArguments> arguments = tools::windowArguments(application.arguments(), 3, "sekiscope_stagescreenshots OUTDIR PREFIX WIDTHxHEIGHT FILE [RULES [local-game]]");
    if (!arguments)
        return 1;
    QTextStream err(stderr);
    const QDir out(arguments->all.at(1));
    const QString prefix = arguments->all.at(2);
    MainWindow window;
    if (!tools::showArranged(window, arguments->screen, arguments->file))
        return 2;
    ScoringReview& review = *window.scoringReview();
    if (arguments->all.size() > 5) {
        const std::optional<Rules> rules = ruleSetFromName(arguments->all.at(5).toStdString());
        if (!rules) {
            err << "unknown rules: " << arguments->all.at(5) << "\n";
            return 1;
        }
        review.setRules(*rules);
    }
    // The walk-through under GNU Go's local-game eye count, as View › Eye Count would choose it.
    if (arguments->all.value(6) == QLatin1String("local-game"))
        window.eyeLens()->eyeMethodAction(EyeMethod::LocalGame)->trigger();
    review.setActive(true);
    TraceController& controller = review.controller();
    const TraceWalk& walk = controller.walk();
    auto settle = [] {
        for (int k = 0; k < 5; ++k)
            QApplication::processEvents();
    };
    for (int s = 0; s < StageCount; ++s) {
        const Stage stage = Stage(s);
        // The stage's last step, or its start when it has none; in stage 4 the inspector shows
        // the first region, as a teacher would click it.
        controller.goTo(walk.stageEnd(stage));
        if (stage == Stage::Eyes && !walk.regions().empty())
            review.activate(walk.regions().front().points.front(), Qt::LeftButton, {}); // a click on the board
        else
            controller.selectPoint(std::nullopt);
        settle();
        const QString path = out.filePath(QStringLiteral("%1-%2.png").arg(prefix).arg(s + 1));
        if (!tools::savePicture(window.grab().toImage(), path))
            return 2;
        QString error;
        TraceFrame frame = controller.frame();
        if (!TraceExporter::exportFrame(
                walk, frame, out.filePath(QStringLiteral("%1-board-%2.png").arg(prefix).arg(s + 1)), error)) {
            err << error << "\n";
            return 2;
        }
    }
    // The verdict on the last seki, its regions struck out.
    for (int k = walk.stepCount(Stage::Verdict); k >= 1; --k) {
        const int position = walk.positionOf(Stage::Verdict, k);
        if (walk.step(position)->kind != StepKind::Seki && walk.step(position)->kind != StepKind::StrictSeki)
            continue;
        controller.selectPoint(std::nullopt);
        controller.goTo(position);
        settle();
        tools::savePicture(window.grab().toImage(), out.filePath(QStringLiteral("%1-5-seki.png").arg(prefix)));
        break;
    }
    // Mid-animation: the first boundary length of stage 4, half counted.
    for (int k = 1; k <= walk.stepCount(Stage::Eyes); ++k) {
        const int position = walk.positionOf(Stage::Eyes, k);
        if (walk.step(position)->kind != StepKind::BoundaryLength)
            continue;
        controller.selectPoint(std::nullopt);
        controller.goTo(position, true);
        QVariantAnimation* animation = controller.findChild<QVariantAnimation*>();
        if (animation) {
            animation->pause();
            animation->setCurrentTime(animation->duration() / 2);
        }
        settle();
        tools::savePicture(window.grab().toImage(), out.filePath(QStringLiteral("%1-4-anim.png").arg(prefix)));
        controller.finishAnimation();
        break;
    }
    // The 1989 rule's first teire in stage 2, its reason in the step's explanation.
    for (int k = 1; k <= walk.stepCount(Stage::NeutralFill); ++k) {
        const int position = walk.positionOf(Stage::NeutralFill, k);
        const Step* step = walk.step(position);
        if (step->kind != StepKind::StrictFill || !step->strictFill().connection())
            continue;
        controller.selectPoint(std::nullopt);
        controller.goTo(position);
        settle();
        tools::savePicture(window.grab().toImage(), out.filePath(QStringLiteral("%1-2-teire.png").arg(prefix)));
        break;
    }
    // Rules Side by Side raised over the Region Inspector, at the end of the walk-through.
    if (QDockWidget* dock = window.findChild<QDockWidget*>(QStringLiteral("rulesDock"))) {
        controller.goTo(walk.stageEnd(Stage::Verdict));
        dock->raise();
        settle();
        tools::savePicture(window.grab().toImage(), out.filePath(QStringLiteral("%1-rules.png").arg(prefix)));
    }
    QString error;
    if (!TraceExporter::exportHandout(
            walk,
            QStringLiteral("%1 (%2)").arg(QFileInfo(arguments->all.at(4)).fileName(),
                                          QString::fromLatin1(ruleSetName(walk.rules()).data())),
            out.filePath(prefix + QStringLiteral("-handout.pdf")), error)) {
        err << error << "\n";
        return 2;
    }
    return 0;
}
