#pragma once

#include "board/boardscratch.h"

#include <array>
#include <bit>
#include <cstdint>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace seki {

// A board's rows as bit masks, bit x for column x, with an empty row above and below the board
// (board row y is mask y + 1): a row's neighbours, runs and boundary are a few word operations.
struct RowMasks {
    using Row = std::uint64_t;
    static_assert(Board::MaxSide <= 64, "a row fits one word");
    static constexpr int MaxRows = Board::MaxSide + 2;

    std::array<Row, MaxRows> empty{};
    std::array<Row, MaxRows> black{};
    std::array<Row, MaxRows> white{};
    Row full = 0; // the board's columns

    // The masks of cells (padded, as s's geometry) for every row of the board.
    void build(const BoardScratch& s, const Color* cells)
    {
        full = s.width == 64 ? ~Row(0) : (Row(1) << s.width) - 1;
        empty[0] = black[0] = white[0] = 0;
        empty[size_t(s.height + 1)] = black[size_t(s.height + 1)] = white[size_t(s.height + 1)] = 0;
        for (int y = 1; y <= s.height; ++y) {
            const Color* row = cells + y * s.stride + 1;
            Row e = 0;
            Row b = 0;
            Row w = 0;
#if defined(__SSE2__)
            // 16 cells at a time; the cells read past the row's end are masked off below.
            const __m128i emptyByte = _mm_set1_epi8(char(Color::Empty));
            const __m128i blackByte = _mm_set1_epi8(char(Color::Black));
            const __m128i whiteByte = _mm_set1_epi8(char(Color::White));
            for (int x = 0; x < s.width; x += 16) {
                const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(row + x));
                e |= Row(unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(v, emptyByte)))) << x;
                b |= Row(unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(v, blackByte)))) << x;
                w |= Row(unsigned(_mm_movemask_epi8(_mm_cmpeq_epi8(v, whiteByte)))) << x;
            }
#else
            for (int x = 0; x < s.width; ++x) {
                e |= Row(row[x] == Color::Empty) << x;
                b |= Row(row[x] == Color::Black) << x;
                w |= Row(row[x] == Color::White) << x;
            }
#endif
            empty[size_t(y)] = e & full;
            black[size_t(y)] = b & full;
            white[size_t(y)] = w & full;
        }
    }

    // Calls f(index) for every stone of the board (the cells the masks were built from), in row
    // order; from board row firstRow on, if given.
    template <class F>
    void forEachStone(const BoardScratch& s, F&& f, int firstRow = 0) const
    {
        for (int y = firstRow + 1; y <= s.height; ++y) {
            const int rowStart = y * s.stride + 1;
            for (Row left = black[size_t(y)] | white[size_t(y)]; left != 0; left &= left - 1)
                f(rowStart + std::countr_zero(left));
        }
    }
    // How many bits are set: std::popcount where the target has the instruction, else the
    // same count in a few word operations (libgcc's call would cost more than the count).
    static int count(Row v)
    {
#if defined(__POPCNT__)
        return std::popcount(v);
#else
        v = v - ((v >> 1) & 0x5555555555555555u);
        v = (v & 0x3333333333333333u) + ((v >> 2) & 0x3333333333333333u);
        v = (v + (v >> 4)) & 0x0f0f0f0f0f0f0f0fu;
        return int((v * 0x0101010101010101u) >> 56);
#endif
    }
};

} // namespace seki
