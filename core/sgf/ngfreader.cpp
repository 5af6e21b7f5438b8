#include "ngfreader.h"

#include "foreignrecord.h"
#include "parseerror.h"
#include "sgfvalue.h"
#include "textencoding.h"

#include "board/board.h"

#include <cmath>
#include <map>
#include <string>

namespace seki {

namespace {

bool startsWith(std::string_view text, std::string_view start)
{
    return text.substr(0, start.size()) == start;
}

// A move line: "PM", two letters numbering the move, B or W, then the point as "xyyx", each
// letter one more than the coordinate from the top left ('B' is the first line, "AA" a pass).
bool isMoveLine(std::string_view line)
{
    if (line.size() < 9 || !startsWith(line, "PM") || (line[4] != 'B' && line[4] != 'W'))
        return false;
    for (size_t k = 5; k < 9; ++k)
        if (line[k] < 'A' || line[k] > 'Z')
            return false;
    return true;
}

// "LQC         9DP" -> "LQC" and "9p" (the rank is the last word; "DP" is professional dan,
// "D" amateur dan, "K" kyu; a trailing '*' — a rank not yet established — is kept).
std::pair<std::string, std::string> nameAndRank(std::string_view text)
{
    text = trimmed(text);
    const size_t space = text.find_last_of(" \t");
    if (space == std::string_view::npos)
        return {std::string(text), {}};
    std::string rank(text.substr(space + 1));
    const std::string name(trimmed(text.substr(0, space)));
    for (const auto& [from, to] : {std::pair{"DP", "p"}, std::pair{"D", "d"}, std::pair{"K", "k"}})
        if (const size_t at = rank.find(from); at != std::string::npos) {
            rank.replace(at, std::string_view(from).size(), to);
            break;
        }
    return {name, rank};
}

std::string dateOf(std::string_view text)
{
    // "20170316 [09:37]" or "2006-9-5".
    text = trimmed(text);
    const auto pad = [](std::string_view n) { return std::string(n.size() < 2 ? "0" : "") + std::string(n); };
    if (text.size() >= 8 && text.find_first_not_of("0123456789") >= 8)
        return std::string(text.substr(0, 4)) + "-" + std::string(text.substr(4, 2)) + "-"
               + std::string(text.substr(6, 2));
    const size_t first = text.find('-');
    const size_t second = first == std::string_view::npos ? first : text.find('-', first + 1);
    if (second == std::string_view::npos)
        return {};
    const std::string_view year = text.substr(0, first);
    const std::string_view month = text.substr(first + 1, second - first - 1);
    std::string_view day = text.substr(second + 1);
    day = day.substr(0, day.find_first_not_of("0123456789"));
    if (year.size() != 4 || !wholeNumber(year) || !wholeNumber(month) || !wholeNumber(day))
        return {};
    return std::string(year) + "-" + pad(month) + "-" + pad(day);
}

} // namespace

bool looksLikeNgf(std::string_view text)
{
    const std::vector<TextLine> lines = splitLines(text.substr(0, 1 << 16));
    if (lines.size() >= 2 && startsWith(lines[0].text, "GI"))
        return true;
    if (lines.size() < 12)
        return false;
    const std::optional<int> size = wholeNumber(lines[1].text);
    if (!size || *size < 2 || *size > Board::MaxSide || !wholeNumber(lines[11].text))
        return false;
    return lines.size() == 12 || isMoveLine(trimmed(lines[12].text));
}

SgfFile readNgf(std::string_view bytes)
{
    const DecodedFile decoded = decodeText(bytes);
    const std::vector<TextLine> lines = splitLines(decoded.utf8);
    std::vector<SgfWarning> warnings;
    const auto at = [&](size_t k) { return k < lines.size() ? trimmed(lines[k].text) : std::string_view(); };
    const auto location = [&](size_t k) {
        return TextLocation{k < lines.size() ? lines[k].number : int(lines.size()) + 1, 1};
    };

    // The header's fields, by the layout the file has.
    std::string title, white, black, site, date, result;
    std::string_view sizeText, handicapText, komiText, minutesText;
    size_t sizeLine = 1, handicapLine = 5, komiLine = 7;
    const bool marked = !lines.empty() && startsWith(at(0), "GI");
    if (marked) {
        // Title, the two players (White first, as in the twelve-line header), two empty lines, the
        // date, the board size, the handicap, a zero, the komi, the number of moves.
        const auto field = [&](size_t k) { return startsWith(at(k), "GI") ? trimmed(at(k).substr(2)) : std::string_view(); };
        title = field(0);
        white = field(1);
        black = field(2);
        date = field(5);
        sizeText = field(6);
        handicapText = field(7);
        komiText = field(9);
        sizeLine = 6, handicapLine = 7, komiLine = 9;
    } else {
        if (lines.size() < 12)
            throw ParseError(location(lines.size()), ParseProblem::NgfHeaderLines, {std::to_string(lines.size())},
                             "not a WBaduk record that SekiScope can read: the header has "
                                                         + std::to_string(lines.size()) + " lines, not 12");
        title = at(0);
        sizeText = at(1);
        white = at(2);
        black = at(3);
        site = at(4);
        handicapText = at(5);
        komiText = at(7);
        date = at(8);
        minutesText = at(9);
        result = at(10);
    }
    const std::optional<int> size = wholeNumber(sizeText);
    if (!size || *size < 2 || *size > Board::MaxSide)
        throw ParseError(location(sizeLine), ParseProblem::NgfBoardSize,
                         {quotedValue(sizeText), std::to_string(Board::MaxSide)}, "the board size must be a number from 2 to "
                                                 + std::to_string(Board::MaxSide) + ", not '" + quotedValue(sizeText)
                                                 + "'");
    const std::optional<int> handicap = handicapText.empty() ? std::optional<int>(0) : wholeNumber(handicapText);
    if (!handicap || *handicap < 0 || *handicap > 9)
        throw ParseError(location(handicapLine), ParseProblem::NgfHandicap, {quotedValue(handicapText)},
                         "the handicap must be a number from 0 to 9, not '" + quotedValue(handicapText) + "'");
    const std::optional<double> komi = komiText.empty() ? std::optional<double>(0) : decimalNumber(komiText);
    if (!komi)
        throw ParseError(location(komiLine), ParseProblem::NgfKomi, {quotedValue(komiText)}, "the komi must be a number, not '" + quotedValue(komiText) + "'");

    ForeignRecord record(*size);
    const auto [whiteName, whiteRank] = nameAndRank(white);
    const auto [blackName, blackRank] = nameAndRank(black);
    record.setInfo("PW", whiteName);
    record.setInfo("WR", whiteRank);
    record.setInfo("PB", blackName);
    record.setInfo("BR", blackRank);
    record.setInfo(marked ? "EV" : "GN", title);
    record.setInfo("PC", site);
    record.setInfo("DT", dateOf(date));
    // An even game's komi is written without its half point (7 is 7.5, 0 is 0.5); a handicap
    // game's is as written.
    double points = *komi;
    if (*handicap == 0 && points == std::floor(points))
        points += points < 0 ? -0.5 : 0.5;
    record.setInfo("KM", formatNumber(points));
    if (const std::optional<int> minutes = wholeNumber(minutesText); minutes && *minutes > 0)
        record.setInfo("TM", std::to_string(*minutes * 60));
    if (!result.empty())
        record.setInfo("RE", resultFromWords(result).value_or(result));
    if (*handicap >= 2 && !record.placeHandicap(*handicap, HandicapLayout::Tygem))
        warnings.push_back({location(handicapLine),
                            "a handicap of " + std::to_string(*handicap) + " has no places on a "
                                + std::to_string(*size) + "x" + std::to_string(*size) + " board: no stones set",
                            false, WarningProblem::HandicapWithoutPlaces,
                            {std::to_string(*handicap), std::to_string(*size)}});

    // The moves, and comments "IDB[move] text [EndTxt]" (a line may hold several, a text may run on).
    int last = 0;
    std::map<int, int> nodeOfMove{{0, 0}};
    int moveNumber = 0;
    std::string pendingComment;
    int commentMove = -1;
    for (size_t k = marked ? 11 : 12; k < lines.size(); ++k) {
        const std::string_view line = at(k);
        if (commentMove >= 0 || startsWith(line, "IDB[")) {
            std::string_view text = line;
            if (commentMove < 0) {
                const size_t close = text.find(']');
                const std::optional<int> move = close == std::string_view::npos ? std::nullopt : wholeNumber(text.substr(4, close - 4));
                commentMove = move ? *move : moveNumber;
                text = text.substr(close == std::string_view::npos ? text.size() : close + 1);
            }
            const size_t end = text.find("[EndTxt]");
            pendingComment += std::string(text.substr(0, end)) + (end == std::string_view::npos ? "\n" : "");
            if (end != std::string_view::npos) {
                const auto node = nodeOfMove.find(commentMove);
                record.addComment(node != nodeOfMove.end() ? node->second : last, pendingComment);
                pendingComment.clear();
                commentMove = -1;
            }
            continue;
        }
        if (line.empty() || startsWith(line, "GI"))
            continue;
        if (!isMoveLine(line))
            throw ParseError(location(k), ParseProblem::NgfMoveLine, {quotedValue(line)}, "expected a move line such as PMABBREER, not '" + quotedValue(line) + "'");
        const Color color = line[4] == 'B' ? Color::Black : Color::White;
        // The point is written twice, "xyyx"; a record that does not is not one SekiScope knows.
        if (line[5] != line[8] || line[6] != line[7])
            throw ParseError(TextLocation{lines[k].number, 6}, ParseProblem::NgfPointNotTwice,
                             {quotedValue(line.substr(5, 4))}, "the move's point is written \"" + quotedValue(line.substr(5, 4))
                                 + "\", not twice as NGF writes it (xyyx)");
        const int x = line[5] - 'A' - 1;
        const int y = line[6] - 'A' - 1;
        std::optional<Point> point;
        if (x >= 0 || y >= 0) {
            if (x < 0 || y < 0 || x >= *size || y >= *size)
                throw ParseError(TextLocation{lines[k].number, 6}, ParseProblem::NgfMoveOffBoard,
                                 {quotedValue(line.substr(5, 2)), std::to_string(*size)}, "the move " + quotedValue(line.substr(5, 2)) + " is off the " + std::to_string(*size)
                                     + "x" + std::to_string(*size) + " board");
            point = Point{x, y};
        }
        last = record.addMove(last, color, point, location(k));
        nodeOfMove[++moveNumber] = last;
    }
    if (!pendingComment.empty())
        record.addComment(last, pendingComment);
    return record.finish(decoded.charset, std::move(warnings));
}

} // namespace seki
