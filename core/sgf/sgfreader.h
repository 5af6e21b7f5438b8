#pragma once

#include "sgfcollection.h"
#include "sgfparser.h"

#include <string_view>
#include <vector>

namespace seki {

// An SGF file as read from disk: its games, with every text in UTF-8, and what the user should
// know about how it was read.
struct SgfFile {
    SgfCollection collection;
    std::vector<SgfWarning> warnings;
    std::string charset; // what the bytes were read as (see decodeSgfFile())
};

// Reads the bytes of an SGF file: decodes them by their charset first (BOM, then the root's CA;
// see textencoding.h), then parses. So a Shift_JIS or GBK character whose second byte is '\' or
// ']' stays a character. The games' CA becomes UTF-8 when the text was converted, so that the
// tree, written back, says what it holds. Bytes the charset cannot read become U+FFFD, with a
// warning naming the property; text after the last game is ignored with a warning. Throws
// ParseError as SgfParser::parse() does; its locations count lines and characters.
SgfFile readSgf(std::string_view bytes, SgfParser::Limits limits = {});

} // namespace seki
