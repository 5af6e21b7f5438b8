// A measurement, not a test: every game file given is saved the two ways the window saves it and
// read back, and its score compared under the three rule sets. scripts/measure-save-roundtrip.sh
// runs it over a corpus; RELIABILITY.md has the figures.
//   measure_saveroundtrip FILE...      (or "-": the file names one a line on stdin)
// Saved as a game (the tree as read, the final node's TB/TW from the score) and as a setup
// position (what a board-editor edit saves: AB/AW, CAPTURES, TB/TW). Prints each file whose score
// changes and a summary line; exits 1 when any did.

#include "scoring/scorer.h"
#include "sgf/gameloader.h"
#include "sgf/positionwriter.h"
#include "sgf/sgfwriter.h"

#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

using namespace seki;

namespace {

constexpr Rules AllRules[] = {Rules::Japanese, Rules::JapaneseStrict, Rules::Chinese};

std::string scores(Scorer& scorer, const Position& position)
{
    std::string text;
    for (const Rules rules : AllRules)
        text += scorer.score(position, rules).resultText() + " ";
    return text;
}

// "" when the reread position scores the same, else what differs.
std::string reread(Scorer& scorer, const SgfCollection& collection, const std::string& expected)
{
    const LoadedFile file = loadFile(writeSgf(collection), GameFormat::Sgf);
    if (file.error)
        return std::string("does not read: ") + file.error->what();
    const LoadedGame game = loadGame(file);
    if (game.error)
        return std::string("does not replay: ") + game.error->what();
    const std::string got = scores(scorer, game.position);
    return got == expected ? std::string() : expected + "-> " + got;
}

} // namespace

int main(int argc, char* argv[])
{
    Scorer scorer;
    int games = 0, unreadable = 0, changedAsGame = 0, changedAsSetup = 0;
    std::vector<std::string> paths(argv + 1, argv + argc);
    if (paths.size() == 1 && paths.front() == "-") {
        paths.clear();
        for (std::string line; std::getline(std::cin, line);)
            paths.push_back(line);
    }
    for (const std::string& path : paths) {
        const char* name = path.c_str();
        std::ifstream in(path, std::ios::binary);
        const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        const LoadedFile file = loadFile(bytes, gameFormatFor(path));
        const LoadedGame game = loadGame(file);
        if (game.error || file.format != GameFormat::Sgf) {
            ++unreadable;
            continue;
        }
        ++games;
        const Position& position = game.position;
        const std::string expected = scores(scorer, position);
        const ScoreResult* scored = &scorer.score(position, position.rules);

        SgfCollection asGame = file.collection;
        SgfGameTree& tree = asGame.games.front();
        writeTerritory(tree.node(game.record->mainLine().back()), position, scored);
        if (const std::string problem = reread(scorer, asGame, expected); !problem.empty()) {
            ++changedAsGame;
            std::printf("%s: saved as a game: %s\n", name, problem.c_str());
        }

        scored = &scorer.score(position, position.rules);
        SgfCollection asSetup = file.collection;
        asSetup.games.front() = editedTree(file.collection.games.front().root(), position, "captures");
        writeTerritory(asSetup.games.front().root(), position, scored);
        if (const std::string problem = reread(scorer, asSetup, expected); !problem.empty()) {
            ++changedAsSetup;
            std::printf("%s: saved as a setup position: %s\n", name, problem.c_str());
        }
    }
    std::printf("%d games: %d changed their score saved as a game, %d saved as a setup position; %d files not read\n",
                games, changedAsGame, changedAsSetup, unreadable);
    return changedAsGame + changedAsSetup > 0 ? 1 : 0;
}
