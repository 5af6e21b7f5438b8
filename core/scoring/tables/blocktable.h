#pragma once

#include "board/boardscratch.h"

#include <array>
#include <cstdint>

namespace seki {

// Blocks (seed, "Definitions": maximal connected same-colour sets of stones) of a working board,
// with their liberty counts.
struct BlockTable {
    int count = 0;                                // ids in use are below count (after joinBlocks, not all of them)
    std::array<std::int16_t, Board::MaxCells> id; // per cell; -1 where there is no stone
    std::array<std::int16_t, BoardScratch::MaxPoints> liberties;
    std::array<int, BoardScratch::MaxPoints> liberty; // one of them (the only one, in atari); -1 for none
    std::array<int, BoardScratch::MaxPoints> first;   // a stone of the block (its first in row order)
    std::array<int, BoardScratch::MaxPoints> region;  // scratch per block for the stage using it; -1 after findBlocks
};

// Finds the blocks of cells (row order of their first stone) and counts their liberties.
void findBlocks(BoardScratch& s, const std::array<Color, Board::MaxCells>& cells, BlockTable& blocks);

// Labels `id` the block of the stone at `at`, counts its liberties and keeps its first stone; work
// in proportion to the block, not the board. After a stone was placed at `at`, the blocks beside
// it and the stone are one block, relabelled with one of their ids (the others' fall out of use).
// Returns its liberty count.
int joinBlocks(BoardScratch& s, const std::array<Color, Board::MaxCells>& cells, BlockTable& blocks, int at, int id);

} // namespace seki
