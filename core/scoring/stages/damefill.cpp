#include "damefill.h"

#include <algorithm>

namespace seki {

std::uint32_t DameFiller::nextStamp()
{
    if (++m_stamp == 0) {
        m_seen.fill(0);
        m_stamp = 1;
    }
    return m_stamp;
}

void DameFiller::findBlocks(const BoardScratch& geometry, const std::array<Color, Board::MaxCells>& cells)
{
    std::fill_n(m_block.begin(), geometry.cellCount(), std::int16_t(-1));
    int count = 0;
    geometry.forEachPoint([&](int start) {
        const Color c = cells[size_t(start)];
        if (!isStone(c) || m_block[size_t(start)] >= 0)
            return;
        const auto b = std::int16_t(count++);
        const std::uint32_t libertyStamp = nextStamp();
        int liberties = 0;
        int last = -1;
        int head = 0;
        int tail = 0;
        m_queue[size_t(tail++)] = start;
        m_block[size_t(start)] = b;
        while (head < tail) {
            const int i = m_queue[size_t(head++)];
            for (int d : geometry.neighbours) {
                const int n = i + d;
                const Color nc = cells[size_t(n)];
                if (nc == c && m_block[size_t(n)] < 0) {
                    m_block[size_t(n)] = b;
                    m_queue[size_t(tail++)] = n;
                } else if (nc == Color::Empty && m_seen[size_t(n)] != libertyStamp) {
                    m_seen[size_t(n)] = libertyStamp;
                    ++liberties;
                    last = n;
                }
            }
        }
        m_liberties[size_t(b)] = std::int16_t(liberties);
        m_lastLiberty[size_t(b)] = last;
    });
}

int DameFiller::libertiesAfter(const BoardScratch& geometry, const std::array<Color, Board::MaxCells>& cells, int p,
                               Color c)
{
    // The stone's own empty neighbours, and the liberties of the blocks of its colour it joins.
    const std::uint32_t stamp = nextStamp();
    m_seen[size_t(p)] = stamp;
    int liberties = 0;
    for (int d : geometry.neighbours) {
        const int n = p + d;
        const Color nc = cells[size_t(n)];
        if (nc == Color::Empty && m_seen[size_t(n)] != stamp) {
            m_seen[size_t(n)] = stamp;
            ++liberties;
        } else if (nc == opponent(c) && m_liberties[size_t(m_block[size_t(n)])] == 1) {
            return 2;   // it captures: never self-atari
        }
    }
    for (int d : geometry.neighbours) {
        const int n = p + d;
        if (cells[size_t(n)] != c)
            continue;
        const int b = m_block[size_t(n)];
        // Walk block b's stones for its liberties (blocks are small at the end of a game).
        geometry.forEachPoint([&](int i) {
            if (m_block[size_t(i)] != b)
                return;
            for (int e : geometry.neighbours) {
                const int m = i + e;
                if (cells[size_t(m)] == Color::Empty && m_seen[size_t(m)] != stamp) {
                    m_seen[size_t(m)] = stamp;
                    ++liberties;
                }
            }
        });
    }
    return liberties;
}

bool DameFiller::attacks(const BoardScratch& geometry, std::array<Color, Board::MaxCells>& cells, int p, Color c)
{
    // An opponent's block with two liberties, p and one more, where connecting would not give it
    // two again: filling p would put stones the players agreed alive in danger, not fill a dame.
    const Color other = opponent(c);
    bool found = false;
    for (int d : geometry.neighbours) {
        const int n = p + d;
        if (found || cells[size_t(n)] != other || m_liberties[size_t(m_block[size_t(n)])] != 2)
            continue;
        const int b = m_block[size_t(n)];
        int last = -1;
        geometry.forEachPoint([&](int i) {
            if (m_block[size_t(i)] != b)
                return;
            for (int e : geometry.neighbours)
                if (cells[size_t(i + e)] == Color::Empty && i + e != p)
                    last = i + e;
        });
        if (last < 0)
            continue;
        cells[size_t(p)] = Color::Wall;
        found = libertiesAfter(geometry, cells, last, other) < 2;
        cells[size_t(p)] = Color::Empty;
    }
    return found;
}

bool DameFiller::fillable(const BoardScratch& geometry, std::array<Color, Board::MaxCells>& cells, int p, Color c)
{
    return libertiesAfter(geometry, cells, p, c) >= 2 && !attacks(geometry, cells, p, c);
}

void DameFiller::fill(const BoardScratch& geometry, std::array<Color, Board::MaxCells>& cells,
                      const std::array<bool, Board::MaxCells>& neutral, std::array<DameFill, Board::MaxCells>& filled)
{
    std::fill_n(filled.begin(), geometry.cellCount(), DameFill::None);
    for (;;) {
        bool changed = false;
        // Every dame either player can fill safely, decided on the same board: the order of the
        // points does not matter, so the answer keeps the board's symmetries and the colours'.
        findBlocks(geometry, cells);
        int count = 0;
        geometry.forEachPoint([&](int i) {
            if (cells[size_t(i)] != Color::Empty || !neutral[size_t(i)])
                return;
            if (fillable(geometry, cells, i, Color::Black) || fillable(geometry, cells, i, Color::White))
                m_toFill[size_t(count++)] = i;
        });
        for (int k = 0; k < count; ++k) {
            cells[size_t(m_toFill[size_t(k)])] = Color::Wall;
            filled[size_t(m_toFill[size_t(k)])] = DameFill::Dame;
            changed = true;
        }
        // A block the filled dame leave in atari connects on its last liberty, in its own area,
        // when that gives it two liberties again.
        findBlocks(geometry, cells);
        count = 0;
        geometry.forEachPoint([&](int i) {
            const Color c = cells[size_t(i)];
            if (!isStone(c))
                return;
            const int b = m_block[size_t(i)];
            const int last = m_lastLiberty[size_t(b)];
            if (m_liberties[size_t(b)] != 1 || neutral[size_t(last)] || filled[size_t(last)] != DameFill::None)
                return;
            if (libertiesAfter(geometry, cells, last, c) >= 2)
                m_toFill[size_t(count++)] = i;
        });
        for (int k = 0; k < count; ++k) {
            const int stone = m_toFill[size_t(k)];
            const int last = m_lastLiberty[size_t(m_block[size_t(stone)])];
            if (cells[size_t(last)] != Color::Empty)
                continue;
            cells[size_t(last)] = cells[size_t(stone)];
            filled[size_t(last)] = DameFill::Connection;
            changed = true;
        }
        if (!changed)
            return;
    }
}

} // namespace seki
