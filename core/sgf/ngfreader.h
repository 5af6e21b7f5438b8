#pragma once

#include "sgfreader.h"

#include <string_view>

namespace seki {

// Reads a WBaduk / Cyberoro (Oro) record (.ngf): a header of twelve lines (title, board size,
// White and Black with their ranks, site, handicap, komi, date, time, the result in words, the
// number of moves), or of lines marked "GI" in the variant some archives use, then one line per
// move ("PMABBREER": move number, colour, the point written twice). The charset is detected.
// Throws ParseError with the line of the file for a record that cannot be read.
SgfFile readNgf(std::string_view bytes);

// Whether the text (decoded) looks like an NGF record: a board size on its second line and move
// lines, or the "GI" header.
bool looksLikeNgf(std::string_view text);

} // namespace seki
