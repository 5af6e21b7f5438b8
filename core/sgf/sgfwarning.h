#pragma once

#include "textlocation.h"

#include <string>
#include <vector>

namespace seki {

// What a warning is about, as a code the window words in the reader's language with the
// warning's arguments (listed here in their order); the command line prints the English message.
enum class WarningProblem {
    Unclassified,         // only the English message says what is wrong
    TextAfterGame,        // text after the first game, not read
    BytesReplaced,        // identifier, the charset
    CharsetCannotConvert, // the charset as written
    UnicodeWithoutMark,   // the charset (UTF-16LE, ...)
    NoCharsetNamed,       // the charset the text was read as
    // Why the charset the file names (CA) was not used, with its name as written; the warning's
    // consequence says how the text was read instead.
    CharsetUnknown,
    CharsetNotUnicode,
    CharsetChangesAscii,
    CharsetWrongBytes,
    // How the text was read instead: the charset.
    ReadAlsoNamed, // the file names this charset too
    ReadFitting,   // a charset that fits the bytes
    ReadAs,
    HandicapBeyondBoard,   // HA's value, the board's width, height, Black's setup stones
    HandicapBeyondStones,  // HA's value, Black's setup stones
    HandicapWithoutPlaces, // the handicap, the board's side (WBaduk)
    ReviewDiffers,         // Pandanet's review and game differ
    DumBesideKomi,         // the dum (Tygem)
};
// One past the last code: the window's test walks them all.
inline constexpr int WarningProblemCount = int(WarningProblem::DumBesideKomi) + 1;

// Something the user should know about a file that was read all the same.
struct SgfWarning {
    TextLocation location; // invalid when it concerns the whole file
    std::string message;
    bool aboutText = false; // texts may be shown wrongly (charset), rather than something skipped
    WarningProblem problem = WarningProblem::Unclassified;
    std::vector<std::string> arguments{};
    // What was done about it, when the problem alone does not say (the charset read instead).
    WarningProblem consequence = WarningProblem::Unclassified;
    std::vector<std::string> consequenceArguments{};
};

} // namespace seki
