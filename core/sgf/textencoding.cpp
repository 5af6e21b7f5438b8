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

constexpr char Replacement[] = "\xEF\xBF\xBD"; // U+FFFD

// The length of the valid UTF-8 sequence at bytes[i], 0 when there is none.
size_t utf8SequenceAt(std::string_view bytes, size_t i)
{
    const auto lead = static_cast<unsigned char>(bytes[i]);
    if (lead < 0x80)
        return 1;
    size_t length;
    unsigned minimum;
    unsigned codePoint;
    if ((lead & 0xE0) == 0xC0)
        length = 2, minimum = 0x80, codePoint = lead & 0x1F;
    else if ((lead & 0xF0) == 0xE0)
        length = 3, minimum = 0x800, codePoint = lead & 0x0F;
    else if ((lead & 0xF8) == 0xF0)
        length = 4, minimum = 0x10000, codePoint = lead & 0x07;
    else
        return 0;
    if (i + length > bytes.size())
        return 0;
    for (size_t k = 1; k < length; ++k) {
        const auto next = static_cast<unsigned char>(bytes[i + k]);
        if ((next & 0xC0) != 0x80)
            return 0;
        codePoint = (codePoint << 6) | (next & 0x3F);
    }
    if (codePoint < minimum || codePoint > 0x10FFFF || (codePoint >= 0xD800 && codePoint <= 0xDFFF))
        return 0;
    return length;
}

// UTF-8 with every byte that starts no valid sequence replaced by U+FFFD.
std::string repairedUtf8(std::string_view bytes, int& replaced, bool& sawMultiByte)
{
    std::string out;
    out.reserve(bytes.size());
    size_t i = 0;
    while (i < bytes.size()) {
        const size_t length = utf8SequenceAt(bytes, i);
        if (length == 0) {
            // One U+FFFD for a lead byte and the continuation bytes that follow it (a character
            // cut short), one for each stray byte otherwise.
            const bool lead = static_cast<unsigned char>(bytes[i]) >= 0xC2;
            size_t end = i + 1;
            while (lead && end < bytes.size() && end < i + 4 && (static_cast<unsigned char>(bytes[end]) & 0xC0) == 0x80)
                ++end;
            out += Replacement;
            ++replaced;
            i = end;
            continue;
        }
        sawMultiByte = sawMultiByte || length > 1;
        out.append(bytes.substr(i, length));
        i += length;
    }
    return out;
}

// The iconv name that reads what files labelled `name` really hold (normalised names).
std::string readingCharset(const std::string& name, std::string_view label)
{
    if (name == "gb2312" || name == "gbk" || name == "cp936" || name == "euccn" || name == "gb18030" || name == "xgbk"
        || name == "windows936" || name == "hz" || name == "gb23121980")
        return "GB18030";
    if (name == "shiftjis" || name == "sjis" || name == "xsjis" || name == "cp932" || name == "windows31j"
        || name == "mskanji" || name == "shiftjisx0213")
        return "WINDOWS-31J";
    if (name == "euckr" || name == "ksc5601" || name == "ksc56011987" || name == "cp949" || name == "uhc"
        || name == "windows949")
        return "CP949";
    if (name == "big5" || name == "cp950" || name == "big5hkscs" || name == "xbig5")
        return name == "big5hkscs" ? "BIG5-HKSCS" : "CP950";
    return std::string(label);
}

#if defined(SEKI_HAVE_ICONV)
// Converts to UTF-8, replacing what the charset cannot read with U+FFFD; false when iconv does
// not know the charset.
bool convertReplacing(std::string_view bytes, const std::string& from, std::string& out, int& replaced)
{
    iconv_t converter = iconv_open("UTF-8", from.c_str());
    if (converter == iconv_t(-1))
        return false;
    out.clear();
    out.reserve(bytes.size() + bytes.size() / 2);
    std::vector<char> input(bytes.begin(), bytes.end());
    char* inputPointer = input.data();
    size_t inputLeft = input.size();
    std::vector<char> buffer(1 << 16);
    while (inputLeft > 0) {
        char* outputPointer = buffer.data();
        size_t outputLeft = buffer.size();
        const size_t result = iconv(converter, &inputPointer, &inputLeft, &outputPointer, &outputLeft);
        out.append(buffer.data(), buffer.size() - outputLeft);
        if (result != size_t(-1) || errno == E2BIG)
            continue;
        // EILSEQ: a byte this charset cannot read; EINVAL: a character cut off by the end.
        out += Replacement;
        ++replaced;
        ++inputPointer;
        --inputLeft;
        iconv(converter, nullptr, nullptr, nullptr, nullptr);
    }
    iconv_close(converter);
    return true;
}
#endif

} // namespace

std::string declaredCharset(std::string_view bytes)
{
    // The root's CA: the first "CA[" whose 'C' starts an identifier. Any charset SGF meets keeps
    // ASCII letters and '[' as they are, so this reads the raw bytes safely.
    for (size_t at = bytes.find("CA"); at != std::string_view::npos; at = bytes.find("CA", at + 1)) {
        if (at > 0 && std::isupper(static_cast<unsigned char>(bytes[at - 1])))
            continue;
        size_t k = at + 2;
        while (k < bytes.size() && std::isspace(static_cast<unsigned char>(bytes[k])))
            ++k;
        if (k >= bytes.size() || bytes[k] != '[')
            continue;
        const size_t end = bytes.find(']', k);
        if (end == std::string_view::npos || end - k > 64)
            return {};
        std::string value(bytes.substr(k + 1, end - k - 1));
        while (!value.empty() && std::isspace(static_cast<unsigned char>(value.back())))
            value.pop_back();
        while (!value.empty() && std::isspace(static_cast<unsigned char>(value.front())))
            value.erase(value.begin());
        return value;
    }
    return {};
}

DecodedFile decodeSgfFile(std::string_view bytes)
{
    DecodedFile file;
    std::string from;
    if (bytes.substr(0, 3) == "\xEF\xBB\xBF") {
        bytes.remove_prefix(3);
        from = "UTF-8";
    } else if (bytes.substr(0, 2) == "\xFF\xFE") {
        bytes.remove_prefix(2);
        from = "UTF-16LE";
    } else if (bytes.substr(0, 2) == "\xFE\xFF") {
        bytes.remove_prefix(2);
        from = "UTF-16BE";
    } else {
        from = declaredCharset(bytes);
    }
    const std::string name = normalizedCharset(from);
    const bool plainAscii
        = std::all_of(bytes.begin(), bytes.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
    if (plainAscii && name != "utf16le" && name != "utf16be" && name != "utf16") {
        file.utf8 = std::string(bytes);
        file.charset = "UTF-8";
        return file;
    }
    if (isUtf8Name(name)) {
        bool sawMultiByte = false;
        int replaced = 0;
        std::string repaired = repairedUtf8(bytes, replaced, sawMultiByte);
        if (replaced == 0 || sawMultiByte) {
            file.utf8 = std::move(repaired);
            file.replaced = replaced;
            file.charset = "UTF-8";
            return file;
        }
        // Not one multi-byte character: the file is Latin-1 whatever it says.
        file.utf8 = latin1ToUtf8(bytes);
        file.charset = "ISO-8859-1";
        file.converted = true;
        return file;
    }
    file.converted = true;
    if (isLatin1Name(name)) {
        file.utf8 = latin1ToUtf8(bytes);
        file.charset = "ISO-8859-1";
        return file;
    }
    const std::string reading = readingCharset(name, from);
#if defined(SEKI_HAVE_ICONV)
    if (convertReplacing(bytes, reading, file.utf8, file.replaced)) {
        file.charset = from;
        return file;
    }
    file.problem = "cannot convert the text from the encoding '" + from + "': read as Latin-1";
#else
    file.problem = "cannot convert from the encoding '" + from + "' (this build has no iconv): read as Latin-1";
#endif
    file.utf8 = latin1ToUtf8(bytes);
    file.charset = "ISO-8859-1";
    return file;
}

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
    const bool plainAscii
        = std::all_of(bytes.begin(), bytes.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
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
