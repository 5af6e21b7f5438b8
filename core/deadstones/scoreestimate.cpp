#include "scoreestimate.h"

#include "influence.h"

#include "scoring/scoreresult.h"

#include <vector>

namespace seki {

std::string ScoreEstimate::resultText() const
{
    const double m = margin();
    if (m == 0)
        return "0";
    return std::string(m > 0 ? "B+" : "W+") + formatScore(m > 0 ? m : -m);
}

ScoreEstimate estimateScore(const Position& position, const DeadStoneReport& report)
{
    const Board& board = position.board;
    ScoreEstimate estimate;
    estimate.width = board.width();
    estimate.height = board.height();
    estimate.komi = position.komi;
    estimate.blackPrisoners = position.capturedByBlack;
    estimate.whitePrisoners = position.capturedByWhite;

    // The regions of the board without its dead stones: a region only one colour borders is
    // that colour's (SCORING.md's controlled region); any other point goes to the colour whose
    // sphere of influence holds it, the dead stones taken off (Bouzy's 5/21, influence.h).
    // Rule: a region beside a stone in seki is no one's.
    Influence influence;
    influence.compute(board, report.dead);
    auto open = [&](Board::Index i) { return board.at(i) == Color::Empty || report.dead.test(size_t(i)); };
    Board::Mask seen;
    std::vector<Board::Index> region;
    board.forEachPoint([&](Board::Index start) {
        if (!open(start) || seen.test(size_t(start)))
            return;
        region.assign(1, start);
        seen.set(size_t(start));
        bool black = false, white = false, seki = false;
        for (size_t k = 0; k < region.size(); ++k)
            for (int d : board.neighbourOffsets()) {
                const Board::Index n = region[k] + d;
                const Color c = board.at(n);
                if (c == Color::Wall)
                    continue;
                if (open(n)) {
                    if (!seen.test(size_t(n))) {
                        seen.set(size_t(n));
                        region.push_back(n);
                    }
                } else {
                    black |= c == Color::Black;
                    white |= c == Color::White;
                    seki |= report.seki.test(size_t(n));
                }
            }
        // The eyes of a seki are no one's (Japanese rules, Article 8).
        for (Board::Index i : region)
            estimate.owner[size_t(i)] = seki                ? Color::Empty
                                        : black && !white   ? Color::Black
                                        : white && !black   ? Color::White
                                                            : influence.owner(i);
    });
    board.forEachPoint([&](Board::Index i) {
        const Color stone = board.at(i);
        const bool dead = isStone(stone) && report.dead.test(size_t(i));
        if (isStone(stone) && !dead)
            estimate.owner[size_t(i)] = stone;
        const Color owner = estimate.owner[size_t(i)];
        if (dead) {
            // A dead stone is its opponent's prisoner, and its point is counted where it stands.
            (stone == Color::White ? estimate.blackPrisoners : estimate.whitePrisoners) += 1;
        }
        if (!isStone(stone) || dead) {
            if (owner == Color::Black)
                ++estimate.blackPoints;
            else if (owner == Color::White)
                ++estimate.whitePoints;
        }
    });
    return estimate;
}

} // namespace seki
