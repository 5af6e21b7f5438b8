#include "textencoding.h"

#include "charsetdetection.h"
#include "sgfvalue.h"

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
    // glibc reads "chinese" and "GB_2312-80" as raw two-byte GB 2312 (no high bit); files that
    // say so hold GB 2312 as everyone writes it, in EUC-CN.
    if (name == "gb2312" || name == "gbk" || name == "cp936" || name == "euccn" || name == "gb18030" || name == "xgbk"
        || name == "windows936" || name == "hz" || name == "gb23121980" || name == "chinese" || name == "gb231280"
        || name == "csiso58gb231280" || name == "isoir58" || name == "csgb2312" || name == "gb")
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

std::vector<std::string> declaredCharsets(std::string_view bytes)
{
    // CA values: a "CA[" whose 'C' starts an identifier. Any charset SGF meets keeps ASCII
    // letters and '[' as they are, so this reads the raw bytes safely.
    std::vector<std::string> found;
    for (size_t at = bytes.find("CA"); at != std::string_view::npos && found.size() < 4;
         at = bytes.find("CA", at + 1)) {
        if (at > 0 && std::isupper(static_cast<unsigned char>(bytes[at - 1])))
            continue;
        size_t k = at + 2;
        while (k < bytes.size() && std::isspace(static_cast<unsigned char>(bytes[k])))
            ++k;
        if (k >= bytes.size() || bytes[k] != '[')
            continue;
        const size_t end = bytes.find(']', k);
        if (end == std::string_view::npos || end - k > 64)
            break;
        std::string value(bytes.substr(k + 1, end - k - 1));
        while (!value.empty() && std::isspace(static_cast<unsigned char>(value.back())))
            value.pop_back();
        while (!value.empty() && std::isspace(static_cast<unsigned char>(value.front())))
            value.erase(value.begin());
        if (!value.empty() && std::find(found.begin(), found.end(), value) == found.end())
            found.push_back(value);
    }
    return found;
}

std::string declaredCharset(std::string_view bytes)
{
    const std::vector<std::string> found = declaredCharsets(bytes);
    return found.empty() ? std::string() : found.front();
}

namespace {

// The bytes converted from `reading` (an iconv name; "WINDOWS-1252" falls back to plain Latin-1
// for the five bytes it leaves undefined), into `file`. False when iconv does not know it.
bool convertInto(std::string_view bytes, const std::string& reading, const std::string& name, DecodedFile& file)
{
    file.converted = true;
    file.charset = name;
    if (reading == "WINDOWS-1252" || isLatin1Name(normalizedCharset(reading))) {
        file.utf8.clear();
        int replaced = 0;
#if defined(SEKI_HAVE_ICONV)
        if (reading == "WINDOWS-1252" && convertReplacing(bytes, reading, file.utf8, replaced) && replaced == 0)
            return true;
#endif
        file.utf8 = latin1ToUtf8(bytes);
        return true;
    }
#if defined(SEKI_HAVE_ICONV)
    file.replaced = 0;
    return convertReplacing(bytes, reading, file.utf8, file.replaced);
#else
    return false;
#endif
}

// Whether a charset reads SGF's ASCII characters as themselves (UTF-7, raw GB 2312 or EBCDIC
// do not: a file labelled so has to be read otherwise).
bool keepsAscii(const std::string& reading)
{
#if defined(SEKI_HAVE_ICONV)
    const std::string sample = "(;AB[aa:zz]C[x\\]y]\n)0123456789";
    std::string out;
    return convertWithIconv(sample, reading, "UTF-8", out) && out == sample;
#else
    (void)reading;
    return false;
#endif
}

bool isUnicodeName(const std::string& name)
{
    return name.rfind("utf16", 0) == 0 || name.rfind("utf32", 0) == 0 || name.rfind("ucs", 0) == 0;
}

// Reads the bytes as UTF-8 when they are (mostly: a stray broken character is replaced, as Fox
// cuts names in the middle of one); false when they are not UTF-8 text at all.
// `strictness`: how many good multi-byte characters each broken one needs (a file that says it is
// UTF-8 needs fewer than one that says nothing).
bool readAsUtf8(std::string_view bytes, DecodedFile& file, int strictness)
{
    bool sawMultiByte = false;
    int replaced = 0;
    std::string repaired = repairedUtf8(bytes, replaced, sawMultiByte);
    int multiByte = 0;
    for (size_t i = 0; i < repaired.size(); ++i)
        multiByte += (static_cast<unsigned char>(repaired[i]) & 0xC0) == 0xC0 ? 1 : 0;
    multiByte -= replaced; // each U+FFFD starts with 0xEF
    if (replaced > 0 && multiByte < strictness * replaced)
        return false;
    file.utf8 = std::move(repaired);
    file.replaced = replaced;
    file.charset = "UTF-8";
    file.converted = false;
    return true;
}

// A file that says it is UTF-8 by its byte-order mark is read so, whatever is broken in it.
void readAsUtf8Anyway(std::string_view bytes, DecodedFile& file)
{
    bool sawMultiByte = false;
    file.replaced = 0;
    file.utf8 = repairedUtf8(bytes, file.replaced, sawMultiByte);
    file.charset = "UTF-8";
    file.converted = false;
}

// Why a declared charset was set aside.
enum class Unfit { None, Unknown, NotUnicode, ChangesAscii, WrongBytes };

std::string unfitReason(Unfit unfit, const std::string& label)
{
    const std::string declared = quotedValue(label);
    switch (unfit) {
    case Unfit::Unknown:
        return "CA[" + declared + "] names a charset SekiScope cannot convert";
    case Unfit::NotUnicode:
        return "CA[" + declared + "] does not fit the file, which is not " + declared + " (no byte of it is 0)";
    case Unfit::ChangesAscii:
        return "CA[" + declared + "] names a charset that does not keep SGF's ASCII characters";
    case Unfit::WrongBytes:
        return "CA[" + declared + "] does not fit the file's bytes";
    case Unfit::None:
        break;
    }
    return {};
}

// The code of unfitReason's words, for the window.
WarningProblem unfitProblem(Unfit unfit)
{
    switch (unfit) {
    case Unfit::Unknown:
        return WarningProblem::CharsetUnknown;
    case Unfit::NotUnicode:
        return WarningProblem::CharsetNotUnicode;
    case Unfit::ChangesAscii:
        return WarningProblem::CharsetChangesAscii;
    case Unfit::WrongBytes:
        return WarningProblem::CharsetWrongBytes;
    case Unfit::None:
        break;
    }
    return WarningProblem::Unclassified;
}

// Tries one declared charset; Unfit::None when the file was read with it.
Unfit readDeclared(std::string_view bytes, const std::string& declared, DecodedFile& file)
{
    const std::string name = normalizedCharset(declared);
    if (isUtf8Name(name))
        return readAsUtf8(bytes, file, 1) ? Unfit::None : Unfit::WrongBytes;
    if (isLatin1Name(name)) {
        convertInto(bytes, "ISO-8859-1", "ISO-8859-1", file);
        return Unfit::None;
    }
    if (isUnicodeName(name))
        return Unfit::NotUnicode; // UTF-16/32 text has been recognised by its shape before this
    const std::string reading = readingCharset(name, declared);
    const CharsetFit fit = charsetFit(bytes, reading);
    if (!fit.known)
        return Unfit::Unknown;
    if (!keepsAscii(reading))
        return Unfit::ChangesAscii;
    // More wrong than right: the label is not the file's (a stray byte it cannot read is not).
    if (fit.invalid > 0 && fit.invalid >= fit.multiByte)
        return Unfit::WrongBytes;
    if (!convertInto(bytes, reading, declared, file))
        return Unfit::Unknown;
    return Unfit::None;
}

} // namespace

DecodedFile decodeText(std::string_view bytes, std::string_view declaredText)
{
    DecodedFile file;
    // A byte-order mark outranks what the text says.
    if (bytes.substr(0, 3) == "\xEF\xBB\xBF") {
        readAsUtf8Anyway(bytes.substr(3), file);
        return file;
    }
    for (const auto& [mark, charset] : {std::pair{std::string_view("\xFF\xFE\0\0", 4), "UTF-32LE"},
                                        std::pair{std::string_view("\0\0\xFE\xFF", 4), "UTF-32BE"},
                                        std::pair{std::string_view("\xFF\xFE"), "UTF-16LE"},
                                        std::pair{std::string_view("\xFE\xFF"), "UTF-16BE"}})
        if (bytes.substr(0, mark.size()) == mark && convertInto(bytes.substr(mark.size()), charset, charset, file))
            return file;
    const std::string declared(declaredText);
    if (!declared.empty() && readDeclared(bytes, declared, file) == Unfit::None)
        return file;
    const DetectedCharset detected = detectCharset(bytes);
    if (!detected.converted()) {
        file.utf8 = std::string(bytes);
        file.charset = detected.name;
        file.converted = false;
        return file;
    }
    if (!convertInto(bytes, detected.reading, detected.name, file)) {
        file.utf8 = latin1ToUtf8(bytes);
        file.charset = "ISO-8859-1";
    }
    return file;
}

DecodedFile decodeSgfFile(std::string_view bytes)
{
    DecodedFile file;
    // A byte-order mark says it all (UTF-32's first: FF FE 00 00 starts like UTF-16LE's).
    struct Mark {
        std::string_view bytes;
        const char* charset;
    };
    for (const Mark& mark : {Mark{"\xEF\xBB\xBF", "UTF-8"}, Mark{std::string_view("\xFF\xFE\0\0", 4), "UTF-32LE"},
                             Mark{std::string_view("\0\0\xFE\xFF", 4), "UTF-32BE"}, Mark{"\xFF\xFE", "UTF-16LE"},
                             Mark{"\xFE\xFF", "UTF-16BE"}}) {
        if (bytes.substr(0, mark.bytes.size()) != mark.bytes)
            continue;
        bytes.remove_prefix(mark.bytes.size());
        if (std::string(mark.charset) == "UTF-8") {
            readAsUtf8Anyway(bytes, file);
            return file;
        }
        if (!convertInto(bytes, mark.charset, mark.charset, file))
            file.notes.push_back({{},
                                  std::string("cannot convert the text from the encoding '") + mark.charset
                                      + "' (this build has no iconv)",
                                  true, WarningProblem::CharsetCannotConvert, {mark.charset}});
        return file;
    }
    // UTF-16 or UTF-32 without a mark: its CA (if any) is not even readable as ASCII bytes.
    if (const std::string unicode = unicodeWithoutByteOrderMark(bytes); !unicode.empty()) {
        if (convertInto(bytes, unicode, unicode, file)) {
            file.notes.push_back({{}, "the text is " + unicode + " without a byte-order mark: read so", true,
                                  WarningProblem::UnicodeWithoutMark, {unicode}});
            return file;
        }
    }
    const std::vector<std::string> declared = declaredCharsets(bytes);
    Unfit firstUnfit = Unfit::None;
    for (const std::string& charset : declared) {
        DecodedFile attempt;
        const Unfit unfit = readDeclared(bytes, charset, attempt);
        if (unfit == Unfit::None) {
            if (firstUnfit != Unfit::None)
                attempt.notes.push_back({{},
                                         unfitReason(firstUnfit, declared.front()) + "; its text was read as "
                                             + quotedValue(charset) + ", which the file also names",
                                         true, unfitProblem(firstUnfit), {quotedValue(declared.front())},
                                         WarningProblem::ReadAlsoNamed, {quotedValue(charset)}});
            return attempt;
        }
        if (firstUnfit == Unfit::None)
            firstUnfit = unfit;
    }
    // No CA: UTF-8 with a broken character or two is still UTF-8 (Fox cuts names in the middle).
    if (declared.empty() && readAsUtf8(bytes, file, 4))
        return file;
    const DetectedCharset detected = detectCharset(bytes);
    if (!detected.converted()) {
        file.utf8 = std::string(bytes);
        file.charset = "UTF-8";
    } else if (!convertInto(bytes, detected.reading, detected.name, file)) {
        file.utf8 = latin1ToUtf8(bytes);
        file.charset = "ISO-8859-1";
    }
    if (!declared.empty()) {
        // An old Latin-1 file that says UTF-8 is common and read as meant without a word.
        const bool latin1Liar = isUtf8Name(normalizedCharset(declared.front())) && detected.name == "Latin-1";
        if (!latin1Liar)
            file.notes.push_back({{},
                                  unfitReason(firstUnfit, declared.front()) + ": its text was read as "
                                      + detected.name + (detected.guessed ? ", which fits it" : ""),
                                  true, unfitProblem(firstUnfit), {quotedValue(declared.front())},
                                  detected.guessed ? WarningProblem::ReadFitting : WarningProblem::ReadAs,
                                  {detected.name}});
    } else if (detected.guessed) {
        file.notes.push_back({{},
                              "the file does not name its charset (no CA): its text was read as " + detected.name
                                  + ", which fits it",
                              true, WarningProblem::NoCharsetNamed, {detected.name}});
    }
    return file;
}

bool isUtf8Charset(std::string_view charset)
{
    const std::string name = normalizedCharset(charset);
    return !name.empty() && isUtf8Name(name);
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
    if (convertWithIconv(bytes, readingCharset(name, charset), "UTF-8", out))
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
