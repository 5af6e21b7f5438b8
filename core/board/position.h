#pragma once

#include "board.h"

namespace seki {

// The rule sets the scorer counts by (docs/SCORING.md).
enum class Rules : std::uint8_t {
    Japanese,       // relaxed seki detection, territory + prisoners ("territory" in .pos files)
    JapaneseStrict, // the 1989 rule: stones touching dame are in seki
    Chinese,        // area: stones + territory ("area" in .pos files)
};

// How area counting compensates White for Black's handicap stones (scoring/stages/handicapcompensation.h).
enum class HandicapCompensation : std::uint8_t {
    PerStone,           // Chinese rules and KGS: one point per handicap stone
    PerStoneAfterFirst, // AGA: one point per handicap stone after the first
};

// What the scorer is given: the final position with the players' dead marks.
struct Position {
    Board board;
    Board::Mask dead; // stones marked dead, by padded index of board
    double komi = 0;
    int capturedByBlack = 0;       // white stones black captured during play
    int capturedByWhite = 0;       // black stones white captured during play
    Rules rules = Rules::Japanese; // the rules the file names; a caller may score under others
    // The territory the file itself marks (SGF TB/TW in the final node, as KGS saves a counted
    // game); hasTerritoryMarks is false when the file has none.
    bool hasTerritoryMarks = false;
    Board::Mask markedBlack;
    Board::Mask markedWhite;
    int handicap = 0; // HA: Black's handicap stones (area counting compensates White)
    HandicapCompensation handicapCompensation = HandicapCompensation::PerStone;
};

} // namespace seki
