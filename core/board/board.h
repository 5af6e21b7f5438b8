#pragma once

#include "color.h"
#include "point.h"

#include <array>
#include <bitset>
#include <cstdint>
#include <vector>

namespace seki {

// A rectangular Go board of width x height points, 1x1 up to 52x52.
//
// The points live in one padded 1-D array (as KataGo): (x, y) is stored at
// (x + 1) + (y + 1) * (width + 1). The column x = -1 and the rows y = -1 and y = height hold
// Color::Wall, and the x = -1 cell of the next row doubles as the right-hand wall, so every point
// has its four neighbours and four diagonals at fixed offsets and flood fills need no bounds checks.
class Board {
public:
    static constexpr int MaxSide = 52;
    static constexpr int MaxCells = (MaxSide + 1) * (MaxSide + 2) + 1;
    using Index = int;
    // One bit per padded index: dead marks, visited sets, masks in the scorer.
    using Mask = std::bitset<MaxCells>;

    Board() : Board(19, 19) { }
    // Throws std::invalid_argument outside 1..MaxSide.
    Board(int width, int height);

    int width() const { return m_width; }
    int height() const { return m_height; }
    int stride() const { return m_width + 1; }
    int pointCount() const { return m_width * m_height; }
    // Number of padded cells in use (indices 0 .. cellCount() - 1).
    int cellCount() const { return stride() * (m_height + 2) + 1; }

    Index index(int x, int y) const { return (x + 1) + (y + 1) * stride(); }
    Index index(Point p) const { return index(p.x, p.y); }
    Point point(Index i) const { return {i % stride() - 1, i / stride() - 1}; }
    bool contains(Point p) const { return p.x >= 0 && p.y >= 0 && p.x < m_width && p.y < m_height; }
    Index firstIndex() const { return index(0, 0); }
    Index lastIndex() const { return index(m_width - 1, m_height - 1); }

    Color at(Index i) const { return m_cells[size_t(i)]; }
    Color at(Point p) const { return at(index(p)); }
    void set(Index i, Color c) { m_cells[size_t(i)] = c; }
    void set(Point p, Color c) { set(index(p), c); }
    // The padded cells, indices 0 .. cellCount() - 1 (for copying a whole board at once).
    const Color* cells() const { return m_cells.data(); }

    // Offsets to the 4 orthogonal neighbours and the 4 diagonals of an index.
    std::array<int, 4> neighbourOffsets() const { return {-1, 1, -stride(), stride()}; }
    std::array<int, 4> diagonalOffsets() const { return {-stride() - 1, -stride() + 1, stride() - 1, stride() + 1}; }
    // How many of the 4 orthogonal neighbours of an on-board index lie off the board.
    int offBoardNeighbours(Index i) const;

    // Calls f(Index) for every on-board point, top row first, left to right.
    template <class F>
    void forEachPoint(F&& f) const
    {
        for (int y = 0; y < m_height; ++y) {
            const Index row = index(0, y);
            for (int x = 0; x < m_width; ++x)
                f(row + x);
        }
    }

    int count(Color c) const;

    // The block (maximal connected same-colour set) through a stone, or the region (maximal
    // connected empty set) through an empty point.
    std::vector<Index> connected(Index start) const;
    // The number of liberties of the block through a stone.
    int liberties(Index stone) const;
    // The stones of colour at(start) that share an area with it: reachable through empty points
    // and stones of that colour (the way KGS marks a group dead with one click).
    std::vector<Index> area(Index start) const;

    struct PlayResult {
        int captured = 0; // opponent stones removed
        int suicided = 0; // own stones removed (suicide, where the record has one)
    };
    // Places a stone on an empty point and resolves captures (opponent first, then suicide).
    // Precondition: at(i) == Color::Empty and c is a stone colour.
    PlayResult play(Index i, Color c);

    bool operator==(const Board& other) const;

private:
    int removeBlock(Index stone);
    bool hasLiberty(Index stone) const;

    int m_width;
    int m_height;
    std::array<Color, MaxCells> m_cells;
};

} // namespace seki
