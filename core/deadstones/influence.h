#pragma once

#include "board/board.h"

#include <array>
#include <cstdint>

namespace seki {

// Who dominates each point, by Bouzy's 5/21 algorithm (Zobrist's influence, as GNU Go and many
// programs use it): the stones start at +-128 (Black positive), five dilations spread each colour
// over the empty points it alone touches, twenty-one erosions wear away what the other colour
// borders. What is left is each colour's sphere: positive Black's, negative White's, 0 no one's.
class Influence {
public:
    static constexpr int Dilations = 5;
    static constexpr int Erosions = 21;

    // stones: the board as it stands; `ignored` stones count as empty points (dead ones).
    void compute(const Board& board, const Board::Mask& ignored);

    int at(Board::Index i) const { return m_value[size_t(i)]; }
    // The colour whose sphere holds the point, or Empty.
    Color owner(Board::Index i) const
    {
        return m_value[size_t(i)] > 0 ? Color::Black : m_value[size_t(i)] < 0 ? Color::White : Color::Empty;
    }

private:
    std::array<std::int16_t, Board::MaxCells> m_value{};
    std::array<std::int16_t, Board::MaxCells> m_next{};
};

} // namespace seki
