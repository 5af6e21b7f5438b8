#pragma once

#include "sgfreader.h"

#include <string_view>

namespace seki {

// Reads a Tygem record (.gib): the players and their ranks, date, place, komi, handicap (Tygem's
// placement), time, result and moves, into a game tree as SGF holds it. The charset is detected
// (the format names none: Korean files are EUC-KR, Chinese ones GBK, global ones UTF-8). Throws
// ParseError with the line of the file for a record that cannot be read (no game section, a move
// off the board).
SgfFile readGib(std::string_view bytes);

// Whether the text (decoded) looks like a GIB record: its header or game section markers.
bool looksLikeGib(std::string_view text);

} // namespace seki
