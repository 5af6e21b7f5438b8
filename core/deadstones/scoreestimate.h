#pragma once

#include "deadstonereport.h"

#include "board/position.h"

#include <array>

namespace seki {

// An estimate of the score of any position, a game in progress included: who owns each point,
// from the dead-stone finder (core/deadstones) and the spheres of influence (influence.h), and
// the margin counted as territory is (Japanese rules: territory, prisoners, komi). An estimate,
// not a count: open areas go to the colour whose sphere holds them, and a group the finder left
// undecided is counted alive.
struct ScoreEstimate {
    int width = 0;
    int height = 0;
    // By padded index of the board: the colour that owns the point (a stone: its colour, or the
    // opponent's when it is dead; an empty point: the colour whose area or sphere holds it), or
    // Empty where no one does.
    std::array<Color, Board::MaxCells> owner{};
    int blackPoints = 0; // empty points and dead white stones Black owns
    int whitePoints = 0;
    int blackPrisoners = 0; // captured during play, and White's stones found dead
    int whitePrisoners = 0;
    double komi = 0;

    int index(Point p) const { return (p.x + 1) + (p.y + 1) * (width + 1); }
    Color ownerAt(Point p) const { return owner[size_t(index(p))]; }
    // Black minus White: territory (empty points and the points of dead stones) and prisoners,
    // komi to White.
    double margin() const { return blackPoints + blackPrisoners - whitePoints - whitePrisoners - komi; }
    // "B+3.5", "W+12", "0".
    std::string resultText() const;
};

// Estimates `position` (its board, captures and komi; its dead marks are not read) given what
// the finder reported for its board.
ScoreEstimate estimateScore(const Position& position, const DeadStoneReport& report);

} // namespace seki
