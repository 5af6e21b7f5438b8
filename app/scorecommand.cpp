#include "scorecommand.h"

#include "jsonreport.h"
#include "positionfile.h"
#include "textreport.h"
#include "tracereport.h"

#include "scoring/scorer.h"

#include "engine/engineclient.h"

#include <QJsonDocument>

#include <algorithm>
#include <chrono>
#include <exception>
#include <vector>

namespace seki::app {

namespace {

QString jsonLine(const QJsonObject& object)
{
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

// "deadStonesFrom" as the command line's contract names the sources (docs/MANUAL.md).
QString deadStonesFrom(CommandLineOptions::DeadStones source)
{
    switch (source) {
    case CommandLineOptions::DeadStones::File:
        return QStringLiteral("file");
    case CommandLineOptions::DeadStones::SekiScope:
        return QStringLiteral("sekiscope");
    case CommandLineOptions::DeadStones::Engine:
        return QStringLiteral("engine");
    case CommandLineOptions::DeadStones::None:
        return QStringLiteral("none");
    }
    return QStringLiteral("file");
}

} // namespace

ScoreCommand::ScoreCommand(const CommandLineOptions& options, QTextStream& out, QTextStream& err)
    : m_options(options), m_out(out), m_err(err)
{
}

ScoreCommand::~ScoreCommand() = default;

bool ScoreCommand::chooseDeadStones(const QString& file, const EngineGame& game, Position& position)
{
    using DeadStones = CommandLineOptions::DeadStones;
    switch (m_options.deadStones) {
    case DeadStones::File:
        return true;
    case DeadStones::None:
        position.dead.reset();
        return true;
    case DeadStones::SekiScope: {
        const DeadStoneReport& report = m_finder.find(position.board);
        position.dead = report.dead;
        m_undecided = report.undecidedStones();
        return true;
    }
    case DeadStones::Engine:
        break;
    }
    if (!m_engine) {
        m_engine = std::make_unique<ui::EngineClient>();
        if (!m_options.engineCommand.isEmpty())
            m_engine->setCommand(m_options.engineCommand);
        m_engine->setTimeout(m_options.engineTimeoutMilliseconds);
    }
    if (!m_engineGivenUp.isEmpty()) {
        // Asked again, it would cost the whole timeout once more for each file left.
        m_err << file << QStringLiteral(": no dead stones from the engine: ") << m_engineGivenUp
              << QStringLiteral(" Not asked again.") << Qt::endl;
        return false;
    }
    QString error;
    std::optional<DeadStoneAnswer> answer = m_engine->askAndWait(game, &error);
    if (!answer && m_engine->lastFailureTimedOut()) {
        // A hung engine may answer once started afresh (the failure stopped it; asking starts
        // it again): once per run. Silent a second time, it is given up.
        if (!m_engineRestarted) {
            m_engineRestarted = true;
            m_err << file << QStringLiteral(": ") << error << QStringLiteral(" Restarting the engine once.")
                  << Qt::endl;
            answer = m_engine->askAndWait(game, &error);
        }
        if (!answer && m_engine->lastFailureTimedOut())
            m_engineGivenUp = QStringLiteral("it gave no answer after a restart either (%1)").arg(error);
    }
    if (!answer) {
        m_err << file << QStringLiteral(": no dead stones from the engine: ") << error << Qt::endl;
        return false;
    }
    position.dead.reset();
    for (const Point& p : answer->dead)
        position.dead.set(size_t(position.board.index(p)));
    return true;
}

int ScoreCommand::run()
{
    int status = Success;
    Scorer scorer;
    scorer.setEyeMethod(m_options.eyes);
    Trace trace;
    for (const QString& path : m_options.files) {
        if (path.isEmpty()) {
            // Said before Qt's file engine would warn about it on its own.
            m_err << QStringLiteral("\"\": cannot read: the file name is empty") << Qt::endl;
            status = std::max(status, int(UnreadableFile));
            continue;
        }
        // A collection's games are scored one by one: "FILE", "FILE#2", ...
        for (const PositionFileEntry& entry : PositionFile::loadAll(path)) {
            const QString& file = entry.name;
            if (!entry.file) {
                m_err << entry.error << Qt::endl;
                status = std::max(status, int(UnreadableFile));
                continue;
            }
            const PositionFile* loaded = &*entry.file;
            for (const QString& warning : loaded->warnings)
                m_err << file << QStringLiteral(": warning: ") << warning << Qt::endl;
            const Rules rules = m_options.rules.value_or(loaded->position.rules);
            Position position = loaded->position;
            if (!chooseDeadStones(file, loaded->game, position)) {
                // An engine that gave no answer leaves nothing to score from: no report, not a guess.
                status = std::max(status, int(Failure));
                continue;
            }
            const QString deadFrom = deadStonesFrom(m_options.deadStones);
            const std::vector<Point>* undecided
                = m_options.deadStones == CommandLineOptions::DeadStones::SekiScope ? &m_undecided : nullptr;
            try {
                if (m_options.benchmarkRuns > 0) {
                    benchmark(file, position, rules);
                    continue;
                }
                const ScoreResult& result
                    = m_options.trace ? scorer.score(position, rules, trace) : scorer.score(position, rules);
                if (m_options.json) {
                    if (m_options.trace) {
                        const TraceReport steps(trace, result);
                        for (int k = 0; k < steps.stepCount(); ++k)
                            m_out << jsonLine(steps.json(file, k)) << '\n';
                    }
                    m_out << QString::fromUtf8(JsonReport::line(file, result, position, deadFrom, undecided)) << '\n';
                } else {
                    if (m_options.trace) {
                        const TraceReport steps(trace, result);
                        m_out << file << QStringLiteral(": %1 steps\n").arg(steps.stepCount());
                        for (int k = 0; k < steps.stepCount(); ++k)
                            m_out << steps.text(k) << '\n';
                    }
                    m_out << TextReport::format(file, position, result, undecided) << '\n';
                }
            } catch (const std::exception& problem) {
                // A scorer failure is a bug, not the file's fault: say so, keep scoring the others.
                m_err << file << QStringLiteral(": scoring failed: ") << QString::fromUtf8(problem.what()) << Qt::endl;
                status = std::max(status, int(Failure));
            }
            m_out.flush();
        }
    }
    m_out.flush();
    // An unreadable file (2) outranks a scoring failure (1): the contract promises 2 for it.
    return status;
}

// Times each scoring on its own and reports the median: robust against the odd slow run (a
// context switch) where a mean is not. Parsing is done once, before.
void ScoreCommand::benchmark(const QString& file, const Position& position, Rules rules)
{
    using Clock = std::chrono::steady_clock;
    Scorer scorer;
    scorer.setEyeMethod(m_options.eyes);
    scorer.score(position, rules); // warm-up: the scorer's scratch space is sized here
    std::vector<double> microseconds;
    microseconds.reserve(size_t(m_options.benchmarkRuns));
    for (int run = 0; run < m_options.benchmarkRuns; ++run) {
        const auto start = Clock::now();
        const ScoreResult& result = scorer.score(position, rules);
        const auto stop = Clock::now();
        // Keep the result observable so the call cannot be optimised away.
        if (result.width == 0)
            m_err << "";
        microseconds.push_back(std::chrono::duration<double, std::micro>(stop - start).count());
    }
    const auto middle = microseconds.begin() + std::ptrdiff_t(microseconds.size() / 2);
    std::nth_element(microseconds.begin(), middle, microseconds.end());
    double median = *middle;
    if (microseconds.size() % 2 == 0)
        median = (median + *std::max_element(microseconds.begin(), middle)) / 2;
    m_out << QStringLiteral("%1: median %2 us per scoring (%3 runs)\n")
                 .arg(file)
                 .arg(median, 0, 'f', 2)
                 .arg(m_options.benchmarkRuns);
}

} // namespace seki::app
