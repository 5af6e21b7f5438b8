#pragma once

#include "rowmasks.h"

#include "board/boardscratch.h"

#include <array>
#include <cstdint>

namespace seki {

// Blocks (SCORING.md, "Definitions": maximal connected same-colour sets of stones) of a working
// board, with their liberties counted up to two (all the stages ask is whether a block is in
// atari).
struct BlockTable {
    // Ids are below count, in row order of the blocks' first stones (findBlocks; findFilledBlocks
    // numbers them otherwise); not every id below count names a block (an id in use is its
    // block's first label, see labelBlocks): one that does not has no liberties, and no cell
    // names it.
    int count = 0;
    std::array<std::int16_t, Board::MaxCells> id;               // per cell; -1 where there is no stone
    std::array<std::int8_t, BoardScratch::MaxPoints> liberties; // 0, 1, or 2 for two or more
    std::array<int, BoardScratch::MaxPoints> liberty;           // one of them (the only one, in atari); -1 for none
    std::array<int, BoardScratch::MaxPoints> first;             // a stone of the block (its first in row order)
    std::array<int, BoardScratch::MaxPoints> region; // scratch per block for the stage using it; -1 after findBlocks
    RowMasks rows; // findBlocks: the cells' stones and empty points (findFilledBlocks: empty only)
};

// The blocks of cells in one scan of the stones in row order (rows: the masks of cells): each
// stone takes the label of the stone above it or, failing that, of the one to its left, or a new
// one; where both are of its colour and labelled differently the two labels are united (the
// smaller label becomes the root). Afterwards parent[l] is the root of label l, the smallest
// label of its block, which is the label of its first stone in row order, so roots in label order
// are blocks in row order. onNewLabel(label, index) is called for each new label at its stone.
// Returns how many labels there are. The one block labeller: findBlocks and the untraced path's
// summary (phaseoverbase.cpp) both label through here.
template <class OnNewLabel>
int labelBlocks(const BoardScratch& s, const RowMasks& rows, const Color* cells, std::int16_t* label,
                std::int16_t* parent, OnNewLabel&& onNewLabel)
{
    const int stride = s.stride;
    const auto findRoot = [&](int k) {
        while (parent[k] != k) {
            parent[k] = parent[parent[k]];
            k = parent[k];
        }
        return k;
    };
    int labels = 0;
    rows.forEachStone(s, [&](int i) {
        const Color c = cells[i];
        const bool left = cells[i - 1] == c;
        const bool up = cells[i - stride] == c;
        // The label above is taken first: along a row, two labels then meet only where the row
        // above changes label, so the unions are few.
        std::int16_t l;
        if (up) {
            l = label[i - stride];
            const std::int16_t leftLabel = label[i - 1];
            // United already where both name one parent (after a union the larger root's parent
            // is the smaller root).
            if (left && leftLabel != l && parent[leftLabel] != parent[l]) {
                int a = findRoot(l);
                int b = findRoot(leftLabel);
                if (a != b) {
                    if (b < a)
                        std::swap(a, b);
                    parent[b] = std::int16_t(a);
                }
            }
        } else if (left) {
            l = label[i - 1];
        } else {
            l = std::int16_t(labels);
            parent[labels] = l;
            onNewLabel(labels, i);
            ++labels;
        }
        label[i] = l;
    });
    // Every label names its root directly: a root is the smallest label of its set, so a label's
    // parent is never larger than itself and the roots are final in label order.
    for (int k = 0; k < labels; ++k)
        parent[k] = parent[parent[k]];
    return labels;
}

// Finds the blocks of cells (labelBlocks) and their liberties. The points filled[0, filledCount),
// empty in cells, are no one's liberty (a board they will be filled on), and not in blocks.rows.empty.
void findBlocks(BoardScratch& s, const std::array<Color, Board::MaxCells>& cells, BlockTable& blocks,
                const int* filled = nullptr, int filledCount = 0);

// Labels `id` the block of the stone at `at`, counts its liberties and keeps its first stone; work
// in proportion to the block, not the board. After a stone was placed at `at`, the blocks beside
// it and the stone are one block, relabelled with one of their ids (the others' fall out of use).
// Returns its liberty count (up to two, as BlockTable's).
int joinBlocks(BoardScratch& s, const std::array<Color, Board::MaxCells>& cells, BlockTable& blocks, int at, int id);

} // namespace seki
