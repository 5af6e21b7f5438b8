#include "capturereading.h"

#include "play/rulesofplay.h"

#include <algorithm>
#include <array>

namespace seki {

namespace {

// One random number per cell and colour (splitmix64 from a fixed seed): the same positions hash
// the same on every run.
struct ZobristTable {
    std::array<std::array<std::uint64_t, 2>, Board::MaxCells> keys;
    std::uint64_t whiteToMove;
    ZobristTable()
    {
        std::uint64_t state = 0x5eed5c09e5c0b1e5ull;
        auto next = [&] {
            std::uint64_t z = (state += 0x9e3779b97f4a7c15ull);
            z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
            z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
            return z ^ (z >> 31);
        };
        for (auto& cell : keys)
            cell = {next(), next()};
        whiteToMove = next();
    }
};

const ZobristTable& zobrist()
{
    static const ZobristTable table;
    return table;
}

// The stones and the liberties of the block through stone (up to the caller's arrays).
struct BlockScan {
    std::vector<Board::Index> stones;
    std::vector<Board::Index> liberties;

    void scan(const Board& board, Board::Index stone)
    {
        stones.clear();
        liberties.clear();
        const Color c = board.at(stone);
        Board::Mask seen;
        stones.push_back(stone);
        seen.set(size_t(stone));
        for (size_t k = 0; k < stones.size(); ++k)
            for (int d : board.neighbourOffsets()) {
                const Board::Index n = stones[k] + d;
                if (seen.test(size_t(n)))
                    continue;
                if (board.at(n) == c) {
                    seen.set(size_t(n));
                    stones.push_back(n);
                } else if (board.at(n) == Color::Empty) {
                    seen.set(size_t(n));
                    liberties.push_back(n);
                }
            }
    }
};

} // namespace

CaptureReading::Result CaptureReading::read(const Board& board, Point target, Color attacker, Color toMove)
{
    m_target = board.index(target);
    m_attacker = attacker;
    m_nodes = 0;
    m_exhausted = false;
    m_table.clear();
    if (board.at(m_target) != opponent(attacker))
        return Result::Captured;
    const Value v = search(board, nullptr, toMove, m_limits.depth);
    return v == Value::AttackerWins ? Result::Captured : v == Value::DefenderWins ? Result::Survives : Result::Unknown;
}

std::uint64_t CaptureReading::hash(const Board& board, Color toMove) const
{
    const ZobristTable& z = zobrist();
    std::uint64_t h = toMove == Color::White ? z.whiteToMove : 0;
    board.forEachPoint([&](Board::Index i) {
        const Color c = board.at(i);
        if (isStone(c))
            h ^= z.keys[size_t(i)][c == Color::Black ? 0 : 1];
    });
    return h;
}

// The attacker fills the target's liberties, or saves a block of his beside it that is short of
// liberties; the defender extends, or takes liberties from the attacker's blocks beside the target
// that have no more than it has (the race), capturing where he can.
void CaptureReading::candidateMoves(const Board& board, Color toMove, std::vector<Board::Index>& moves) const
{
    moves.clear();
    BlockScan target;
    target.scan(board, m_target);
    const int targetLiberties = int(target.liberties.size());
    auto add = [&](Board::Index i) {
        if (std::find(moves.begin(), moves.end(), i) == moves.end())
            moves.push_back(i);
    };
    for (Board::Index l : target.liberties)
        add(l);
    Board::Mask seen;
    BlockScan wall;
    for (Board::Index s : target.stones)
        for (int d : board.neighbourOffsets()) {
            const Board::Index n = s + d;
            if (board.at(n) != m_attacker || seen.test(size_t(n)))
                continue;
            wall.scan(board, n);
            for (Board::Index w : wall.stones)
                seen.set(size_t(w));
            const int wallLiberties = int(wall.liberties.size());
            const bool short_ = toMove == m_attacker ? wallLiberties <= 2 : wallLiberties <= targetLiberties + 1;
            if (short_)
                for (Board::Index l : wall.liberties)
                    add(l);
        }
}

CaptureReading::Value CaptureReading::search(const Board& board, const Board* koBoard, Color toMove, int depth)
{
    const Color defender = opponent(m_attacker);
    if (board.at(m_target) != defender)
        return Value::AttackerWins;
    if (board.liberties(m_target) >= m_limits.safeLiberties)
        return Value::DefenderWins;
    if (depth <= 0 || ++m_nodes > m_limits.nodeBudget) {
        m_exhausted = true;
        return Value::Unknown;
    }
    const std::uint64_t key = hash(board, toMove);
    if (const auto found = m_table.find(key); found != m_table.end())
        return found->second;

    std::vector<Board::Index> moves;
    candidateMoves(board, toMove, moves);
    Value result;
    if (toMove == m_attacker) {
        // The attacker does not pass: a pass gives the fight up.
        result = Value::DefenderWins;
        for (Board::Index m : moves) {
            const MoveOutcome outcome = playMove(board, board.point(m), m_attacker, koBoard);
            if (!outcome.legal())
                continue;
            const Value v = search(outcome.after, &board, defender, depth - 1);
            if (v == Value::AttackerWins) {
                result = v;
                break;
            }
            if (v == Value::Unknown)
                result = v;
        }
    } else {
        result = search(board, nullptr, m_attacker, depth - 1); // the defender passes
        if (result != Value::DefenderWins)
            for (Board::Index m : moves) {
                const MoveOutcome outcome = playMove(board, board.point(m), defender, koBoard);
                if (!outcome.legal())
                    continue;
                const Value v = search(outcome.after, &board, m_attacker, depth - 1);
                if (v == Value::DefenderWins) {
                    result = v;
                    break;
                }
                if (v == Value::Unknown)
                    result = v;
            }
    }
    m_table[key] = result;
    return result;
}

} // namespace seki
