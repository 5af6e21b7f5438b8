#pragma once

#include "blocktable.h"
#include "regiontable.h"

#include "board/boardscratch.h"

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

namespace seki {

class EyeAnalyzer;

// Why a point that was empty is occupied on a phase's filled board.
enum class Fill : std::uint8_t { None, Neutral, FalseEye };

// One run of stages 2-5 with one phase of the checkered fill: the filled board and its regions.
struct PhaseRun {
    int phase = 0;
    std::array<Color, Board::MaxCells> cells;
    std::array<Fill, Board::MaxCells> fill;
    RegionTable regions;
};

// The working board every stage reads and writes: the geometry, visited set and flood queue of
// BoardScratch (shared with the eye lens), the position without its dead stones, its regions,
// the two phases' filled boards and the block table. Sized for the largest board, so scoring
// allocates nothing after the first call (the eye lens is made on first use).
struct WorkBoard : BoardScratch {
    WorkBoard();
    ~WorkBoard();
    WorkBoard(const WorkBoard&) = delete;
    WorkBoard& operator=(const WorkBoard&) = delete;

    std::array<Color, Board::MaxCells> base;        // stage 1: the position with the dead stones removed
    RegionTable baseRegions;                        // regions of base: controlled or neutral
    int neutralCount = 0;
    std::array<int, MaxPoints> neutralPoints;       // the neutral regions' points, region by region
    PhaseRun runs[2];
    BlockTable blocks;
    std::array<int, MaxPoints> regionPoints;        // the points of the region being flooded

    // GNU Go's eye lens, made on first use: only --eyes local-game needs it.
    std::unique_ptr<EyeAnalyzer> eyeAnalyzer;
    std::vector<Point> expansionPoints;
};

} // namespace seki
