#include "point.h"

namespace seki {

namespace {

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

std::string toGtp(Point p, int boardHeight)
{
    // GTP skips the letter I; past Z (boards over 25 wide) the letters continue doubled.
    static constexpr std::string_view letters = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
    std::string name;
    if (p.x < int(letters.size()))
        name += letters[size_t(p.x)];
    else
        name += {letters[size_t(p.x / int(letters.size()) - 1)], letters[size_t(p.x % int(letters.size()))]};
    name += std::to_string(boardHeight - p.y);
    return name;
}

} // namespace seki
