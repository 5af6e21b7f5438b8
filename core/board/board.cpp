#include "board.h"

#include <stdexcept>
#include <string>

namespace seki {

Board::Board(int width, int height) : m_width(width), m_height(height)
{
    if (width < 1 || height < 1 || width > MaxSide || height > MaxSide)
        throw std::invalid_argument("board size " + std::to_string(width) + "x" + std::to_string(height)
                                    + " is outside 1x1 to 52x52");
    m_cells.fill(Color::Wall);
    forEachPoint([this](Index i) { m_cells[size_t(i)] = Color::Empty; });
}

int Board::offBoardNeighbours(Index i) const
{
    int n = 0;
    for (int d : neighbourOffsets())
        n += at(i + d) == Color::Wall;
    return n;
}

int Board::count(Color c) const
{
    int n = 0;
    forEachPoint([&](Index i) { n += at(i) == c; });
    return n;
}

std::vector<Board::Index> Board::connected(Index start) const
{
    const Color c = at(start);
    std::vector<Index> found{start};
    Mask seen;
    seen.set(size_t(start));
    for (size_t k = 0; k < found.size(); ++k) {
        for (int d : neighbourOffsets()) {
            const Index n = found[k] + d;
            if (at(n) == c && !seen.test(size_t(n))) {
                seen.set(size_t(n));
                found.push_back(n);
            }
        }
    }
    return found;
}

int Board::liberties(Index stone) const
{
    Mask counted;
    int n = 0;
    for (Index s : connected(stone)) {
        for (int d : neighbourOffsets()) {
            const Index l = s + d;
            if (at(l) == Color::Empty && !counted.test(size_t(l))) {
                counted.set(size_t(l));
                ++n;
            }
        }
    }
    return n;
}

std::vector<Board::Index> Board::area(Index start) const
{
    const Color c = at(start);
    std::vector<Index> stones;
    if (!isStone(c))
        return stones;
    std::vector<Index> stack{start};
    Mask seen;
    seen.set(size_t(start));
    while (!stack.empty()) {
        const Index i = stack.back();
        stack.pop_back();
        if (at(i) == c)
            stones.push_back(i);
        for (int d : neighbourOffsets()) {
            const Index n = i + d;
            if ((at(n) == c || at(n) == Color::Empty) && !seen.test(size_t(n))) {
                seen.set(size_t(n));
                stack.push_back(n);
            }
        }
    }
    return stones;
}

// Replaying a game calls these for every move: they flood with a stack on the stack, no
// allocation, and the liberty test stops at the first liberty.
bool Board::hasLiberty(Index stone) const
{
    const std::array<int, 4> offsets = neighbourOffsets();
    // Most stones asked about touch an empty point themselves: answered before the walk's
    // bookkeeping is set up (clearing `seen` costs more than this whole check).
    for (int d : offsets)
        if (at(stone + d) == Color::Empty)
            return true;
    const Color c = at(stone);
    std::array<Index, MaxSide * MaxSide> stack;
    Mask seen;
    int top = 0;
    stack[size_t(top++)] = stone;
    seen.set(size_t(stone));
    while (top > 0) {
        const Index i = stack[size_t(--top)];
        for (int d : offsets) {
            const Index n = i + d;
            const Color nc = at(n);
            if (nc == Color::Empty)
                return true;
            if (nc == c && !seen[size_t(n)]) {
                seen.set(size_t(n));
                stack[size_t(top++)] = n;
            }
        }
    }
    return false;
}

int Board::removeBlock(Index stone)
{
    const Color c = at(stone);
    std::array<Index, MaxSide * MaxSide> stack;
    int top = 0;
    int removed = 1;
    stack[size_t(top++)] = stone;
    set(stone, Color::Empty); // an emptied stone is not found again
    const std::array<int, 4> offsets = neighbourOffsets();
    while (top > 0) {
        const Index i = stack[size_t(--top)];
        for (int d : offsets) {
            const Index n = i + d;
            if (at(n) == c) {
                set(n, Color::Empty);
                stack[size_t(top++)] = n;
                ++removed;
            }
        }
    }
    return removed;
}

Board::PlayResult Board::play(Index i, Color c)
{
    PlayResult result;
    set(i, c);
    const Color other = opponent(c);
    for (int d : neighbourOffsets()) {
        const Index n = i + d;
        if (at(n) == other && !hasLiberty(n))
            result.captured += removeBlock(n);
    }
    if (!hasLiberty(i))
        result.suicided = removeBlock(i);
    return result;
}

bool Board::operator==(const Board& other) const
{
    if (m_width != other.m_width || m_height != other.m_height)
        return false;
    for (Index i = 0; i < cellCount(); ++i)
        if (at(i) != other.at(i))
            return false;
    return true;
}

} // namespace seki
