#pragma once

#include "scoring/trace.h"

#include "board/boardscratch.h"

#include <array>
#include <cstdint>
#include <span>

namespace seki {

struct RegionTable;

// How a point was filled before the 1989 rule's count.
enum class DameFill : std::uint8_t {
    None,
    Dame,       // a dame one of the players fills
    Connection, // the owner connects a block the filled dame left in atari (teire)
};

// One point the ending filled, in the order of the filling (round by round, row order within a
// round).
struct DameFillRecord {
    int index = -1; // the point (padded board index)
    DameFill kind = DameFill::Dame;
    StrictFillReason reason = StrictFillReason::OnlyOneCanFill;
    Color by = Color::Empty; // the player who fills it, Empty when either can (it stays no one's);
                             // Connection: the owner of the block in atari
    int round = 0;           // the filling's round, from 0
    int block = -1;          // Connection: a stone of the block that was in atari
};

// The end of a game under the 1989 Japanese rules, played out before the rule "stones touching
// dame are in seki" is applied (Article 9: the dame are filled before the game is confirmed).
// Round by round, until nothing changes:
//  * every dame (an empty point of a region touching both colours) that a player can fill while
//    his stones keep two eyes (keepsTwoEyes()), and without putting an opponent's block in an
//    atari it cannot connect out of (attacks()), is filled, all decided on the same board: by
//    that player's stone when only he can fill it, as a point of no one's (Color::Wall) when
//    either can;
//  * a block the filled dame leave short of liberties, beside dame either player could fill
//    that each would save it, has them as its owner's (claimInTurn(): in turn, or first on a
//    resumption of play);
//  * every block the filled dame leave in atari is connected by its owner on its last liberty,
//    in his own area (SCORING.md's obvious false eyes), even where that does not save it at
//    once.
// What no player can fill stays empty: a seki's shared liberties.
// `neutral[i]` says which points lie in a region touching both colours of the board as it was;
// `regions` is that board's region table, with the eye counts of its controlled regions.
class DameFiller {
public:
    void fill(const BoardScratch& geometry, std::array<Color, Board::MaxCells>& cells,
              const std::array<bool, Board::MaxCells>& neutral, const RegionTable& regions,
              std::array<DameFill, Board::MaxCells>& filled);
    // The points filled by the last fill(), in order.
    std::span<const DameFillRecord> records() const { return {m_records.data(), size_t(m_recordCount)}; }

private:
    static constexpr int KeptLiberties = 4; // enough to tell "two liberties" after two points are taken
    void findBlocks(const BoardScratch& geometry, const std::array<Color, Board::MaxCells>& cells);
    // Blocks that share a region of their own area are one group; each group's eyes, every own
    // region counted by the eye table, rounded down, up to two.
    void findGroups(const BoardScratch& geometry, const std::array<Color, Board::MaxCells>& cells);
    int groupOf(int block) const;
    // Liberties (0, 1 or 2 meaning two or more) of the block that a stone of colour c at empty
    // point p would make; 2 when it captures.
    int libertiesAfter(const BoardScratch& geometry, const std::array<Color, Board::MaxCells>& cells, int p,
                       Color c) const;
    // Article 7 (and 9): c's stone at dame p keeps his stones alive once the dame are played out
    // when the groups it joins, with the area of any block it captures, make two eyes.
    bool keepsTwoEyes(const BoardScratch& geometry, const std::array<Color, Board::MaxCells>& cells, int p,
                      Color c) const;
    // The eyes (up to two) of the groups c's stone at p joins and of the blocks it captures.
    int eyesJoined(const BoardScratch& geometry, const std::array<Color, Board::MaxCells>& cells, int p, Color c) const;
    // The eyes (rounded down) of the area block b leaves when captured, by the eye table.
    int capturedAreaEyes(const BoardScratch& geometry, const std::array<Color, Board::MaxCells>& cells, int b) const;
    bool captures(const BoardScratch& geometry, const std::array<Color, Board::MaxCells>& cells, int p, Color c) const;
    // Whether c's fill at p leaves an opponent's block with one liberty it cannot connect out of
    // (a move against stones the players agreed alive, Article 7, not the filling of a dame).
    bool attacks(const BoardScratch& geometry, std::array<Color, Board::MaxCells>& cells, int p, Color c) const;
    bool fillable(const BoardScratch& geometry, std::array<Color, Board::MaxCells>& cells, int p, Color c) const;
    // Takes off the blocks of c's opponent that c's stone at p captures.
    void capture(const BoardScratch& geometry, std::array<Color, Board::MaxCells>& cells, int p, Color c);
    // Article 9 (the dame played out alternately): a block left with fewer than two liberties, or
    // in a group without two eyes, beside dame either player filled, each of which would save it
    // as its owner's stone (two liberties, and two eyes for the groups it joins), has them as its
    // owner's: beside two or more he fills one when the other fills another; beside one, the
    // other could fill it only on a resumption of play after the game stopped, where the owner
    // plays first (Article 9-3). A dame blocks of both colours need stays no one's. Returns how
    // many dame became a player's.
    int claimInTurn(const BoardScratch& geometry, std::array<Color, Board::MaxCells>& cells,
                    const std::array<DameFill, Board::MaxCells>& filled);

    const std::array<bool, Board::MaxCells>* m_neutral = nullptr;
    const RegionTable* m_regions = nullptr;
    std::array<std::int16_t, Board::MaxCells> m_block{};
    std::array<std::int16_t, BoardScratch::MaxPoints> m_liberties{};
    std::array<std::array<int, KeptLiberties>, BoardScratch::MaxPoints> m_someLiberties{};
    std::array<int, BoardScratch::MaxPoints> m_firstStone{};
    int m_blockCount = 0;
    mutable std::array<std::int16_t, BoardScratch::MaxPoints> m_groupParent{};
    std::array<std::int8_t, BoardScratch::MaxPoints> m_groupEyes{};
    // Per region of the board (then per area a capture left, numbered after them).
    std::array<std::int16_t, 2 * BoardScratch::MaxPoints> m_regionBlock{};
    std::array<std::uint32_t, 2 * BoardScratch::MaxPoints> m_regionSeen{};
    std::array<std::int16_t, Board::MaxCells> m_capturedArea{}; // per point: the area a capture left, or -1
    std::array<std::int8_t, BoardScratch::MaxPoints> m_capturedEyes{};
    int m_capturedCount = 0;
    std::array<int, BoardScratch::MaxPoints> m_captured{}; // the stones taken off, put back for the count
    std::array<Color, Board::MaxCells> m_capturedColor{};
    int m_capturedStones = 0;
    std::array<int, BoardScratch::MaxPoints> m_queue{};
    mutable std::array<int, 2 * BoardScratch::MaxPoints> m_area{};
    mutable std::array<std::uint32_t, Board::MaxCells> m_seen{};
    mutable std::uint32_t m_stamp = 0;
    std::array<int, BoardScratch::MaxPoints> m_toFill{};
    std::array<Color, BoardScratch::MaxPoints> m_toFillBy{};
    std::array<StrictFillReason, BoardScratch::MaxPoints> m_toFillReason{};
    std::array<int, BoardScratch::MaxPoints> m_claimed{};
    std::array<Color, Board::MaxCells> m_claimBy{};
    std::array<int, Board::MaxCells> m_recordAt{}; // per filled dame: its record
    std::array<DameFillRecord, BoardScratch::MaxPoints> m_records{};
    int m_recordCount = 0;

    std::uint32_t nextStamp() const;
};

} // namespace seki
