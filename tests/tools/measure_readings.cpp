// A measurement, not a test: what SekiScope reads in each game file given, in the columns
// scripts/interop/sabaki-readings.js prints for Sabaki's reading, so that
// scripts/measure-interop.sh can compare the two. RELIABILITY.md has the figures.
//   measure_readings FILE...      (or "-": the file names one a line on stdin)
// One line a game: file, game index, games in the file, PB, PW, RE, main-line moves (passes
// included), stones captured by Black and by White, and the final stones row by row from the top
// ('X' black, 'O' white, '.' empty). A file or game that cannot be read: file, index or "file",
// "ERROR" and the message.

#include "sgf/gameloader.h"

#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

using namespace seki;

namespace {

// Tabs and line breaks would break the columns.
std::string column(std::string text)
{
    for (char& c : text)
        if (c == '\t' || c == '\n' || c == '\r')
            c = ' ';
    return text;
}

std::string stones(const Board& board)
{
    std::string text;
    for (int y = 0; y < board.height(); ++y)
        for (int x = 0; x < board.width(); ++x) {
            const Color color = board.at(Point{x, y});
            text += color == Color::Black ? 'X' : color == Color::White ? 'O' : '.';
        }
    return text;
}

} // namespace

int main(int argc, char* argv[])
{
    std::vector<std::string> paths(argv + 1, argv + argc);
    if (paths.size() == 1 && paths.front() == "-") {
        paths.clear();
        for (std::string line; std::getline(std::cin, line);)
            paths.push_back(line);
    }
    for (const std::string& path : paths) {
        std::ifstream in(path, std::ios::binary);
        const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        const LoadedFile file = loadFile(bytes, path);
        if (file.error) {
            std::cout << path << "\tfile\tERROR\t" << column(file.error->message) << '\n';
            continue;
        }
        for (int index = 0; index < file.gameCount(); ++index) {
            const LoadedGame game = loadGame(file, index);
            std::cout << path << '\t' << index << '\t';
            if (game.error) {
                std::cout << "ERROR\t" << column(game.error->message) << '\n';
                continue;
            }
            std::cout << file.gameCount() << '\t' << column(game.info.playerBlack) << '\t'
                      << column(game.info.playerWhite) << '\t' << column(game.info.result) << '\t'
                      << (game.record ? game.record->moveCount() : 0) << '\t' << game.position.capturedByBlack << '\t'
                      << game.position.capturedByWhite << '\t' << stones(game.position.board) << '\n';
        }
    }
}
