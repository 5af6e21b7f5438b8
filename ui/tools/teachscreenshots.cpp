// Renders the teaching kit offscreen, for the README and for looking at it without a
// display:
//   QT_QPA_PLATFORM=offscreen sekiscope_teachscreenshots OUTDIR
// writes OUTDIR/teach-lessons.png (the lesson browser), OUTDIR/teach-editor.png (the window in
// the board editor, a position being built), OUTDIR/teach-presentation.png (presentation mode at
// 1920x1080 on a step of the corner seki lesson) and OUTDIR/teach-handout.pdf (the corner seki
// lesson's handout; render a page with pdftoppm), and teach-presentation-de.png / -ja.png (the same
// presentation step in German and in Japanese). For the projector sizes, in English, German and
// Japanese (LANG = en, de, ja; SIZE = 1920 for 1920x1080, 1024 for 1024x768):
// teach-shelf-go-LANG-SIZE.png and teach-shelf-scorer-LANG-SIZE.png (the browser's two shelves),
// teach-present-LANG-SIZE.png (a step of the corner seki lesson: the lesson's text, the scorer's
// step beneath) and teach-final-LANG-SIZE.png (the last slide: the result and the seki).
//   sekiscope_teachscreenshots OUTDIR --variations
// only shows the lesson with variations (lesson 14) in presentation mode, full screen on the
// screen it runs on (run it under Xvfb at the projector's size), in English, German and Japanese:
// teach-variation-root-LANG-WxH.png (its first position and the choices), -black-... (the
// variation "if Black plays D9"), -capture-... (White's answer), -final-... (the last slide).
#include "teaching/boardeditor.h"
#include "board/boardview.h"
#include "document/gamedocument.h"
#include "teaching/handoutwriter.h"
#include "teaching/lessonbrowser.h"
#include "teaching/lessonlibrary.h"
#include "mainwindow/mainwindow.h"
#include "settings/applanguage.h"
#include "teaching/presentationwindow.h"
#include "document/recordnavigator.h"
#include "review/scoringreview.h"
#include "review/tracecontroller.h"
#include "tools/toolsupport.h"

#include <QApplication>
#include <QDir>
#include <QDoubleSpinBox>
#include <QTabBar>
#include <QMouseEvent>
#include <QScreen>
#include <QTest>
#include <QTextStream>

namespace {

bool save(const QImage& image, const QDir& out, const QString& name)
{
    return seki::ui::tools::savePicture(image, out.filePath(name));
}

void click(seki::ui::MainWindow& window, seki::Point p, Qt::MouseButton button = Qt::LeftButton)
{
    seki::ui::BoardView* view = window.boardView();
    QTest::mouseClick(view, button, {}, view->rectFor(p).center());
}

} // namespace

int main(int argc, char* argv[])
{
    using namespace seki;
    using namespace seki::ui;
    QApplication application(argc, argv);
    const tools::FreshSettings settings;
    const QStringList arguments = application.arguments();
    if (arguments.size() < 2) {
        QTextStream(stderr) << "usage: sekiscope_teachscreenshots OUTDIR\n";
        return 1;
    }
    const QDir out(arguments.at(1));
    bool ok = true;
    const QList<Lesson> lessons = LessonLibrary::load();
    if (lessons.isEmpty())
        return 2;

    if (arguments.value(2) == QStringLiteral("--variations")) {
        const QString path = QStringLiteral(":/lessons/14-one-eye-each-on-the-edge.sgf");
        for (const QString& code : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("ja")}) {
            AppLanguage::setLanguage(code);
            MainWindow window;
            window.show();
            if (!window.openLesson(path))
                return 2;
            {
                // The window on the variation "if Black plays D9", its text in the Comments dock.
                window.resize(window.screen()->availableSize().boundedTo(QSize(1280, 720)));
                const SgfGameTree& tree = *window.document()->reviewedTree();
                window.navigator()->goToNode(tree.root().children().at(1));
                QTest::qWait(200);
                ok &= save(window.grab().toImage(), out,
                           QStringLiteral("teach-variation-window-%1-%2x%3.png")
                               .arg(code)
                               .arg(window.screen()->size().width())
                               .arg(window.screen()->size().height()));
            }
            window.setPresentationMode(true);
            PresentationWindow* presentation = window.presentationWindow();
            QTest::qWait(300); // the window manager's full screen
            const QSize size = presentation->size();
            const QString tag = QStringLiteral("%1-%2x%3").arg(code).arg(size.width()).arg(size.height());
            const auto shot = [&](const QString& what) {
                QApplication::processEvents();
                ok &= save(presentation->grab().toImage(), out,
                           QStringLiteral("teach-variation-%1-%2.png").arg(what, tag));
            };
            shot(QStringLiteral("root"));
            presentation->chooseVariation(1);
            shot(QStringLiteral("black"));
            QTest::keyClick(presentation, Qt::Key_Right);
            shot(QStringLiteral("capture"));
            QTest::keyClick(presentation, Qt::Key_End);
            shot(QStringLiteral("final"));
            window.setPresentationMode(false);
        }
        AppLanguage::setLanguage(QStringLiteral("en"));
        return ok ? 0 : 2;
    }

    {
        LessonBrowser browser(lessons);
        browser.resize(1180, 760);
        browser.show();
        QApplication::processEvents();
        ok &= save(browser.grab().toImage(), out, QStringLiteral("teach-lessons.png"));
    }

    {
        MainWindow window;
        window.resize(1280, 860);
        window.show();
        window.newPosition(QSize(9, 9));
        BoardEditor& editor = *window.boardEditor();
        // A corner seki being set up: the stones of the first lesson, most of them.
        const Position& lesson = lessons.first().position;
        editor.setTool(BoardEditor::Tool::Black);
        int placed = 0;
        lesson.board.forEachPoint([&](Board::Index i) {
            const Color colour = lesson.board.at(i);
            if (!isStone(colour) || ++placed > 30)
                return;
            click(window, lesson.board.point(i), colour == Color::Black ? Qt::LeftButton : Qt::RightButton);
        });
        editor.komiBox()->setValue(6.5);
        const Point hover{6, 3};
        QMouseEvent move(QEvent::MouseMove, window.boardView()->rectFor(hover).center(),
                         window.boardView()->mapToGlobal(window.boardView()->rectFor(hover).center()), Qt::NoButton,
                         Qt::NoButton, Qt::NoModifier);
        QApplication::sendEvent(window.boardView(), &move);
        QApplication::processEvents();
        ok &= save(window.grab().toImage(), out, QStringLiteral("teach-editor.png"));
    }

    // Presentation mode on the corner seki lesson, in English and as a German and a Japanese class
    // would see it: the same step in each language, so the pictures can be compared.
    for (const QString& code : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("ja")}) {
        const bool english = code == QLatin1String("en");
        AppLanguage::setLanguage(code);
        MainWindow window;
        window.resize(1280, 860);
        window.show();
        window.openLesson(lessons.first().path);
        TraceController& controller = window.scoringReview()->controller();
        window.setPresentationMode(true);
        PresentationWindow* presentation = window.presentationWindow();
        presentation->setWindowState(Qt::WindowNoState);
        presentation->resize(1920, 1080);
        // The neutral point being filled: a step with its point ringed.
        controller.goTo(controller.walk().stageStart(Stage::NeutralFill) + 1);
        QApplication::processEvents();
        const QString suffix = english ? QString() : u'-' + code;
        ok &= save(presentation->grab().toImage(), out, QStringLiteral("teach-presentation%1.png").arg(suffix));
        if (english) {
            controller.goTo(controller.walk().stageEnd(Stage::Eyes));
            QApplication::processEvents();
            ok &= save(presentation->grab().toImage(), out, QStringLiteral("teach-presentation-eyes.png"));
            QString error;
            if (!window.writeHandout(out.filePath(QStringLiteral("teach-handout.pdf")), error)) {
                QTextStream(stderr) << error << "\n";
                ok = false;
            }
        }
        window.setPresentationMode(false);
    }
    for (const QString& code : {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("ja")}) {
        AppLanguage::setLanguage(code);
        const QList<Lesson> localized = LessonLibrary::load();
        for (const QSize screen : {QSize(1920, 1080), QSize(1024, 768)}) {
            const QString tag = QStringLiteral("%1-%2").arg(code).arg(screen.width());
            {
                LessonBrowser browser(localized);
                // What the dialog asks for on such a screen (LessonBrowser bounds itself by it).
                browser.resize(QSize(1040, 680).boundedTo(screen - QSize(24, 48)));
                browser.show();
                const QStringList keys = LessonBrowser::shelfKeys();
                for (int shelf = 0; shelf < keys.size(); ++shelf) {
                    browser.shelves()->setCurrentIndex(shelf);
                    QApplication::processEvents();
                    ok &= save(browser.grab().toImage(), out,
                               QStringLiteral("teach-shelf-%1-%2.png").arg(keys.at(shelf), tag));
                }
            }
            MainWindow window;
            window.resize(1280, 860);
            window.show();
            window.openLesson(localized.first().path);
            TraceController& controller = window.scoringReview()->controller();
            window.setPresentationMode(true);
            PresentationWindow* presentation = window.presentationWindow();
            presentation->setWindowState(Qt::WindowNoState);
            presentation->resize(screen);
            controller.goTo(controller.walk().stageStart(Stage::NeutralFill) + 1);
            QApplication::processEvents();
            ok &= save(presentation->grab().toImage(), out, QStringLiteral("teach-present-%1.png").arg(tag));
            controller.goToEnd();
            QApplication::processEvents();
            ok &= save(presentation->grab().toImage(), out, QStringLiteral("teach-final-%1.png").arg(tag));
            window.setPresentationMode(false);
        }
    }
    AppLanguage::setLanguage(QStringLiteral("en"));

    return ok ? 0 : 2;
}
