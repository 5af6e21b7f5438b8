#pragma once

#include "parseerror.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace seki {

// The game records SekiScope reads: SGF, its own .pos scoring cases, and the records of servers
// that write their own formats (read into the same game tree; saved as SGF).
enum class GameFormat { Sgf, Pos, Gib, Ngf, Ugf };

// The format's name for people: "SGF", "Tygem GIB", "WBaduk NGF", "Pandanet UGF", ".pos case".
std::string formatName(GameFormat format);

// By the file name alone: .pos, .gib, .ngf, .ugf and .ugi (any case); anything else SGF.
GameFormat gameFormatFor(std::string_view path);

// What a file (or text pasted or dropped) is: a record in a format SekiScope reads, found by its
// content first (a Tygem record saved as .sgf is still one) and its name second; or, when it is
// none, what it is instead, in words ("a PNG image", "a PDF document", "a link
// (https://...)", "text with no game record in it"), for "not a Go record SekiScope reads: ...".
struct FormatIdentity {
    std::optional<GameFormat> format;
    std::string otherwise;
    ParseProblem problem = ParseProblem::Unclassified; // `otherwise` as a code, for the window
    std::vector<std::string> arguments{};
};
FormatIdentity identifyGameFormat(std::string_view name, std::string_view bytes);

// The message for a file that is no record SekiScope reads.
std::string notARecordMessage(const FormatIdentity& identity);
// The same as the error at the file's start, with its code.
ParseError notARecordError(const FormatIdentity& identity);

} // namespace seki
