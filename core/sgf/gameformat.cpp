#include "gameformat.h"

#include "foreignrecord.h"
#include "gibreader.h"
#include "ngfreader.h"
#include "sgfvalue.h"
#include "textencoding.h"
#include "ugfreader.h"

#include <algorithm>
#include <array>

namespace seki {

namespace {

std::string lowerSuffix(std::string_view path)
{
    const size_t slash = path.find_last_of("/\\");
    const std::string_view name = slash == std::string_view::npos ? path : path.substr(slash + 1);
    const size_t dot = name.rfind('.');
    if (dot == std::string_view::npos)
        return {};
    std::string suffix(name.substr(dot + 1));
    for (char& c : suffix)
        c = char(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    return suffix;
}

bool startsWith(std::string_view text, std::string_view start)
{
    return text.substr(0, start.size()) == start;
}

// An SGF game tree starts somewhere: '(' then ';', or '(' then an identifier and '[' (Nihon Kiin).
bool hasSgfGame(std::string_view text)
{
    const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
    for (size_t at = text.find('('); at != std::string_view::npos; at = text.find('(', at + 1)) {
        size_t k = at + 1;
        while (k < text.size() && space(text[k]))
            ++k;
        if (k < text.size() && text[k] == ';')
            return true;
        const size_t identifier = k;
        while (k < text.size() && text[k] >= 'A' && text[k] <= 'Z')
            ++k;
        if (k == identifier)
            continue;
        while (k < text.size() && space(text[k]))
            ++k;
        if (k < text.size() && text[k] == '[')
            return true;
    }
    return false;
}

// What a file is instead of a record: its words, and its code and argument for the window.
FormatIdentity other(std::string what, ParseProblem problem, std::vector<std::string> arguments = {})
{
    return {std::nullopt, std::move(what), problem, std::move(arguments)};
}

// What the first bytes say, for files that are no text at all; `otherwise` empty when they say nothing.
FormatIdentity byMagic(std::string_view bytes)
{
    struct Magic {
        std::string_view start;
        const char* what;
        ParseProblem problem;
        const char* name;
    };
    using P = ParseProblem;
    static const std::array<Magic, 19> magics{{
        {"\x89PNG", "a PNG image", P::NotARecordImage, "PNG"},
        {"\xFF\xD8\xFF", "a JPEG image", P::NotARecordImage, "JPEG"},
        {"GIF8", "a GIF image", P::NotARecordImage, "GIF"},
        {"BM", "a BMP image", P::NotARecordImage, "BMP"},
        {"%PDF", "a PDF document", P::NotARecordDocument, "PDF"},
        {"PK\x03\x04", "a ZIP archive", P::NotARecordArchive, "ZIP"},
        {"\x1F\x8B", "a gzip archive", P::NotARecordArchive, "gzip"},
        {"BZh", "a bzip2 archive", P::NotARecordArchive, "bzip2"},
        {std::string_view("\xFD" "7zXZ\0", 6), "an xz archive", P::NotARecordArchive, "xz"},
        {"7z\xBC\xAF\x27\x1C", "a 7-Zip archive", P::NotARecordArchive, "7-Zip"},
        {"Rar!", "a RAR archive", P::NotARecordArchive, "RAR"},
        {"\x7F" "ELF", "a program (ELF)", P::NotARecordProgram, "ELF"},
        {"MZ", "a Windows program", P::NotARecordProgram, "Windows"},
        {std::string_view("SQLite format 3\0", 16), "an SQLite database", P::NotARecordDatabase, "SQLite"},
        {"\xD0\xCF\x11\xE0", "a Microsoft Office document", P::NotARecordDocument, "Microsoft Office"},
        {std::string_view("II*\0", 4), "a TIFF image", P::NotARecordImage, "TIFF"},
        {std::string_view("MM\0*", 4), "a TIFF image", P::NotARecordImage, "TIFF"},
        {"ID3", "an MP3 file", P::NotARecordMedia, "MP3"},
        {"OggS", "an Ogg file", P::NotARecordMedia, "Ogg"},
    }};
    for (const Magic& magic : magics)
        if (startsWith(bytes, magic.start)) {
            // "BM" and "MZ" are also how text can start: only with binary bytes after them.
            if ((magic.start == "BM" || magic.start == "MZ")
                && std::count(bytes.begin(), bytes.begin() + std::min<size_t>(bytes.size(), 64), '\0') == 0)
                continue;
            return other(magic.what, magic.problem, {magic.name});
        }
    if (startsWith(bytes, "RIFF") && bytes.substr(8, 4) == "WEBP")
        return other("a WebP image", ParseProblem::NotARecordImage, {"WebP"});
    return {};
}

// What text that holds no record is, when it says so itself; `otherwise` empty when it does not.
FormatIdentity byText(std::string_view text)
{
    text = trimmed(text);
    std::string start(text.substr(0, 16));
    for (char& c : start)
        c = char(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    if (startsWith(start, "http://") || startsWith(start, "https://") || startsWith(start, "www.")) {
        const std::string_view link = text.substr(0, text.find_first_of(" \t\r\n"));
        return other("a link (" + quotedValue(link)
                         + "): SekiScope does not fetch games from the network; download the game as an SGF file "
                           "and open that",
                     ParseProblem::NotARecordLink, {quotedValue(link)});
    }
    if (startsWith(start, "<!doctype html") || startsWith(start, "<html"))
        return other("a web page (HTML)", ParseProblem::NotARecordWebPage);
    if (startsWith(start, "<?xml") || startsWith(start, "<"))
        return other("an XML document", ParseProblem::NotARecordXml);
    if (startsWith(start, "{") || startsWith(start, "["))
        return other("JSON data", ParseProblem::NotARecordJson);
    const size_t controls = size_t(std::count_if(text.begin(), text.begin() + std::min<size_t>(text.size(), 4096), [](char c) {
        return static_cast<unsigned char>(c) < 0x20 && c != '\n' && c != '\r' && c != '\t';
    }));
    if (controls * 20 > std::min<size_t>(text.size(), 4096))
        return other("binary data", ParseProblem::NotARecordBinary);
    return {};
}

} // namespace

std::string formatName(GameFormat format)
{
    switch (format) {
    case GameFormat::Sgf:
        return "SGF";
    case GameFormat::Pos:
        return ".pos case";
    case GameFormat::Gib:
        return "Tygem GIB";
    case GameFormat::Ngf:
        return "WBaduk NGF";
    case GameFormat::Ugf:
        return "Pandanet UGF";
    }
    return {};
}

GameFormat gameFormatFor(std::string_view path)
{
    const std::string suffix = lowerSuffix(path);
    if (suffix == "pos")
        return GameFormat::Pos;
    if (suffix == "gib")
        return GameFormat::Gib;
    if (suffix == "ngf")
        return GameFormat::Ngf;
    if (suffix == "ugf" || suffix == "ugi")
        return GameFormat::Ugf;
    return GameFormat::Sgf;
}

FormatIdentity identifyGameFormat(std::string_view name, std::string_view bytes)
{
    const GameFormat byName = gameFormatFor(name);
    if (byName == GameFormat::Pos)
        return {GameFormat::Pos, {}};
    if (trimmed(bytes).empty())
        return other("an empty file", ParseProblem::NotARecordEmpty);
    if (FormatIdentity found = byMagic(bytes); !found.otherwise.empty())
        return found;
    // The content in UTF-8 (a UTF-16 file's markers are not ASCII bytes), as far as it tells.
    const std::string_view sample = bytes.substr(0, 1 << 20);
    const std::string text = decodeText(sample).utf8;
    if (hasSgfGame(text))
        return {GameFormat::Sgf, {}};
    if (looksLikeGib(text))
        return {GameFormat::Gib, {}};
    if (looksLikeUgf(text))
        return {GameFormat::Ugf, {}};
    if (looksLikeNgf(text))
        return {GameFormat::Ngf, {}};
    if (FormatIdentity found = byText(text); !found.otherwise.empty())
        return found;
    // A damaged record of another server's format still gets its reader's message.
    if (byName != GameFormat::Sgf)
        return {byName, {}};
    if (text.find("board:") != std::string::npos && text.find('\n') != std::string::npos)
        return {GameFormat::Pos, {}};
    return other("text with no game record in it (no SGF game tree, and no Tygem, WBaduk or Pandanet record)",
                 ParseProblem::NotARecordText);
}

std::string notARecordMessage(const FormatIdentity& identity)
{
    return "not a Go record SekiScope reads: " + identity.otherwise;
}

ParseError notARecordError(const FormatIdentity& identity)
{
    return ParseError(TextLocation{1, 1}, identity.problem, identity.arguments, notARecordMessage(identity));
}

} // namespace seki
