#include "scorecommand.h"

#include "jsonreport.h"
#include "positionfile.h"
#include "textreport.h"
#include "tracereport.h"

#include "scoring/scorer.h"

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

} // namespace

ScoreCommand::ScoreCommand(const CommandLineOptions& options, QTextStream& out, QTextStream& err)
    : m_options(options)
    , m_out(out)
    , m_err(err)
{
}

int ScoreCommand::run()
{
    int status = Success;
    Scorer scorer;
    scorer.setEyeMethod(m_options.eyes);
    Trace trace;
    for (const QString& path : m_options.files) {
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
            try {
                if (m_options.benchmarkRuns > 0) {
                    benchmark(file, loaded->position, rules);
                    continue;
                }
                const ScoreResult& result = m_options.trace ? scorer.score(loaded->position, rules, trace)
                                                            : scorer.score(loaded->position, rules);
                if (m_options.json) {
                    if (m_options.trace) {
                        const TraceReport steps(trace, result);
                        for (int k = 0; k < steps.stepCount(); ++k)
                            m_out << jsonLine(steps.json(file, k)) << '\n';
                    }
                    m_out << jsonLine(JsonReport::toJson(file, result)) << '\n';
                } else {
                    if (m_options.trace) {
                        const TraceReport steps(trace, result);
                        m_out << file << QStringLiteral(": %1 steps\n").arg(steps.stepCount());
                        for (int k = 0; k < steps.stepCount(); ++k)
                            m_out << steps.text(k) << '\n';
                    }
                    m_out << TextReport::format(file, loaded->position, result) << '\n';
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
    scorer.score(position, rules);   // warm-up: the scorer's scratch space is sized here
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
