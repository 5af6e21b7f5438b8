#include "sgfvalue.h"

namespace seki {

std::string unescapeSgf(std::string_view raw)
{
    std::string text;
    text.reserve(raw.size());
    for (size_t i = 0; i < raw.size(); ++i) {
        const char c = raw[i];
        if (c != '\\' || i + 1 == raw.size()) {
            text += c;
            continue;
        }
        const char next = raw[++i];
        if (next == '\n' || next == '\r') {
            // Soft line break: the backslash and one line break (\n, \r, \r\n or \n\r) vanish.
            if (i + 1 < raw.size() && (raw[i + 1] == '\n' || raw[i + 1] == '\r') && raw[i + 1] != next)
                ++i;
            continue;
        }
        text += next;
    }
    return text;
}

std::string escapeSgf(std::string_view text, bool escapeColon)
{
    std::string raw;
    raw.reserve(text.size() + 8);
    for (const char c : text) {
        if (c == ']' || c == '\\' || (escapeColon && c == ':'))
            raw += '\\';
        raw += c;
    }
    return raw;
}

std::string quotedValue(std::string_view text)
{
    std::string quoted;
    size_t characters = 0;
    for (size_t i = 0; i < text.size(); ++i) {
        const auto byte = static_cast<unsigned char>(text[i]);
        // A UTF-8 continuation byte belongs to the character already counted: cut between characters.
        if ((byte & 0xC0) != 0x80 && characters++ == MaxQuotedCharacters)
            return quoted + "...";
        // C0 controls and DEL; C1 controls are U+0080..U+009F, 0xC2 0x80..0x9F in UTF-8.
        const bool c1 = byte == 0xC2 && i + 1 < text.size() && static_cast<unsigned char>(text[i + 1]) >= 0x80
                        && static_cast<unsigned char>(text[i + 1]) <= 0x9F;
        if (byte < 0x20 || byte == 0x7F || c1) {
            const unsigned code = c1 ? static_cast<unsigned char>(text[++i]) : byte;
            static const char digits[] = "0123456789abcdef";
            quoted += "\\x";
            quoted += digits[code >> 4];
            quoted += digits[code & 0xF];
            continue;
        }
        quoted += char(byte);
    }
    return quoted;
}

SgfValue SgfValue::fromText(std::string_view text)
{
    SgfValue value;
    value.m_raw = escapeSgf(text);
    return value;
}

SgfValue SgfValue::fromCompose(std::string_view first, std::string_view second)
{
    SgfValue value;
    value.m_raw = escapeSgf(first, true) + ':' + escapeSgf(second, true);
    return value;
}

SgfValue SgfValue::fromRaw(std::string raw, TextLocation location)
{
    SgfValue value;
    value.m_raw = std::move(raw);
    value.m_location = location;
    return value;
}

std::string SgfValue::text() const
{
    // Most values (moves, points, numbers) hold no escape: skip the copy loop for them.
    if (m_raw.find('\\') == std::string::npos)
        return m_raw;
    return unescapeSgf(m_raw);
}

std::optional<size_t> SgfValue::composeSeparator() const
{
    for (size_t i = 0; i < m_raw.size(); ++i) {
        if (m_raw[i] == '\\')
            ++i;
        else if (m_raw[i] == ':')
            return i;
    }
    return std::nullopt;
}

std::optional<std::pair<std::string, std::string>> SgfValue::splitCompose() const
{
    const auto separator = composeSeparator();
    if (!separator)
        return std::nullopt;
    const std::string_view raw = m_raw;
    return std::pair{unescapeSgf(raw.substr(0, *separator)), unescapeSgf(raw.substr(*separator + 1))};
}

bool SgfValue::operator==(const SgfValue& other) const
{
    return text() == other.text() && splitCompose() == other.splitCompose();
}

} // namespace seki
