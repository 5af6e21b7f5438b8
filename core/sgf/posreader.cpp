#include "posreader.h"

#include "parseerror.h"

#include "board/rulesets.h"

#include <charconv>
#include <cmath>
#include <set>
#include <string>
#include <vector>

namespace seki {

namespace {

bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\r';
}

// 1-based column of a byte offset, counting characters (UTF-8 continuation bytes do not count).
int columnOf(std::string_view line, size_t offset)
{
    int column = 1;
    for (size_t i = 0; i < offset && i < line.size(); ++i)
        column += (static_cast<unsigned char>(line[i]) & 0xC0) != 0x80;
    return column;
}

struct Line {
    std::string_view text; // without the line break
    int number;
};

// A piece of a line: its text and where it starts in the line.
struct Field {
    std::string_view text;
    size_t offset;
};

Field trimField(std::string_view line, size_t from, size_t to)
{
    while (from < to && isBlank(line[from]))
        ++from;
    while (to > from && isBlank(line[to - 1]))
        --to;
    return {line.substr(from, to - from), from};
}

// 'text', built by appending (GCC 12 warns falsely on "'" + std::string, -Wrestrict).
std::string quoted(std::string_view text)
{
    std::string out(1, '\'');
    out += text;
    out += '\'';
    return out;
}

// Where a comment starts: a '#' at the beginning or after white space.
size_t commentStart(std::string_view line, size_t from)
{
    for (size_t i = from; i < line.size(); ++i)
        if (line[i] == '#' && (i == from || isBlank(line[i - 1])))
            return i;
    return line.size();
}

class Reader {
public:
    explicit Reader(std::string_view text)
    {
        size_t start = 0;
        int number = 1;
        while (start <= text.size()) {
            size_t end = text.find('\n', start);
            if (end == std::string_view::npos)
                end = text.size();
            std::string_view line = text.substr(start, end - start);
            if (!line.empty() && line.back() == '\r')
                line.remove_suffix(1);
            m_lines.push_back({line, number++});
            start = end + 1;
        }
    }

    PosCase read()
    {
        PosCase result;
        std::vector<std::string> boardRows;
        std::set<std::string> seen;
        for (size_t k = 0; k < m_lines.size(); ++k) {
            const Line& line = m_lines[k];
            const Field content = trimField(line.text, 0, line.text.size());
            if (content.text.empty() || content.text.front() == '#')
                continue;
            size_t keyEnd = content.offset;
            while (keyEnd < line.text.size() && line.text[keyEnd] >= 'a' && line.text[keyEnd] <= 'z')
                ++keyEnd;
            if (keyEnd == content.offset || keyEnd >= line.text.size() || line.text[keyEnd] != ':')
                fail(line, content.offset, ParseProblem::PosExpectedKeyValue, {}, "expected 'key: value'");
            const std::string key(line.text.substr(content.offset, keyEnd - content.offset));
            if (!seen.insert(key).second)
                fail(line, content.offset, ParseProblem::PosKeyTwice, {key}, "'" + key + "' given twice");
            const size_t valueStart = keyEnd + 1;
            const bool prose = key == "note" || key == "source";
            const Field value
                = trimField(line.text, valueStart, prose ? line.text.size() : commentStart(line.text, valueStart));

            if (key == "name") {
                result.name = value.text;
            } else if (key == "note") {
                result.note = value.text;
            } else if (key == "source") {
                result.source = value.text;
            } else if (key == "rules") {
                result.position.rules = readRules(line, value);
            } else if (key == "komi") {
                result.position.komi = readNumber(line, value);
            } else if (key == "captures") {
                readPairs(line, value, false, [&](bool black, double n) {
                    (black ? result.position.capturedByBlack : result.position.capturedByWhite) = int(n);
                });
            } else if (key == "score") {
                readPairs(line, value, true,
                          [&](bool black, double n) { (black ? result.expectedBlack : result.expectedWhite) = n; });
            } else if (key == "result") {
                if (value.text.empty())
                    fail(line, value.offset, ParseProblem::PosEmptyResult, {}, "empty result");
                result.expectedResult = std::string(value.text);
            } else if (key == "board" || key == "territory") {
                if (!value.text.empty())
                    fail(line, value.offset, ParseProblem::PosKeyTakesNoValue, {key}, "'" + key + ":' takes no value: the grid follows on the next lines");
                const bool board = key == "board";
                if (!board && boardRows.empty())
                    fail(line, content.offset, ParseProblem::PosTerritoryBeforeBoard, {}, "'territory:' must come after the board");
                auto rows = readGrid(k, board ? std::string_view("XOxo.") : std::string_view("bw."),
                                     board ? 0 : int(boardRows.front().size()));
                if (board) {
                    if (rows.empty())
                        fail(line, content.offset, ParseProblem::PosEmptyBoard, {}, "empty board: the grid rows must follow 'board:'");
                    boardRows = std::move(rows);
                } else {
                    if (rows.size() != boardRows.size())
                        fail(line, content.offset, ParseProblem::PosTerritoryRows,
                             {std::to_string(rows.size()), std::to_string(boardRows.size())},
                             "territory has " + std::to_string(rows.size()) + " rows, the board "
                                 + std::to_string(boardRows.size()));
                    result.territory = std::move(rows);
                }
            } else {
                fail(line, content.offset, ParseProblem::PosUnknownKey, {key}, "unknown key '" + key + "'");
            }
        }
        if (boardRows.empty())
            fail(m_lines.back(), 0, ParseProblem::PosNoBoard, {}, "no 'board:' in the file");
        buildPosition(boardRows, result.position);
        return result;
    }

private:
    [[noreturn]] static void fail(const Line& line, size_t offset, ParseProblem problem,
                                  std::vector<std::string> arguments, std::string message)
    {
        throw ParseError(TextLocation{line.number, columnOf(line.text, offset)}, problem, std::move(arguments),
                         std::move(message));
    }

    static Rules readRules(const Line& line, const Field& value)
    {
        if (const std::optional<Rules> rules = ruleSetFromName(value.text))
            return *rules;
        fail(line, value.offset, ParseProblem::PosUnknownRules, {std::string(value.text)}, "unknown rules '" + std::string(value.text) + "' (territory or area)");
    }

    static double readNumber(const Line& line, const Field& value)
    {
        double number = 0;
        const char* end = value.text.data() + value.text.size();
        const auto parsed = std::from_chars(value.text.data(), end, number);
        if (value.text.empty() || parsed.ec != std::errc{} || parsed.ptr != end || !std::isfinite(number))
            fail(line, value.offset, ParseProblem::PosNotANumber, {std::string(value.text)}, quoted(value.text) + " is not a number");
        return number;
    }

    // "black=N white=N", either side optional. Captures are whole numbers of stones.
    template <class F>
    static void readPairs(const Line& line, const Field& value, bool fractions, F&& store)
    {
        size_t i = 0;
        const std::string_view text = value.text;
        bool any = false;
        while (i < text.size()) {
            while (i < text.size() && isBlank(text[i]))
                ++i;
            const size_t start = i;
            while (i < text.size() && !isBlank(text[i]))
                ++i;
            const std::string_view pair = text.substr(start, i - start);
            const size_t equals = pair.find('=');
            const std::string_view side = pair.substr(0, equals);
            if (equals == std::string_view::npos || (side != "black" && side != "white"))
                fail(line, value.offset + start, ParseProblem::PosExpectedSide, {}, "expected black=N or white=N");
            const size_t numberOffset = value.offset + start + equals + 1;
            const double number = readNumber(line, {pair.substr(equals + 1), numberOffset});
            // Range first: converting a huge double to int is undefined behaviour.
            constexpr double MaxStones = 1e6;
            if (!fractions && (number < 0 || number > MaxStones || number != std::floor(number)))
                fail(line, numberOffset, ParseProblem::PosStonesNotWhole, {"1000000"}, "a count of stones must be a whole number from 0 to 1000000");
            store(side == "black", number);
            any = true;
        }
        if (!any)
            fail(line, value.offset, ParseProblem::PosExpectedSides, {}, "expected black=N and/or white=N");
    }

    // Reads the grid rows after line k (advancing k to the last one). `width` is the width
    // the rows must have (0: set by the first row).
    std::vector<std::string> readGrid(size_t& k, std::string_view cells, int width)
    {
        std::vector<std::string> rows;
        while (k + 1 < m_lines.size()) {
            const Line& line = m_lines[k + 1];
            const Field content = trimField(line.text, 0, line.text.size());
            if (content.text.empty() || content.text.front() == '#') {
                ++k;
                continue;
            }
            if (isKeyLine(content.text))
                break;
            ++k;
            std::string row;
            const size_t end = commentStart(line.text, 0);
            size_t i = 0;
            while (i < end) {
                if (isBlank(line.text[i])) {
                    ++i;
                    continue;
                }
                const char c = line.text[i];
                if (cells.find(c) == std::string_view::npos)
                    fail(line, i, ParseProblem::PosUnknownCell, {std::string(1, c), spaced(cells)}, std::string("unknown cell '") + c + "' (expected one of " + spaced(cells) + ")");
                if (i > 0 && !isBlank(line.text[i - 1]) && !row.empty())
                    fail(line, i, ParseProblem::PosCellsNotSeparated, {}, "cells must be separated by spaces");
                if (width > 0 && int(row.size()) == width)
                    fail(line, i, ParseProblem::PosRowTooLong, {std::to_string(width)}, "row has more than " + std::to_string(width) + " cells");
                if (int(row.size()) == Board::MaxSide)
                    fail(line, i, ParseProblem::PosBoardTooWide, {std::to_string(Board::MaxSide)}, "board wider than " + std::to_string(Board::MaxSide));
                row += c;
                ++i;
            }
            if (width == 0)
                width = int(row.size());
            if (int(row.size()) != width)
                fail(line, trimField(line.text, 0, end).text.size() + trimField(line.text, 0, end).offset,
                     ParseProblem::PosRowWidth, {std::to_string(row.size()), std::to_string(width)},
                     "row has " + std::to_string(row.size()) + " cells, expected " + std::to_string(width));
            if (int(rows.size()) == Board::MaxSide)
                fail(line, content.offset, ParseProblem::PosBoardTooTall, {std::to_string(Board::MaxSide)}, "board taller than " + std::to_string(Board::MaxSide));
            rows.push_back(std::move(row));
        }
        return rows;
    }

    static bool isKeyLine(std::string_view text)
    {
        size_t i = 0;
        while (i < text.size() && text[i] >= 'a' && text[i] <= 'z')
            ++i;
        return i > 0 && i < text.size() && text[i] == ':';
    }

    static std::string spaced(std::string_view cells)
    {
        std::string out;
        for (const char c : cells) {
            if (!out.empty())
                out += ' ';
            out += c;
        }
        return out;
    }

    static void buildPosition(const std::vector<std::string>& rows, Position& position)
    {
        position.board = Board(int(rows.front().size()), int(rows.size()));
        position.dead.reset();
        for (int y = 0; y < int(rows.size()); ++y) {
            for (int x = 0; x < int(rows[size_t(y)].size()); ++x) {
                const char c = rows[size_t(y)][size_t(x)];
                const Board::Index index = position.board.index(x, y);
                if (c == 'X' || c == 'x')
                    position.board.set(index, Color::Black);
                else if (c == 'O' || c == 'o')
                    position.board.set(index, Color::White);
                if (c == 'x' || c == 'o')
                    position.dead.set(size_t(index));
            }
        }
    }

    std::vector<Line> m_lines;
};

} // namespace

PosCase PosReader::read(std::string_view text)
{
    return Reader(text).read();
}

} // namespace seki
