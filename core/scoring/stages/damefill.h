#pragma once

#include "board/boardscratch.h"

#include <array>
#include <cstdint>

namespace seki {

// How a point was filled before the 1989 rule's count.
enum class DameFill : std::uint8_t {
    None,
    Dame,        // a dame one of the players can fill without putting his own stones in atari
    Connection,  // the owner connects a block the filled dame left in atari (a false eye)
};

// The end of a game under the 1989 Japanese rules, played out before the rule "stones touching
// dame are in seki" is applied (Article 9: the dame are filled before the game is confirmed).
// Repeats until nothing changes: every dame (an empty point of a region touching both colours)
// that either player can fill without putting his own stones in atari (nor an opponent's block
// in an atari it cannot connect out of: see fillable()) is filled, all at once,
// as a point of no one's (Color::Wall in cells); then every block the filled dame leave in atari
// is connected by its owner on its last liberty when that gives it two (the seed's obvious false
// eyes). What neither player can fill stays empty: a seki's shared liberties.
// `neutral[i]` says which points lie in a region touching both colours of the board as it was.
class DameFiller {
public:
    void fill(const BoardScratch& geometry, std::array<Color, Board::MaxCells>& cells,
              const std::array<bool, Board::MaxCells>& neutral, std::array<DameFill, Board::MaxCells>& filled);

private:
    void findBlocks(const BoardScratch& geometry, const std::array<Color, Board::MaxCells>& cells);
    // Liberties of the block that a stone of colour c at empty point p would make.
    int libertiesAfter(const BoardScratch& geometry, const std::array<Color, Board::MaxCells>& cells, int p, Color c);
    // Whether c can fill dame p as a dame: without putting his own stones in atari, and without
    // putting an opponent's block in an atari it cannot connect out of (that would be a move
    // against stones the players agreed alive, Article 7, not the filling of a dame).
    bool fillable(const BoardScratch& geometry, std::array<Color, Board::MaxCells>& cells, int p, Color c);
    bool attacks(const BoardScratch& geometry, std::array<Color, Board::MaxCells>& cells, int p, Color c);

    std::array<std::int16_t, Board::MaxCells> m_block{};
    std::array<std::int16_t, BoardScratch::MaxPoints> m_liberties{};
    std::array<int, BoardScratch::MaxPoints> m_lastLiberty{};
    std::array<int, BoardScratch::MaxPoints> m_queue{};
    std::array<std::uint32_t, Board::MaxCells> m_seen{};
    std::uint32_t m_stamp = 0;
    std::array<int, BoardScratch::MaxPoints> m_toFill{};

    std::uint32_t nextStamp();
};

} // namespace seki
