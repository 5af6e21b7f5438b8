#include "gibreader.h"

#include "foreignrecord.h"
#include "parseerror.h"
#include "sgfvalue.h"
#include "textencoding.h"

#include <map>
#include <string>

namespace seki {

namespace {

constexpr int GibSize = 19; // Tygem's records have no board size: every game is 19x19

bool startsWith(std::string_view text, std::string_view start)
{
    return text.substr(0, start.size()) == start;
}

// The header's "\[KEY=VALUE\]" entries (a value may run over several lines).
std::map<std::string, std::string> headerEntries(const std::vector<TextLine>& lines, size_t from, size_t to)
{
    std::map<std::string, std::string> entries;
    for (size_t k = from; k < to; ++k) {
        std::string_view line = trimmed(lines[k].text);
        if (!startsWith(line, "\\["))
            continue;
        std::string entry(line.substr(2));
        // Continued until a line ends the entry (GAMETIME has been seen split), at most a few.
        for (size_t more = k + 1; entry.size() < 2 || entry.substr(entry.size() - 2) != "\\]"; ++more) {
            if (more >= to || more > k + 8 || startsWith(trimmed(lines[more].text), "\\["))
                break;
            entry += " ";
            entry += trimmed(lines[more].text);
            k = more;
        }
        if (entry.size() >= 2 && entry.substr(entry.size() - 2) == "\\]")
            entry.resize(entry.size() - 2);
        const size_t equals = entry.find('=');
        if (equals == std::string::npos)
            continue;
        entries.emplace(entry.substr(0, equals), entry.substr(equals + 1));
    }
    return entries;
}

// "KEY:value,KEY:value" (GAMEINFOMAIN) or "Kvalue,Kvalue" (GAMETAG, one letter a key).
std::map<std::string, std::string> fields(std::string_view text, bool letterKeys)
{
    std::map<std::string, std::string> found;
    size_t start = 0;
    while (start <= text.size()) {
        size_t end = text.find(',', start);
        if (end == std::string_view::npos)
            end = text.size();
        const std::string_view field = trimmed(text.substr(start, end - start));
        if (letterKeys) {
            if (!field.empty())
                found.emplace(std::string(field.substr(0, 1)), std::string(field.substr(1)));
        } else if (const size_t colon = field.find(':'); colon != std::string_view::npos) {
            found.emplace(std::string(field.substr(0, colon)), std::string(field.substr(colon + 1)));
        }
        start = end + 1;
    }
    return found;
}

std::string value(const std::map<std::string, std::string>& map, const std::string& key)
{
    const auto found = map.find(key);
    return found == map.end() ? std::string() : found->second;
}

// "dustkd1015 (1급)" -> name and rank; a name without one rank in brackets at the end is kept whole.
std::pair<std::string, std::string> nameAndRank(std::string_view text)
{
    text = trimmed(text);
    const size_t open = text.find('(');
    if (open != std::string_view::npos && text.back() == ')' && text.find('(', open + 1) == std::string_view::npos)
        return {std::string(trimmed(text.substr(0, open))), std::string(text.substr(open + 1, text.size() - open - 2))};
    return {std::string(text), {}};
}

// A date as SGF writes it, from GAMETAG's "C2016:03:26:17:29" or GAMEDATE's "2016- 3-26-17-29-25"
// or "2012年11月22日 下午 6:3"; "" when neither reads.
std::string dateOf(const std::string& tagDate, const std::string& gameDate)
{
    const auto pad = [](int n) {
        std::string digits = std::to_string(n);
        if (digits.size() < 2)
            digits.insert(digits.begin(), '0');
        return digits;
    };
    for (const std::string& text : {tagDate, gameDate}) {
        std::vector<int> numbers;
        size_t i = 0;
        while (i < text.size() && numbers.size() < 3) {
            if (text[i] < '0' || text[i] > '9') {
                ++i;
                continue;
            }
            int n = 0;
            while (i < text.size() && text[i] >= '0' && text[i] <= '9' && n < 100000)
                n = n * 10 + (text[i++] - '0');
            numbers.push_back(n);
        }
        if (numbers.size() == 3 && numbers[0] >= 1000 && numbers[0] <= 9999 && numbers[1] >= 1 && numbers[1] <= 12
            && numbers[2] >= 1 && numbers[2] <= 31)
            return std::to_string(numbers[0]) + "-" + pad(numbers[1]) + "-" + pad(numbers[2]);
    }
    return {};
}

// GRLT: 0 Black and 1 White won by ZIPSU tenths of a point, 3/4 by resignation, 7/8 on time;
// anything else (255: unfinished) is no result.
std::string resultOf(const std::string& kind, const std::string& tenths)
{
    const std::optional<int> code = wholeNumber(kind);
    if (!code)
        return {};
    switch (*code) {
    case 0:
    case 1: {
        const std::optional<int> margin = wholeNumber(tenths);
        if (!margin)
            return {};
        return std::string(*code == 0 ? "B+" : "W+") + formatNumber(*margin / 10.0);
    }
    case 3:
        return "B+R";
    case 4:
        return "W+R";
    case 7:
        return "B+T";
    case 8:
        return "W+T";
    default:
        return {};
    }
}

} // namespace

bool looksLikeGib(std::string_view text)
{
    for (const TextLine& line : splitLines(text.substr(0, 1 << 16))) {
        const std::string_view content = trimmed(line.text);
        if (content == "\\HS" || content == "\\GS" || startsWith(content, "\\[GAME") || startsWith(content, "\\[GIBO"))
            return true;
    }
    return false;
}

SgfFile readGib(std::string_view bytes)
{
    const DecodedFile decoded = decodeText(bytes);
    const std::vector<TextLine> lines = splitLines(decoded.utf8);
    std::vector<SgfWarning> warnings;
    size_t headerStart = lines.size(), headerEnd = lines.size(), gameStart = lines.size(), gameEnd = lines.size();
    for (size_t k = 0; k < lines.size(); ++k) {
        const std::string_view line = trimmed(lines[k].text);
        if (line == "\\HS" && headerStart == lines.size())
            headerStart = k + 1;
        else if (line == "\\HE" && headerEnd == lines.size())
            headerEnd = k;
        else if (line == "\\GS" && gameStart == lines.size())
            gameStart = k + 1;
        else if (line == "\\GE" && gameStart != lines.size() && gameEnd == lines.size())
            gameEnd = k;
    }
    if (gameStart == lines.size())
        throw ParseError(TextLocation{1, 1}, ParseProblem::GibNoGame, {}, "not a Tygem record that SekiScope can read: no game section (\\GS)");
    if (headerStart == lines.size())
        headerStart = headerEnd = 0;
    const std::map<std::string, std::string> header = headerEntries(lines, headerStart, std::min(headerEnd, gameStart));
    const std::map<std::string, std::string> main = fields(value(header, "GAMEINFOMAIN"), false);
    const std::map<std::string, std::string> tag = fields(value(header, "GAMETAG"), true);

    ForeignRecord record(GibSize);
    for (const auto& [colour, name, rank] : {std::tuple{"BLACK", "PB", "BR"}, std::tuple{"WHITE", "PW", "WR"}}) {
        auto [player, level] = nameAndRank(value(header, std::string("GAME") + colour + "NAME"));
        if (player.empty())
            player = value(header, std::string("GAME") + colour + "NICK");
        record.setInfo(name, player);
        record.setInfo(rank, level);
    }
    record.setInfo("DT", dateOf(value(tag, "C"), value(header, "GAMEDATE")));
    record.setInfo("GN", value(header, "GAMENAME"));
    record.setInfo("PC", value(header, "GAMEPLACE"));
    // The conditions in words ("3 Handicap : White Dum(5)", "호선 : 흑 공제 6집반") say what the
    // numbers below may not; kept for the reader.
    record.setInfo("GC", value(header, "GAMECONDITION"));
    // GONGJE: the komi Black gives, in tenths.
    std::string gongje = value(main, "GONGJE");
    if (gongje.empty())
        gongje = value(tag, "G");
    if (gongje.empty())
        gongje = value(header, "GAMEGONGJE");
    if (const std::optional<int> komi = wholeNumber(gongje))
        record.setInfo("KM", formatNumber(*komi / 10.0));
    std::string dum = value(main, "DUM");
    if (dum.empty())
        dum = value(header, "GAMEDUM");
    if (const std::optional<int> points = wholeNumber(dum); points && *points != 0)
        warnings.push_back({{}, "the record gives a dum of " + std::to_string(*points)
                                    + " (GAMEDUM) beside the komi; SekiScope counts the komi (GONGJE) only",
                            false, WarningProblem::DumBesideKomi, {std::to_string(*points)}});
    std::string result = resultOf(value(main, "GRLT"), value(main, "ZIPSU"));
    if (result.empty())
        result = resultOf(value(tag, "W"), value(tag, "Z"));
    if (result.empty())
        result = resultFromWords(value(header, "GAMERESULT")).value_or(std::string{});
    record.setInfo("RE", result);
    // GTIME: main time in seconds, then byo-yomi seconds and periods ("1200-30-3").
    if (const std::string time = value(main, "GTIME"); !time.empty()) {
        const size_t first = time.find('-');
        const size_t second = first == std::string::npos ? first : time.find('-', first + 1);
        if (const auto mainTime = wholeNumber(time.substr(0, first)); mainTime && *mainTime > 0)
            record.setInfo("TM", std::to_string(*mainTime));
        if (second != std::string::npos) {
            const auto seconds = wholeNumber(time.substr(first + 1, second - first - 1));
            const auto periods = wholeNumber(time.substr(second + 1));
            if (seconds && periods && *seconds > 0 && *periods > 0)
                record.setInfo("OT", std::to_string(*periods) + "x" + std::to_string(*seconds) + " byo-yomi");
        }
    }

    // The game: INI gives the handicap (and a note after "&4"), STO a stone, SKI a pass.
    struct Move {
        Color color;
        std::optional<Point> point;
        TextLocation location;
    };
    std::vector<Move> moves;
    int handicap = 0;
    std::string note;
    Color next = Color::Black;
    for (size_t k = gameStart; k < gameEnd; ++k) {
        const std::string_view line = trimmed(lines[k].text);
        const TextLocation location{lines[k].number, 1};
        std::vector<std::string_view> words;
        for (size_t at = 0; at < line.size();) {
            const size_t end = std::min(line.find(' ', at), line.size());
            if (end > at)
                words.push_back(line.substr(at, end - at));
            at = end + 1;
        }
        if (words.empty())
            continue;
        if (words[0] == "INI" && words.size() >= 4) {
            const std::optional<int> stones = wholeNumber(words[3]);
            if (!stones || *stones < 0 || *stones > 9)
                throw ParseError(location, ParseProblem::GibHandicap, {quotedValue(words[3])}, "INI: the handicap must be a number from 0 to 9, not '"
                                               + quotedValue(words[3]) + "'");
            handicap = *stones;
            if (const size_t mark = line.find("&4"); mark != std::string_view::npos)
                note = std::string(trimmed(line.substr(mark + 2)));
            next = handicap >= 2 ? Color::White : Color::Black;
        } else if (words[0] == "STO") {
            if (words.size() < 6)
                throw ParseError(location, ParseProblem::GibMoveFields, {}, "STO: a move needs its player and point (STO 0 number player x y)");
            const std::optional<int> player = wholeNumber(words[3]);
            const std::optional<int> x = wholeNumber(words[4]);
            const std::optional<int> y = wholeNumber(words[5]);
            if (!player || (*player != 1 && *player != 2))
                throw ParseError(location, ParseProblem::GibPlayer, {quotedValue(words[3])}, "STO: the player must be 1 (Black) or 2 (White), not '"
                                               + quotedValue(words[3]) + "'");
            if (!x || !y || *x < 0 || *y < 0 || *x >= GibSize || *y >= GibSize)
                throw ParseError(location, ParseProblem::GibPointOffBoard, {quotedValue(words[4]), quotedValue(words[5])},
                                 "STO: the point (" + quotedValue(words[4]) + ", " + quotedValue(words[5])
                                               + ") is off the 19x19 board");
            const Color color = *player == 1 ? Color::Black : Color::White;
            moves.push_back({color, Point{*x, *y}, location});
            next = opponent(color);
        } else if (words[0] == "SKI") {
            // A pass; the line does not say whose: the side to move.
            moves.push_back({next, std::nullopt, location});
            next = opponent(next);
        }
    }
    // Tygem's third handicap stone stands top left; a record whose moves contradict that (one
    // played there first, before any on the bottom-right point) placed it bottom right.
    HandicapLayout layout = HandicapLayout::Tygem;
    if (handicap == 3) {
        const std::vector<Point> tygem = handicapPoints(GibSize, 3, HandicapLayout::Tygem);
        const std::vector<Point> japanese = handicapPoints(GibSize, 3, HandicapLayout::Japanese);
        for (const Move& move : moves) {
            if (move.point == japanese[2])
                break;
            if (move.point == tygem[2]) {
                layout = HandicapLayout::Japanese;
                break;
            }
        }
    }
    record.placeHandicap(handicap, layout);
    record.addComment(0, note);
    int last = 0;
    for (const Move& move : moves)
        last = record.addMove(last, move.color, move.point, move.location);
    return record.finish(decoded.charset, std::move(warnings));
}

} // namespace seki
