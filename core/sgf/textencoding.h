#pragma once

#include <string>
#include <string_view>

namespace seki {

// SGF values are bytes in the game's charset (root CA). These turn them into UTF-8 for display;
// the raw bytes stay in the tree for writing the file back unchanged.

struct DecodedText {
    std::string utf8;
    // Empty when the conversion was exact; otherwise what went wrong, e.g. "cannot convert from
    // the encoding 'X-FOO'" — utf8 then holds a best effort (the bytes read as Latin-1).
    std::string problem;

    bool isExact() const { return problem.empty(); }
};

bool isValidUtf8(std::string_view bytes);
std::string latin1ToUtf8(std::string_view bytes);

// Converts bytes in `charset` (a CA value; "" means UTF-8, what practically every modern file
// holds whatever FF[4] says) to UTF-8:
//  - UTF-8 / ASCII: passed through; invalid UTF-8 is read as Latin-1 (old files that lie).
//  - ISO-8859-1 / Latin-1 / Windows-1252's Latin-1 subset: converted here.
//  - anything else (GB2312, GBK, Shift_JIS, EUC-KR, Big5, ...): through POSIX iconv where the
//    platform has it, otherwise `problem` names the encoding that could not be read.
DecodedText decodeToUtf8(std::string_view bytes, std::string_view charset);

// The opposite, for text the window writes into a game whose CA is not UTF-8. Returns false
// (and leaves `bytes` empty) when the text cannot be expressed in that charset.
bool encodeFromUtf8(std::string_view utf8, std::string_view charset, std::string& bytes);

} // namespace seki
