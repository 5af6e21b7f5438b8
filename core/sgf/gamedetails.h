#pragma once

#include "sgfgametree.h"

#include <string>

namespace seki {

// The root's game information a player reads beside the names (GameInfo holds what scoring
// needs): ranks, when and where, the event and the time limits. UTF-8, from the game's CA;
// "" when the file does not give it.
struct GameDetails {
    std::string blackRank; // BR
    std::string whiteRank; // WR
    std::string date;      // DT
    std::string event;     // EV
    std::string round;     // RO
    std::string place;     // PC
    std::string gameName;  // GN
    std::string timeLimit; // TM, seconds as written
    std::string overtime;  // OT
};

GameDetails readGameDetails(const SgfGameTree& tree);

} // namespace seki
