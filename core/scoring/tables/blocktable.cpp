#include "blocktable.h"

#include <algorithm>

namespace seki {

void findBlocks(BoardScratch& s, const std::array<Color, Board::MaxCells>& cells, BlockTable& blocks)
{
    std::fill_n(blocks.id.begin(), s.cellCount(), std::int16_t(-1));
    blocks.count = 0;
    // Each block from its first stone in row order, labelled as joinBlocks labels one.
    s.forEachPoint([&](int start) {
        if (!isStone(cells[size_t(start)]) || blocks.id[size_t(start)] >= 0)
            return;
        const int b = blocks.count++;
        joinBlocks(s, cells, blocks, start, b);
        blocks.region[size_t(b)] = -1;
    });
}

int joinBlocks(BoardScratch& s, const std::array<Color, Board::MaxCells>& cells, BlockTable& blocks, int at, int id)
{
    const Color c = cells[size_t(at)];
    const auto b = std::int16_t(id);
    // One generation marks both the block's stones and its liberties (different cells).
    const std::uint32_t g = s.visited.next();
    int liberties = 0;
    int liberty = -1;
    int first = at;
    int head = 0;
    int tail = 0;
    s.queue[size_t(tail++)] = at;
    s.visited.set(at, g);
    while (head < tail) {
        const int i = s.queue[size_t(head++)];
        blocks.id[size_t(i)] = b;
        first = std::min(first, i);
        for (int d : s.neighbours) {
            const int n = i + d;
            const Color nc = cells[size_t(n)];
            if (nc == c) {
                if (s.visited.add(n, g))
                    s.queue[size_t(tail++)] = n;
            } else if (nc == Color::Empty && s.visited.add(n, g)) {
                ++liberties;
                liberty = n;
            }
        }
    }
    blocks.liberties[size_t(b)] = std::int16_t(liberties);
    blocks.liberty[size_t(b)] = liberty;
    blocks.first[size_t(b)] = first;
    return liberties;
}

} // namespace seki
