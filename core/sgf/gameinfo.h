#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "board/position.h"
#include "komireading.h"
#include "sgfwarning.h"
#include "textlocation.h"

namespace seki {

// The root properties of a game that SekiScope shows or scores with. Texts are UTF-8 (converted
// from the game's CA); the raw bytes stay in the tree.
struct GameInfo {
    int width = 19; // SZ (SZ[n] or SZ[w:h])
    int height = 19;
    double komi = 0;         // KM as meant, in points (komireading.h: Fox's hundredths converted)
    KomiReading komiReading; // KM as written, and what was read into it
    int handicap = 0;        // Black's handicap stones: HA, unless the setup contradicts it (below)
    // HA as written, and why it was not taken as it stands (empty when it was): a handicap the
    // root's black setup stones contradict, or one the board cannot hold; the stones count then.
    int handicapWritten = 0;
    std::string handicapNote;
    TextLocation handicapLocation;
    WarningProblem handicapProblem = WarningProblem::Unclassified; // the note's code, for the window
    std::vector<std::string> handicapArguments;
    std::string rules;       // RU as written
    std::string result;      // RE
    std::string playerBlack; // PB
    std::string playerWhite; // PW
    std::string charset;     // CA as written ("" when absent)
    // Non-empty when some text could not be converted from `charset` (see textencoding.h): the
    // texts above then hold a best effort and the window should say so.
    std::string encodingProblem;
};

// The scoring rules an RU value means: territory rule sets (Japanese, Korean, "jp", ...) and
// anything unknown or empty give Rules::Japanese; area rule sets (Chinese, "cn", AGA, NZ, GOE/Ing,
// Tromp-Taylor, French, ...) give Rules::Chinese.
Rules rulesFromSgf(std::string_view rules);
// How an RU value's area count compensates handicap stones: AGA one per stone after the first,
// every other rule set (Chinese, KGS's) one per stone.
HandicapCompensation handicapCompensationFromSgf(std::string_view rules);

} // namespace seki
