#pragma once

#include "board/board.h"

#include <cstdint>
#include <unordered_map>
#include <vector>

namespace seki {

// Small bounded reading of a capturing fight on the real board: can `attacker` capture the block
// through `target`, with `toMove` playing first? The attacker fills the target's liberties; the
// defender may pass, extend, or take liberties from the attacker's blocks beside the target (a
// capturing race). Both may capture. Moves go through the rules of play (suicide, the ko
// recapture); a block that reaches `safeLiberties` cannot be captured within the bound.
class CaptureReading {
public:
    struct Limits {
        int nodeBudget = 6000;
        int depth = 28;
        int safeLiberties = 5;
    };
    enum class Result : std::uint8_t {
        Captured,
        Survives,
        Unknown, // the reading ran past its bound: no answer, never a guess
    };

    CaptureReading() = default;
    explicit CaptureReading(Limits limits) : m_limits(limits) { }

    Result read(const Board& board, Point target, Color attacker, Color toMove);
    // Positions visited by the last read.
    int nodes() const { return m_nodes; }

private:
    enum class Value : std::uint8_t { AttackerWins, DefenderWins, Unknown };
    Value search(const Board& board, const Board* koBoard, Color toMove, int depth);
    std::uint64_t hash(const Board& board, Color toMove) const;
    void candidateMoves(const Board& board, Color toMove, std::vector<Board::Index>& moves) const;

    Limits m_limits;
    Board::Index m_target = 0;
    Color m_attacker = Color::Black;
    int m_nodes = 0;
    bool m_exhausted = false;
    std::unordered_map<std::uint64_t, Value> m_table;
};

} // namespace seki
