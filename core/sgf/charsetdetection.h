#pragma once

#include <string>
#include <string_view>

namespace seki {

// The charset of text that does not say which it is: a game record with no CA (Nihon Kiin's
// Shift_JIS records, Chinese and Korean server files), a Tygem or WBaduk record, text pasted or
// dropped. Found before parsing, since Shift_JIS, GBK and Big5 put '\' and ']' in the second byte
// of a character.
struct DetectedCharset {
    std::string reading; // the iconv name the bytes are converted with ("WINDOWS-31J", "CP950", ...)
    std::string name;    // the name a user knows ("Shift_JIS", "Big5", "Latin-1", "UTF-16LE", ...)
    // The bytes need converting to UTF-8 (false for ASCII and UTF-8).
    bool converted() const { return name != "UTF-8" && name != "ASCII"; }
    // A guess among several that fit (an East Asian charset or UTF-16), worth telling the user;
    // ASCII, valid UTF-8 and Latin-1 (SGF's default) are not guesses.
    bool guessed = false;
};

// In order: UTF-16 or UTF-32 without a byte-order mark (zero bytes in every second or fourth
// place: SGF's syntax is ASCII); ASCII; valid UTF-8; then, for text in none of them, the East
// Asian charset the bytes are valid in and read as the characters that text is made of
// (uchardet's verdict first where it names one, then the common characters of each), else
// Latin-1 (Windows-1252), or the Cyrillic charset uchardet names.
DetectedCharset detectCharset(std::string_view bytes);

// The shape of UTF-16/32 text without a byte-order mark: "UTF-16LE", "UTF-16BE", "UTF-32LE",
// "UTF-32BE", or "" when the bytes do not have it.
std::string unicodeWithoutByteOrderMark(std::string_view bytes);

// How many bytes of `bytes` are not valid in `reading` (an iconv name), and how many characters
// of two bytes or more are; both 0 when iconv does not know the charset (then *known is false).
struct CharsetFit {
    bool known = false;
    int invalid = 0;
    int multiByte = 0;
    bool clean() const { return known && invalid == 0; }
};
CharsetFit charsetFit(std::string_view bytes, const std::string& reading);

} // namespace seki
