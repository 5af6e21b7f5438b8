#include "deadmarking.h"

namespace seki {

DeadMarkChange deadMarkChange(const Position& position, Point clicked, MarkScope scope)
{
    DeadMarkChange marking;
    const Board& board = position.board;
    if (!board.contains(clicked) || !isStone(board.at(clicked)))
        return marking;
    const Board::Index index = board.index(clicked);
    marking.dead = !position.dead.test(size_t(index));
    for (const Board::Index stone : scope == MarkScope::Area ? board.area(index) : board.connected(index))
        marking.stones.push_back(board.point(stone));
    return marking;
}

} // namespace seki
