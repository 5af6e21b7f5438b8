#pragma once

#include "gameformat.h"
#include "gamerecord.h"
#include "parseerror.h"
#include "poscase.h"
#include "sgfcollection.h"
#include "sgfparser.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace seki {

// The one way a game file's bytes become something to score, for the command line and the window
// alike: an SGF collection (decoded, parsed; each game replayed on demand), another server's
// record read into the same kind of tree (gameformat.h), or a .pos case.

// A file read whole: its games, or why it cannot be read.
struct LoadedFile {
    GameFormat format = GameFormat::Sgf;
    SgfCollection collection;         // SGF and other servers' records: every game, texts in UTF-8
    std::optional<PosCase> posCase;   // .pos
    std::vector<SgfWarning> warnings; // about the file as a whole (charset, text after the games)
    std::optional<ParseError> error;  // set when nothing could be read; the rest is then empty

    // The games the file holds: 1 for a .pos case, the collection's size otherwise, 0 on error.
    int gameCount() const;
};

// One game of a file, replayed to the position SekiScope scores.
struct LoadedGame {
    std::optional<GameRecord> record; // SGF: the replayed main line
    Position position;                // the final position with the file's dead marks
    GameInfo info;                    // SGF root info; size and komi for .pos
    std::string name;                 // .pos case name
    std::string note;                 // .pos case note
    // The file's warnings and this game's (in info.encodingProblem too when they concern the
    // charset, for the game information panel).
    std::vector<SgfWarning> warnings;
    std::optional<ParseError> error; // set when this game cannot be replayed
};

// Never throws for anything in the bytes: the problem is in `error`, with its place.
LoadedFile loadFile(std::string_view bytes, GameFormat format);
// The same for a file (or pasted text) whose format is found by identifyGameFormat(): `name` is
// its file name, or "" for text without one. Bytes in no format SekiScope reads give the error
// "not a Go record SekiScope reads: ..." at 1:1.
LoadedFile loadFile(std::string_view bytes, std::string_view name);
// Game `index` (0-based, < file.gameCount()) of a file that was read.
LoadedGame loadGame(const LoadedFile& file, int index = 0);

} // namespace seki
