#pragma once

#include "commandlineoptions.h"

#include "deadstones/deadstonefinder.h"
#include "engine/enginegame.h"

#include <QTextStream>

#include <memory>
#include <vector>

namespace seki::ui {
class EngineClient;
}

namespace seki::app {

// `sekiscope --score ...`: reads, scores and reports each file in turn. A file that cannot be read
// or parsed is reported on the error stream and the others are still scored.
class ScoreCommand {
public:
    // Exit status of the command line (docs/MANUAL.md) (1: a usage error or a scorer failure).
    enum ExitStatus { Success = 0, Failure = 1, UnreadableFile = 2 };

    ScoreCommand(const CommandLineOptions& options, QTextStream& out, QTextStream& err);
    ~ScoreCommand();

    int run();

private:
    void benchmark(const QString& file, const Position& position, Rules rules);
    // Sets position.dead from the chosen source; false (the message written) when the engine
    // gave no answer: the file is then not scored.
    bool chooseDeadStones(const QString& file, const EngineGame& game, Position& position);

    const CommandLineOptions& m_options;
    QTextStream& m_out;
    QTextStream& m_err;
    std::unique_ptr<ui::EngineClient> m_engine; // started for the first file, kept for the rest
    bool m_engineRestarted = false;             // after a question it left unanswered
    QString m_engineGivenUp;                    // why the engine is asked no more ("": it is asked)
    DeadStoneFinder m_finder;                   // --dead-stones sekiscope
    std::vector<Point> m_undecided;             // the stones its last report left undecided
};

} // namespace seki::app
