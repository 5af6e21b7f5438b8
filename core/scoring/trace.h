#pragma once

#include "board/board.h"
#include "tables/regionshape.h"

#include <array>
#include <cstdint>
#include <span>
#include <vector>

namespace seki {

// The stages of the seed's pipeline, in order (DESIGN.md "The scorer's shape").
enum class Stage : std::uint8_t {
    DeadRemoved,   // 1. the stones the players marked dead leave the board
    NeutralFill,   // 2. neutral regions filled in the checkered pattern
    FalseEyeFill,  // 3. obvious false eyes filled
    Eyes,          // 4. regions, boundary lengths, eye counts, expansions
    Verdict,       // 5. seki or territory for each expansion; the tally
};
inline constexpr int StageCount = 5;

// One atomic step of the scorer, as data (kind, points, numbers), never prose: the UI turns it
// into translated text. The meaning of `point`, `color`, `values` and the step's point list is
// given per kind below; unused fields are left at their defaults.
enum class StepKind : std::uint8_t {
    // --- Stage::DeadRemoved
    RemoveDeadBlock,   // color: the stones' colour; points: the dead block's stones
    // --- Stage::NeutralFill
    NeutralRegion,     // points: the region; values[0]: a black boundary stone's index,
                       // values[1]: a white one (Board::Index; the "touches both" witnesses)
    FillNeutral,       // point, color: the fill; values[0]: (x + y) % 2, values[1]: the phase used
    // --- Stage::FalseEyeFill
    FalseIsh,          // point: a false-ish point (it is not filled: no neighbouring block is in
                       // atari); color: its owner; values[0]: occupied neighbours,
                       // values[1]: opposing diagonals; points: those diagonals
    FillFalseEye,      // point, color: the fill; points: the block in atari whose last liberty it is;
                       // values[0]: occupied neighbours, values[1]: opposing diagonals
    // --- Stage::Eyes
    Region,            // values[0]: region id; color: the controlling colour; points: the region
    BoundaryLength,    // values[0]: region id, [1]: boundary stones, [2]: top edge, [3]: bottom
                       // edge, [4]: left edge, [5]: right edge, [6]: boundary length;
                       // points: the boundary stones
    EyeCount,          // values[0]: region id, [1]: RegionShape, [2]: eyes times two (1.5 -> 3),
                       // [3]: boundary length
    LocalGame,         // --eyes local-game: values[0]: expansion id, [1]: the lens's verdict
                       // (0 alive, 1 seki, 2 unsolved: the table decides), [2]: the table's
                       // eye sum; color: the owner; points: the expansion's points
    Expansion,         // values[0]: expansion id, [1]: sum of the rounded-up eye counts,
                       // [2]: number of regions; numbers: the region ids; color: the owner
    // --- Stage::Verdict
    Seki,              // values[0]: expansion id, [1]: its eye sum; color: owner; points: the
                       // regions' points, which do not score; numbers: the region ids
    Territory,         // values[0]: expansion id (-1 under area rules), [1]: eye sum; color: owner;
                       // points: the points that score
    StrictDame,        // 1989 rule: points: a neutral region (dame); numbers: indices of the
                       // blocks' first stones that touch it, which are in seki
    StrictSeki,        // 1989 rule: color: owner; points: a region not counted because a block of
                       // its boundary touches dame; values[0]: index of that block's stone
    Unresolved,        // points: points whose verdict changes with the checkered fill's phase
    Tally,             // values: black territory, black prisoners, black stones, white
                       // territory, white prisoners, white stones
};

struct Step {
    Stage stage = Stage::DeadRemoved;
    StepKind kind = StepKind::RemoveDeadBlock;
    Color color = Color::Empty;
    Point point;
    std::array<int, 8> values{};
    std::uint32_t pointsBegin = 0;
    std::uint32_t pointsCount = 0;
    std::uint32_t numbersBegin = 0;
    std::uint32_t numbersCount = 0;
};

// Every step of one scoring, in order. Steps hold spans into two flat pools, so recording a
// trace allocates only when a pool grows (and a reused Trace keeps its capacity).
class Trace {
public:
    void clear()
    {
        m_steps.clear();
        m_points.clear();
        m_numbers.clear();
    }
    const std::vector<Step>& steps() const { return m_steps; }
    std::span<const Point> points(const Step& s) const
    {
        return {m_points.data() + s.pointsBegin, s.pointsCount};
    }
    std::span<const int> numbers(const Step& s) const
    {
        return {m_numbers.data() + s.numbersBegin, s.numbersCount};
    }

    // Recording (used by the scorer). add() returns the step to fill in; addPoint/addNumber
    // append to the last step's lists.
    Step& add(Stage stage, StepKind kind)
    {
        Step& s = m_steps.emplace_back();
        s.stage = stage;
        s.kind = kind;
        s.pointsBegin = std::uint32_t(m_points.size());
        s.numbersBegin = std::uint32_t(m_numbers.size());
        return s;
    }
    void addPoint(Point p)
    {
        m_points.push_back(p);
        ++m_steps.back().pointsCount;
    }
    void addNumber(int n)
    {
        m_numbers.push_back(n);
        ++m_steps.back().numbersCount;
    }

private:
    std::vector<Step> m_steps;
    std::vector<Point> m_points;
    std::vector<int> m_numbers;
};

} // namespace seki
