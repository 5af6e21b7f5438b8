#pragma once

#include "board/boardscratch.h"

#include <array>
#include <cstdint>
#include <span>

namespace seki {

// How a point was filled before the 1989 rule's count.
enum class DameFill : std::uint8_t {
    None,
    Dame,       // a dame one of the players can fill without putting his own stones in atari
    Connection, // the owner connects a block the filled dame left in atari (a false eye)
};

// One point the ending filled, in the order of the filling (round by round, row order within a round).
struct DameFillRecord {
    int index = -1; // the point (padded board index)
    DameFill kind = DameFill::Dame;
    Color by = Color::Empty; // Dame: the one player who can fill it, Empty when either can;
                             // Connection: the owner of the block connected
    int round = 0;           // the filling's round, from 0
    int block = -1;          // Connection: a stone of the block that was in atari
};

// The end of a game under the 1989 Japanese rules, played out before the rule "stones touching
// dame are in seki" is applied (Article 9: the dame are filled before the game is confirmed).
// Round by round, until nothing changes:
//  * every dame (an empty point of a region touching both colours) that a player can fill while
//    his stones keep two liberties that are no dame (see safeFor()), and without putting an
//    opponent's block in an atari it cannot connect out of (attacks()), is filled, all decided
//    on the same board: by that player's stone when only he can fill it, as a point of no one's
//    (Color::Wall) when either can;
//  * every block the filled dame leave in atari is connected by its owner on its last liberty
//    when that gives it two (SCORING.md's obvious false eyes).
// What no player can fill stays empty: a seki's shared liberties.
// `neutral[i]` says which points lie in a region touching both colours of the board as it was.
class DameFiller {
public:
    void fill(const BoardScratch& geometry, std::array<Color, Board::MaxCells>& cells,
              const std::array<bool, Board::MaxCells>& neutral, std::array<DameFill, Board::MaxCells>& filled);
    // The points filled by the last fill(), in order.
    std::span<const DameFillRecord> records() const { return {m_records.data(), size_t(m_recordCount)}; }

private:
    static constexpr int KeptLiberties = 4; // enough to tell "two liberties" after two points are taken
    void findBlocks(const BoardScratch& geometry, const std::array<Color, Board::MaxCells>& cells);
    // Liberties (0, 1 or 2 meaning two or more) of the block that a stone of colour c at empty
    // point p would make; 2 when it captures.
    int libertiesAfter(const BoardScratch& geometry, const std::array<Color, Board::MaxCells>& cells, int p,
                       Color c) const;
    // Whether c's stone at dame p keeps two liberties that are no dame, the blocks it joins
    // counted together: the liberties an opponent cannot take away by filling dame. A fill that
    // leaves fewer would be a self-atari once the dame are played out (Article 9), the way a
    // seki's shared liberty is no dame either player fills.
    bool safeFor(const BoardScratch& geometry, const std::array<Color, Board::MaxCells>& cells, int p, Color c) const;
    bool captures(const BoardScratch& geometry, const std::array<Color, Board::MaxCells>& cells, int p, Color c) const;
    // Whether c's fill at p leaves an opponent's block with one liberty it cannot connect out of
    // (a move against stones the players agreed alive, Article 7, not the filling of a dame).
    bool attacks(const BoardScratch& geometry, std::array<Color, Board::MaxCells>& cells, int p, Color c) const;
    bool fillable(const BoardScratch& geometry, std::array<Color, Board::MaxCells>& cells, int p, Color c) const;

    const std::array<bool, Board::MaxCells>* m_neutral = nullptr;
    std::array<std::int16_t, Board::MaxCells> m_block{};
    std::array<std::int16_t, BoardScratch::MaxPoints> m_liberties{};
    std::array<std::array<int, KeptLiberties>, BoardScratch::MaxPoints> m_someLiberties{};
    std::array<std::int16_t, BoardScratch::MaxPoints> m_ownLiberties{}; // liberties that are no dame, at most 2 counted
    std::array<std::array<int, 2>, BoardScratch::MaxPoints> m_someOwnLiberties{};
    std::array<int, BoardScratch::MaxPoints> m_queue{};
    mutable std::array<std::uint32_t, Board::MaxCells> m_seen{};
    mutable std::uint32_t m_stamp = 0;
    std::array<int, BoardScratch::MaxPoints> m_toFill{};
    std::array<Color, BoardScratch::MaxPoints> m_toFillBy{};
    std::array<DameFillRecord, BoardScratch::MaxPoints> m_records{};
    int m_recordCount = 0;

    std::uint32_t nextStamp() const;
};

} // namespace seki
