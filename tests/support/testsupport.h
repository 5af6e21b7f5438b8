#pragma once

#include "board/position.h"
#include "scoring/scoreresult.h"

#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace seki::test {

// A position from rows of cells: 'X' black, 'O' white, 'x'/'o' marked dead, '.' empty
// (spaces between cells are ignored).
Position positionFromRows(const std::vector<std::string_view>& rows, double komi = 0);

// SCORING.md, "Seki": black's eye in the very corner, white's eye beside it, one shared neutral
// point (B5), inside a black wall whose outside is black's territory (7x6). The tests' common
// example.
Position cornerSekiPosition();

// The territory map as .pos writes it: one string per row of 'b', 'w', '.'.
std::vector<std::string> territoryRows(const ScoreResult& result);

// The 8 symmetries of a rectangle: transform 0 is the identity; bit 0 mirrors x, bit 1 mirrors
// y, bit 2 transposes (after the mirrors), so rectangular boards swap width and height.
Point transformPoint(Point p, int width, int height, int transform);
Position transformPosition(const Position& position, int transform);
// Black and white exchanged, with their captures.
Position swapColours(const Position& position);

// A random position on a random board (1x1 to maxSide): stones scattered or played as legal
// moves with captures, some blocks marked dead. Not always a sensible end of game: the scorer
// must cope with anything.
Position randomPosition(std::mt19937& random, int maxSide);
// A random position on a width x height board: randomPosition's kinds, or (two in five) an
// ending: each colour's area walled and mostly empty inside, with eyes, false eyes, dame where a
// wall is broken and invading stones, most marked dead.
Position randomPositionOfSize(std::mt19937& random, int width, int height);

// Differences between two results for the same points, where a maps points of a onto b
// (as "x,y: a vs b" lines): the territory owner, the verdict's kind (PointStatus) and the
// unresolved flag of every point.
std::vector<std::string> territoryDifferences(const ScoreResult& a, const ScoreResult& b, int transform,
                                              bool coloursSwapped);

} // namespace seki::test
