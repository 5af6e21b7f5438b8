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

// Japanese rules (1989), Article 7, its confirmation of life: bent four in the corner is dead.
// The shape: the targets' last two liberties are the two liberties of one attacker block caught
// inside them in a corner (it touches two edges of the board and nothing but the targets and
// those two points), so whoever fills one is captured, and the attacker wins the ko that follows
// once he has removed every ko threat.
bool bentFourInTheCorner(const Board& board, std::span<const Board::Index> targets,
                         const std::vector<Board::Index>& liberties, Color attacker)
{
    if (liberties.size() != 2)
        return false;
    const Color defender = opponent(attacker);
    for (int d : board.neighbourOffsets()) {
        const Board::Index n = liberties[0] + d;
        if (board.at(n) != attacker)
            continue;
        const std::vector<Board::Index> block = board.connected(n);
        Board::Mask inBlock;
        for (Board::Index a : block)
            inBlock.set(size_t(a));
        bool edgeX = false, edgeY = false, inside = true;
        int blockLiberties = 0;
        Board::Mask counted;
        for (Board::Index a : block) {
            const Point p = board.point(a);
            edgeX |= p.x == 0 || p.x == board.width() - 1;
            edgeY |= p.y == 0 || p.y == board.height() - 1;
            for (int e : board.neighbourOffsets()) {
                const Board::Index m = a + e;
                const Color c = board.at(m);
                if (c == Color::Wall || inBlock.test(size_t(m)))
                    continue;
                if (c == Color::Empty) {
                    inside &= m == liberties[0] || m == liberties[1];
                    if (!counted.test(size_t(m))) {
                        counted.set(size_t(m));
                        ++blockLiberties;
                    }
                    continue;
                }
                bool target = false;
                for (Board::Index t : targets)
                    target |= board.at(t) == defender && c == defender
                              && std::find(block.begin(), block.end(), t) == block.end();
                inside &= c == defender && target;
            }
        }
        if (!inside || !edgeX || !edgeY || blockLiberties != 2 || block.size() != 3)
            continue;
        // The three stones and a liberty make the bent four: an L of four points holding the
        // corner point.
        for (Board::Index l : liberties) {
            std::vector<Point> four;
            for (Board::Index a : block)
                four.push_back(board.point(a));
            four.push_back(board.point(l));
            int minX = board.width(), maxX = -1, minY = board.height(), maxY = -1;
            bool corner = false;
            for (Point p : four) {
                minX = std::min(minX, p.x);
                maxX = std::max(maxX, p.x);
                minY = std::min(minY, p.y);
                maxY = std::max(maxY, p.y);
                corner |= (p.x == 0 || p.x == board.width() - 1) && (p.y == 0 || p.y == board.height() - 1);
            }
            const int spanX = maxX - minX + 1;
            const int spanY = maxY - minY + 1;
            // An L: three points on one long line, the fourth beside one of its ends (a T has it
            // beside the middle).
            int onFirst = 0, lone = -1;
            for (Point p : four)
                onFirst += spanX == 3 ? (p.y == minY) : (p.x == minX);
            for (Point p : four) {
                const bool first = spanX == 3 ? p.y == minY : p.x == minX;
                if (first == (onFirst == 1))
                    lone = spanX == 3 ? p.x - minX : p.y - minY;
            }
            const bool bent = spanX * spanY == 6 && (onFirst == 3 || onFirst == 1) && lone != 1;
            if (corner && bent)
                return true;
        }
    }
    return false;
}

// Whether a stone of colour c at the empty point m joins two or more of c's blocks.
bool joinsBlocks(const Board& board, Board::Index m, Color c)
{
    std::optional<Board::Index> first;
    for (int d : board.neighbourOffsets()) {
        const Board::Index n = m + d;
        if (board.at(n) != c)
            continue;
        if (!first)
            first = n;
        else {
            const std::vector<Board::Index> block = board.connected(*first);
            if (std::find(block.begin(), block.end(), n) == block.end())
                return true;
        }
    }
    return false;
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
    return filledOutsideLiberties(board, targets, eyeSpace, attacker, kosAllowed, false).has_value();
}

std::optional<Board> filledOutsideLiberties(const Board& board, std::span<const Board::Index> targets,
                                            const Board::Mask& eyeSpace, Color attacker, bool kosAllowed,
                                            bool defenderSaves)
{
    const Color defender = opponent(attacker);
    Board current = board;
    std::vector<Board::Index> liberties;
    for (int step = 0; step <= board.pointCount(); ++step) {
        // Rule: the defender does not pass where he can take an attacker's block caught inside
        // his stones (the captured points are his).
        while (const std::optional<Board::Index> capture = attackerCaughtInside(current, targets, attacker))
            current = playMove(current, current.point(*capture), defender).after;
        // Rule (a player answers an atari): with defenderSaves, a target block the fill left in
        // atari plays its last liberty where that leaves it two liberties or more.
        for (bool answered = defenderSaves; answered;) {
            answered = false;
            for (Board::Index t : targets) {
                if (current.at(t) != defender || current.liberties(t) != 1)
                    continue;
                for (Board::Index s : current.connected(t))
                    for (int d : current.neighbourOffsets()) {
                        const Board::Index l = s + d;
                        if (answered || current.at(l) != Color::Empty)
                            continue;
                        MoveOutcome outcome = playMove(current, current.point(l), defender);
                        if (outcome.legal() && outcome.after.liberties(l) >= 2) {
                            current = std::move(outcome.after);
                            answered = true;
                        }
                    }
            }
        }
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
        if (liberties.empty())
            return current;
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
                } else if (!best && after >= std::max(gain, 2) && joinsBlocks(current, m, attacker)) {
                    // Rule (connection before the fill, as before the last dame): a move that joins
                    // his blocks and loses no liberty readies the fill, as an extension does.
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
        if (!best) { // every fill left is a self-atari: the attacker cannot approach
            if (bentFourInTheCorner(current, targets, liberties, attacker))
                return current;
            return std::nullopt;
        }
        current = std::move(*best);
    }
    return std::nullopt;
}

} // namespace seki
