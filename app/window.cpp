#include "window.h"

#include "positionfile.h"
#include "textreport.h"

#include "scoring/scorer.h"

#include <QApplication>
#include <QFileInfo>
#include <QFontDatabase>
#include <QMainWindow>
#include <QPlainTextEdit>

#include <exception>

namespace seki::app {

// Interim window until ui/'s main window lands: the scoring report of FILE in a read-only text
// view, so `sekiscope FILE` already opens something useful on a display.
int runWindow(QApplication& application, const QString& file)
{
    QMainWindow window;
    window.setWindowTitle(file.isEmpty() ? QStringLiteral("SekiScope")
                                         : QStringLiteral("%1 — SekiScope").arg(QFileInfo(file).fileName()));
    auto* view = new QPlainTextEdit(&window);
    view->setReadOnly(true);
    view->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    window.setCentralWidget(view);

    if (file.isEmpty()) {
        view->setPlainText(QStringLiteral("Open a game: sekiscope FILE (SGF or .pos)."));
    } else {
        QString error;
        const std::optional<PositionFile> loaded = PositionFile::load(file, &error);
        if (!loaded) {
            view->setPlainText(error);
        } else {
            try {
                Scorer scorer;
                const ScoreResult& result = scorer.score(loaded->position, loaded->position.rules);
                view->setPlainText(TextReport::format(file, loaded->position, result));
            } catch (const std::exception& problem) {
                view->setPlainText(QStringLiteral("%1: scoring failed: %2").arg(file, QString::fromUtf8(problem.what())));
            }
        }
    }
    window.resize(720, 640);
    window.show();
    return application.exec();
}

} // namespace seki::app
