#include "point.h"

#include <cctype>
#include <charconv>

namespace seki {

namespace {

// The column letters of point names: GTP skips I (it reads like J and 1).
constexpr std::string_view ColumnLetters = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

char sgfLetter(int v)
{
    return v < 26 ? char('a' + v) : char('A' + v - 26);
}

int sgfValue(char c)
{
    if (c >= 'a' && c <= 'z')
        return c - 'a';
    if (c >= 'A' && c <= 'Z')
        return c - 'A' + 26;
    return -1;
}

} // namespace

std::string toSgf(Point p)
{
    return std::string{sgfLetter(p.x), sgfLetter(p.y)};
}

std::optional<Point> fromSgf(std::string_view text)
{
    if (text.size() != 2)
        return std::nullopt;
    const int x = sgfValue(text[0]);
    const int y = sgfValue(text[1]);
    if (x < 0 || y < 0)
        return std::nullopt;
    return Point{x, y};
}

std::string columnName(int x)
{
    if (x < int(ColumnLetters.size()))
        return std::string(1, ColumnLetters[size_t(x)]);
    const int count = int(ColumnLetters.size());
    return {ColumnLetters[size_t(x / count - 1)], ColumnLetters[size_t(x % count)]};
}

std::string toGtp(Point p, int boardHeight)
{
    return columnName(p.x) + std::to_string(boardHeight - p.y);
}

std::optional<Point> fromGtp(std::string_view name, int width, int height)
{
    size_t letters = 0;
    int column = 0;
    const int count = int(ColumnLetters.size());
    while (letters < name.size() && letters < 2) {
        const char upper = char(std::toupper(static_cast<unsigned char>(name[letters])));
        const size_t found = ColumnLetters.find(upper);
        if (found == std::string_view::npos)
            break;
        // One letter is a column of its own; two are columnName's doubled letters.
        column = letters == 0 ? int(found) : (column + 1) * count + int(found);
        ++letters;
    }
    const std::string_view digits = name.substr(letters);
    int row = 0;
    if (letters == 0 || digits.empty() || digits.front() == '0')
        return std::nullopt;
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), row);
    if (error != std::errc() || end != digits.data() + digits.size())
        return std::nullopt;
    if (column >= width || row < 1 || row > height)
        return std::nullopt;
    return Point{column, height - row};
}

} // namespace seki
