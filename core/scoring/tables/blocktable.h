#pragma once

#include "rowmasks.h"

#include "board/boardscratch.h"

#include <algorithm>
#include <array>
#include <bit>
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

// The blocks of a board in one scan of its rows (rows: the board's masks), a run of one colour's
// stones along a row at a time: a run takes the label of a run of its colour above it or, with
// none, a new one; where it touches several runs above labelled differently, their labels are
// united (the smaller label becomes the root). Afterwards parent[l] is the root of label l, the
// smallest label of its block, which is the label of its first run in row order, so roots in
// label order are blocks in row order. Every stone is labelled its run's label in `label`.
// onNewLabel(label, index) is called for each new label at its first stone. Returns how many
// labels there are. The one block labeller: findBlocks and the untraced path's summary
// (phaseoverbase.cpp) both label through here.
template <class OnNewLabel>
int labelBlocks(const BoardScratch& s, const RowMasks& rows, std::int16_t* label, std::int16_t* parent,
                OnNewLabel&& onNewLabel)
{
    using Row = RowMasks::Row;
    const int stride = s.stride;
    const auto findRoot = [&](int k) {
        while (parent[k] != k) {
            parent[k] = parent[parent[k]];
            k = parent[k];
        }
        return k;
    };
    int labels = 0;
    for (int y = 1; y <= s.height; ++y) {
        const Row black = rows.black[size_t(y)];
        const Row white = rows.white[size_t(y)];
        const int rowStart = y * stride + 1;
        // The runs in column order, each from its first stone: where a colour's stones start.
        for (Row starts = (black & ~(black << 1)) | (white & ~(white << 1)); starts != 0; starts &= starts - 1) {
            const Row first = starts & (~starts + 1);
            const bool isBlack = (black & first) != 0;
            const Row mine = isBlack ? black : white;
            const Row run = mine & ~(mine + first); // the carry clears the run and stops after it
            const Row above = (isBlack ? rows.black[size_t(y - 1)] : rows.white[size_t(y - 1)]) & run;
            const int x = std::countr_zero(first);
            std::int16_t l;
            if (above == 0) {
                l = std::int16_t(labels);
                parent[labels] = l;
                onNewLabel(labels, rowStart + x);
                ++labels;
            } else {
                // Each stretch of the run with stones above lies along one run of the row above.
                Row touching = above & ~(above << 1);
                l = label[rowStart + std::countr_zero(touching) - stride];
                for (touching &= touching - 1; touching != 0; touching &= touching - 1) {
                    const std::int16_t other = label[rowStart + std::countr_zero(touching) - stride];
                    // United already where both name one parent (after a union the larger root's
                    // parent is the smaller root).
                    if (other == l || parent[other] == parent[l])
                        continue;
                    int a = findRoot(l);
                    int b = findRoot(other);
                    if (a != b) {
                        if (b < a)
                            std::swap(a, b);
                        parent[b] = std::int16_t(a);
                    }
                }
            }
            for (Row stones = run; stones != 0; stones &= stones - 1)
                label[rowStart + std::countr_zero(stones)] = l;
        }
    }
    // Every label names its root directly: a root is the smallest label of its set, so a label's
    // parent is never larger than itself and the roots are final in label order.
    for (int k = 0; k < labels; ++k)
        parent[k] = parent[parent[k]];
    return labels;
}

// After labelBlocks, the board row from which a stone's label may not be its root: the row of
// the first stone of the first label united into another (labels are made in row order, so a
// stone above it has a root's label), or the board's height when every label is a root. `first`:
// per label, the index of its first stone (what onNewLabel was given).
inline int firstRowToRelabel(const BoardScratch& s, const std::int16_t* parent, const int* first, int labels)
{
    for (int k = 0; k < labels; ++k) {
        if (parent[k] != k)
            return s.point(first[k]).y;
    }
    return s.height;
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
