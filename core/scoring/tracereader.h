#pragma once

#include "trace.h"

#include "board/board.h"

#include <vector>

namespace seki {

// What a trace says about regions, expansions and neutral regions (stages 2, 4 and 5), read
// once into typed records, for the window, the CLI and the tests: "which region is this point
// in, and what did the scorer find about it" without a flood fill. Nothing here decides anything
// about Go: it files away what the trace recorded.
class TraceReader {
public:
    enum class Verdict { Pending, Seki, Territory };

    // One region of the filled board (stage 4), as the Region, BoundaryLength and EyeCount steps
    // describe it, with the expansion it belongs to and the verdict on it (stage 5).
    struct RegionInfo {
        int id = -1;
        Color color = Color::Empty;
        std::vector<Point> points;         // in row order (inRowOrder), as are the stones
        std::vector<Point> boundaryStones;
        int stones = 0;
        int topEdge = 0;
        int bottomEdge = 0;
        int leftEdge = 0;
        int rightEdge = 0;
        int length = 0;
        RegionShape shape = RegionShape::Other;
        int halfEyes = 0;        // eye count times two
        int expansion = -1;      // its expansion's id (the id of the expansion's first region)
        int expansionIndex = -1; // and that expansion's index in expansions()
        Verdict verdict = Verdict::Pending;
        int regionStep = -1; // trace indices of the steps that describe it
        int lengthStep = -1;
        int eyeStep = -1;
        int verdictStep = -1;
    };

    struct ExpansionInfo {
        int id = -1;
        Color color = Color::Empty;
        int eyeSum = 0;
        std::vector<int> regions;
        int step = -1;        // the Expansion step
        int verdictStep = -1; // its Seki or Territory step
    };

    // A neutral region of stage 2 with the two boundary stones that make it neutral.
    struct NeutralRegionInfo {
        std::vector<Point> points; // in row order
        Point blackWitness;
        Point whiteWitness;
        int step = -1;
    };

    TraceReader() = default;
    // Reads `trace`, recorded by scoring a position on `board` (for its geometry): the shared
    // steps and those of checkered phase run `phase` (0: the first, 1: the other; a trace with no
    // other run, when there was no neutral point to fill, reads the first for both).
    TraceReader(const Trace& trace, const Board& board, int phase = 0);
    // Whether the trace recorded a run of the other checkered phase (Trace::inPhase).
    static bool hasOtherPhase(const Trace& trace);

    const std::vector<RegionInfo>& regions() const { return m_regions; }
    const std::vector<ExpansionInfo>& expansions() const { return m_expansions; }
    const std::vector<NeutralRegionInfo>& neutralRegions() const { return m_neutralRegions; }
    // The region with this id, nullptr when the trace has none.
    const RegionInfo* region(int id) const;
    // The stage-4 region holding p, -1 when p is a stone on the filled board (or off the board).
    int regionAt(Point p) const;
    // The stage-2 neutral region holding p, -1 when p was not neutral.
    int neutralRegionAt(Point p) const;

private:
    int cell(Point p) const { return (p.x + 1) + (p.y + 1) * (m_width + 1); }
    bool contains(Point p) const { return p.x >= 0 && p.y >= 0 && p.x < m_width && p.y < m_height; }

    int m_width = 0;
    int m_height = 0;
    std::vector<RegionInfo> m_regions;
    std::vector<ExpansionInfo> m_expansions;
    std::vector<NeutralRegionInfo> m_neutralRegions;
    std::vector<int> m_regionAt; // by padded index
    std::vector<int> m_neutralRegionAt;
};

} // namespace seki
