#include "libertyfilling.h"

#include "play/rulesofplay.h"

#include <optional>
#include <vector>

namespace seki {

bool capturesByFilling(const Board& board, std::span<const Board::Index> targets, Color attacker)
{
    const Color defender = opponent(attacker);
    Board current = board;
    std::vector<Board::Index> liberties;
    for (int step = 0; step <= board.pointCount(); ++step) {
        // The liberties of the targets still standing.
        liberties.clear();
        Board::Mask seen;
        bool standing = false;
        for (Board::Index t : targets) {
            if (current.at(t) != defender || seen.test(size_t(t)))
                continue;
            standing = true;
            for (Board::Index s : current.connected(t)) {
                seen.set(size_t(s));
                for (int d : current.neighbourOffsets()) {
                    const Board::Index l = s + d;
                    if (current.at(l) == Color::Empty && !seen.test(size_t(l))) {
                        seen.set(size_t(l));
                        liberties.push_back(l);
                    }
                }
            }
        }
        if (!standing)
            return true;
        int bestLiberties = 1;
        std::optional<Board> best;
        for (Board::Index l : liberties) {
            MoveOutcome outcome = playMove(current, current.point(l), attacker);
            if (!outcome.legal())
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
        if (!best)
            return false; // every fill left is a self-atari: the attacker cannot approach
        current = std::move(*best);
    }
    return false;
}

} // namespace seki
