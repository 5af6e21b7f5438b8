#pragma once

#include "commandlineoptions.h"

#include <QTextStream>

namespace seki::app {

// `sekiscope --score ...`: reads, scores and reports each file in turn. A file that cannot be read
// or parsed is reported on the error stream and the others are still scored.
class ScoreCommand {
public:
    // Exit status of DESIGN.md's contract (1: a usage error or a scorer failure).
    enum ExitStatus { Success = 0, Failure = 1, UnreadableFile = 2 };

    ScoreCommand(const CommandLineOptions& options, QTextStream& out, QTextStream& err);

    int run();

private:
    void benchmark(const QString& file, const Position& position, Rules rules);

    const CommandLineOptions& m_options;
    QTextStream& m_out;
    QTextStream& m_err;
};

} // namespace seki::app
