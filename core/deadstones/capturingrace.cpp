#include "capturingrace.h"

#include "play/rulesofplay.h"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <unordered_map>
#include <vector>

namespace seki {

namespace {

enum class Value { Attacker, Defender, Unknown };

struct RaceReader {
    Color attacker = Color::Black;
    Color defender = Color::White;
    Board::Mask targetStones; // the targets' stones at the start
    Board::Mask wallStones;   // the attacker's stones of the blocks touching them at the start
    std::vector<Board::Index> targetList;
    std::vector<Board::Index> wallList;
    int targetCount = 0;
    int takenToHold = 1;
    bool capturesFirst = false;
    int positions = 0;
    int maxPositions = 0;
    int maxDepth = 0;
    std::function<bool(const Board&)> captureHolds;
    // What is proven of a position already read (the same stones, ko, side to move, pass and
    // targets taken), whatever the depth it was reached at.
    std::unordered_map<std::uint64_t, Value> proven;

    static std::uint64_t hashOf(const Board& board, std::uint64_t h)
    {
        board.forEachPoint([&](Board::Index i) { h = (h ^ std::uint64_t(board.at(i))) * 1099511628211ULL; });
        return h;
    }

    // Adds the stones of the block through `stone` to `stones`, and its liberties not yet in
    // `liberties` to it.
    static void addBlock(const Board& board, Board::Index stone, Board::Mask& stones,
                         std::vector<Board::Index>& liberties)
    {
        for (Board::Index s : board.connected(stone)) {
            stones.set(size_t(s));
            for (int d : board.neighbourOffsets()) {
                const Board::Index n = s + d;
                if (board.at(n) == Color::Empty && std::find(liberties.begin(), liberties.end(), n) == liberties.end())
                    liberties.push_back(n);
            }
        }
    }

    // The points worth reading: the targets' liberties and the empty points beside them (the
    // approach move, where filling a liberty at once would be self-atari); those of the attacker's blocks in the race
    // (the walls at the start, and any block touching the targets now) with no more liberties
    // than the targets have plus one; and the last liberty of any block in atari beside one of
    // those blocks (the capture that saves it).
    std::vector<Board::Index> candidateMoves(const Board& board, const Board::Mask& captured) const
    {
        std::vector<Board::Index> moves;
        Board::Mask seen;
        std::vector<Board::Index> raced; // one stone per block read
        for (Board::Index t : targetList)
            if (!captured.test(size_t(t)) && board.at(t) == defender && !seen.test(size_t(t))) {
                raced.push_back(t);
                addBlock(board, t, seen, moves);
            }
        const int targetLiberties = int(moves.size());
        // The approach moves: the empty points beside the targets' liberties (where filling a
        // liberty at once would be self-atari, the attacker first plays beside it).
        for (int k = 0; k < targetLiberties; ++k)
            for (int d : board.neighbourOffsets()) {
                const Board::Index n = moves[size_t(k)] + d;
                if (board.at(n) == Color::Empty && std::find(moves.begin(), moves.end(), n) == moves.end())
                    moves.push_back(n);
            }
        std::vector<Board::Index> attackers = wallList;
        for (size_t k = 0; k < raced.size(); ++k)
            for (Board::Index s : board.connected(raced[k]))
                for (int d : board.neighbourOffsets())
                    if (board.at(s + d) == attacker)
                        attackers.push_back(s + d);
        std::vector<Board::Index> liberties;
        for (Board::Index i : attackers) {
            if (board.at(i) != attacker || seen.test(size_t(i)))
                continue;
            Board::Mask block;
            liberties.clear();
            addBlock(board, i, block, liberties);
            seen |= block;
            if (int(liberties.size()) > targetLiberties + 1)
                continue;
            raced.push_back(i);
            for (Board::Index l : liberties)
                if (std::find(moves.begin(), moves.end(), l) == moves.end())
                    moves.push_back(l);
        }
        Board::Mask neighbours;
        for (Board::Index r : raced)
            for (Board::Index s : board.connected(r))
                for (int d : board.neighbourOffsets()) {
                    const Board::Index n = s + d;
                    if (!isStone(board.at(n)) || board.at(n) == board.at(r) || neighbours.test(size_t(n)))
                        continue;
                    Board::Mask block;
                    liberties.clear();
                    addBlock(board, n, block, liberties);
                    neighbours |= block;
                    if (liberties.size() == 1 && std::find(moves.begin(), moves.end(), liberties[0]) == moves.end())
                        moves.push_back(liberties[0]);
                }
        std::sort(moves.begin(), moves.end());
        return moves;
    }

    // A capture of one stone by a lone stone left with that point as its one liberty: a ko, which
    // the other side takes back; it settles nothing.
    static bool koCapture(const MoveOutcome& outcome, Board::Index move)
    {
        return outcome.captured.size() == 1 && outcome.after.liberties(move) == 1
               && outcome.after.connected(move).size() == 1;
    }

    // koBoard: the board before the last move where that move took one stone (a ko can be
    // retaken only then), else null.
    Value read(const Board& board, const Board* koBoard, Color toMove, const Board::Mask& captured, int capturedCount,
               bool passed, int depth)
    {
        if (++positions > maxPositions || depth >= maxDepth)
            return Value::Unknown;
        std::uint64_t key = hashOf(board, 14695981039346656037ULL ^ (std::uint64_t(toMove) << 8)
                                              ^ (std::uint64_t(passed) << 12) ^ (std::uint64_t(capturedCount) << 16));
        if (koBoard)
            key = hashOf(*koBoard, key);
        if (const auto known = proven.find(key); known != proven.end())
            return known->second;
        const Value value = readMoves(board, koBoard, toMove, captured, capturedCount, passed, depth);
        if (value != Value::Unknown)
            proven.emplace(key, value);
        return value;
    }

    // Each candidate move in turn, then a pass: the side to move wins if one line wins for it.
    Value readMoves(const Board& board, const Board* koBoard, Color toMove, const Board::Mask& captured,
                    int capturedCount, bool passed, int depth)
    {
        const Color waiting = opponent(toMove);
        bool unknown = false;
        std::vector<Board::Index> moves = candidateMoves(board, captured);
        if (capturesFirst) {
            // The moves that capture first, the largest capture first (the order of reading only).
            std::vector<std::pair<int, Board::Index>> ranked;
            for (Board::Index move : moves) {
                const MoveOutcome tried = playMove(board, board.point(move), toMove, koBoard);
                ranked.push_back({tried.legal() ? int(tried.captured.size()) : -1, move});
            }
            std::stable_sort(ranked.begin(), ranked.end(),
                             [](const auto& a, const auto& b) { return a.first > b.first; });
            for (size_t k = 0; k < moves.size(); ++k)
                moves[k] = ranked[k].second;
        }
        for (Board::Index move : moves) {
            const MoveOutcome outcome = playMove(board, board.point(move), toMove, koBoard);
            if (!outcome.legal())
                continue;
            Board::Mask nowCaptured = captured;
            int nowCapturedCount = capturedCount;
            int wallsTaken = 0;
            for (Point p : outcome.captured) {
                const auto i = size_t(board.index(p));
                if (targetStones.test(i)) {
                    nowCaptured.set(i);
                    ++nowCapturedCount;
                }
                wallsTaken += wallStones.test(i);
            }
            Value value;
            if (toMove == defender && wallsTaken >= takenToHold && outcome.after.liberties(move) >= 2
                && (!captureHolds || captureHolds(outcome.after)))
                value = Value::Defender;
            else if (toMove == attacker && nowCapturedCount == targetCount)
                value = koCapture(outcome, move) ? Value::Unknown : Value::Attacker;
            else
                value = read(outcome.after, outcome.captured.size() == 1 ? &board : nullptr, waiting, nowCaptured,
                             nowCapturedCount, false, depth + 1);
            if (value == (toMove == attacker ? Value::Attacker : Value::Defender))
                return value;
            unknown |= value == Value::Unknown;
            if (positions > maxPositions)
                return Value::Unknown;
        }
        // A pass; two in a row end the reading with the targets standing and no wall taken: a
        // line that proves nothing.
        const Value value = passed ? Value::Unknown : read(board, nullptr, waiting, captured, capturedCount, true, depth + 1);
        if (value == (toMove == attacker ? Value::Attacker : Value::Defender))
            return value;
        unknown |= value == Value::Unknown;
        return unknown ? Value::Unknown : (toMove == attacker ? Value::Defender : Value::Attacker);
    }
};

} // namespace

RaceOutcome readCapturingRace(const Board& board, std::span<const Board::Index> targets, Color attacker,
                              int takenToHold, int maxPositions, int maxDepth,
                              const std::function<bool(const Board&)>& captureHolds)
{
    RaceReader reader;
    reader.captureHolds = captureHolds;
    reader.takenToHold = takenToHold == captureOnly ? 1 << 20 : takenToHold;
    reader.attacker = attacker;
    reader.defender = opponent(attacker);
    reader.maxPositions = maxPositions;
    reader.maxDepth = maxDepth;
    for (Board::Index t : targets) {
        if (board.at(t) != reader.defender || reader.targetStones.test(size_t(t)))
            continue;
        for (Board::Index s : board.connected(t)) {
            reader.targetStones.set(size_t(s));
            for (int d : board.neighbourOffsets())
                if (board.at(s + d) == attacker && !reader.wallStones.test(size_t(s + d)))
                    for (Board::Index w : board.connected(s + d))
                        reader.wallStones.set(size_t(w));
        }
    }
    reader.targetCount = int(reader.targetStones.count());
    if (reader.targetCount == 0)
        return RaceOutcome::Unread;
    board.forEachPoint([&](Board::Index i) {
        if (reader.targetStones.test(size_t(i)))
            reader.targetList.push_back(i);
        if (reader.wallStones.test(size_t(i)))
            reader.wallList.push_back(i);
    });
    // The attacker's blocks whose liberties are all the targets' own stand inside their eye
    // space (GNU Go's eye spaces: such stones are part of the space's local game, as in bent
    // four in the corner): taking them is no race won. A race needs a wall the defender can take
    // in time: one with no more liberties than the targets have plus one.
    std::vector<Board::Index> targetLiberties;
    Board::Mask seen;
    for (Board::Index t : reader.targetList)
        if (!seen.test(size_t(t)))
            RaceReader::addBlock(board, t, seen, targetLiberties);
    std::vector<Board::Index> wallLiberties;
    bool within = false;
    for (Board::Index i : reader.wallList) {
        if (seen.test(size_t(i)))
            continue;
        wallLiberties.clear();
        Board::Mask block;
        RaceReader::addBlock(board, i, block, wallLiberties);
        seen |= block;
        bool inside = true;
        for (Board::Index l : wallLiberties)
            inside &= std::find(targetLiberties.begin(), targetLiberties.end(), l) != targetLiberties.end();
        if (inside) {
            reader.wallStones &= ~block;
            continue;
        }
        within |= wallLiberties.size() <= targetLiberties.size() + 1 && int(block.count()) >= takenToHold;
    }
    if (!within && takenToHold != captureOnly)
        return RaceOutcome::Unread;
    reader.wallList.clear();
    board.forEachPoint([&](Board::Index i) {
        if (reader.wallStones.test(size_t(i)))
            reader.wallList.push_back(i);
    });
    Value value = Value::Unknown;
    if (takenToHold == captureOnly) {
        // The shortest capture first (iterative deepening): a line that captures in few moves is
        // found before the budget is spent on long ones; what is proven stays in the table.
        reader.capturesFirst = true;
        for (int depth = 2; depth <= maxDepth && value == Value::Unknown && reader.positions <= maxPositions;
             depth += 2) {
            reader.maxDepth = depth;
            value = reader.read(board, nullptr, reader.defender, Board::Mask{}, 0, false, 0);
        }
    } else
        value = reader.read(board, nullptr, reader.defender, Board::Mask{}, 0, false, 0);
    switch (value) {
    case Value::Attacker:
        return RaceOutcome::AttackerWins;
    case Value::Defender:
        return RaceOutcome::DefenderHolds;
    case Value::Unknown:
        break;
    }
    return RaceOutcome::Unread;
}

} // namespace seki
