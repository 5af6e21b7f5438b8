#include "commandlineoptions.h"

#include "board/rulesets.h"

#include <QCommandLineParser>
#include <QFileInfo>

namespace seki::app {

std::optional<CommandLineOptions> CommandLineOptions::parse(const QStringList& arguments, QString* error)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Scores the end of a game of Go, seki included, and shows the scorer's reasoning.\n"
                       "Without --score: opens FILE (SGF or .pos) in the window."));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();
    const QCommandLineOption score(QStringLiteral("score"),
                                   QStringLiteral("Score each FILE and print a report; no window."));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("One JSON object per file, one per line."));
    const QCommandLineOption rules(
        QStringLiteral("rules"),
        QStringLiteral("japanese (relaxed seki detection), japanese-strict (1989 rule) or chinese "
                       "(area). Default: the file's own rules, else japanese."),
        QStringLiteral("R"));
    const QCommandLineOption eyes(
        QStringLiteral("eyes"),
        QStringLiteral("How eyes are counted: boundary (the boundary-length table) or local-game "
                       "(GNU Go-style local-game values decide seki where they are known)."),
        QStringLiteral("E"), QStringLiteral("boundary"));
    const QCommandLineOption trace(QStringLiteral("trace"), QStringLiteral("Print every step of the scorer."));
    const QCommandLineOption benchmark(
        QStringLiteral("benchmark"),
        QStringLiteral("Score each file N times (parsing excluded) and print the median time."), QStringLiteral("N"));
    const QCommandLineOption deadStones(
        QStringLiteral("dead-stones"),
        QStringLiteral("Where the dead stones come from: file (the final node's TB/TW marks), sekiscope "
                       "(SekiScope's own finder; the file's marks are ignored, the groups it cannot decide are "
                       "counted alive and listed as undecided), engine (a GTP engine's final_status_list dead; "
                       "the file's marks are ignored) or none (every stone alive)."),
        QStringLiteral("SOURCE"), QStringLiteral("file"));
    const QCommandLineOption engine(
        QStringLiteral("engine"),
        QStringLiteral("The GTP engine for --dead-stones engine, program and arguments. Default: "
                       "\"gnugo --mode gtp\". One engine process serves all the files."),
        QStringLiteral("COMMAND"));
    const QCommandLineOption engineTimeout(
        QStringLiteral("engine-timeout"),
        QStringLiteral("How long the engine may take over one file, in seconds (default 60). An engine that "
                       "does not answer in time is restarted once; if it fails again, the files left are "
                       "reported at once."),
        QStringLiteral("SECONDS"));
    parser.addOptions({score, json, rules, eyes, trace, benchmark, deadStones, engine, engineTimeout});
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 QStringLiteral("SGF game record (final position, dead stones from the final node's "
                                                "TB/TW) or .pos scoring case."),
                                 QStringLiteral("FILE..."));

    if (!parser.parse(arguments)) {
        *error = parser.errorText();
        return std::nullopt;
    }

    CommandLineOptions options;
    // Parsed before any QCoreApplication exists, the parser cannot know the program's name.
    const QString program = QFileInfo(arguments.value(0)).fileName();
    options.helpText = parser.helpText().replace(QStringLiteral("<executable_name>"),
                                                 program.isEmpty() ? QStringLiteral("sekiscope") : program);
    if (parser.isSet(helpOption)) {
        options.mode = Mode::Help;
        return options;
    }
    if (parser.isSet(versionOption)) {
        options.mode = Mode::Version;
        return options;
    }
    options.files = parser.positionalArguments();
    options.json = parser.isSet(json);
    options.trace = parser.isSet(trace);

    if (!parser.isSet(score)) {
        for (const QCommandLineOption* scoreOnly :
             {&json, &rules, &eyes, &trace, &benchmark, &deadStones, &engine, &engineTimeout}) {
            if (parser.isSet(*scoreOnly)) {
                *error = QStringLiteral("--%1 needs --score").arg(scoreOnly->names().constFirst());
                return std::nullopt;
            }
        }
        if (options.files.size() > 1) {
            *error = QStringLiteral("the window opens one file at a time (use --score for several)");
            return std::nullopt;
        }
        options.mode = Mode::Window;
        return options;
    }

    options.mode = Mode::Score;
    if (options.files.isEmpty()) {
        *error = QStringLiteral("--score needs at least one FILE");
        return std::nullopt;
    }
    if (parser.isSet(rules)) {
        const QByteArray name = parser.value(rules).toUtf8();
        const std::optional<Rules> parsed = ruleSetFromName(std::string_view(name.constData(), size_t(name.size())));
        if (!parsed) {
            *error
                = QStringLiteral("unknown rules '%1' (japanese, japanese-strict or chinese)").arg(parser.value(rules));
            return std::nullopt;
        }
        options.rules = parsed;
    }
    const QByteArray eyeName = parser.value(eyes).toUtf8();
    const std::optional<EyeMethod> eyeMethod
        = parseEyeMethod(std::string_view(eyeName.constData(), size_t(eyeName.size())));
    if (!eyeMethod) {
        *error = QStringLiteral("unknown eye method '%1' (boundary or local-game)").arg(parser.value(eyes));
        return std::nullopt;
    }
    options.eyes = *eyeMethod;
    const QString source = parser.value(deadStones);
    if (source == QLatin1String("file")) {
        options.deadStones = DeadStones::File;
    } else if (source == QLatin1String("sekiscope")) {
        options.deadStones = DeadStones::SekiScope;
    } else if (source == QLatin1String("engine")) {
        options.deadStones = DeadStones::Engine;
    } else if (source == QLatin1String("none")) {
        options.deadStones = DeadStones::None;
    } else {
        *error = QStringLiteral("unknown dead-stone source '%1' (file, sekiscope, engine or none)").arg(source);
        return std::nullopt;
    }
    if (parser.isSet(engine)) {
        options.engineCommand = parser.value(engine).trimmed();
        if (options.engineCommand.isEmpty()) {
            *error = QStringLiteral("--engine needs a command, e.g. --engine \"gnugo --mode gtp\"");
            return std::nullopt;
        }
        if (options.deadStones != DeadStones::Engine) {
            *error = QStringLiteral("--engine is used with --dead-stones engine");
            return std::nullopt;
        }
    }
    if (parser.isSet(engineTimeout)) {
        bool ok = false;
        const double seconds = parser.value(engineTimeout).toDouble(&ok);
        if (!ok || !(seconds > 0) || seconds > 86400) {
            *error = QStringLiteral("--engine-timeout needs a number of seconds from 0 to 86400, not '%1'")
                         .arg(parser.value(engineTimeout));
            return std::nullopt;
        }
        if (options.deadStones != DeadStones::Engine) {
            *error = QStringLiteral("--engine-timeout is used with --dead-stones engine");
            return std::nullopt;
        }
        options.engineTimeoutMilliseconds = int(seconds * 1000);
    }
    if (parser.isSet(benchmark)) {
        bool ok = false;
        options.benchmarkRuns = parser.value(benchmark).toInt(&ok);
        if (!ok || options.benchmarkRuns < 1) {
            *error
                = QStringLiteral("--benchmark needs a positive number of runs, not '%1'").arg(parser.value(benchmark));
            return std::nullopt;
        }
    }
    return options;
}

} // namespace seki::app
