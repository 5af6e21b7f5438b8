#include "blocktable.h"

#include <algorithm>
#include <bit>

namespace seki {

void findBlocks(BoardScratch& s, const std::array<Color, Board::MaxCells>& cells, BlockTable& blocks,
                const int* filled, int filledCount)
{
    std::int16_t* id = blocks.id.data();
    std::fill_n(id, s.cellCount(), std::int16_t(-1));
    blocks.rows.build(s, cells.data());
    for (int k = 0; k < filledCount; ++k) {
        const Point p = s.point(filled[k]);
        blocks.rows.empty[size_t(p.y + 1)] &= ~(RowMasks::Row(1) << p.x);
    }
    std::array<std::int16_t, BoardScratch::MaxPoints> parent; // labelBlocks's: a label's root
    const int labels = labelBlocks(s, blocks.rows, id, parent.data(),
                                   [&](int label, int i) { blocks.first[size_t(label)] = i; });
    blocks.count = labels;
    std::fill_n(blocks.liberties.begin(), labels, std::int8_t(0));
    std::fill_n(blocks.liberty.begin(), labels, -1);
    std::fill_n(blocks.region.begin(), labels, -1);
    // Every stone names its block's root (most labels are roots: only a stone whose label was
    // united into another's is written again, none above the first such label's first stone).
    blocks.rows.forEachStone(
        s,
        [&](int i) {
            const std::int16_t root = parent[size_t(id[i])];
            if (root != id[i])
                id[i] = root;
        },
        firstRowToRelabel(s, parent.data(), blocks.first.data(), labels));
    // Each empty point is a liberty of every block beside it, counted once per block: a block
    // seen again from the same point still names that point as its liberty.
    const std::array<int, 4> neighbours = s.neighbours;
    for (int y = 1; y <= s.height; ++y) {
        const int rowStart = y * s.stride + 1;
        for (RowMasks::Row left = blocks.rows.empty[size_t(y)]; left != 0; left &= left - 1) {
            const int i = rowStart + std::countr_zero(left);
            for (int d : neighbours) {
                const int b = id[i + d];
                if (b < 0)
                    continue;
                int& liberty = blocks.liberty[size_t(b)];
                if (liberty < 0) {
                    liberty = i;
                    blocks.liberties[size_t(b)] = 1;
                } else if (liberty != i) {
                    blocks.liberties[size_t(b)] = 2;
                }
            }
        }
    }
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
    liberties = std::min(liberties, 2);
    blocks.liberties[size_t(b)] = std::int8_t(liberties);
    blocks.liberty[size_t(b)] = liberty;
    blocks.first[size_t(b)] = first;
    return liberties;
}

} // namespace seki
