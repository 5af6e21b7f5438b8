#pragma once

#include "textlocation.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace seki {

// One property value, kept as the bytes that stood between '[' and ']' in the file (escapes and
// soft line breaks included). Keeping the raw form is what makes a load/save round trip exact and
// lets a compose value ("SZ[19:13]", "AP[name\:x:1.0]") be split at its *unescaped* ':' — after
// unescaping, an escaped ':' could no longer be told apart. The bytes are in the game's charset
// (CA); text() does not convert them (see textencoding.h).
class SgfValue {
public:
    SgfValue() = default;

    // A value whose text is `text`, escaped for writing (']' and '\' get a backslash).
    static SgfValue fromText(std::string_view text);
    // A compose value "first:second"; ':' inside either part is escaped too.
    static SgfValue fromCompose(std::string_view first, std::string_view second);
    // A value exactly as it stands between the brackets of a file. The parser guarantees it holds
    // no unescaped ']' and does not end in an unpaired '\'; other callers must too.
    static SgfValue fromRaw(std::string raw, TextLocation location = {});

    const std::string& raw() const { return m_raw; }
    // The unescaped text: escapes resolved, soft line breaks ('\' + newline) removed (FF[4]).
    std::string text() const;
    bool isEmpty() const { return m_raw.empty(); }

    // Compose values: the two unescaped parts around the first unescaped ':', or nullopt when
    // there is none.
    std::optional<std::pair<std::string, std::string>> splitCompose() const;
    bool isCompose() const { return composeSeparator().has_value(); }

    // Where the value's opening '[' stood in the file (invalid for values made in code).
    TextLocation location() const { return m_location; }

    // Same meaning: the same text and the same compose split. Location and spelling of escapes
    // ("\a" vs "a") do not matter, so a written-and-reread value compares equal to the original.
    bool operator==(const SgfValue& other) const;

private:
    std::optional<size_t> composeSeparator() const;

    std::string m_raw;
    TextLocation m_location;
};

// Unescapes a raw SGF value fragment (see SgfValue::text()).
std::string unescapeSgf(std::string_view raw);
// Escapes text for use between brackets; also escapes ':' when `escapeColon` (compose parts).
std::string escapeSgf(std::string_view text, bool escapeColon = false);

// A value as a message (an error or a warning) quotes it: whole up to MaxQuotedCharacters
// characters, otherwise its beginning and "..." (a value may be a megabyte; the message must stay
// a line), and control characters written out as \xNN (line breaks, and the escape sequences
// that would retitle or recolour a terminal, never reach one as they are).
constexpr size_t MaxQuotedCharacters = 80;
std::string quotedValue(std::string_view text);

} // namespace seki
