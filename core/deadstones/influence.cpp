#include "influence.h"

#include <algorithm>

namespace seki {

void Influence::compute(const Board& board, const Board::Mask& ignored)
{
    const int cells = board.cellCount();
    std::fill_n(m_value.begin(), cells, std::int16_t(0));
    board.forEachPoint([&](Board::Index i) {
        const Color c = board.at(i);
        if (isStone(c) && !ignored.test(size_t(i)))
            m_value[size_t(i)] = c == Color::Black ? 128 : -128;
    });
    const std::array<int, 4> offsets = board.neighbourOffsets();
    auto onBoard = [&](Board::Index n) { return board.at(n) != Color::Wall; };

    // Dilation: a point no neighbour of the other sign touches gains one for each neighbour of
    // its own sign (an empty point takes the sign of the side that alone touches it).
    for (int round = 0; round < Dilations; ++round) {
        std::copy_n(m_value.begin(), cells, m_next.begin());
        board.forEachPoint([&](Board::Index i) {
            const int v = m_value[size_t(i)];
            int positive = 0, negative = 0;
            for (int d : offsets) {
                const Board::Index n = i + d;
                if (!onBoard(n))
                    continue;
                positive += m_value[size_t(n)] > 0;
                negative += m_value[size_t(n)] < 0;
            }
            if (v >= 0 && negative == 0)
                m_next[size_t(i)] = std::int16_t(v + positive);
            else if (v <= 0 && positive == 0)
                m_next[size_t(i)] = std::int16_t(v - negative);
        });
        std::copy_n(m_next.begin(), cells, m_value.begin());
    }
    // Erosion: a point loses one for each neighbour that is not of its sign, never crossing zero.
    for (int round = 0; round < Erosions; ++round) {
        std::copy_n(m_value.begin(), cells, m_next.begin());
        board.forEachPoint([&](Board::Index i) {
            const int v = m_value[size_t(i)];
            if (v == 0)
                return;
            int against = 0;
            for (int d : offsets) {
                const Board::Index n = i + d;
                if (!onBoard(n))
                    continue;
                against += v > 0 ? m_value[size_t(n)] <= 0 : m_value[size_t(n)] >= 0;
            }
            m_next[size_t(i)] = std::int16_t(v > 0 ? std::max(0, v - against) : std::min(0, v + against));
        });
        std::copy_n(m_next.begin(), cells, m_value.begin());
    }
}

} // namespace seki
