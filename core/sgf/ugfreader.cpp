#include "ugfreader.h"

#include "foreignrecord.h"
#include "parseerror.h"
#include "sgfvalue.h"
#include "textencoding.h"

#include "board/board.h"

#include <map>
#include <string>

namespace seki {

namespace {

bool startsWith(std::string_view text, std::string_view start)
{
    return text.substr(0, start.size()) == start;
}

std::vector<std::string_view> split(std::string_view text, char separator)
{
    std::vector<std::string_view> parts;
    size_t start = 0;
    for (;;) {
        const size_t end = text.find(separator, start);
        parts.push_back(text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
        if (end == std::string_view::npos)
            return parts;
        start = end + 1;
    }
}

// The charset the header's Lang names (read in the raw bytes: the line is ASCII).
std::string declaredLanguage(std::string_view bytes)
{
    const size_t at = bytes.find("\nLang=");
    if (at == std::string_view::npos || at > (1 << 16))
        return "Shift_JIS"; // what Pandanet writes when it says nothing (Japanese clients)
    std::string lang(trimmed(bytes.substr(at + 6, bytes.find_first_of("\r\n", at + 6) - at - 6)));
    for (char& c : lang)
        c = char(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c);
    if (lang == "SJIS" || lang == "JPN" || lang == "SHIFT_JIS")
        return "Shift_JIS";
    if (lang == "GB" || lang == "GB2312" || lang == "GBK" || lang == "CHS" || lang == "CHN")
        return "GB18030";
    if (lang == "BIG5" || lang == "CHT")
        return "Big5";
    if (lang == "KOR" || lang == "KSC" || lang == "EUC-KR" || lang == "EUCKR")
        return "EUC-KR";
    if (lang == "UTF8" || lang == "UTF-8")
        return "UTF-8";
    return {}; // ENG and the like: ASCII, or whatever the detector finds
}

struct Move {
    Color color = Color::Black;
    std::optional<Point> point; // nullopt: a pass
    TextLocation location;
    bool operator==(const Move& other) const { return color == other.color && point == other.point; }
};

// The side of a Winner value: "B,7.50" -> B+7.5, "W,C" resignation, "B,F" forfeit, "D" a draw,
// "N" no result; nullopt for what is not understood.
std::optional<std::string> resultOf(std::string_view text)
{
    const std::vector<std::string_view> parts = split(trimmed(text), ',');
    const std::string_view who = trimmed(parts[0]);
    const std::string_view how = parts.size() > 1 ? trimmed(parts[1]) : std::string_view();
    if (who == "D")
        return std::string("0");
    if (who == "N")
        return std::string("Void");
    if (who != "B" && who != "W")
        return std::nullopt;
    if (how == "C" || how == "R")
        return std::string(who) + "+R";
    if (how == "F")
        return std::string(who) + "+F";
    if (how == "T")
        return std::string(who) + "+T";
    if (const std::optional<double> margin = decimalNumber(how))
        return std::string(who) + "+" + formatNumber(*margin);
    return std::string(who) + "+";
}

} // namespace

bool looksLikeUgf(std::string_view text)
{
    bool header = false;
    for (const TextLine& line : splitLines(text.substr(0, 1 << 20))) {
        const std::string_view content = trimmed(line.text);
        if (content == "[Header]")
            header = true;
        else if (header && (content == "[Data]" || content == "[ReviewNode]"))
            return true;
    }
    return false;
}

SgfFile readUgf(std::string_view bytes)
{
    const DecodedFile decoded = decodeText(bytes, declaredLanguage(bytes));
    const std::vector<TextLine> lines = splitLines(decoded.utf8);
    std::vector<SgfWarning> warnings;

    // Sections by name: the lines that follow "[Name]" up to the next section.
    std::map<std::string, std::vector<const TextLine*>> sections;
    std::string current;
    for (const TextLine& line : lines) {
        const std::string_view content = trimmed(line.text);
        if (content.size() > 2 && content.front() == '[' && content.back() == ']'
            && content.find(',') == std::string_view::npos) {
            current = std::string(content.substr(1, content.size() - 2));
            sections[current];
            continue;
        }
        if (!current.empty())
            sections[current].push_back(&line);
    }
    if (!sections.count("Header") || (!sections.count("Data") && !sections.count("ReviewNode")))
        throw ParseError(TextLocation{1, 1}, ParseProblem::UgfNoSections, {}, "not a Pandanet record that SekiScope can read: no [Header] and [Data] sections");
    std::map<std::string, std::string_view> header;
    std::map<std::string, TextLocation> headerLine;
    for (const TextLine* line : sections["Header"]) {
        const size_t equals = line->text.find('=');
        if (equals == std::string_view::npos)
            continue;
        const std::string key(trimmed(line->text.substr(0, equals)));
        header.emplace(key, trimmed(line->text.substr(equals + 1)));
        headerLine.emplace(key, TextLocation{line->number, int(equals) + 2});
    }
    const auto field = [&](const std::string& key) {
        const auto found = header.find(key);
        return found == header.end() ? std::string_view() : found->second;
    };

    int size = 19;
    if (const std::string_view text = field("Size"); !text.empty()) {
        const std::optional<int> value = wholeNumber(text);
        if (!value || *value < 2 || *value > Board::MaxSide)
            throw ParseError(headerLine["Size"], ParseProblem::UgfBoardSize,
                             {quotedValue(text), std::to_string(Board::MaxSide)}, "Size: the board size must be a number from 2 to "
                                                     + std::to_string(Board::MaxSide) + ", not '" + quotedValue(text)
                                                     + "'");
        size = *value;
    }
    ForeignRecord record(size);
    // Pair go lists PlayerB2 after PlayerB: "A & B".
    for (const auto& [colour, name, rank] : {std::tuple{"B", "PB", "BR"}, std::tuple{"W", "PW", "WR"}}) {
        const std::vector<std::string_view> first = split(field(std::string("Player") + colour), ',');
        const std::string_view second = field(std::string("Player") + colour + "2");
        if (second.empty()) {
            record.setInfo(name, first[0]);
            record.setInfo(rank, first.size() > 1 ? first[1] : std::string_view());
        } else {
            record.setInfo(name, std::string(trimmed(first[0])) + " & " + std::string(trimmed(split(second, ',')[0])));
        }
    }
    // Title: year or edition, event, round, separated by commas.
    std::string event;
    for (const std::string_view part : split(field("Title"), ','))
        if (!trimmed(part).empty())
            event += (event.empty() ? "" : ", ") + std::string(trimmed(part));
    record.setInfo("EV", event);
    record.setInfo("PC", field("Place"));
    record.setInfo("CP", field("Copyright"));
    record.setInfo("GC", field("Comment"));
    record.setInfo("AN", field("Commentator"));
    if (const std::string_view date = split(field("Date"), ',')[0]; date.size() >= 8) {
        const std::vector<std::string_view> ymd = split(date, '/');
        if (ymd.size() == 3 && wholeNumber(ymd[0]) && wholeNumber(ymd[1]) && wholeNumber(ymd[2]))
            record.setInfo("DT", std::string(ymd[0]) + "-" + std::string(ymd[1]) + "-" + std::string(ymd[2]));
    }
    const std::string_view rule = field("Rule");
    record.setInfo("RU", rule == "JPN" ? std::string_view("Japanese")
                         : rule == "CHN" || rule == "CH" ? std::string_view("Chinese")
                         : rule == "KOR" ? std::string_view("Korean")
                                         : rule);
    if (const std::string_view text = field("Hdcp"); !text.empty()) {
        const std::vector<std::string_view> parts = split(text, ',');
        const std::optional<int> stones = wholeNumber(parts[0]);
        const std::optional<double> komi = parts.size() > 1 ? decimalNumber(parts[1]) : std::nullopt;
        if (!stones || *stones < 0 || *stones > 9 || (parts.size() > 1 && !komi))
            throw ParseError(headerLine["Hdcp"], ParseProblem::UgfHandicapKomi, {quotedValue(text)},
                             "Hdcp: the handicap (0 to 9) and the komi, as in Hdcp=0,6.5, not '"
                                                     + quotedValue(text) + "'");
        if (*stones >= 2)
            record.setInfo("HA", std::to_string(*stones));
        if (komi)
            record.setInfo("KM", formatNumber(*komi));
    }
    if (const std::string_view winner = field("Winner"); !winner.empty())
        record.setInfo("RE", resultOf(winner).value_or(std::string(winner)));

    // IGS coordinates count the rows from the bottom; Japanese ones (and the default) from the top.
    const bool fromBottom = field("CoordinateType") == "IGS";
    const auto pointAt = [&](int x, int y, TextLocation location) -> std::optional<Point> {
        // Past the board's last line is a pass (YA, "20,20" on 19x19).
        if (x >= size || y >= size)
            return std::nullopt;
        if (x < 0 || y < 0)
            throw ParseError(location, ParseProblem::UgfPointOffBoard, {std::to_string(size)}, "the point is off the " + std::to_string(size) + "x" + std::to_string(size)
                                           + " board");
        return Point{x, fromBottom ? size - 1 - y : y};
    };

    // [Data]: "QP,B1,1,0" — the point as two letters, the colour and player, the move number,
    // the seconds used; number 0 is a stone set before the game (the handicap).
    std::vector<Move> moves;
    for (const TextLine* line : sections["Data"]) {
        const std::string_view content = trimmed(line->text);
        if (content.empty() || content.front() == '.')
            continue; // ".Text" lines of advertising seen after games
        const std::vector<std::string_view> parts = split(content, ',');
        const TextLocation location{line->number, 1};
        if (parts.size() < 3 || parts[0].size() != 2 || parts[1].empty() || (parts[1][0] != 'B' && parts[1][0] != 'W'))
            throw ParseError(location, ParseProblem::UgfMove, {quotedValue(content)}, "expected a move such as QP,B1,1,0, not '" + quotedValue(content) + "'");
        const int x = parts[0][0] - 'A';
        const int y = parts[0][1] - 'A';
        if (x < 0 || x > 25 || y < 0 || y > 25)
            throw ParseError(location, ParseProblem::UgfPointNotLetters, {quotedValue(parts[0])}, "the point '" + quotedValue(parts[0]) + "' is not two capital letters");
        const Color color = parts[1][0] == 'B' ? Color::Black : Color::White;
        const std::optional<Point> point = pointAt(x, y, location);
        if (wholeNumber(split(parts[2], ' ')[0]) == 0) {
            if (!point)
                throw ParseError(location, ParseProblem::UgfSetupPass, {}, "a stone set before the game cannot be a pass");
            record.addSetup(color, *point);
            continue;
        }
        moves.push_back({color, point, location});
    }

    // [ReviewNode]: the same game with its variations, "NODE,number,colour,x,y" (colour 0 is a
    // node without a move; x and y count from 1), each VARIATION a line that leaves the node
    // before the next one of its sequence, up to its VARIATIONEND.
    std::map<int, int> nodeOfNumber{{0, 0}, {1, 0}};
    bool reviewed = false;
    if (sections.count("ReviewNode")) {
        ForeignRecord review = record;
        std::map<int, int> numbers{{1, 0}};
        std::vector<Move> reviewMain;
        struct Sequence {
            int last;        // the node the next one hangs from
            bool fresh;      // no node yet: the next one is a variation, after the main line
            bool main;       // the game's own line
        };
        std::vector<Sequence> open{{0, false, true}};
        bool rootSeen = false;
        for (const TextLine* line : sections["ReviewNode"]) {
            const std::string_view content = trimmed(line->text);
            const TextLocation location{line->number, 1};
            if (startsWith(content, "VARIATIONEND")) {
                if (open.size() > 1)
                    open.pop_back();
                continue;
            }
            if (startsWith(content, "VARIATION")) {
                if (open.size() > 10000)
                    throw ParseError(location, ParseProblem::VariationsTooDeep, {"10000"}, "variations nested deeper than 10000");
                open.push_back({open.back().last, true, false});
                continue;
            }
            if (!startsWith(content, "NODE,"))
                continue;
            const std::vector<std::string_view> parts = split(content, ',');
            const std::optional<int> number = parts.size() == 5 ? wholeNumber(parts[1]) : std::nullopt;
            const std::optional<int> colour = parts.size() == 5 ? wholeNumber(parts[2]) : std::nullopt;
            const std::optional<int> x = parts.size() == 5 ? wholeNumber(parts[3]) : std::nullopt;
            const std::optional<int> y = parts.size() == 5 ? wholeNumber(parts[4]) : std::nullopt;
            if (!number || !colour || !x || !y || *colour < 0 || *colour > 2)
                throw ParseError(location, ParseProblem::UgfNode, {quotedValue(content)}, "expected a node such as NODE,2,1,17,16, not '"
                                               + quotedValue(content) + "'");
            if (*colour == 0 && !rootSeen && open.size() == 1) {
                rootSeen = true; // NODE,1,0,0,0: the root
                continue;
            }
            Sequence& sequence = open.back();
            const bool first = !sequence.fresh;
            int index;
            if (*colour == 0) {
                index = review.addNode(sequence.last, location, first);
            } else {
                const Color color = *colour == 1 ? Color::Black : Color::White;
                const std::optional<Point> point = pointAt(*x - 1, *y - 1, location);
                index = review.addMove(sequence.last, color, point, location, first);
                if (sequence.main)
                    reviewMain.push_back({color, point, location});
            }
            sequence.last = index;
            sequence.fresh = false;
            numbers[*number] = index;
        }
        // Trusted when it is the game of [Data]; otherwise the game as played is what counts.
        if (reviewMain == moves || moves.empty()) {
            record = std::move(review);
            nodeOfNumber = std::move(numbers);
            reviewed = true;
        } else {
            warnings.push_back({{}, "the review's moves ([ReviewNode]) differ from the game's ([Data]): the review's "
                                    "variations and comments are left out",
                                false, WarningProblem::ReviewDiffers, {}});
        }
    }
    if (!reviewed) {
        int last = 0;
        for (size_t k = 0; k < moves.size(); ++k) {
            last = record.addMove(last, moves[k].color, moves[k].point, moves[k].location);
            nodeOfNumber[int(k) + 2] = last; // node 1 is the position before the first move
        }
    }

    // Comments: [ReviewComment] ".Comment,node" then its lines; [Figure] ".Text,move" up to
    // ".EndText" (move 0: the game as a whole).
    const auto commentOn = [&](int node, const std::string& text) {
        const auto found = nodeOfNumber.find(node);
        if (found != nodeOfNumber.end())
            record.addComment(found->second, text);
    };
    if (reviewed || !sections.count("ReviewNode")) {
        int node = -1;
        std::string text;
        for (const TextLine* line : sections["ReviewComment"]) {
            if (startsWith(line->text, ".Comment,")) {
                if (node >= 0)
                    commentOn(node, text);
                node = wholeNumber(line->text.substr(9)).value_or(-1);
                text.clear();
                continue;
            }
            text += std::string(trimmed(line->text)) + "\n";
        }
        if (node >= 0)
            commentOn(node, text);
    }
    {
        int move = -1;
        std::string text;
        for (const TextLine* line : sections["Figure"]) {
            const std::string_view content = trimmed(line->text);
            if (startsWith(content, ".Text,")) {
                move = wholeNumber(split(content.substr(6), ',')[0]).value_or(-1);
                text.clear();
            } else if (startsWith(content, ".EndText")) {
                if (move >= 0)
                    commentOn(move + 1, text);
                move = -1;
            } else if (move >= 0 && !startsWith(content, ".#,")) {
                text += std::string(content) + "\n";
            }
        }
    }
    return record.finish(decoded.charset, std::move(warnings));
}

} // namespace seki
