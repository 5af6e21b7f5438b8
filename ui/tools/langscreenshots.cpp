// Renders the window in German and Japanese offscreen, each switched live with everything open as a
// user would switch it (docs/screenshots/window-live-*.png, settings-*.png, lessons-*.png,
// lesson-presentation-*.png):
//   QT_QPA_PLATFORM=offscreen sekiscope_langscreenshots OUTDIR
#include "mainwindow/mainwindow.h"
#include "review/scoringreview.h"
#include "review/tracecontroller.h"
#include "settings/applanguage.h"
#include "settings/settingsdialog.h"
#include "teaching/lessonbrowser.h"
#include "teaching/lessonlibrary.h"
#include "teaching/presentationwindow.h"
#include "tools/toolsupport.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QTextStream>

using namespace seki::ui;

namespace {

const QStringList TranslatedLanguages{QStringLiteral("de"), QStringLiteral("ja")};

// A live switch, delivered at once: QApplication passes LanguageChange on as posted events.
bool switchTo(const QString& code)
{
    if (!AppLanguage::setLanguage(code))
        return false;
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    return true;
}

// The walk-through on the bundled example at its fourth step, and the Preferences dialog.
bool windowAndSettings(const QDir& out)
{
    MainWindow window;
    if (!tools::showWithFile(window, QSize(1280, 860), QStringLiteral(":/games/example-seki.sgf")))
        return false;
    ScoringReview* review = window.scoringReview();
    review->setActive(true);
    review->controller().goToStart();
    for (int k = 0; k < 4; ++k)
        review->controller().stepForward();
    review->controller().finishAnimation();
    bool ok = true;
    for (const QString& code : TranslatedLanguages) {
        ok = switchTo(code) && ok;
        ok = tools::savePicture(window.grab().toImage(), out.filePath(QStringLiteral("window-live-%1.png").arg(code)))
             && ok;
        window.preferencesAction()->trigger();
        SettingsDialog* dialog = window.settingsDialog();
        dialog->adjustSize();
        QCoreApplication::processEvents();
        ok = tools::savePicture(dialog->grab().toImage(), out.filePath(QStringLiteral("settings-%1.png").arg(code)))
             && ok;
        dialog->reject();
    }
    return ok;
}

// The lesson browser beside a lesson presented (the hane seki), after the same live switch.
bool lessons(const QDir& out)
{
    MainWindow window;
    if (!tools::showWithFile(window, QSize(1280, 860)))
        return false;
    const QList<Lesson> all = LessonLibrary::load();
    if (all.size() < 14 || !window.openLesson(all.at(13).path)) // the fourteenth, presented
        return false;
    LessonBrowser browser(all, &window);
    browser.show();
    // Browsed: the first rows, with the longest titles, and a long text beside them.
    browser.selectLesson(all.at(2).path);
    window.setPresentationMode(true);
    PresentationWindow* presentation = window.presentationWindow();
    if (!presentation)
        return false;
    presentation->setWindowState(Qt::WindowNoState);
    presentation->resize(1600, 900);
    ScoringReview* review = window.scoringReview();
    for (int k = 0; k < 2; ++k)
        review->controller().stepForward();
    review->controller().finishAnimation();
    bool ok = true;
    for (const QString& code : TranslatedLanguages) {
        ok = switchTo(code) && ok;
        ok = tools::savePicture(browser.grab().toImage(), out.filePath(QStringLiteral("lessons-%1.png").arg(code)))
             && ok;
        ok = tools::savePicture(presentation->grab().toImage(),
                                out.filePath(QStringLiteral("lesson-presentation-%1.png").arg(code)))
             && ok;
    }
    window.setPresentationMode(false);
    return ok;
}

} // namespace

int main(int argc, char* argv[])
{
    QApplication application(argc, argv);
    const tools::FreshSettings settings;
    const QStringList arguments = application.arguments();
    if (arguments.size() != 2) {
        QTextStream(stderr) << "usage: sekiscope_langscreenshots OUTDIR\n";
        return 1;
    }
    const QDir out(arguments.at(1));
    if (!out.exists() && !QDir().mkpath(out.path())) {
        QTextStream(stderr) << "cannot make " << out.path() << "\n";
        return 1;
    }
    const bool ok = windowAndSettings(out) && lessons(out);
    return ok ? 0 : 1;
}
