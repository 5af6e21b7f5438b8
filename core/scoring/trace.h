#pragma once

#include "board/board.h"
#include "eyes/localgameverdict.h"
#include "tables/regionmeasures.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdint>
#include <span>
#include <vector>

namespace seki {

// The stages of the pipeline, in order (SCORING.md, "The outline").
enum class Stage : std::uint8_t {
    DeadRemoved,  // 1. the stones the players marked dead leave the board
    NeutralFill,  // 2. neutral regions filled in the checkered pattern
    FalseEyeFill, // 3. obvious false eyes filled
    Eyes,         // 4. regions, boundary lengths, eye counts, expansions
    Verdict,      // 5. seki or territory for each expansion; the tally
};
inline constexpr int StageCount = 5;

// One atomic step of the scorer, as data (kind, points, numbers, typed fields), never prose: the
// UI turns it into translated text. Per kind: what `point`, `color`, the point list and the
// number list hold, and which fields struct (read with the Step accessor of the same name). A
// point list is a set: its order is not part of what it says (a reader that shows one sorts it).
enum class StepKind : std::uint8_t {
    // --- Stage::DeadRemoved
    RemoveDeadBlock, // color: the stones' colour; points: the dead block's stones
    // --- Stage::NeutralFill
    NeutralRegion, // points: the region; neutralRegion(): the "touches both" witnesses
    FillNeutral,   // point, color: the fill; fillNeutral()
    StrictFill,    // 1989 rule, the ending played out before the count (damefill.h): a dame
                   // filled or a teire; point; color: the player who fills it (Empty when either
                   // can: it stays no one's); numbers: for a teire, a stone of the block in
                   // atari; strictFill()
    // --- Stage::FalseEyeFill
    FalseIsh,     // point: a false-ish point (it is not filled: no neighbouring block is in
                  // atari); color: its owner; falseEye(); points: the opposing diagonals
    FillFalseEye, // point, color: the fill; points: the block in atari whose last liberty it
                  // is; falseEye()
    // --- Stage::Eyes
    Region,         // color: the controlling colour; points: the region; region()
    BoundaryLength, // points: the boundary stones; boundaryLength()
    EyeCount,       // eyeCount()
    LocalGame,      // --eyes local-game: color: the owner; points: the expansion's points; localGame()
    Expansion,      // numbers: the region ids; color: the owner; points: its points; expansion()
    // --- Stage::Verdict
    Seki,       // color: owner; points: the regions' points, which do not score; numbers:
                // the region ids; verdict()
    Territory,  // color: owner; points: the points that score; verdict() (expansion -1
                // under the 1989 and area rules)
    StrictDame, // 1989 rule: points: a neutral region (dame); numbers: indices of the
                // blocks' first stones that touch it, which are in seki
    StrictSeki, // 1989 rule: color: owner; points: a region not counted because a block of
                // its boundary touches dame; strictSeki()
    Unresolved, // points: points whose verdict changes with the checkered fill's phase
    Tally,      // tally()
};

// The typed fields of each kind. A stone "index" is a padded Board::Index (-1: none).
struct NeutralRegionFields {
    int blackWitness = -1; // a black and a white boundary stone: why the region is neutral
    int whiteWitness = -1;
};
struct FillNeutralFields {
    int parity = 0; // (x + y) % 2 of the point
    int phase = 0;  // the checkered fill's phase used
};
// Why the 1989 rule's ending filled a point.
enum class StrictFillReason : std::uint8_t {
    OnlyOneCanFill,   // a dame only this player can fill keeping two eyes (Article 9): his stone
    EitherCanFill,    // a dame either player can fill keeping two eyes: no one's
    Capture,          // a dame whose fill captures a block in atari, the capturer keeping two eyes
    Connection,       // teire: a block the filled dame left in atari connects on its last liberty
    ConnectionInVain, // teire that does not save the block at once (otherwise the opponent
                      // captures there): either way the point is no territory
    InTurn,           // a dame either player can fill that saves its owner's block: he fills
                      // one of two or more such dame in turn (Article 9: the dame are played out
                      // alternately), or the only one first (Article 9-3: the other could fill it
                      // only by resuming play, where the owner plays first)
};
struct StrictFillFields {
    int round = 0; // the filling's round, from 0
    StrictFillReason reason = StrictFillReason::OnlyOneCanFill;
    // A teire: the owner connects a block the filled dame left in atari, on its last liberty.
    bool connection() const
    {
        return reason == StrictFillReason::Connection || reason == StrictFillReason::ConnectionInVain;
    }
};
struct FalseEyeFields { // FalseIsh and FillFalseEye
    int occupied = 0;   // occupied neighbours
    int opposingDiagonals = 0;
};
struct RegionFields {
    int region = -1; // the region's id (row order of first points on the filled board)
};
struct BoundaryLengthFields {
    int region = -1;
    BoundaryParts parts; // boundary stones and the edge points, top, bottom, left, right
    int length() const { return parts.length(); }
};
struct EyeCountFields {
    int region = -1;
    RegionShape shape = RegionShape::Other;
    int halfEyes = 0; // the eye count times two (1.5 -> 3)
    int length = 0;   // the boundary length it was read from
};
struct LocalGameFields {
    int expansion = -1;
    LocalGameVerdict verdict = LocalGameVerdict::Unsolved; // Unsolved: the table's sum stands
    int tableEyeSum = 0;                                   // the boundary table's rounded-up eye sum
};
struct ExpansionFields {
    int expansion = -1; // the id of its first region
    int eyeSum = 0;     // sum of the rounded-up eye counts (after the local game, if any)
    int regionCount = 0;
};
struct VerdictFields { // Seki and Territory
    int expansion = -1;
    int eyeSum = 0;
};
struct StrictSekiFields {
    int sekiStone = -1; // index of a stone of the boundary block that touches dame
};
struct TallyFields {
    int blackTerritory = 0;
    int blackPrisoners = 0; // captures and dead white stones
    int blackStones = 0;
    int whiteTerritory = 0;
    int whitePrisoners = 0;
    int whiteStones = 0;
};

// A step's point list as a reader shows it: in row order (the top row first, each row from the
// left), whatever order the stage that wrote it found its points in.
inline std::vector<Point> inRowOrder(std::span<const Point> points)
{
    std::vector<Point> sorted(points.begin(), points.end());
    std::sort(sorted.begin(), sorted.end(), [](Point a, Point b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
    return sorted;
}

// Which run of stages 2-5 a step belongs to under the relaxed rule, where the scorer runs both
// phases of the checkered fill: a reviewer can watch either.
enum class StepRun : std::uint8_t {
    Shared,     // every reading (stage 1, the agreed verdict, the tally; the 1989 and area rules;
                // a first phase's steps that the other phase's run shows the same)
    FirstPhase, // the run with Scorer::CheckeredPhase
    OtherPhase, // the run with the other phase ("the other way round")
};

struct Step {
    Stage stage = Stage::DeadRemoved;
    StepKind kind = StepKind::RemoveDeadBlock;
    StepRun run = StepRun::Shared;
    Color color = Color::Empty;
    Point point;
    std::uint32_t pointsBegin = 0;
    std::uint32_t pointsCount = 0;
    std::uint32_t numbersBegin = 0;
    std::uint32_t numbersCount = 0;

    // The fields of the step's kind (see StepKind); reading another kind's is a bug.
    NeutralRegionFields neutralRegion() const
    {
        return expect(StepKind::NeutralRegion), NeutralRegionFields{v(0), v(1)};
    }
    FillNeutralFields fillNeutral() const { return expect(StepKind::FillNeutral), FillNeutralFields{v(0), v(1)}; }
    StrictFillFields strictFill() const
    {
        return expect(StepKind::StrictFill), StrictFillFields{v(0), StrictFillReason(v(1))};
    }
    FalseEyeFields falseEye() const
    {
        assert(kind == StepKind::FalseIsh || kind == StepKind::FillFalseEye);
        return {v(0), v(1)};
    }
    RegionFields region() const { return expect(StepKind::Region), RegionFields{v(0)}; }
    BoundaryLengthFields boundaryLength() const
    {
        expect(StepKind::BoundaryLength);
        return {v(0), BoundaryParts{std::int16_t(v(1)), std::int16_t(v(2)), std::int16_t(v(3)), std::int16_t(v(4)),
                                    std::int16_t(v(5))}};
    }
    EyeCountFields eyeCount() const
    {
        return expect(StepKind::EyeCount), EyeCountFields{v(0), RegionShape(v(1)), v(2), v(3)};
    }
    LocalGameFields localGame() const
    {
        return expect(StepKind::LocalGame), LocalGameFields{v(0), LocalGameVerdict(v(1)), v(2)};
    }
    ExpansionFields expansion() const { return expect(StepKind::Expansion), ExpansionFields{v(0), v(1), v(2)}; }
    VerdictFields verdict() const
    {
        assert(kind == StepKind::Seki || kind == StepKind::Territory);
        return {v(0), v(1)};
    }
    StrictSekiFields strictSeki() const { return expect(StepKind::StrictSeki), StrictSekiFields{v(0)}; }
    TallyFields tally() const { return expect(StepKind::Tally), TallyFields{v(0), v(1), v(2), v(3), v(4), v(5)}; }

    // Recording (the scorer's stages): each sets the fields of its kind.
    void set(const NeutralRegionFields& f) { m_values = {f.blackWitness, f.whiteWitness}; }
    void set(const FillNeutralFields& f) { m_values = {f.parity, f.phase}; }
    void set(const StrictFillFields& f) { m_values = {f.round, int(f.reason)}; }
    void set(const FalseEyeFields& f) { m_values = {f.occupied, f.opposingDiagonals}; }
    void set(const RegionFields& f) { m_values = {f.region}; }
    void set(const BoundaryLengthFields& f)
    {
        m_values = {f.region, f.parts.stones, f.parts.top, f.parts.bottom, f.parts.left, f.parts.right};
    }
    void set(const EyeCountFields& f) { m_values = {f.region, int(f.shape), f.halfEyes, f.length}; }
    void set(const LocalGameFields& f) { m_values = {f.expansion, int(f.verdict), f.tableEyeSum}; }
    void set(const ExpansionFields& f) { m_values = {f.expansion, f.eyeSum, f.regionCount}; }
    void set(const VerdictFields& f) { m_values = {f.expansion, f.eyeSum}; }
    void set(const StrictSekiFields& f) { m_values = {f.sekiStone}; }
    void set(const TallyFields& f)
    {
        m_values
            = {f.blackTerritory, f.blackPrisoners, f.blackStones, f.whiteTerritory, f.whitePrisoners, f.whiteStones};
    }

private:
    void expect([[maybe_unused]] StepKind expected) const { assert(kind == expected); }
    int v(int k) const { return m_values[size_t(k)]; }
    // The fields' storage, laid out per kind by set() and read back by the accessors above.
    std::array<int, 6> m_values{};
};

// Where a step comes in a reading of the trace (one phase's steps and the shared ones): by its
// stage, and in stage 4 the regions' steps first, then the local games, then the expansions. A
// step both phases show was recorded with the first phase's (Trace::shareSteps), so a reader
// that shows the other phase's reading orders its steps by this, keeping their order otherwise.
inline int readingOrder(const Step& s)
{
    const int withinEyes = s.kind == StepKind::LocalGame ? 1 : s.kind == StepKind::Expansion ? 2 : 0;
    return 3 * int(s.stage) + (s.stage == Stage::Eyes ? withinEyes : 0);
}

// Every step of one scoring, in order. Steps hold spans into two flat pools, so recording a
// trace allocates only when a pool grows (and a reused Trace keeps its capacity).
class Trace {
public:
    void clear()
    {
        m_steps.clear();
        m_points.clear();
        m_numbers.clear();
        m_run = StepRun::Shared;
    }
    // Whether the steps of `run` are part of the reading that shows phase `phase` (0: the first).
    static bool inPhase(StepRun run, int phase)
    {
        return run == StepRun::Shared || run == (phase == 0 ? StepRun::FirstPhase : StepRun::OtherPhase);
    }
    const std::vector<Step>& steps() const { return m_steps; }
    std::span<const Point> points(const Step& s) const { return {m_points.data() + s.pointsBegin, s.pointsCount}; }
    std::span<const int> numbers(const Step& s) const { return {m_numbers.data() + s.numbersBegin, s.numbersCount}; }

    // Recording (used by the scorer). add() returns the step to fill in; addPoint/addNumber
    // append to the last step's lists.
    Step& add(Stage stage, StepKind kind)
    {
        Step& s = m_steps.emplace_back();
        start(s, stage);
        s.kind = kind;
        return s;
    }
    // Appends n steps of `stage` in the current run, without lists, to be given their kinds
    // and fields: the steps' storage grown once instead of once per step. The pointer is valid
    // until the next step is added.
    Step* addSteps(Stage stage, std::size_t n)
    {
        const std::size_t at = m_steps.size();
        m_steps.resize(at + n);
        Step* s = m_steps.data() + at;
        for (std::size_t k = 0; k < n; ++k)
            start(s[k], stage);
        return s;
    }
    // Marks the steps [first, first + count), recorded by the first phase, as steps of both: the
    // other phase's run shows the same ones (a reader showing it orders its steps by stage).
    void shareSteps(std::size_t first, std::size_t count)
    {
        for (std::size_t k = first; k < first + count; ++k)
            m_steps[k].run = StepRun::Shared;
    }
    void addPoint(Point p)
    {
        *m_points.extend(1) = p;
        ++m_steps.back().pointsCount;
    }
    void addNumber(int n)
    {
        *m_numbers.extend(1) = n;
        ++m_steps.back().numbersCount;
    }
    // Appends to the last step the points table[i] of the given indices, in order.
    void addPoints(const Point* table, std::span<const int> indices)
    {
        appendPoints(table, indices);
        m_steps.back().pointsCount += std::uint32_t(indices.size());
    }
    // Appends to the points pool the points table[i] of the given indices, in order, for no step
    // yet, and returns where they start (a step's pointsBegin): the pool grown once instead of
    // once per point.
    std::uint32_t appendPoints(const Point* table, std::span<const int> indices)
    {
        const auto at = std::uint32_t(m_points.size());
        Point* out = m_points.extend(indices.size());
        const int* in = indices.data();
        const std::size_t n = indices.size();
        std::size_t k = 0;
        for (; k + 4 <= n; k += 4) { // four at a time: the loop's own instructions were half of it
            out[k] = table[size_t(in[k])];
            out[k + 1] = table[size_t(in[k + 1])];
            out[k + 2] = table[size_t(in[k + 2])];
            out[k + 3] = table[size_t(in[k + 3])];
        }
        for (; k < n; ++k)
            out[k] = table[size_t(in[k])];
        return at;
    }
    // Appends to the points pool, for no step yet, a copy of its n points from `from` (another
    // step's list), and returns where the copy starts: lists copied one after another are one list.
    std::uint32_t appendCopy(std::uint32_t from, std::uint32_t n)
    {
        const auto at = std::uint32_t(m_points.size());
        m_points.extend(n);
        std::copy_n(m_points.data() + from, n, m_points.data() + at);
        return at;
    }
    // Appends n numbers to the last step and returns where they start, to be written through the
    // pointer (valid until the pool grows): the pool grown once instead of once per number.
    int* addNumbers(std::size_t n)
    {
        m_steps.back().numbersCount += std::uint32_t(n);
        return m_numbers.extend(n);
    }
    std::uint32_t pointCount() const { return std::uint32_t(m_points.size()); }
    // The run the next steps belong to.
    void setRun(StepRun run) { m_run = run; }
    std::size_t stepCount() const { return m_steps.size(); }

private:
    // A new step of `stage` in the current run, its lists (empty) starting where the pools end.
    void start(Step& s, Stage stage) const
    {
        s.stage = stage;
        s.run = m_run;
        s.pointsBegin = std::uint32_t(m_points.size());
        s.numbersBegin = std::uint32_t(m_numbers.size());
    }
    std::vector<Step> m_steps;
    // A growable array whose storage is kept by clear() and written only where it grows: appending
    // n elements writes those n (a vector's resize would first write each of them a default).
    template <class T>
    class Pool {
    public:
        std::size_t size() const { return m_size; }
        const T* data() const { return m_storage.data(); }
        T* data() { return m_storage.data(); }
        void clear() { m_size = 0; }
        // Appends n elements, to be written through the pointer (valid until the pool grows).
        T* extend(std::size_t n)
        {
            if (m_size + n > m_storage.size())
                m_storage.resize(std::max(m_size + n, 2 * m_storage.size()));
            T* at = m_storage.data() + m_size;
            m_size += n;
            return at;
        }

    private:
        std::vector<T> m_storage;
        std::size_t m_size = 0;
    };
    Pool<Point> m_points;
    Pool<int> m_numbers;
    StepRun m_run = StepRun::Shared;
};

} // namespace seki
