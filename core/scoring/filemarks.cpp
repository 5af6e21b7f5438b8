#include "filemarks.h"

namespace seki {

std::vector<Point> fileMarksDiffer(const Position& position, const ScoreResult& result)
{
    std::vector<Point> differ;
    if (!position.hasTerritoryMarks)
        return differ;
    const Board& board = position.board;
    for (int y = 0; y < result.height; ++y) {
        for (int x = 0; x < result.width; ++x) {
            const auto i = size_t(board.index(x, y));
            const char marked = position.markedBlack[i] ? 'b' : position.markedWhite[i] ? 'w' : '.';
            if (marked != result.territoryChar({x, y}))
                differ.push_back({x, y});
        }
    }
    return differ;
}

} // namespace seki
