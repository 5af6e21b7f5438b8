// SekiScope's dead-stone finder over every game file given (a corpus such as
// ../shared/corpus/kgs-dev): how long it takes per position, and how often its dead stones equal
// the file's own (a stone on a point the final node marks as the opponent's territory) and the
// score with them equals RE. Reading and replaying the file stay outside the timing.
//
//   bench_deadstones [options] PATH...     PATH: an .sgf/.pos file or a folder of them
//     --runs N       time each position N times (one finder, reused) and keep the median
//     --misses       list each game whose dead stones differ, with the stones on either side
//     --show         with --misses: the board of each, the file's dead stones lower case, the
//                    finder's differing calls marked, and each group not alive with its reason
//     --undecided    one line per position with stones left undecided: "undecided NAME", with
//                    " (dead differ)" where the dead stones differ; with --show, the board and
//                    groups of those whose dead stones equal the file's too
//     --times        one line per position: "time NAME MS" (scripts/measure-dead-stones.py reads it)
//     --limits M X   fail (exit status 1) when the median time per position is over M ms or the
//                    slowest over X ms (CTest, label bench: the 10 and 100 ms)
//
// Prints the count, how many dead sets equal the file's, how many results equal RE, and p50 /
// p90 / p99 / max of the time per position.

#include "deadstones/deadstonefinder.h"
#include "scoring/scorer.h"
#include "sgf/gameloader.h"
#include "sgf/recordedresult.h"

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
    std::string result;
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
    ending.result = game.info.result;
    return true;
}

double percentile(std::vector<double> values, double q)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const size_t k = std::min(values.size() - 1, size_t(std::ceil(q * double(values.size())) - 1));
    return values[k];
}

// "B+3.5" as RE writes it, normalised ("B+3.50" -> "B+3.5"); empty when RE is no count.
std::string countedResult(const std::string& text)
{
    const std::optional<RecordedResult> recorded = readRecordedResult(text);
    if (!recorded || !recorded->isCounted())
        return {};
    if (recorded->winner == Color::Empty)
        return "0";
    if (!recorded->margin)
        return {};
    return std::string(recorded->winner == Color::Black ? "B+" : "W+") + formatScore(*recorded->margin);
}

void showBoard(const Position& position, const Board::Mask& found)
{
    const Board& board = position.board;
    for (int y = 0; y < board.height(); ++y) {
        std::string row;
        for (int x = 0; x < board.width(); ++x) {
            const int i = board.index(x, y);
            const Color c = board.at(i);
            const bool fileDead = position.dead.test(size_t(i));
            const bool finderDead = found.test(size_t(i));
            char ch = c == Color::Black ? 'X' : c == Color::White ? 'O' : '.';
            if (fileDead)
                ch = char(ch - 'A' + 'a');
            row += ch;
            row += fileDead != finderDead ? (finderDead ? '*' : '!') : ' ';
        }
        std::printf("  %2d %s\n", board.height() - y, row.c_str());
    }
    std::printf("     lower case: dead in the file; *: the finder calls it dead, !: the finder keeps it\n");
}

// Each group the finder does not call alive: its status, its reason (GroupReason's number), its
// first stone and size, and the points its reason names.
void showGroups(const DeadStoneReport& report, int height)
{
    static const char* const statusNames[] = {"alive", "dead", "seki", "undecided"};
    for (const GroupVerdict& group : report.groups) {
        if (group.status == GroupStatus::Alive || group.stones.empty())
            continue;
        std::string points;
        for (Point p : group.points)
            points += " " + toGtp(p, height);
        std::printf("     %s %s at %s (%zu stones): reason %d, eyes %d, liberties %d/%d; points%s\n",
                    group.color == Color::Black ? "black" : "white", statusNames[int(group.status)],
                    toGtp(group.stones.front(), height).c_str(), group.stones.size(), int(group.reason),
                    group.eyes, group.liberties, group.opponentLiberties, points.c_str());
    }
}

} // namespace

int main(int argc, char** argv)
{
    int runs = 1;
    bool misses = false;
    bool show = false;
    bool eachTime = false;
    bool listUndecided = false;
    double medianLimit = -1;
    double slowestLimit = -1;
    std::vector<std::string> paths;
    for (int k = 1; k < argc; ++k) {
        const std::string arg = argv[k];
        if (arg == "--runs" && k + 1 < argc)
            runs = std::max(1, std::atoi(argv[++k]));
        else if (arg == "--misses")
            misses = true;
        else if (arg == "--show")
            show = true;
        else if (arg == "--undecided")
            listUndecided = true;
        else if (arg == "--times")
            eachTime = true;
        else if (arg == "--limits" && k + 2 < argc) {
            medianLimit = std::atof(argv[++k]);
            slowestLimit = std::atof(argv[++k]);
        }
        else
            paths.push_back(arg);
    }
    if (paths.empty()) {
        std::cerr << "usage: bench_deadstones [--runs N] [--misses] [--show] [--undecided] [--times] [--limits M X] PATH...\n";
        return 2;
    }

    DeadStoneFinder finder;
    Scorer scorer;
    std::vector<double> times;
    int games = 0, equal = 0, counted = 0, resultEqual = 0, undecidedGames = 0;
    std::vector<std::pair<double, std::string>> slowest;
    for (const std::string& path : filesOf(paths)) {
        Ending ending;
        if (!readEnding(path, ending))
            continue;
        ++games;
        std::vector<double> own;
        for (int run = 0; run < runs; ++run) {
            const auto start = std::chrono::steady_clock::now();
            const DeadStoneReport& report = finder.find(ending.position.board);
            const auto stop = std::chrono::steady_clock::now();
            if (report.width == 0)
                std::cerr << "";
            own.push_back(std::chrono::duration<double, std::milli>(stop - start).count());
        }
        std::nth_element(own.begin(), own.begin() + std::ptrdiff_t(own.size() / 2), own.end());
        const double median = own[own.size() / 2];
        times.push_back(median);
        slowest.emplace_back(median, ending.name);
        if (eachTime)
            std::printf("time %s %.4f\n", ending.name.c_str(), median);

        const DeadStoneReport& report = finder.find(ending.position.board);
        Board::Mask fileDead;
        ending.position.board.forEachPoint([&](int i) {
            if (isStone(ending.position.board.at(i)) && ending.position.dead.test(size_t(i)))
                fileDead.set(size_t(i));
        });
        const bool same = fileDead == report.dead;
        equal += same;
        undecidedGames += report.undecided.any();
        if (listUndecided && report.undecided.any()) {
            std::printf("undecided %s%s\n", ending.name.c_str(), same ? "" : " (dead differ)");
            if (show && same) {
                showBoard(ending.position, report.dead);
                showGroups(report, ending.position.board.height());
            }
        }
        Position found = ending.position;
        found.dead = report.dead;
        const std::string result = scorer.score(found, found.rules).resultText();
        const std::string recorded = countedResult(ending.result);
        bool resultSame = false;
        if (!recorded.empty()) {
            ++counted;
            resultSame = result == recorded;
            resultEqual += resultSame;
        }
        if (misses && !same) {
            std::printf("%s: dead differ (result %s, RE %s%s)", ending.name.c_str(), result.c_str(),
                        recorded.c_str(), report.undecided.any() ? ", undecided stones" : "");
            const Board& board = ending.position.board;
            std::string onlyFile, onlyFinder;
            board.forEachPoint([&](int i) {
                const std::string name = toGtp(board.point(i), board.height());
                if (fileDead.test(size_t(i)) && !report.dead.test(size_t(i)))
                    onlyFile += " " + name;
                if (!fileDead.test(size_t(i)) && report.dead.test(size_t(i)))
                    onlyFinder += " " + name;
            });
            std::printf("\n  dead in the file only:%s\n  dead by the finder only:%s\n", onlyFile.c_str(),
                        onlyFinder.c_str());
            if (show) {
                showBoard(ending.position, report.dead);
                showGroups(report, board.height());
            }
        }
    }
    std::sort(slowest.rbegin(), slowest.rend());
    std::printf("positions: %d\n", games);
    std::printf("dead stones equal the file's: %d of %d\n", equal, games);
    std::printf("result equals RE with the finder's dead stones: %d of %d counted\n", resultEqual, counted);
    std::printf("games with undecided stones: %d\n", undecidedGames);
    std::printf("time per position (ms): p50 %.3f  p90 %.3f  p99 %.3f  max %.3f\n", percentile(times, 0.5),
                percentile(times, 0.9), percentile(times, 0.99), percentile(times, 1.0));
    for (size_t k = 0; k < std::min<size_t>(5, slowest.size()); ++k)
        std::printf("  slow: %s %.3f ms\n", slowest[k].second.c_str(), slowest[k].first);
    if (medianLimit >= 0 && (percentile(times, 0.5) > medianLimit || percentile(times, 1.0) > slowestLimit)) {
        std::printf("over the limits: median %.3f ms (at most %.1f), slowest %.3f ms (at most %.1f)\n",
                    percentile(times, 0.5), medianLimit, percentile(times, 1.0), slowestLimit);
        return 1;
    }
    return 0;
}
