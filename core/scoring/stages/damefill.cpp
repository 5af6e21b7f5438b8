#include "damefill.h"

#include <algorithm>

namespace seki {

std::uint32_t DameFiller::nextStamp() const
{
    if (++m_stamp == 0) {
        m_seen.fill(0);
        m_stamp = 1;
    }
    return m_stamp;
}

void DameFiller::findBlocks(const BoardScratch& geometry, const std::array<Color, Board::MaxCells>& cells)
{
    const std::array<bool, Board::MaxCells>& neutral = *m_neutral;
    std::fill_n(m_block.begin(), geometry.cellCount(), std::int16_t(-1));
    int count = 0;
    geometry.forEachPoint([&](int start) {
        const Color c = cells[size_t(start)];
        if (!isStone(c) || m_block[size_t(start)] >= 0)
            return;
        const auto b = std::int16_t(count++);
        const std::uint32_t libertyStamp = nextStamp();
        int liberties = 0;
        int own = 0;
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
                    if (liberties < KeptLiberties)
                        m_someLiberties[size_t(b)][size_t(liberties)] = n;
                    ++liberties;
                    if (!neutral[size_t(n)] && own < 2)
                        m_someOwnLiberties[size_t(b)][size_t(own++)] = n;
                }
            }
        }
        m_liberties[size_t(b)] = std::int16_t(liberties);
        m_ownLiberties[size_t(b)] = std::int16_t(own);
    });
}

bool DameFiller::captures(const BoardScratch& geometry, const std::array<Color, Board::MaxCells>& cells, int p,
                          Color c) const
{
    for (int d : geometry.neighbours) {
        const int n = p + d;
        if (cells[size_t(n)] == opponent(c) && m_liberties[size_t(m_block[size_t(n)])] == 1
            && m_someLiberties[size_t(m_block[size_t(n)])][0] == p)
            return true;
    }
    return false;
}

int DameFiller::libertiesAfter(const BoardScratch& geometry, const std::array<Color, Board::MaxCells>& cells, int p,
                               Color c) const
{
    if (captures(geometry, cells, p, c))
        return 2; // it captures: never self-atari
    // The stone's own empty neighbours, and the liberties of the blocks of its colour it joins
    // (as the block table holds them, less the points filled since: a block with KeptLiberties
    // kept has two left whichever two points were taken).
    const std::uint32_t stamp = nextStamp();
    m_seen[size_t(p)] = stamp;
    int liberties = 0;
    auto count = [&](int n) {
        if (cells[size_t(n)] == Color::Empty && m_seen[size_t(n)] != stamp) {
            m_seen[size_t(n)] = stamp;
            ++liberties;
        }
    };
    for (int d : geometry.neighbours)
        count(p + d);
    for (int d : geometry.neighbours) {
        const int n = p + d;
        if (cells[size_t(n)] != c)
            continue;
        const int b = m_block[size_t(n)];
        const int kept = std::min<int>(m_liberties[size_t(b)], KeptLiberties);
        for (int k = 0; k < kept; ++k)
            count(m_someLiberties[size_t(b)][size_t(k)]);
    }
    return std::min(liberties, 2);
}

bool DameFiller::safeFor(const BoardScratch& geometry, const std::array<Color, Board::MaxCells>& cells, int p,
                         Color c) const
{
    const std::array<bool, Board::MaxCells>& neutral = *m_neutral;
    const std::uint32_t stamp = nextStamp();
    int own = 0;
    auto count = [&](int n) {
        if (cells[size_t(n)] == Color::Empty && !neutral[size_t(n)] && m_seen[size_t(n)] != stamp) {
            m_seen[size_t(n)] = stamp;
            ++own;
        }
    };
    for (int d : geometry.neighbours) {
        const int n = p + d;
        count(n);
        if (cells[size_t(n)] != c)
            continue;
        const int b = m_block[size_t(n)];
        for (int k = 0; k < m_ownLiberties[size_t(b)]; ++k)
            count(m_someOwnLiberties[size_t(b)][size_t(k)]);
    }
    return own >= 2;
}

bool DameFiller::attacks(const BoardScratch& geometry, std::array<Color, Board::MaxCells>& cells, int p, Color c) const
{
    // An opponent's block with two liberties, p and one more, where connecting would not give it
    // two again: filling p would put stones the players agreed alive in danger, not fill a dame.
    const Color other = opponent(c);
    for (int d : geometry.neighbours) {
        const int n = p + d;
        if (cells[size_t(n)] != other || m_liberties[size_t(m_block[size_t(n)])] != 2)
            continue;
        const auto& libs = m_someLiberties[size_t(m_block[size_t(n)])];
        const int last = libs[0] == p ? libs[1] : libs[0];
        cells[size_t(p)] = Color::Wall;
        const bool inDanger = libertiesAfter(geometry, cells, last, other) < 2;
        cells[size_t(p)] = Color::Empty;
        if (inDanger)
            return true;
    }
    return false;
}

bool DameFiller::fillable(const BoardScratch& geometry, std::array<Color, Board::MaxCells>& cells, int p, Color c) const
{
    // A fill that captures a block already in atari is played as in any ending; any other keeps
    // two liberties the dame cannot take (safeFor) and attacks no block agreed alive.
    if (captures(geometry, cells, p, c))
        return true;
    return safeFor(geometry, cells, p, c) && !attacks(geometry, cells, p, c);
}

void DameFiller::fill(const BoardScratch& geometry, std::array<Color, Board::MaxCells>& cells,
                      const std::array<bool, Board::MaxCells>& neutral, std::array<DameFill, Board::MaxCells>& filled)
{
    m_neutral = &neutral;
    m_recordCount = 0;
    std::fill_n(filled.begin(), geometry.cellCount(), DameFill::None);
    for (int round = 0;; ++round) {
        bool changed = false;
        // Every dame a player can fill, decided on the same board: the order of the points does
        // not matter, so the answer keeps the board's symmetries and the colours'.
        findBlocks(geometry, cells);
        int count = 0;
        geometry.forEachPoint([&](int i) {
            if (cells[size_t(i)] != Color::Empty || !neutral[size_t(i)])
                return;
            const bool black = fillable(geometry, cells, i, Color::Black);
            const bool white = fillable(geometry, cells, i, Color::White);
            if (!black && !white)
                return;
            m_toFill[size_t(count)] = i;
            m_toFillBy[size_t(count++)] = black && white ? Color::Empty : black ? Color::Black : Color::White;
        });
        for (int k = 0; k < count; ++k) {
            const int p = m_toFill[size_t(k)];
            const Color by = m_toFillBy[size_t(k)];
            cells[size_t(p)] = by == Color::Empty ? Color::Wall : by;
            filled[size_t(p)] = DameFill::Dame;
            m_records[size_t(m_recordCount++)] = {p, DameFill::Dame, by, round, -1};
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
            const int last = m_someLiberties[size_t(b)][0];
            if (m_liberties[size_t(b)] != 1 || neutral[size_t(last)] || filled[size_t(last)] != DameFill::None)
                return;
            if (libertiesAfter(geometry, cells, last, c) >= 2)
                m_toFill[size_t(count++)] = i;
        });
        for (int k = 0; k < count; ++k) {
            const int stone = m_toFill[size_t(k)];
            const int last = m_someLiberties[size_t(m_block[size_t(stone)])][0];
            if (cells[size_t(last)] != Color::Empty)
                continue;
            cells[size_t(last)] = cells[size_t(stone)];
            filled[size_t(last)] = DameFill::Connection;
            m_records[size_t(m_recordCount++)] = {last, DameFill::Connection, cells[size_t(stone)], round, stone};
            changed = true;
        }
        if (!changed)
            return;
    }
}

} // namespace seki
