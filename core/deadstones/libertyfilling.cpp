#include "libertyfilling.h"

#include "play/rulesofplay.h"

#include <algorithm>
#include <optional>
#include <vector>

namespace seki {

namespace {

// A capture of one stone by a stone left with that point as its one liberty: a ko.
bool isKoCapture(const MoveOutcome& outcome, Board::Index move)
{
    if (outcome.captured.size() != 1 || outcome.after.liberties(move) != 1)
        return false;
    const Board::Index taken = outcome.after.index(outcome.captured.front());
    for (int d : outcome.after.neighbourOffsets())
        if (move + d == taken)
            return outcome.after.connected(move).size() == 1;
    return false;
}

// A block of the attacker in atari inside the targets (its neighbours are target stones, the
// edge, and its last liberty, which touches nothing else either) where the defender may play: the
// point that captures it, or nullopt.
std::optional<Board::Index> attackerCaughtInside(const Board& board, std::span<const Board::Index> targets,
                                                 Color attacker)
{
    const Color defender = opponent(attacker);
    Board::Mask targetStones;
    for (Board::Index t : targets)
        if (board.at(t) == defender && !targetStones.test(size_t(t)))
            for (Board::Index s : board.connected(t))
                targetStones.set(size_t(s));
    Board::Mask seen;
    for (Board::Index s = 0; s < board.cellCount(); ++s) {
        if (!targetStones.test(size_t(s)))
            continue;
        for (int d : board.neighbourOffsets()) {
            const Board::Index n = s + d;
            if (board.at(n) != attacker || seen.test(size_t(n)))
                continue;
            const std::vector<Board::Index> block = board.connected(n);
            Board::Mask inBlock;
            for (Board::Index a : block) {
                seen.set(size_t(a));
                inBlock.set(size_t(a));
            }
            std::optional<Board::Index> liberty;
            bool inside = true;
            for (Board::Index a : block)
                for (int e : board.neighbourOffsets()) {
                    const Board::Index m = a + e;
                    const Color c = board.at(m);
                    if (c == Color::Wall || targetStones.test(size_t(m)) || inBlock.test(size_t(m)))
                        continue;
                    if (c != Color::Empty || (liberty && *liberty != m)) {
                        inside = false;
                        continue;
                    }
                    liberty = m;
                    for (int f : board.neighbourOffsets()) {
                        const Board::Index q = m + f;
                        inside &= board.at(q) == Color::Wall || targetStones.test(size_t(q)) || inBlock.test(size_t(q));
                    }
                }
            if (inside && liberty && playMove(board, board.point(*liberty), defender).legal())
                return liberty;
        }
    }
    return std::nullopt;
}

} // namespace

bool doubleKo(const Board& board, std::span<const Board::Index> targets, Color attacker)
{
    // Per target block (by its stones): whether the defender can take a stone of the attacker
    // beside it as a ko, and whether the attacker can play a liberty of it that takes a target
    // stone as a ko.
    const Color defender = opponent(attacker);
    for (Board::Index t : targets) {
        if (board.at(t) != defender)
            continue;
        const std::vector<Board::Index> block = board.connected(t);
        Board::Mask inBlock;
        for (Board::Index s : block)
            inBlock.set(size_t(s));
        bool wallKo = false;
        bool targetKo = false;
        for (Board::Index s : block)
            for (int d : board.neighbourOffsets()) {
                const Board::Index n = s + d;
                if (board.at(n) == attacker && board.liberties(n) == 1 && board.connected(n).size() == 1) {
                    for (int e : board.neighbourOffsets()) {
                        const Board::Index l = n + e;
                        if (board.at(l) != Color::Empty)
                            continue;
                        const MoveOutcome capture = playMove(board, board.point(l), defender);
                        wallKo |= capture.legal() && isKoCapture(capture, l);
                    }
                } else if (board.at(n) == Color::Empty && !inBlock.test(size_t(n))) {
                    inBlock.set(size_t(n));
                    const MoveOutcome capture = playMove(board, board.point(n), attacker);
                    targetKo |= capture.legal() && isKoCapture(capture, n);
                }
            }
        if (wallKo && targetKo)
            return true;
    }
    return false;
}

bool fillsOutsideLiberties(const Board& board, std::span<const Board::Index> targets, const Board::Mask& eyeSpace,
                           Color attacker, bool kosAllowed)
{
    const Color defender = opponent(attacker);
    Board current = board;
    std::vector<Board::Index> liberties;
    for (int step = 0; step <= board.pointCount(); ++step) {
        // Rule: the defender does not pass where he can take an attacker's block caught inside
        // his stones (the captured points are his).
        while (const std::optional<Board::Index> capture = attackerCaughtInside(current, targets, attacker))
            current = playMove(current, current.point(*capture), defender).after;
        // The liberties of the targets still standing, outside their eye spaces.
        liberties.clear();
        Board::Mask seen;
        for (Board::Index t : targets) {
            if (current.at(t) != defender || seen.test(size_t(t)))
                continue;
            for (Board::Index s : current.connected(t)) {
                seen.set(size_t(s));
                for (int d : current.neighbourOffsets()) {
                    const Board::Index l = s + d;
                    if (current.at(l) == Color::Empty && !seen.test(size_t(l))) {
                        seen.set(size_t(l));
                        if (!eyeSpace.test(size_t(l)))
                            liberties.push_back(l);
                    }
                }
            }
        }
        if (liberties.empty()) {
            return true;
        }
        int bestLiberties = 1;
        std::optional<Board> best;
        for (Board::Index l : liberties) {
            MoveOutcome outcome = playMove(current, current.point(l), attacker);
            if (!outcome.legal())
                continue;
            if (!kosAllowed && isKoCapture(outcome, l))
                continue;
            bool captures = false;
            for (Board::Index t : targets)
                captures |= current.at(t) == defender && outcome.after.at(t) != defender;
            const int after = captures ? 1000 : outcome.after.liberties(l);
            if (after > bestLiberties) {
                bestLiberties = after;
                best = std::move(outcome.after);
                if (captures)
                    break;
            }
        }
        if (!best) {
            // Rule: where every fill would leave the attacker's stones with one liberty, he first
            // extends a block beside a liberty (as one connects before filling the last dame).
            // The extensions: the other liberties of his blocks beside a liberty, or an empty
            // point beside the liberty itself (a stone there makes the fill a connection).
            auto tryExtension = [&](Board::Index m, int gain) {
                if (current.at(m) != Color::Empty || eyeSpace.test(size_t(m))
                    || std::find(liberties.begin(), liberties.end(), m) != liberties.end())
                    return;
                MoveOutcome outcome = playMove(current, current.point(m), attacker);
                if (!outcome.legal())
                    return;
                const int after = outcome.after.liberties(m);
                if (after > std::max(bestLiberties, gain)) {
                    bestLiberties = after;
                    best = std::move(outcome.after);
                }
            };
            for (Board::Index l : liberties)
                for (int d : current.neighbourOffsets()) {
                    const Board::Index n = l + d;
                    if (current.at(n) == Color::Empty) {
                        tryExtension(n, 1);
                        continue;
                    }
                    if (current.at(n) != attacker)
                        continue;
                    const int before = current.liberties(n);
                    for (Board::Index s : current.connected(n))
                        for (int e : current.neighbourOffsets())
                            tryExtension(s + e, before);
                }
        }
        if (!best) {
            return false;
        } // every fill left is a self-atari: the attacker cannot approach
        current = std::move(*best);
    }
    return false;
}

} // namespace seki
