#pragma once

#include "sgfreader.h"

#include <string_view>

namespace seki {

// Reads a Pandanet record (.ugf, and the review files .ugi): the [Header] (players and ranks,
// date, place, rules, board size, handicap and komi, result), the moves of [Data] (those numbered
// 0 are the handicap stones), the variations of [ReviewNode] and the comments of [ReviewComment]
// and [Figure]. The charset is the header's Lang (SJIS by default), else detected. Throws
// ParseError with the line of the file for a record that cannot be read.
SgfFile readUgf(std::string_view bytes);

// Whether the text (decoded) looks like a UGF record: a [Header] section and a [Data] one.
bool looksLikeUgf(std::string_view text);

} // namespace seki
