// sekiscope: the window, or with --score a headless scorer (docs/MANUAL.md, "Command line").

#include "commandlineoptions.h"
#include "scorecommand.h"
#include "window.h"

#include "document/gamefile.h"

#include <QApplication>
#include <QCoreApplication>
#include <QTextStream>

namespace {

void setApplicationNames()
{
    QCoreApplication::setApplicationName(QStringLiteral("sekiscope"));
    QCoreApplication::setApplicationVersion(QStringLiteral(SEKISCOPE_VERSION));
    QCoreApplication::setOrganizationName(QStringLiteral("SekiScope"));
}

// On X11/Wayland systems a window needs one of the two; QT_QPA_PLATFORM (offscreen, vnc, ...)
// names another way to show it.
bool hasDisplay()
{
#if defined(Q_OS_LINUX) || defined(Q_OS_FREEBSD)
    return qEnvironmentVariableIsSet("DISPLAY") || qEnvironmentVariableIsSet("WAYLAND_DISPLAY")
           || qEnvironmentVariableIsSet("QT_QPA_PLATFORM");
#else
    return true;
#endif
}

} // namespace

int main(int argc, char* argv[])
{
    QStringList arguments;
    for (int k = 0; k < argc; ++k)
        arguments << seki::ui::GameFile::decodeName(QByteArray(argv[k])); // file names as the system gives them
    setApplicationNames();

    QTextStream out(stdout);
    QTextStream err(stderr);
    // Parsed before any application object exists: headless runs (CI, pipes, ssh) and usage
    // errors must never need a display, and only the window's QApplication asks for one.
    QString error;
    const auto options = seki::app::CommandLineOptions::parse(arguments, &error);
    if (!options) {
        err << "sekiscope: " << error << "\n"
            << "Try 'sekiscope --help'." << Qt::endl;
        return seki::app::ScoreCommand::Failure;
    }
    using Mode = seki::app::CommandLineOptions::Mode;
    switch (options->mode) {
    case Mode::Help:
        out << options->helpText;
        return 0;
    case Mode::Version:
        out << "sekiscope " << SEKISCOPE_VERSION << Qt::endl;
        return 0;
    case Mode::Score: {
        QCoreApplication application(argc, argv);
        return seki::app::ScoreCommand(*options, out, err).run();
    }
    case Mode::Window:
        break;
    }
    if (!hasDisplay()) {
        // QApplication would abort with a platform-plugin error a user cannot act on.
        err << "sekiscope: no display ($DISPLAY and $WAYLAND_DISPLAY are unset); "
               "to score headless: sekiscope --score FILE"
            << Qt::endl;
        return seki::app::ScoreCommand::Failure;
    }
    QApplication application(argc, argv);
    return seki::app::runWindow(application, options->files.isEmpty() ? QString() : options->files.constFirst());
}
