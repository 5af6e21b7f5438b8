#pragma once

#include "board/position.h"

#include <optional>
#include <string>
#include <vector>

namespace seki {

// One scoring case of a .pos file (docs/MANUAL.md, "Command line").
struct PosCase {
    std::string name;
    std::string note;
    std::string source;
    // Board, dead marks (x / o), komi, captures and rules (territory -> Japanese, area -> Chinese).
    Position position;
    // The expected ownership, top row first, one character a point ('b', 'w', '.'), no spaces;
    // empty when the file gives none.
    std::vector<std::string> territory;
    std::optional<double> expectedBlack;
    std::optional<double> expectedWhite;
    std::optional<std::string> expectedResult; // SGF RE form: "B+3.5", "W+7", "0"
};

} // namespace seki
