#pragma once

#include "board/color.h"
#include "board/point.h"

#include <cstdint>
#include <vector>

namespace seki {

// What the dead-stone finder makes of a group at the end of a game.
enum class GroupStatus : std::uint8_t {
    Alive,
    Dead,      // the opponent's prisoners: its stones stand in the opponent's area
    Seki,      // alive without two eyes: neither side can capture the other
    Undecided, // the finder cannot tell: never guessed, the user is asked
};

// Why, as data (the UI words it, as it words the scorer's trace steps). Each kind says which of
// GroupVerdict's points and numbers it uses.
enum class GroupReason : std::uint8_t {
    // Alive
    TwoEyes,       // points: its eye spaces; eyes: how many (2)
    LivingArea,    // it shares an area with a living group of its colour (no points)
    // Dead
    NoEyes,        // no eye space inside the opponent's area: points: the area; liberties
    InAtari,       // one liberty, inside the opponent's area: points: the area; liberties (1)
    OneEye,        // one eye and no way to make a second: points: the eye space; eyes (1)
    FalseEyes,     // its eye points are all false eyes: points: its eye spaces; eyes (0 or 1)
    EyeShape,      // its eye space gives one eye, whoever moves first (a nakade shape): points: the space
    // Seki
    SekiNoEyes,    // no eyes, shared liberties no side can fill: points: the shared liberties
    SekiOneEye,    // one eye and shared liberties no side can fill: points: the shared liberties
    // Undecided
    Unsettled,     // two eyes or one, whoever plays first in its eye space: points: the space
    RaceUnsettled, // a capturing race whoever plays first wins: points: the opponent's stones in
                   // it; liberties and opponentLiberties
    NoSafeFill,    // the opponent cannot fill its last liberties without being taken, though none of
                   // his groups there is short of eyes: points: those liberties
    Ko,            // its capture hangs on a ko the game left open: points: the area
};

struct GroupVerdict {
    Color color = Color::Empty;
    GroupStatus status = GroupStatus::Alive;
    GroupReason reason = GroupReason::TwoEyes;
    std::vector<Point> stones; // row order
    std::vector<Point> points; // what the reason names (its kind says which), row order
    Color areaOwner = Color::Empty; // whose area the group stands in (Dead, Undecided)
    int eyes = 0;
    int liberties = 0;
    int opponentLiberties = 0;
};

} // namespace seki
