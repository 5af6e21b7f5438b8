#pragma once

#include "board/board.h"
#include "board/position.h"

#include <optional>
#include <string>
#include <vector>

namespace seki {

class GameRecord;

// A position as a GTP engine is given it: the stones set up before the first move, the moves of
// the main line, and the final board they must lead to (with komi).
struct EngineGame {
    struct Move {
        Color color = Color::Black;
        std::optional<Point> point; // nullopt: a pass
    };

    Board setup{19, 19};
    std::vector<Move> moves;
    Board final{19, 19};
    double komi = 0;

    // The main line of a game record up to its final position.
    static EngineGame fromRecord(const GameRecord& record);
    // A position with no history (.pos cases, the board editor): set up stone by stone.
    static EngineGame fromPosition(const Position& position);
};

// GTP `play` commands that build `board` from an empty one without any capture: each block is
// laid stone by stone outward from a stone beside one of its final liberties, so every part laid
// keeps that liberty. nullopt when a block has no liberty at all (no legal game reaches that).
// `blocked` is then set to a stone of that block.
std::optional<std::vector<std::string>> placementCommands(const Board& board, Point* blocked = nullptr);
// The `play` commands of the setup and the moves, when they lead exactly to the final board with
// no suicide (which GTP engines refuse); nullopt otherwise (e.g. setup added or removed mid-game).
std::optional<std::vector<std::string>> replayCommands(const EngineGame& game);

} // namespace seki
