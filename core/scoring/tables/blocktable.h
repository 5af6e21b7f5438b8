#pragma once

#include "board/boardscratch.h"

#include <array>
#include <cstdint>

namespace seki {

// Blocks (seed, "Definitions": maximal connected same-colour sets of stones) of a working board,
// with their liberty counts.
struct BlockTable {
    int count = 0;
    std::array<std::int16_t, Board::MaxCells> id; // per cell; -1 where there is no stone
    std::array<std::int16_t, BoardScratch::MaxPoints> liberties;
    std::array<int, BoardScratch::MaxPoints> first;  // a stone of the block (its first in row order)
    std::array<int, BoardScratch::MaxPoints> region; // scratch per block for the stage using it; -1 after findBlocks
};

// Finds the blocks of cells (row order of their first stone) and counts their liberties.
void findBlocks(BoardScratch& s, const std::array<Color, Board::MaxCells>& cells, BlockTable& blocks);

} // namespace seki
