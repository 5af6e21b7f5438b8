#include "textencoding.h"

#include <algorithm>
#include <cctype>
#include <vector>

#if defined(SEKI_HAVE_ICONV)
#include <cerrno>
#include <iconv.h>
#endif

namespace seki {

namespace {

std::string normalizedCharset(std::string_view charset)
{
    std::string name;
    for (const char c : charset)
        if (std::isalnum(static_cast<unsigned char>(c)))
            name += char(std::tolower(static_cast<unsigned char>(c)));
    return name;
}

bool isUtf8Name(const std::string& name)
{
    return name.empty() || name == "utf8" || name == "ascii" || name == "usascii";
}

bool isLatin1Name(const std::string& name)
{
    return name == "iso88591" || name == "latin1" || name == "l1" || name == "iso885911987" || name == "cp819"
        || name == "ibm819";
}

#if defined(SEKI_HAVE_ICONV)
// Converts with iconv; false when the encoding is unknown to the platform or the bytes are not
// valid in it.
bool convertWithIconv(std::string_view bytes, const std::string& from, const std::string& to, std::string& out)
{
    iconv_t converter = iconv_open(to.c_str(), from.c_str());
    if (converter == iconv_t(-1))
        return false;
    std::vector<char> input(bytes.begin(), bytes.end());
    char* inputPointer = input.data();
    size_t inputLeft = input.size();
    out.clear();
    std::vector<char> buffer(bytes.size() * 4 + 16);
    bool ok = true;
    while (inputLeft > 0) {
        char* outputPointer = buffer.data();
        size_t outputLeft = buffer.size();
        const size_t result = iconv(converter, &inputPointer, &inputLeft, &outputPointer, &outputLeft);
        out.append(buffer.data(), buffer.size() - outputLeft);
        if (result == size_t(-1) && errno != E2BIG) {
            ok = false;
            break;
        }
    }
    iconv_close(converter);
    if (!ok)
        out.clear();
    return ok;
}
#endif

} // namespace

bool isValidUtf8(std::string_view bytes)
{
    size_t i = 0;
    while (i < bytes.size()) {
        const auto lead = static_cast<unsigned char>(bytes[i]);
        int length;
        unsigned minimum;
        unsigned codePoint;
        if (lead < 0x80) {
            ++i;
            continue;
        } else if ((lead & 0xE0) == 0xC0) {
            length = 2, minimum = 0x80, codePoint = lead & 0x1F;
        } else if ((lead & 0xF0) == 0xE0) {
            length = 3, minimum = 0x800, codePoint = lead & 0x0F;
        } else if ((lead & 0xF8) == 0xF0) {
            length = 4, minimum = 0x10000, codePoint = lead & 0x07;
        } else {
            return false;
        }
        if (i + size_t(length) > bytes.size())
            return false;
        for (int k = 1; k < length; ++k) {
            const auto next = static_cast<unsigned char>(bytes[i + size_t(k)]);
            if ((next & 0xC0) != 0x80)
                return false;
            codePoint = (codePoint << 6) | (next & 0x3F);
        }
        // Overlong forms, UTF-16 surrogates and values past U+10FFFF are not UTF-8.
        if (codePoint < minimum || codePoint > 0x10FFFF || (codePoint >= 0xD800 && codePoint <= 0xDFFF))
            return false;
        i += size_t(length);
    }
    return true;
}

std::string latin1ToUtf8(std::string_view bytes)
{
    std::string out;
    out.reserve(bytes.size() + bytes.size() / 4);
    for (const char c : bytes) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte < 0x80) {
            out += c;
        } else {
            out += char(0xC0 | (byte >> 6));
            out += char(0x80 | (byte & 0x3F));
        }
    }
    return out;
}

DecodedText decodeToUtf8(std::string_view bytes, std::string_view charset)
{
    const std::string name = normalizedCharset(charset);
    const bool plainAscii = std::all_of(bytes.begin(), bytes.end(),
                                        [](char c) { return static_cast<unsigned char>(c) < 0x80; });
    // Every charset SGF meets agrees with ASCII on ASCII bytes except a few 7-bit ones (ISO-2022,
    // whose escape byte is not printable ASCII text anyway; its plain ASCII is ASCII).
    if (plainAscii)
        return {std::string(bytes), {}};
    if (isUtf8Name(name)) {
        if (isValidUtf8(bytes))
            return {std::string(bytes), {}};
        return {latin1ToUtf8(bytes), {}};
    }
    if (isLatin1Name(name))
        return {latin1ToUtf8(bytes), {}};
#if defined(SEKI_HAVE_ICONV)
    std::string out;
    if (convertWithIconv(bytes, std::string(charset), "UTF-8", out))
        return {std::move(out), {}};
    return {latin1ToUtf8(bytes), "cannot convert the text from the encoding '" + std::string(charset) + "'"};
#else
    return {latin1ToUtf8(bytes),
            "cannot convert from the encoding '" + std::string(charset) + "': this build has no iconv"};
#endif
}

bool encodeFromUtf8(std::string_view utf8, std::string_view charset, std::string& bytes)
{
    bytes.clear();
    const std::string name = normalizedCharset(charset);
    if (isUtf8Name(name)) {
        bytes = std::string(utf8);
        return true;
    }
    if (isLatin1Name(name)) {
        if (!isValidUtf8(utf8))
            return false;
        for (size_t i = 0; i < utf8.size(); ++i) {
            const auto lead = static_cast<unsigned char>(utf8[i]);
            if (lead < 0x80) {
                bytes += char(lead);
            } else if ((lead == 0xC2 || lead == 0xC3) && i + 1 < utf8.size()) {
                bytes += char(((lead & 0x03) << 6) | (static_cast<unsigned char>(utf8[++i]) & 0x3F));
            } else {
                bytes.clear();
                return false;
            }
        }
        return true;
    }
#if defined(SEKI_HAVE_ICONV)
    return convertWithIconv(utf8, "UTF-8", std::string(charset), bytes);
#else
    return false;
#endif
}

} // namespace seki
