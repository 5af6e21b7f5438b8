#pragma once

#include "groupverdict.h"

#include "board/board.h"

#include <array>
#include <cstdint>
#include <vector>

namespace seki {

// What the dead-stone finder found on one board: every group with its status and reason, and
// the stones of each status as masks by padded index of the board (Board::index).
struct DeadStoneReport {
    int width = 0;
    int height = 0;
    std::vector<GroupVerdict> groups;
    Board::Mask dead;
    Board::Mask seki;
    Board::Mask undecided;
    // Per padded index: the group of the stone standing there, or -1.
    std::array<std::int16_t, Board::MaxCells> groupIndex{};

    int index(Point p) const { return (p.x + 1) + (p.y + 1) * (width + 1); }
    const GroupVerdict* groupAt(Point p) const
    {
        const int g = groupIndex[size_t(index(p))];
        return g < 0 ? nullptr : &groups[size_t(g)];
    }
    // The stones of each kind, row order.
    std::vector<Point> deadStones() const { return pointsOf(dead); }
    std::vector<Point> sekiStones() const { return pointsOf(seki); }
    std::vector<Point> undecidedStones() const { return pointsOf(undecided); }

private:
    std::vector<Point> pointsOf(const Board::Mask& mask) const
    {
        std::vector<Point> points;
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x)
                if (mask.test(size_t(index({x, y}))))
                    points.push_back({x, y});
        return points;
    }
};

} // namespace seki
