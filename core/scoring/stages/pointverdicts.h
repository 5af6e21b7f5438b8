#pragma once

#include "scoring/scoreresult.h"
#include "scoring/tables/workboard.h"

namespace seki {

// Starts result for position: its size, rules and eye method set. Its points are the
// composer's: each writes every point of the board, from clearPoints or in full.
inline void startResult(ScoreResult& result, const Position& position, Rules rules, EyeMethod eyes)
{
    const Board& board = position.board;
    result.width = board.width();
    result.height = board.height();
    result.rules = rules;
    result.eyes = eyes;
    result.unresolved = false;
}

// Every cell of result Dame, for a composer that writes only some fields of some points.
inline void clearPoints(ScoreResult& result, const Board& board)
{
    // Copied from a blank table: one memcpy, where filling the 6-byte records one by one costs
    // several instructions a cell.
    static constexpr std::array<PointResult, Board::MaxCells> blank{};
    std::copy_n(blank.begin(), board.cellCount(), result.points.begin());
}

// A stone still standing after stage 1 is itself (p becomes a Stone of its colour); every other
// point gets a verdict from the rule set's composer.
inline bool markLiveStone(const WorkBoard& w, const Position& position, int i, PointResult& p)
{
    const Color c = position.board.at(i);
    if (!isStone(c) || w.base[size_t(i)] != c)
        return false;
    p.owner = c;
    p.status = PointStatus::Stone;
    return true;
}

} // namespace seki
