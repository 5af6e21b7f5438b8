// The eye lens's first analysis of a position, over every game file given (a corpus such as
// ../shared/corpus/kgs-dev): what the Eye Analysis panel waits for when a position is opened or
// changed in a new window. Each position gets a new EyeAnalyzer (empty caches: every local game
// solved by search) with the options the window uses (ui/eyes/EyeLens), and the scorer's traced
// scoring the panel puts beside it. Reading and replaying the file stay outside the timing.
//
//   bench_eyelens [options] PATH...        PATH: an .sgf/.pos file or a folder of them
//     --runs N         time each position N times (new analyzer each time) and keep the median
//     --dump FILE      write everything the lens reports for each position (to compare builds)
//     --callgrind      with valgrind --tool=callgrind --instr-atstart=no: collect only the
//                      analyses, each position dumped on its own (scripts/eyelens-callgrind.py)
//     --slowest K      list the K slowest positions (default 10)
//     --phase P        the checkered fill's phase (default: the window's, Scorer::CheckeredPhase)
//
// Prints the count and p50 / p90 / p99 / max of the analysis time per position.

#include "eyes/eyeanalyzer.h"
#include "scoring/scorer.h"
#include "scoring/trace.h"
#include "sgf/gameloader.h"

#include <valgrind/callgrind.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

using namespace seki;
namespace fs = std::filesystem;

namespace {

struct Ending {
    std::string name;
    Position position;
};

std::vector<std::string> filesOf(const std::vector<std::string>& paths)
{
    std::vector<std::string> files;
    for (const std::string& path : paths) {
        if (fs::is_directory(path)) {
            std::vector<std::string> inFolder;
            for (const fs::directory_entry& entry : fs::directory_iterator(path)) {
                const std::string ext = entry.path().extension().string();
                if (entry.is_regular_file() && (ext == ".sgf" || ext == ".pos"))
                    inFolder.push_back(entry.path().string());
            }
            std::sort(inFolder.begin(), inFolder.end());
            files.insert(files.end(), inFolder.begin(), inFolder.end());
        } else {
            files.push_back(path);
        }
    }
    return files;
}

bool readEnding(const std::string& path, Ending& ending)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        std::cerr << path << ": cannot be read\n";
        return false;
    }
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const LoadedFile file = loadFile(bytes, gameFormatFor(path));
    if (file.error || file.gameCount() < 1) {
        std::cerr << path << ": " << (file.error ? file.error->what() : "no game") << "\n";
        return false;
    }
    LoadedGame game = loadGame(file, 0);
    if (game.error) {
        std::cerr << path << ": " << game.error->what() << "\n";
        return false;
    }
    ending.name = fs::path(path).filename().string();
    ending.position = game.position;
    return true;
}

int g_phase = Scorer::CheckeredPhase;

EyeAnalyzer::Options lensOptions()
{
    EyeAnalyzer::Options options; // as ui/eyes/EyeLens asks
    options.checkeredPhase = g_phase;
    return options;
}

char topologyChar(EyeTopology t)
{
    return t == EyeTopology::FalseEye ? 'F' : t == EyeTopology::HalfEye ? 'H' : 'P';
}

// Everything the panel and the overlay read of one analysis, as text.
void dump(std::ostream& out, const std::string& name, const EyeAnalysis& a)
{
    out << "# " << name << " " << a.width << "x" << a.height << " phase " << a.checkeredPhase << " spaces "
        << a.spaces.size() << "\n";
    for (size_t s = 0; s < a.spaces.size(); ++s) {
        const EyeSpace& space = a.spaces[s];
        out << "space " << s << " owner " << int(space.owner) << " value " << space.value.digits() << " "
            << int(space.value.status) << " life " << space.lifeValue.digits() << " " << int(space.lifeValue.status)
            << " seki-inside " << space.sekiInside() << "\n";
        out << " points";
        for (size_t k = 0; k < space.points.size(); ++k)
            out << " " << space.points[k].x << "," << space.points[k].y << eyeVertexChar(space.kinds[k]);
        out << "\n diagram " << space.diagram() << "\n";
        for (const TopologicalEye& t : space.topology) {
            out << " topo " << t.point.x << "," << t.point.y << " " << topologyChar(t.topology) << " sum " << t.sum
                << " v";
            for (int k = 0; k < 4; ++k)
                out << " " << t.diagonals[size_t(k)].x << "," << t.diagonals[size_t(k)].y << "="
                    << int(t.values[size_t(k)]);
            out << " keys";
            for (int k = 0; k < t.keyPointCount; ++k)
                out << " " << t.keyPoints[size_t(k)].x << "," << t.keyPoints[size_t(k)].y;
            out << "\n";
        }
        const EyeGraph& g = space.graph;
        out << " graph " << g.vertexCount();
        for (int v = 0; v < g.vertexCount(); ++v)
            out << " " << eyeVertexChar(g.kind(v)) << g.position(v).x << "," << g.position(v).y << ":" << std::hex
                << g.neighbours(v) << std::dec;
        out << "\n";
    }
    out << "index";
    for (int y = 0; y < a.height; ++y)
        for (int x = 0; x < a.width; ++x)
            out << " " << a.spaceIndex[size_t(a.index({x, y}))];
    out << "\n";
}

double percentile(std::vector<double> sorted, double p)
{
    if (sorted.empty())
        return 0;
    std::sort(sorted.begin(), sorted.end());
    // Nearest rank: the smallest value with at least p of the values at or below it.
    const size_t rank = size_t(std::max(1.0, std::ceil(p * double(sorted.size()))));
    return sorted[std::min(rank, sorted.size()) - 1];
}

int usage()
{
    std::cerr << "usage: bench_eyelens [--runs N] [--dump FILE] [--callgrind] [--slowest K] [--phase P] PATH...\n";
    return 2;
}

} // namespace

int main(int argc, char** argv)
{
    int runs = 1;
    int slowest = 10;
    bool callgrind = false;
    std::string dumpPath;
    std::vector<std::string> paths;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--runs" && i + 1 < argc) {
            runs = std::max(1, std::atoi(argv[++i]));
        } else if (arg == "--slowest" && i + 1 < argc) {
            slowest = std::max(0, std::atoi(argv[++i]));
        } else if (arg == "--phase" && i + 1 < argc) {
            g_phase = std::atoi(argv[++i]) == 1 ? 1 : 0;
        } else if (arg == "--dump" && i + 1 < argc) {
            dumpPath = argv[++i];
        } else if (arg == "--callgrind") {
            callgrind = true;
        } else if (!arg.empty() && arg[0] == '-') {
            return usage();
        } else {
            paths.push_back(arg);
        }
    }
    if (paths.empty())
        return usage();

    std::vector<Ending> endings;
    for (const std::string& path : filesOf(paths)) {
        Ending ending;
        if (readEnding(path, ending))
            endings.push_back(std::move(ending));
    }
    if (endings.empty()) {
        std::cerr << "no position to analyse\n";
        return 1;
    }

    std::ofstream dumpFile;
    if (!dumpPath.empty()) {
        dumpFile.open(dumpPath);
        if (!dumpFile) {
            std::cerr << dumpPath << ": cannot be written\n";
            return 1;
        }
    }

    using Clock = std::chrono::steady_clock;
    std::vector<double> analysisMs; // per position, median of the runs
    std::vector<double> scoringMs;
    std::vector<int> spaces;
    Scorer scorer;
    Trace trace;
    for (const Ending& ending : endings) {
        std::vector<double> times;
        std::vector<double> scoreTimes;
        int spaceCount = 0;
        for (int run = 0; run < runs; ++run) {
            if (callgrind)
                CALLGRIND_START_INSTRUMENTATION;
            const Clock::time_point start = Clock::now();
            EyeAnalyzer analyzer; // cold: empty caches, no search table yet
            const EyeAnalysis& analysis = analyzer.analyze(ending.position, lensOptions());
            const Clock::time_point end = Clock::now();
            if (callgrind) {
                CALLGRIND_STOP_INSTRUMENTATION;
                const std::string label = ending.name;
                CALLGRIND_DUMP_STATS_AT(label.c_str());
            }
            times.push_back(std::chrono::duration<double, std::milli>(end - start).count());
            spaceCount = int(analysis.spaces.size());
            if (run == 0 && dumpFile)
                dump(dumpFile, ending.name, analysis);
            // The panel's other reading: the scorer's traced scoring of the same position.
            const Clock::time_point scoreStart = Clock::now();
            scorer.score(ending.position, Rules::Japanese, trace);
            scoreTimes.push_back(std::chrono::duration<double, std::milli>(Clock::now() - scoreStart).count());
        }
        analysisMs.push_back(percentile(times, 0.5));
        scoringMs.push_back(percentile(scoreTimes, 0.5));
        spaces.push_back(spaceCount);
    }

    std::printf("positions %zu, runs %d each (median kept), a new EyeAnalyzer per run\n", endings.size(), runs);
    std::printf("eye analysis ms: p50 %.3f  p90 %.3f  p99 %.3f  max %.3f  total %.1f\n", percentile(analysisMs, 0.5),
                percentile(analysisMs, 0.9), percentile(analysisMs, 0.99), percentile(analysisMs, 1.0), [&] {
                    double total = 0;
                    for (double t : analysisMs)
                        total += t;
                    return total;
                }());
    std::printf("traced scoring ms: p50 %.3f  p99 %.3f  max %.3f\n", percentile(scoringMs, 0.5),
                percentile(scoringMs, 0.99), percentile(scoringMs, 1.0));
    std::vector<size_t> order(endings.size());
    for (size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(), [&](size_t x, size_t y) { return analysisMs[x] > analysisMs[y]; });
    for (int k = 0; k < slowest && size_t(k) < order.size(); ++k)
        std::printf("  %-24s %9.3f ms  %d spaces\n", endings[order[size_t(k)]].name.c_str(),
                    analysisMs[order[size_t(k)]], spaces[order[size_t(k)]]);
    return 0;
}
