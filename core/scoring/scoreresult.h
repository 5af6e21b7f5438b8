#pragma once

#include "board/position.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace seki {

// How stage 4 counts eyes: the boundary-length table (SCORING.md) (default), or GNU Go's local-game
// values from core/eyes where the solver has them (the table stands in where it has not).
enum class EyeMethod : std::uint8_t { Boundary, LocalGame };

// What the scorer decided for one point.
enum class PointStatus : std::uint8_t {
    Stone,     // a live stone (owner: its colour)
    Territory, // an empty point (or a dead stone's point) that scores for owner
    Dame,      // a neutral point: no one's
    FalseEye,  // controlled by owner but filled as an obvious false eye: no one's
    SekiEye,   // controlled by owner but in seki: no one's (territory rules); owner's area
};

// Eight bytes, aligned: the verdict pass writes one per point, a single word each (six bytes
// took two loads and two stores a point: 3% of an untraced scoring, measured).
struct alignas(8) PointResult {
    Color owner = Color::Empty; // territory owner, controlling colour, or stone colour
    PointStatus status = PointStatus::Dame;
    bool dead = false;           // a stone the players marked dead stood here
    bool unresolved = false;     // the verdict changes with the checkered fill's phase
    std::int16_t sekiGroup = -1; // for SekiEye (and the strict rule's seki): which seki
};

struct SideScore {
    int territory = 0;  // points that score as territory (area rules: empty area)
    int captures = 0;   // stones captured during play
    int deadStones = 0; // the opponent's stones marked dead (prisoners at the end)
    int stones = 0;     // own live stones on the board (counted under area rules)
    double komi = 0;    // white only
    int handicap = 0;   // white only, area counting: the compensation for Black's handicap stones
    double total = 0;
};

struct ScoreResult {
    int width = 0;
    int height = 0;
    Rules rules = Rules::Japanese;
    EyeMethod eyes = EyeMethod::Boundary;
    // By padded index of the position's board (Board::index); the padding's entries mean nothing.
    std::array<PointResult, Board::MaxCells> points{};
    SideScore black;
    SideScore white;
    bool unresolved = false; // some verdict depends on the checkered fill's phase

    double margin() const { return black.total - white.total; }
    // SGF RE form: "B+3.5", "W+12", "0" for a draw.
    std::string resultText() const;
    // The territory owner of a point ('b', 'w' or '.'), as .pos and --json write it.
    char territoryChar(Point p) const;
    std::vector<Point> unresolvedPoints() const;
    // The points of each seki, one list per seki, in order of first point.
    std::vector<std::vector<Point>> sekiGroups() const;

    int index(Point p) const { return (p.x + 1) + (p.y + 1) * (width + 1); }
    const PointResult& at(Point p) const { return points[size_t(index(p))]; }
};

std::string formatScore(double value); // 3 -> "3", 3.5 -> "3.5"

} // namespace seki
