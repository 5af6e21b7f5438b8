#pragma once

#include "board.h"

namespace seki {

// The rule sets of the seed (scoring-seki.md).
enum class Rules : std::uint8_t {
    Japanese,        // relaxed seki detection, territory + prisoners ("territory" in .pos files)
    JapaneseStrict,  // the 1989 rule: stones touching dame are in seki
    Chinese,         // area: stones + territory ("area" in .pos files)
};

// What the scorer is given: the final position with the players' dead marks.
struct Position {
    Board board;
    Board::Mask dead;          // stones marked dead, by padded index of board
    double komi = 0;
    int capturedByBlack = 0;   // white stones black captured during play
    int capturedByWhite = 0;   // black stones white captured during play
    Rules rules = Rules::Japanese;  // the rules the file names; a caller may score under others
};

} // namespace seki
