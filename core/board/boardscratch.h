#pragma once

#include "board.h"

#include <array>
#include <cstdint>

namespace seki {

// Scratch space for flood fills over the padded cells of one board, shared by the scorer and the
// eye lens. Sized for the largest board, so a fill never allocates: the board's geometry copied
// out for the hot loops, the walk over its points, index <-> point conversion, a
// generation-stamped visited set and a flood queue. Set the geometry once per board.
struct BoardScratch {
    static constexpr int MaxPoints = Board::MaxSide * Board::MaxSide;

    // A visited set that needs no clearing: each fill takes a new generation, and a cell counts
    // as marked only when it holds the current one.
    class Marks {
    public:
        std::uint32_t next()
        {
            if (++m_generation == 0) { // wrapped: old stamps could collide with new generations
                m_stamp.fill(0);
                m_generation = 1;
            }
            return m_generation;
        }
        bool has(int i, std::uint32_t generation) const { return m_stamp[size_t(i)] == generation; }
        void set(int i, std::uint32_t generation) { m_stamp[size_t(i)] = generation; }
        // Marks i; false when it was marked already.
        bool add(int i, std::uint32_t generation)
        {
            if (has(i, generation))
                return false;
            set(i, generation);
            return true;
        }

    private:
        std::array<std::uint32_t, Board::MaxCells> m_stamp{};
        std::uint32_t m_generation = 0;
    };

    int width = 0;
    int height = 0;
    int stride = 0;
    std::array<int, 4> neighbours{};
    std::array<int, 4> diagonals{};
    Marks visited;
    std::array<int, MaxPoints> queue;

    void setGeometry(const Board& board)
    {
        width = board.width();
        height = board.height();
        stride = board.stride();
        neighbours = board.neighbourOffsets();
        diagonals = board.diagonalOffsets();
    }

    // Padded cells in use, as Board::cellCount().
    int cellCount() const { return stride * (height + 2) + 1; }

    // Calls f(index) for every on-board point, top row first, left to right (Board::forEachPoint).
    template <class F>
    void forEachPoint(F&& f) const
    {
        for (int y = 0; y < height; ++y) {
            const int row = (y + 1) * stride + 1;
            for (int x = 0; x < width; ++x)
                f(row + x);
        }
    }

    // Calls f(first, width) for every row of the board, top row first: the index of its first
    // point and how many points follow it in the row.
    template <class F>
    void forEachRow(F&& f) const
    {
        for (int y = 0; y < height; ++y)
            f((y + 1) * stride + 1, width);
    }

    Point point(int i) const { return {i % stride - 1, i / stride - 1}; }
    int index(Point p) const { return (p.x + 1) + (p.y + 1) * stride; }
    bool contains(Point p) const { return p.x >= 0 && p.y >= 0 && p.x < width && p.y < height; }
};

} // namespace seki
