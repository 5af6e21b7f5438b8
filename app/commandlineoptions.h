#pragma once

#include "scoring/scorer.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace seki::app {

// What the user asked for on the command line (docs/MANUAL.md, "Command line").
class CommandLineOptions {
public:
    enum class Mode { Window, Score, Help, Version };
    // Where the dead stones come from: the file's TB/TW marks, SekiScope's own finder
    // (core/deadstones), a GTP engine, or nowhere.
    enum class DeadStones { File, SekiScope, Engine, None };

    // Parses the arguments (argv[0] first). On a usage error returns nullopt and sets *error.
    static std::optional<CommandLineOptions> parse(const QStringList& arguments, QString* error);

    Mode mode = Mode::Window;
    bool json = false;
    bool trace = false;
    std::optional<Rules> rules; // nullopt: each file's own rules
    EyeMethod eyes = EyeMethod::Boundary;
    int benchmarkRuns = 0; // 0: no benchmark
    DeadStones deadStones = DeadStones::File;
    QString engineCommand; // "" : GNU Go (EngineClient::defaultCommand())
    int engineTimeoutMilliseconds = 60000; // for one file's answer
    QStringList files;
    QString helpText;
};

} // namespace seki::app
