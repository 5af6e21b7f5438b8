// Renders the beginner's walk-through (one step per stage) as the window and presentation mode
// show it, for looking at it without a display:
//   QT_QPA_PLATFORM=offscreen sekiscope_walkscreenshots OUTDIR WIDTHxHEIGHT FILE [LANGUAGE]
// writes OUTDIR/walk-LANGUAGE-WIDTHxHEIGHT-N.png (the window on the walk's step N: 0 the dead-stone
// stage, 1..5 the stages) and OUTDIR/walk-present-LANGUAGE-WIDTHxHEIGHT-N.png (presentation mode
// at the same size on the same step). LANGUAGE is "en" (the default), "de" or "ja".
#include "mainwindow/mainwindow.h"
#include "review/scoringreview.h"
#include "review/tracecontroller.h"
#include "settings/applanguage.h"
#include "teaching/presentationwindow.h"
#include "tools/toolsupport.h"

#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QTextStream>

int main(int argc, char* argv[])
{
    using namespace seki::ui;
    QApplication application(argc, argv);
    const tools::FreshSettings settings;
    const QStringList arguments = application.arguments();
    if (arguments.size() < 4) {
        QTextStream(stderr) << "usage: sekiscope_walkscreenshots OUTDIR WIDTHxHEIGHT FILE [LANGUAGE]\n";
        return 1;
    }
    const QDir out(arguments.at(1));
    const std::optional<QSize> size = tools::parseSize(arguments.at(2));
    if (!size)
        return 1;
    const QString language = arguments.value(4, QStringLiteral("en"));
    if (!AppLanguage::setLanguage(language)) {
        QTextStream(stderr) << "unknown language: " << language << "\n";
        return 1;
    }
    MainWindow window;
    if (!tools::showArranged(window, *size, arguments.at(3)))
        return 2;
    ScoringReview& review = *window.scoringReview();
    review.oneStepPerStageBox()->setChecked(true);
    review.setActive(true);
    TraceController& controller = review.controller();
    const QString tag = QStringLiteral("%1-%2x%3").arg(language).arg(size->width()).arg(size->height());
    bool ok = true;
    for (int k = 0; k < controller.positionCount(); ++k) {
        controller.goTo(k);
        QApplication::processEvents();
        ok &= tools::savePicture(window.grab().toImage(),
                                 out.filePath(QStringLiteral("walk-%1-%2.png").arg(tag).arg(k)));
    }
    window.setPresentationMode(true);
    PresentationWindow* presentation = window.presentationWindow();
    presentation->setWindowState(Qt::WindowNoState);
    presentation->resize(*size);
    // A lesson opens on its own slides: Shift+Page Down goes on to the walk-through.
    if (presentation->lessonSlideCount() > 0)
        QTest::keyClick(presentation, Qt::Key_PageDown, Qt::ShiftModifier);
    for (int k = 0; k < controller.positionCount(); ++k) {
        controller.goTo(k);
        QApplication::processEvents();
        ok &= tools::savePicture(presentation->grab().toImage(),
                                 out.filePath(QStringLiteral("walk-present-%1-%2.png").arg(tag).arg(k)));
    }
    window.setPresentationMode(false);
    return ok ? 0 : 2;
}
