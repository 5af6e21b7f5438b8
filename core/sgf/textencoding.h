#pragma once

#include "sgfwarning.h"

#include <string>
#include <string_view>
#include <vector>

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
// Whether a CA value names UTF-8 (or ASCII, its subset), however spelled.
bool isUtf8Charset(std::string_view charset);
std::string latin1ToUtf8(std::string_view bytes);

// Converts bytes in `charset` (a CA value; "" means UTF-8, what practically every modern file
// holds whatever FF[4] says) to UTF-8:
//  - UTF-8 / ASCII: passed through; invalid UTF-8 is read as Latin-1 (old files that lie).
//  - ISO-8859-1 / Latin-1 / Windows-1252's Latin-1 subset: converted here.
//  - anything else (GB2312, GBK, Shift_JIS, EUC-KR, Big5, ...): through POSIX iconv where the
//    platform has it, otherwise `problem` names the encoding that could not be read.
DecodedText decodeToUtf8(std::string_view bytes, std::string_view charset);

// A whole SGF file turned into UTF-8 before it is parsed, so that no byte of a multi-byte
// character (Shift_JIS and GBK put '\\' and ']' in second bytes) can escape or close a value.
struct DecodedFile {
    std::string utf8;
    std::string charset;    // what the bytes were read as: "UTF-8", "UTF-16LE", "Shift_JIS", ...
    bool converted = false; // the bytes were not UTF-8 already (the root's CA no longer holds)
    int replaced = 0;       // invalid bytes or sequences replaced with U+FFFD
    // What the user should know about the reading: the charset was guessed (the file names
    // none), or the one it names does not fit its bytes and another was used. Empty otherwise.
    std::vector<SgfWarning> notes; // each about the whole file's text
};

// The charset is found by the byte-order mark (UTF-8, UTF-16LE/BE, UTF-32LE/BE); else by the
// shape of UTF-16/32 text without one; else by the CA properties, the first whose charset fits the
// bytes (converts them with fewer invalid bytes than good characters; a UTF-8 label on bytes
// with no multi-byte UTF-8 at all is an old Latin-1 file that lies); else by detectCharset()
// (charsetdetection.h). GB2312 / GBK labels (and glibc's "chinese", raw GB 2312) are read as
// GB18030, Shift_JIS as Windows-31J, EUC-KR as CP949 and Big5 as CP950, the supersets real files
// need. A CA naming UTF-16 on a file that is not, or a charset that does not keep ASCII as it is,
// is set aside with a note.
DecodedFile decodeSgfFile(std::string_view bytes);
// The CA value declared in the first game's root, "" when none (scanned in the raw bytes).
std::string declaredCharset(std::string_view bytes);
// Every distinct CA value in the file, in order (up to 4).
std::vector<std::string> declaredCharsets(std::string_view bytes);

// Text in another Go format (Tygem, WBaduk, Pandanet) turned into UTF-8: `declared` is what the
// file says of its charset ("" when nothing: then detectCharset() decides).
DecodedFile decodeText(std::string_view bytes, std::string_view declared = {});

// The opposite, for text the window writes into a game whose CA is not UTF-8. Returns false
// (and leaves `bytes` empty) when the text cannot be expressed in that charset.
bool encodeFromUtf8(std::string_view utf8, std::string_view charset, std::string& bytes);

} // namespace seki
