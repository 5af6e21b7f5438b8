#include "deadstonefinder.h"

#include "capturingrace.h"
#include "influence.h"
#include "libertyfilling.h"

#include "play/rulesofplay.h"

#include "scoring/stages/eyecount.h"

#include "board/boardscratch.h"
#include "board/position.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <optional>

namespace seki {

namespace detail {

constexpr int MaxCells = Board::MaxCells;
constexpr int MaxPoints = BoardScratch::MaxPoints;

constexpr int side(Color c)
{
    return c == Color::Black ? 0 : 1;
}

// The areas of one colour C: maximal connected sets of points that hold no standing C stone
// (Benson's C-enclosed regions, C's dead stones counted as points of the area).
struct Areas {
    int count = 0;
    std::array<std::int16_t, MaxCells> id;         // per cell; -1 on a standing C stone and off the board
    std::array<int, MaxPoints + 1> start;          // points grouped by area: points[start[a] .. start[a + 1])
    std::array<int, MaxPoints> points;             // row order within an area
    std::array<int, MaxPoints> standingOpponents;  // per area: the other colour's standing stones in it
};

// What the finder holds of a block between rounds, and why.
struct BlockVerdict {
    GroupStatus status = GroupStatus::Alive;
    GroupReason reason = GroupReason::LivingArea;
    int group = -1;         // blocks judged together share a key
    int eyes = 0;
    int liberties = 0;
    int opponentLiberties = 0;
    Color areaOwner = Color::Empty;
    std::vector<int> points; // padded indices
};

// The eyes a group is sure of and can reach, from the local games of its eye spaces (gnugo-eyes.md,
// "Local games"): sure = the sum of b (the opponent moves first everywhere), reachable = sure plus
// the best c - b (the owner moves first where he gains most). A space too large for the solver is
// two eyes (GNU Go reads an unmatched space as {2|2}).
struct GroupEyes {
    int settled = 0;
    int bestGain = 0;
    int spaces = 0;

    void add(const EyeSpace& space)
    {
        ++spaces;
        if (!space.value.solved()) {
            settled += 2;
            return;
        }
        settled += space.value.b;
        bestGain = std::max(bestGain, space.value.c - space.value.b);
    }
    int sure() const { return std::min(settled, 2); }
    int reachable() const { return std::min(settled + bestGain, 2); }
};

struct FinderWork : BoardScratch {
    std::array<Color, MaxCells> cells;

    int blockCount = 0;
    std::array<std::int16_t, MaxCells> blockOf;
    std::array<Color, MaxPoints> blockColor;
    std::array<int, MaxPoints> blockLiberties;
    std::array<int, MaxPoints + 1> blockStart;
    std::array<int, MaxPoints> blockStones; // row order within a block
    std::array<BlockVerdict, MaxPoints> verdicts;
    int groupKeys = 0;

    Areas areas[2];
    // Blocks joined through their eye spaces (SCORING.md's expansion), and each root's eyes.
    std::array<std::int16_t, MaxPoints> parent;
    std::array<GroupEyes, MaxPoints> eyes;
    std::array<std::vector<int>, MaxPoints> spacesOf; // per root: its eye spaces
    Marks marks;
    Marks counted;

    int find(int b)
    {
        while (parent[size_t(b)] != b) {
            parent[size_t(b)] = parent[size_t(parent[size_t(b)])];
            b = parent[size_t(b)];
        }
        return b;
    }
    void unite(int a, int b)
    {
        a = find(a);
        b = find(b);
        if (a != b)
            parent[size_t(std::max(a, b))] = std::int16_t(std::min(a, b));
    }

    bool dead(int b) const { return verdicts[size_t(b)].status == GroupStatus::Dead; }
    // A stone of colour c that still stands (alive, in seki or undecided).
    bool standing(int i, Color c) const { return cells[size_t(i)] == c && !dead(blockOf[size_t(i)]); }

    void findBlocks()
    {
        std::fill_n(blockOf.begin(), cellCount(), std::int16_t(-1));
        blockCount = 0;
        int stones = 0;
        forEachPoint([&](int start) {
            if (!isStone(cells[size_t(start)]) || blockOf[size_t(start)] >= 0)
                return;
            const auto b = std::int16_t(blockCount++);
            const Color c = cells[size_t(start)];
            blockColor[size_t(b)] = c;
            blockStart[size_t(b)] = stones;
            const std::uint32_t g = visited.next();
            int head = stones;
            int liberties = 0;
            blockStones[size_t(stones++)] = start;
            blockOf[size_t(start)] = b;
            while (head < stones) {
                const int i = blockStones[size_t(head++)];
                for (int d : neighbours) {
                    const int n = i + d;
                    if (cells[size_t(n)] == c && blockOf[size_t(n)] < 0) {
                        blockOf[size_t(n)] = b;
                        blockStones[size_t(stones++)] = n;
                    } else if (cells[size_t(n)] == Color::Empty && visited.add(n, g)) {
                        ++liberties;
                    }
                }
            }
            std::sort(blockStones.begin() + blockStart[size_t(b)], blockStones.begin() + stones);
            blockLiberties[size_t(b)] = liberties;
        });
        blockStart[size_t(blockCount)] = stones;
    }

    std::span<const int> stonesOf(int b) const
    {
        return {blockStones.data() + blockStart[size_t(b)], size_t(blockStart[size_t(b) + 1] - blockStart[size_t(b)])};
    }

    // The areas of colour c over the standing stones.
    void findAreas(Color c)
    {
        Areas& a = areas[side(c)];
        std::fill_n(a.id.begin(), cellCount(), std::int16_t(-1));
        a.count = 0;
        const Color other = opponent(c);
        int tail = 0;
        forEachPoint([&](int start) {
            if (a.id[size_t(start)] >= 0 || standing(start, c))
                return;
            const auto r = std::int16_t(a.count++);
            a.start[size_t(r)] = tail;
            int head = tail;
            int opponents = 0;
            a.points[size_t(tail++)] = start;
            a.id[size_t(start)] = r;
            while (head < tail) {
                const int i = a.points[size_t(head++)];
                opponents += standing(i, other);
                for (int d : neighbours) {
                    const int n = i + d;
                    if (cells[size_t(n)] != Color::Wall && a.id[size_t(n)] < 0 && !standing(n, c)) {
                        a.id[size_t(n)] = r;
                        a.points[size_t(tail++)] = n;
                    }
                }
            }
            std::sort(a.points.begin() + a.start[size_t(r)], a.points.begin() + tail);
            a.standingOpponents[size_t(r)] = opponents;
        });
        a.start[size_t(a.count)] = tail;
    }

    std::span<const int> areaPoints(Color c, int r) const
    {
        const Areas& a = areas[side(c)];
        return {a.points.data() + a.start[size_t(r)], size_t(a.start[size_t(r) + 1] - a.start[size_t(r)])};
    }

    // The shape classes of SCORING.md's eye table (scoring/stages/eyecount.h), of a set of points
    // in row order: the four points of a 2x2 square, the S/Z four, or more points holding a 2x2.
    RegionShape shapeOf(std::span<const int> points)
    {
        const std::uint32_t g = marks.next();
        for (int i : points)
            marks.set(i, g);
        bool square = false;
        for (int i : points)
            square |= marks.has(i + 1, g) && marks.has(i + stride, g) && marks.has(i + stride + 1, g);
        if (points.size() > 4)
            return square ? RegionShape::ContainsSquareFour : RegionShape::Other;
        if (points.size() < 4)
            return RegionShape::Other;
        if (square)
            return RegionShape::SquareFour;
        int minX = width, maxX = -1, minY = height, maxY = -1;
        for (int i : points) {
            const Point p = point(i);
            minX = std::min(minX, p.x);
            maxX = std::max(maxX, p.x);
            minY = std::min(minY, p.y);
            maxY = std::max(maxY, p.y);
        }
        const int spanX = maxX - minX + 1;
        const int spanY = maxY - minY + 1;
        if (spanX * spanY != 6)
            return RegionShape::Other;
        int onFirstLine = 0;
        for (int i : points)
            onFirstLine += spanX == 3 ? point(i).y == minY : point(i).x == minX;
        return onFirstLine == 2 ? RegionShape::CurvedFour : RegionShape::Other;
    }

    // The standing blocks joined through the eye spaces of their colour, with each group's eyes.
    void groupByEyeSpaces(const EyeAnalysis& analysis)
    {
        for (int b = 0; b < blockCount; ++b) {
            parent[size_t(b)] = std::int16_t(b);
            eyes[size_t(b)] = GroupEyes{};
            spacesOf[size_t(b)].clear();
        }
        std::vector<int> beside;
        for (size_t s = 0; s < analysis.spaces.size(); ++s) {
            const EyeSpace& space = analysis.spaces[s];
            int first = -1;
            for (Point p : space.points) {
                const int i = index(p);
                for (int d : neighbours) {
                    const int n = i + d;
                    if (!standing(n, space.owner))
                        continue;
                    if (first < 0)
                        first = blockOf[size_t(n)];
                    else
                        unite(first, blockOf[size_t(n)]);
                }
            }
        }
        joinConnectedBlocks();
        for (size_t s = 0; s < analysis.spaces.size(); ++s) {
            const EyeSpace& space = analysis.spaces[s];
            for (Point p : space.points) {
                const int i = index(p);
                int root = -1;
                for (int d : neighbours)
                    if (standing(i + d, space.owner))
                        root = find(blockOf[size_t(i + d)]);
                if (root >= 0) {
                    eyes[size_t(root)].add(space);
                    spacesOf[size_t(root)].push_back(int(s));
                    break;
                }
            }
        }
    }

    // An empty point, or one whose stone was found dead (taken off).
    bool open(int i) const
    {
        return cells[size_t(i)] == Color::Empty || (isStone(cells[size_t(i)]) && dead(blockOf[size_t(i)]));
    }

    // Whether a stone of colour c at the open point i would have at most one liberty and capture
    // nothing: the other colour's blocks beside i are connected through it (a tiger's mouth).
    bool selfAtariAt(int i, Color c)
    {
        const Color other = opponent(c);
        const std::uint32_t g = marks.next();
        marks.set(i, g);
        int liberties = 0;
        for (int d : neighbours) {
            const int n = i + d;
            if (open(n) && marks.add(n, g))
                ++liberties;
        }
        for (int d : neighbours) {
            const int n = i + d;
            if (!standing(n, other) && !standing(n, c))
                continue;
            const int b = blockOf[size_t(n)];
            if (cells[size_t(n)] == other) {
                // A capture: the other block has i as its last liberty.
                int outside = 0;
                const std::uint32_t h = counted.next();
                for (int stone : stonesOf(b))
                    for (int e : neighbours)
                        if (stone + e != i && open(stone + e) && counted.add(stone + e, h))
                            ++outside;
                if (outside == 0)
                    return false;
                continue;
            }
            for (int stone : stonesOf(b))
                for (int e : neighbours) {
                    const int l = stone + e;
                    if (open(l) && marks.add(l, g))
                        ++liberties;
                }
        }
        return liberties <= 1;
    }

    // Rule (connection at the end of a game): blocks of one colour are one group when they share
    // two liberties (the opponent cannot cut both), or one that the opponent cannot play without
    // being captured at once.
    void joinConnectedBlocks()
    {
        std::vector<std::pair<int, int>> pairs;
        forEachPoint([&](int i) {
            if (!open(i))
                return;
            std::array<int, 4> beside{};
            std::array<Color, 4> colours{};
            int count = 0;
            for (int d : neighbours) {
                const int n = i + d;
                if (!isStone(cells[size_t(n)]) || dead(blockOf[size_t(n)]))
                    continue;
                const int b = blockOf[size_t(n)];
                if (std::find(beside.begin(), beside.begin() + count, b) != beside.begin() + count)
                    continue;
                beside[size_t(count)] = b;
                colours[size_t(count++)] = cells[size_t(n)];
            }
            for (Color c : {Color::Black, Color::White}) {
                int same = 0;
                for (int k = 0; k < count; ++k)
                    same += colours[size_t(k)] == c;
                if (same < 2)
                    continue;
                const bool protectedPoint = selfAtariAt(i, opponent(c));
                for (int k = 0; k < count; ++k)
                    for (int m = k + 1; m < count; ++m) {
                        if (colours[size_t(k)] != c || colours[size_t(m)] != c)
                            continue;
                        if (protectedPoint)
                            unite(beside[size_t(k)], beside[size_t(m)]);
                        else
                            pairs.emplace_back(std::min(beside[size_t(k)], beside[size_t(m)]),
                                               std::max(beside[size_t(k)], beside[size_t(m)]));
                    }
            }
        });
        std::sort(pairs.begin(), pairs.end());
        for (size_t k = 1; k < pairs.size(); ++k)
            if (pairs[k] == pairs[k - 1])
                unite(pairs[k].first, pairs[k].second);
    }

    // The distinct liberties of the stones of colour c among points (blocks counted whole).
    int libertiesOf(std::span<const int> blocks, std::vector<int>& out)
    {
        out.clear();
        const std::uint32_t g = marks.next();
        for (int b : blocks)
            for (int i : stonesOf(b))
                for (int d : neighbours) {
                    const int n = i + d;
                    if (cells[size_t(n)] == Color::Empty && marks.add(n, g))
                        out.push_back(n);
                }
        return int(out.size());
    }
};

// What the finder makes of one area and the opponent stones in it.
struct AreaJudgement {
    enum class Kind { OpponentLives, Territory, WallsWeak, Unsettled } kind = Kind::OpponentLives;
    std::vector<int> opponentBlocks; // the standing opponent blocks in the area
    std::vector<int> weakWalls;      // the area's colour's blocks beside them that are not safe
    int eyesOnceFilled = -1;         // where their two eyes fall short once the area's colour fills: how many
};

} // namespace detail

using detail::FinderWork;

DeadStoneFinder::DeadStoneFinder() : m_work(std::make_unique<FinderWork>())
{
}

DeadStoneFinder::~DeadStoneFinder() = default;

const DeadStoneReport& DeadStoneFinder::find(const Board& board, Mode mode)
{
    const bool inProgress = mode == Mode::GameInProgress;
    using detail::AreaJudgement;
    FinderWork& w = *m_work;
    w.setGeometry(board);
    const int cellCount = w.cellCount();
    std::copy_n(board.cells(), cellCount, w.cells.begin());
    w.findBlocks();
    for (int b = 0; b < w.blockCount; ++b)
        w.verdicts[size_t(b)] = detail::BlockVerdict{};
    w.groupKeys = 0;

    Position position;
    position.board = board;
    EyeAnalyzer::Options eyeOptions;
    eyeOptions.fillNeutral = false; // the notes' liberty check values empty diagonals
    Influence influence;
    Influence enclosure;
    influence.compute(board, Board::Mask{});

    std::vector<int> liberties;
    std::vector<int> wallLiberties;
    const EyeAnalysis* roundAnalysis = nullptr;
    int currentSupposition = 0;

    // The other colour's stones in c's areas no larger than `size` that cannot make two eyes
    // there (all those in area `falseEyed`, whose eyes are false once c fills around them),
    // supposed dead, and the eye spaces read with them taken off (read again only when
    // that set changes).
    std::array<std::vector<int>, 2> supposedDead;
    std::array<std::vector<int>, 2> supposedBefore;
    std::array<const EyeAnalysis*, 2> supposedAnalysis{};
    auto supposedEyes = [&](Color c, int size, int falseEyed) -> const EyeAnalysis& {
        const int k = detail::side(c);
        EyeAnalyzer& analyzer = m_supposedEyes[size_t(k)];
        std::vector<int>& blocks = supposedDead[size_t(k)];
        blocks.clear();
        const Color other = opponent(c);
        const detail::Areas& areas = w.areas[size_t(k)];
        for (int r = 0; r < areas.count; ++r) {
            if (areas.standingOpponents[size_t(r)] == 0 || int(w.areaPoints(c, r).size()) > size)
                continue;
            bool hopeless = true;
            const size_t first = blocks.size();
            for (int i : w.areaPoints(c, r)) {
                if (!w.standing(i, other))
                    continue;
                const int b = w.blockOf[size_t(i)];
                const detail::BlockVerdict& v = w.verdicts[size_t(b)];
                hopeless &= v.status == GroupStatus::Alive
                            && (r == falseEyed || w.eyes[size_t(w.find(b))].reachable() < 2);
                if (std::find(blocks.begin() + std::ptrdiff_t(first), blocks.end(), b) == blocks.end())
                    blocks.push_back(b);
            }
            if (!hopeless)
                blocks.resize(first);
        }
        for (int b : blocks)
            w.verdicts[size_t(b)].status = GroupStatus::Dead;
        if (!supposedAnalysis[size_t(k)] || blocks != supposedBefore[size_t(k)]) {
            Position hypothesis = position;
            for (int b : blocks)
                for (int i : w.stonesOf(b))
                    hypothesis.dead.set(size_t(i));
            supposedAnalysis[size_t(k)] = &analyzer.analyze(hypothesis, eyeOptions);
            supposedBefore[size_t(k)] = blocks;
        }
        currentSupposition = k;
        return *supposedAnalysis[size_t(k)];
    };
    auto restoreSupposition = [&] {
        for (int b : supposedDead[size_t(currentSupposition)])
            w.verdicts[size_t(b)].status = GroupStatus::Alive;
        w.groupByEyeSpaces(*roundAnalysis);
    };

    // The sure eyes, on `position` (core/eyes' lens), of the blocks of colour `owner` through
    // `targets` that still stand there.
    auto sureEyesOn = [&](const Position& position, std::span<const Board::Index> targets, Color owner) {
        const Board& on = position.board;
        const EyeAnalysis& analysis = m_filledEyes.analyze(position, eyeOptions);
        Board::Mask standingTargets;
        for (Board::Index t : targets)
            if (on.at(t) == owner && !standingTargets.test(size_t(t)))
                for (Board::Index stone : on.connected(t))
                    standingTargets.set(size_t(stone));
        detail::GroupEyes eyes;
        for (const EyeSpace& space : analysis.spaces) {
            if (space.owner != owner)
                continue;
            bool beside = false;
            for (Point p : space.points)
                for (int d : w.neighbours)
                    beside |= standingTargets.test(size_t(w.index(p) + d));
            if (beside)
                eyes.add(space);
        }
        return eyes.sure();
    };

    // The eyes of the other colour's blocks once c has filled their liberties outside their eye
    // spaces while they pass but for answering an atari, read on the board that fill leaves:
    // sure, c filling first, and reachable, the blocks first taking one of the points the fill
    // took (c then fills again); nullopt where c cannot fill them all.
    struct FilledEyes {
        int sure = 0;
        int reachable = 0;
    };
    auto eyesOnceFilled = [&](Color c, const std::vector<int>& blocks) -> std::optional<FilledEyes> {
        const Color other = opponent(c);
        // The other colour's stones found dead are taken off; c's own stay on the board (taking
        // them costs the blocks a move).
        Board standing = board;
        for (int b = 0; b < w.blockCount; ++b)
            if (w.dead(b) && w.blockColor[size_t(b)] == other)
                for (int i : w.stonesOf(b))
                    standing.set(i, Color::Empty);
        Board::Mask eyeSpace;
        std::vector<Board::Index> targets;
        for (int b : blocks) {
            targets.push_back(w.stonesOf(b)[0]);
            for (int s : w.spacesOf[size_t(w.find(b))]) {
                const EyeSpace& space = roundAnalysis->spaces[size_t(s)];
                if (space.value.solved() && space.value.b == 0)
                    continue;
                for (Point p : space.points)
                    eyeSpace.set(size_t(w.index(p)));
            }
        }
        // c's stones found dead stay, but c fills no point beside them (the blocks take them when
        // they wish): such points are left as the eye spaces are.
        for (int b = 0; b < w.blockCount; ++b)
            if (w.blockColor[size_t(b)] == c && w.dead(b))
                for (int i : w.stonesOf(b))
                    for (int d : w.neighbours)
                        if (w.cells[size_t(i + d)] == Color::Empty)
                            eyeSpace.set(size_t(i + d));
        // The board c's fill from `start` leaves, or nullopt.
        auto fillFrom = [&](const Board& start) -> std::optional<Board> {
            return filledOutsideLiberties(start, targets, eyeSpace, c, true, true);
        };
        // The sure eyes of the blocks on a filled board, c's stones found dead counted dead unless
        // the fill gave them liberties (took stones beside them).
        auto sureEyes = [&](const Board& filled) {
            Position after;
            after.board = filled;
            for (int b = 0; b < w.blockCount; ++b)
                if (w.dead(b) && w.blockColor[size_t(b)] == c) {
                    const Board::Index first = w.stonesOf(b)[0];
                    if (filled.at(first) != c || filled.liberties(first) > standing.liberties(first))
                        continue;
                    for (Board::Index i : filled.connected(first))
                        after.dead.set(size_t(i));
                }
            return sureEyesOn(after, targets, other);
        };
        const std::optional<Board> filled = fillFrom(standing);
        if (!filled)
            return std::nullopt;
        FilledEyes result;
        result.sure = result.reachable = sureEyes(*filled);
        if (result.sure >= 2)
            return result;
        // The blocks moving first take one point the fill took, and c fills again.
        for (Board::Index q = 0; q < standing.cellCount() && result.reachable < 2; ++q) {
            if (standing.at(q) != Color::Empty || filled->at(q) != c)
                continue;
            const MoveOutcome first = playMove(standing, standing.point(q), other);
            if (!first.legal())
                continue;
            const std::optional<Board> again = fillFrom(first.after);
            if (again)
                result.reachable = std::max(result.reachable, sureEyes(*again));
        }
        return result;
    };

    // Judges area r of colour c: can the other colour's stones in it live there, and would c's
    // stones around it live with it as their eye space?
    // readWalls: whether to read c's weak walls as the other colour's stones in its own area
    // (one level deep: the reading of that area does not read its walls again).
    std::function<AreaJudgement(Color, int, bool)> judge = [&](Color c, int r, bool readWalls) {
        const Color other = opponent(c);
        AreaJudgement j;
        const std::uint32_t g = w.marks.next();
        bool untouchable = false;
        int bestSure = 0;
        int bestReach = 0;
        for (int i : w.areaPoints(c, r)) {
            if (!w.standing(i, other))
                continue;
            const int b = w.blockOf[size_t(i)];
            const detail::BlockVerdict& v = w.verdicts[size_t(b)];
            // Stones in seki or undecided keep the area from being c's.
            untouchable |= v.status != GroupStatus::Alive;
            if (w.marks.add(b, g))
                j.opponentBlocks.push_back(b);
            const detail::GroupEyes& e = w.eyes[size_t(w.find(b))];
            bestSure = std::max(bestSure, e.sure());
            bestReach = std::max(bestReach, e.reachable());
        }
        if (untouchable)
            return j; // a group already judged stands here
        if (bestSure >= 2) {
            // Rule (GNU Go's false eyes, read at the end of a game, where the attacker fills at
            // leisure): stones sure of two eyes lose them if, once c has filled their liberties
            // outside their eye spaces, they reach fewer than two even moving first.
            const std::optional<FilledEyes> filled
                = inProgress ? std::nullopt : eyesOnceFilled(c, j.opponentBlocks);
            if (!filled || filled->reachable >= 2)
                return j; // a living group stands here (two eyes)
            bestSure = filled->sure;
            bestReach = filled->reachable;
            j.eyesOnceFilled = filled->reachable;
        }
        if (bestReach >= 2) {
            j.kind = AreaJudgement::Kind::Unsettled;
            return j;
        }
        // Rule: the area is c's only if c's blocks around it live with it as an eye space: their
        // eye spaces read again as if the other colour's stones here were dead (and those in c's
        // smaller areas that cannot make two eyes either), this area one of them.
        const std::span<const int> points = w.areaPoints(c, r);
        const EyeAnalysis& supposed = supposedEyes(c, int(points.size()), j.eyesOnceFilled >= 0 ? r : -1);
        w.groupByEyeSpaces(supposed);
        int root = -1;
        for (int i : points)
            for (int d : w.neighbours)
                if (w.standing(i + d, c))
                    root = w.find(w.blockOf[size_t(i + d)]);
        const int wallEyes = root >= 0 ? w.eyes[size_t(root)].sure() : 0;
        restoreSupposition();
        // Rule: walls in seki are alive too, and stones that cannot live inside their eye are dead.
        bool wallsInSeki = root >= 0;
        for (int i : points)
            for (int d : w.neighbours)
                if (w.standing(i + d, c))
                    wallsInSeki &= w.verdicts[size_t(w.blockOf[size_t(i + d)])].status == GroupStatus::Seki;
        j.kind = wallEyes >= 2 || wallsInSeki ? AreaJudgement::Kind::Territory : AreaJudgement::Kind::WallsWeak;
        if (j.kind == AreaJudgement::Kind::Territory) {
            // Rule (Benson: a region is enclosed only by living blocks): a wall with fewer than two
            // eyes of its own standing in the other colour's framework (that colour's area around
            // it, this area left aside, more the other colour's sphere than its own) is an invader
            // itself, and encloses nothing.
            const detail::Areas& around = w.areas[size_t(detail::side(other))];
            std::vector<int> seenBlocks;
            for (int i : points)
                for (int d : w.neighbours) {
                    const int n = i + d;
                    if (!w.standing(n, c))
                        continue;
                    const int b = w.blockOf[size_t(n)];
                    if (std::find(seenBlocks.begin(), seenBlocks.end(), b) != seenBlocks.end())
                        continue;
                    seenBlocks.push_back(b);
                    if (w.eyes[size_t(w.find(b))].reachable() >= 2 || around.id[size_t(n)] < 0)
                        continue;
                    int own = 0, theirs = 0;
                    for (int q : w.areaPoints(other, around.id[size_t(n)])) {
                        if (w.areas[size_t(detail::side(c))].id[size_t(q)] == r)
                            continue;
                        own += influence.owner(q) == c;
                        theirs += influence.owner(q) == other;
                    }
                    if (theirs > own)
                        j.kind = AreaJudgement::Kind::WallsWeak;
                }
        }
        // Whether the other colour's area r2, judged as c's are, is its territory with c's wall at n
        // among the stones it takes (the invader and the framework rules below both ask it).
        auto otherAreaTakes = [&](int r2, int n) {
            const AreaJudgement there = judge(other, r2, false);
            return there.kind == AreaJudgement::Kind::Territory
                   && std::find(there.opponentBlocks.begin(), there.opponentBlocks.end(), w.blockOf[size_t(n)])
                          != there.opponentBlocks.end();
        };
        if (j.kind == AreaJudgement::Kind::Territory && readWalls) {
            // Rule (capturing races, eye against no eye: a group with an eye of its own and more
            // liberties wins): where a wall of c's short of eyes is itself enclosed, in the other
            // colour's area that would be the other colour's by the same judgement, c's wall with
            // fewer eyes and fewer liberties than the stones here is the invader and encloses nothing.
            const detail::Areas& around = w.areas[size_t(detail::side(other))];
            std::vector<int> seenAreas;
            for (int i : points)
                for (int d : w.neighbours) {
                    const int n = i + d;
                    if (j.kind != AreaJudgement::Kind::Territory || !w.standing(n, c) || around.id[size_t(n)] < 0)
                        continue;
                    const int wallBlock = w.blockOf[size_t(n)];
                    const int wallEyesOwn = w.eyes[size_t(w.find(wallBlock))].reachable();
                    if (bestSure < 1 || wallEyesOwn >= bestSure
                        || w.libertiesOf(std::span<const int>(&wallBlock, 1), wallLiberties)
                               >= w.libertiesOf(j.opponentBlocks, liberties))
                        continue;
                    // ...and every block of the stones here it touches has a sure eye (a block
                    // without one is a race of its own, which this rule does not read).
                    bool eyedAround = true;
                    for (int s : w.stonesOf(wallBlock))
                        for (int e : w.neighbours)
                            if (w.standing(s + e, other)
                                && std::find(j.opponentBlocks.begin(), j.opponentBlocks.end(), w.blockOf[size_t(s + e)])
                                       != j.opponentBlocks.end())
                                eyedAround &= w.eyes[size_t(w.find(w.blockOf[size_t(s + e)]))].sure() >= 1;
                    // ...whose eye is its own: none of the wall's liberties lies in the eye spaces of
                    // the stones here (an eye shared with the wall is a seki's, not a race's).
                    for (int b : j.opponentBlocks)
                        for (int space : w.spacesOf[size_t(w.find(b))])
                            for (Point p : roundAnalysis->spaces[size_t(space)].points)
                                eyedAround &= std::find(wallLiberties.begin(), wallLiberties.end(), w.index(p))
                                              == wallLiberties.end();
                    if (!eyedAround)
                        continue;
                    const int r2 = around.id[size_t(n)];
                    if (std::find(seenAreas.begin(), seenAreas.end(), r2) != seenAreas.end())
                        continue;
                    seenAreas.push_back(r2);
                    if (otherAreaTakes(r2, n))
                        j.kind = AreaJudgement::Kind::WallsWeak;
                }
        }
        if (j.kind == AreaJudgement::Kind::Territory && readWalls) {
            // Rule (two areas that enclose each other's walls are one framework, the side's whose
            // sphere holds it): a wall of c's without an eye, standing in an area of the other
            // colour's that the same judgement gives to the other colour, is the invader and
            // encloses nothing where the other colour's sphere (influence.h) holds more of the
            // two areas' points together, stones counted, than c's.
            const detail::Areas& around = w.areas[size_t(detail::side(other))];
            std::vector<int> seenAreas;
            for (int i : points)
                for (int d : w.neighbours) {
                    const int n = i + d;
                    if (j.kind != AreaJudgement::Kind::Territory || !w.standing(n, c) || around.id[size_t(n)] < 0
                        || w.eyes[size_t(w.find(w.blockOf[size_t(n)]))].reachable() > 0)
                        continue;
                    const int r2 = around.id[size_t(n)];
                    if (std::find(seenAreas.begin(), seenAreas.end(), r2) != seenAreas.end())
                        continue;
                    seenAreas.push_back(r2);
                    int own = 0, theirs = 0;
                    auto count = [&](int q) {
                        own += influence.owner(q) == c;
                        theirs += influence.owner(q) == other;
                    };
                    for (int q : w.areaPoints(other, r2))
                        count(q);
                    for (int q : points)
                        if (around.id[size_t(q)] != r2)
                            count(q);
                    if (theirs <= own)
                        continue;
                    if (otherAreaTakes(r2, n))
                        j.kind = AreaJudgement::Kind::WallsWeak;
                }
        }
        if (j.kind == AreaJudgement::Kind::Territory) {
            // Rule: the area is c's territory, not the other colour's framework with c's stones in
            // it, only if c's sphere (influence.h) holds at least as many of its empty points.
            int own = 0, theirs = 0;
            for (int i : points) {
                if (w.cells[size_t(i)] != Color::Empty)
                    continue;
                const Color o = influence.owner(i);
                own += o == c;
                theirs += o == other;
            }
            // ...and of the other colour's areas around c's stones beside it (points of this area
            // left aside): c's stones there stand in the other colour's framework.
            int aroundOwn = 0, aroundTheirs = 0;
            if (theirs > own) {
                const detail::Areas& around = w.areas[size_t(detail::side(other))];
                std::vector<int> seenAreas;
                for (int i : points)
                    for (int d : w.neighbours) {
                        const int n = i + d;
                        if (!w.standing(n, c))
                            continue;
                        const int b = around.id[size_t(n)];
                        if (b < 0 || std::find(seenAreas.begin(), seenAreas.end(), b) != seenAreas.end())
                            continue;
                        seenAreas.push_back(b);
                        for (int q : w.areaPoints(other, b)) {
                            if (w.cells[size_t(q)] != Color::Empty || w.areas[size_t(detail::side(c))].id[size_t(q)] == r)
                                continue;
                            aroundOwn += influence.owner(q) == c;
                            aroundTheirs += influence.owner(q) == other;
                        }
                    }
            }
            if (theirs > own && (aroundTheirs > aroundOwn)) {
                j.kind = AreaJudgement::Kind::WallsWeak;
            }
        }
        if (j.kind == AreaJudgement::Kind::Territory) {
            // Rule: c encloses the area: with the stones found dead and the other colour's stones
            // here taken off, c's sphere (influence.h) holds most of its points. Stones in open
            // space (a board still being played) are not dead for want of two eyes.
            Board::Mask ignored = position.dead;
            for (int b : j.opponentBlocks)
                for (int i : w.stonesOf(b))
                    ignored.set(size_t(i));
            enclosure.compute(board, ignored);
            int held = 0;
            for (int i : points)
                held += enclosure.owner(i) == c;
            if (2 * held <= int(points.size()))
                j.kind = AreaJudgement::Kind::WallsWeak;
        }
        if (j.kind == AreaJudgement::Kind::Territory && inProgress) {
            // Rule (a game in progress): stones that still hold room of their own are not dead;
            // with them on the board, their sphere holds none of the area's empty points.
            Board::Mask dead = position.dead;
            enclosure.compute(board, dead);
            int own = 0, theirs = 0;
            for (int i : points) {
                if (w.cells[size_t(i)] != Color::Empty)
                    continue;
                own += enclosure.owner(i) == c;
                theirs += enclosure.owner(i) == other;
            }
            if (theirs > 0 || own == 0)
                j.kind = AreaJudgement::Kind::WallsWeak;
        }
        return j;
    };

    auto pointsOfSpaces = [&](const EyeAnalysis& analysis, const std::vector<int>& spaces) {
        std::vector<int> points;
        for (int s : spaces)
            for (Point p : analysis.spaces[size_t(s)].points)
                points.push_back(w.index(p));
        std::sort(points.begin(), points.end());
        return points;
    };

    // Marks the opponent stones of area r (colour c) dead, each group with its reason, and
    // raises c's own dead stones inside it.
    auto kill = [&](Color c, int r, const AreaJudgement& j, const EyeAnalysis& analysis) {
        const Color other = opponent(c);
        std::vector<int> keyOfRoot;
        std::vector<int> roots;
        for (int b : j.opponentBlocks) {
            const int root = w.find(b);
            auto at = std::find(roots.begin(), roots.end(), root);
            int key;
            if (at == roots.end()) {
                roots.push_back(root);
                key = w.groupKeys++;
                keyOfRoot.push_back(key);
            } else {
                key = keyOfRoot[size_t(at - roots.begin())];
            }
            detail::BlockVerdict& v = w.verdicts[size_t(b)];
            v.status = GroupStatus::Dead;
            v.group = key;
            v.areaOwner = c;
            const detail::GroupEyes& e = w.eyes[size_t(root)];
            const std::vector<int>& spaces = w.spacesOf[size_t(root)];
            std::vector<int> groupBlocks;
            for (int other2 : j.opponentBlocks)
                if (w.find(other2) == root)
                    groupBlocks.push_back(other2);
            v.liberties = w.libertiesOf(groupBlocks, liberties);
            v.eyes = e.reachable();
            if (spaces.empty()) {
                v.reason = v.liberties == 1 ? GroupReason::InAtari : GroupReason::NoEyes;
                v.points.assign(w.areaPoints(c, r).begin(), w.areaPoints(c, r).end());
            } else {
                // Its eye spaces give fewer than two eyes: false eyes only, one eye, or a shape
                // that gives one eye whoever moves first (bent four, the nakade shapes).
                int falsePoints = 0;
                int proper = 0;
                for (int s : spaces) {
                    const EyeSpace& space = analysis.spaces[size_t(s)];
                    for (EyeVertexKind k : space.kinds) {
                        falsePoints += k == EyeVertexKind::Marginal;
                        proper += k == EyeVertexKind::Proper;
                    }
                }
                v.points = pointsOfSpaces(analysis, spaces);
                if (proper == 0 && falsePoints > 0)
                    v.reason = GroupReason::FalseEyes;
                else if (spaces.size() == 1 && analysis.spaces[size_t(spaces[0])].size() >= 3)
                    v.reason = GroupReason::EyeShape;
                else
                    v.reason = GroupReason::OneEye;
                if (j.eyesOnceFilled >= 0) {
                    // Two eyes by the lens, false once c has filled around them.
                    v.reason = GroupReason::FalseEyes;
                    v.eyes = j.eyesOnceFilled;
                }
            }
        }
        for (int i : w.areaPoints(c, r))
            if (w.cells[size_t(i)] == c && w.dead(w.blockOf[size_t(i)]))
                w.verdicts[size_t(w.blockOf[size_t(i)])] = detail::BlockVerdict{};
        // Rule: a seki or an undecided fight beside the walls of stones found dead is read again:
        // the walls gain the liberties those stones held.
        std::vector<int> walls;
        for (int b : j.opponentBlocks)
            for (int i : w.stonesOf(b))
                for (int d : w.neighbours)
                    if (w.standing(i + d, c) && std::find(walls.begin(), walls.end(), w.blockOf[size_t(i + d)]) == walls.end())
                        walls.push_back(w.blockOf[size_t(i + d)]);
        std::vector<int> keys;
        auto unsettledKey = [&](int b) {
            const detail::BlockVerdict& v = w.verdicts[size_t(b)];
            if ((v.status == GroupStatus::Seki || v.status == GroupStatus::Undecided) && v.group >= 0
                && std::find(keys.begin(), keys.end(), v.group) == keys.end())
                keys.push_back(v.group);
        };
        for (int b : walls) {
            unsettledKey(b);
            // The other colour's unsettled stones sharing a liberty with the wall.
            for (int i : w.stonesOf(b))
                for (int d : w.neighbours) {
                    if (w.cells[size_t(i + d)] != Color::Empty)
                        continue;
                    for (int e : w.neighbours)
                        if (w.standing(i + d + e, other))
                            unsettledKey(w.blockOf[size_t(i + d + e)]);
                }
        }
        for (int b = 0; b < w.blockCount; ++b) {
            const detail::BlockVerdict& v = w.verdicts[size_t(b)];
            if (v.status != GroupStatus::Dead && v.group >= 0 && std::find(keys.begin(), keys.end(), v.group) != keys.end())
                w.verdicts[size_t(b)] = detail::BlockVerdict{};
        }
    };

    // The eye spaces of a group that are worth an eye whoever moves first: their points are
    // filled last, once the liberties outside them are gone (a false eye is only a liberty).
    auto markEyes = [&](const EyeAnalysis& analysis, int root, Board::Mask& mask) {
        for (int s : w.spacesOf[size_t(root)]) {
            const EyeSpace& space = analysis.spaces[size_t(s)];
            if (space.value.solved() && space.value.b == 0)
                continue;
            for (Point p : space.points)
                mask.set(size_t(w.index(p)));
        }
    };
    // The board without the stones found dead so far (taken off as prisoners).
    auto standingBoard = [&] {
        Board standing = board;
        for (int b = 0; b < w.blockCount; ++b)
            if (w.dead(b))
                for (int i : w.stonesOf(b))
                    standing.set(i, Color::Empty);
        return standing;
    };
    auto markAll = [&](const std::vector<int>& blocks, GroupStatus status, GroupReason reason, int key) {
        for (int b : blocks) {
            detail::BlockVerdict& v = w.verdicts[size_t(b)];
            v.status = status;
            v.reason = reason;
            v.group = key;
        }
    };

    // The blocks of a group (the same root).
    auto groupOf = [&](int root, Color c) {
        std::vector<int> blocks;
        for (int b = 0; b < w.blockCount; ++b)
            if (w.blockColor[size_t(b)] == c && !w.dead(b) && w.find(b) == root)
                blocks.push_back(b);
        return blocks;
    };
    // The one-eyed walls (a group of c with one sure eye) sharing liberties with these one-eyed
    // stones of the other colour, when they cannot win the race: the walls' blocks, else nullopt.
    auto oneEyeSeki = [&](Color c, const std::vector<int>& stones) -> std::optional<std::vector<int>> {
        const Color other = opponent(c);
        const int stonesRoot = w.find(stones[0]);
        for (int b : stones)
            if (w.find(b) != stonesRoot)
                return std::nullopt;
        if (w.eyes[size_t(stonesRoot)].sure() != 1 || w.eyes[size_t(stonesRoot)].reachable() != 1)
            return std::nullopt;
        const std::vector<int> stoneGroup = groupOf(stonesRoot, other);
        std::vector<int> stoneLiberties;
        w.libertiesOf(stoneGroup, stoneLiberties);
        std::vector<int> roots;
        for (int l : stoneLiberties)
            for (int d : w.neighbours)
                if (w.standing(l + d, c)) {
                    const int root = w.find(w.blockOf[size_t(l + d)]);
                    if (std::find(roots.begin(), roots.end(), root) == roots.end())
                        roots.push_back(root);
                }
        for (int root : roots) {
            if (w.eyes[size_t(root)].sure() != 1 || w.eyes[size_t(root)].reachable() != 1)
                continue;
            const std::vector<int> wallGroup = groupOf(root, c);
            std::vector<int> wallLibertiesOf;
            w.libertiesOf(wallGroup, wallLibertiesOf);
            int shared = 0;
            for (int l : stoneLiberties)
                shared += std::find(wallLibertiesOf.begin(), wallLibertiesOf.end(), l) != wallLibertiesOf.end();
            const int stonesOwn = int(stoneLiberties.size()) - shared;
            int wallsOwn = int(wallLibertiesOf.size()) - shared;
            // Rule (capturing races: a move that only joins the attacker's own blocks takes no
            // liberty of the stones and hands the defender the next move): where a wall block on
            // a shared liberty has one other liberty, a point joining it to the walls' other
            // blocks, that point is no liberty in the race, and the walls need one liberty more.
            std::vector<int> joints;
            for (int l : stoneLiberties) {
                if (std::find(wallLibertiesOf.begin(), wallLibertiesOf.end(), l) == wallLibertiesOf.end())
                    continue;
                for (int d : w.neighbours) {
                    if (!w.standing(l + d, c))
                        continue;
                    const int b = w.blockOf[size_t(l + d)];
                    if (std::find(wallGroup.begin(), wallGroup.end(), b) == wallGroup.end())
                        continue;
                    std::vector<int> own;
                    if (w.libertiesOf(std::span<const int>(&b, 1), own) != 2)
                        continue;
                    const int joint = own[0] == l ? own[1] : own[0];
                    bool joins = false;
                    for (int e : w.neighbours)
                        joins |= w.standing(joint + e, c) && w.blockOf[size_t(joint + e)] != b
                                 && std::find(wallGroup.begin(), wallGroup.end(), w.blockOf[size_t(joint + e)]) != wallGroup.end();
                    if (joins && std::find(stoneLiberties.begin(), stoneLiberties.end(), joint) == stoneLiberties.end()
                        && std::find(joints.begin(), joints.end(), joint) == joints.end())
                        joints.push_back(joint);
                }
            }
            if (!joints.empty())
                wallsOwn -= 2 * int(joints.size());
            if (shared > 0 && wallsOwn < stonesOwn + shared)
                return wallGroup;
        }
        return std::nullopt;
    };
    // Marks stones undecided in a fight with the walls of c's beside them: the reason's points
    // are the walls' stones (RaceUnsettled) or the stones' own liberties (NoSafeFill).
    auto markUndecided = [&](Color c, const std::vector<int>& stones, const std::vector<int>& walls, GroupReason why,
                             int key) {
        markAll(stones, GroupStatus::Undecided, why, key);
        const int stoneLiberties = w.libertiesOf(stones, liberties);
        const int wallLibertyCount = w.libertiesOf(walls, wallLiberties);
        std::vector<int> wallStones;
        for (int b : walls)
            for (int i : w.stonesOf(b))
                wallStones.push_back(i);
        std::sort(wallStones.begin(), wallStones.end());
        for (int b : stones) {
            detail::BlockVerdict& v = w.verdicts[size_t(b)];
            v.areaOwner = c;
            v.liberties = stoneLiberties;
            v.opponentLiberties = wallLibertyCount;
            v.points = walls.empty() ? liberties : wallStones;
            std::sort(v.points.begin(), v.points.end());
        }
    };
    // The standing blocks of c's touching the stones.
    auto touchingWalls = [&](Color c, const std::vector<int>& stones) {
        std::vector<int> walls;
        for (int b : stones)
            for (int i : w.stonesOf(b))
                for (int d : w.neighbours)
                    if (w.standing(i + d, c) && std::find(walls.begin(), walls.end(), w.blockOf[size_t(i + d)]) == walls.end())
                        walls.push_back(w.blockOf[size_t(i + d)]);
        return walls;
    };
    // The liberties two sets of blocks share, as the points of their reason.
    auto sharedLibertiesAsPoints = [&](const std::vector<int>& a, const std::vector<int>& b) {
        w.libertiesOf(a, liberties);
        w.libertiesOf(b, wallLiberties);
        std::vector<int> shared;
        for (int l : liberties)
            if (std::find(wallLiberties.begin(), wallLiberties.end(), l) != wallLiberties.end())
                shared.push_back(l);
        std::sort(shared.begin(), shared.end());
        for (int x : a)
            w.verdicts[size_t(x)].points = shared;
        for (int x : b)
            w.verdicts[size_t(x)].points = shared;
    };

    // Rule (capturing races: a capture saves stones only if it leaves them two eyes): with every
    // wall short of eyes that they can take read as taken (GNU Go's eye spaces: the taken stones
    // are part of the local game), the stones are dead if they reach fewer than two eyes moving
    // first and no seki inside, wherever the walls stand.
    auto takenWallsGiveNoLife = [&](Color c, const std::vector<int>& stones, const std::vector<int>& falling) {
        const Color other = opponent(c);
        Position hypothesis = position;
        for (int b : falling)
            for (int i : w.stonesOf(b))
                hypothesis.dead.set(size_t(i));
        const EyeAnalysis& inside = m_insideEyes.analyze(hypothesis, eyeOptions);
        detail::GroupEyes eyes;
        bool sekiInside = false;
        for (const EyeSpace& space : inside.spaces) {
            if (space.owner != other)
                continue;
            bool beside = false;
            for (Point p : space.points)
                for (int d : w.neighbours) {
                    const int n = w.index(p) + d;
                    beside |= w.standing(n, other) && std::find(stones.begin(), stones.end(), w.blockOf[size_t(n)]) != stones.end();
                }
            if (!beside)
                continue;
            eyes.add(space);
            sekiInside |= !space.value.solved() || space.sekiInside();
        }
        return eyes.spaces > 0 && eyes.reachable() < 2 && !sekiInside;
    };

    const int roundLimit = 4 * w.blockCount + 8;
    for (int round = 0; round < roundLimit; ++round) {
        position.dead.reset();
        for (int b = 0; b < w.blockCount; ++b)
            if (w.dead(b))
                for (int i : w.stonesOf(b))
                    position.dead.set(size_t(i));
        w.findAreas(Color::Black);
        w.findAreas(Color::White);
        const EyeAnalysis& analysis = m_eyes.analyze(position, eyeOptions);
        roundAnalysis = &analysis;
        w.groupByEyeSpaces(analysis);

        // Areas smallest first: an area's eye spaces are smaller areas of the other colour.
        struct Candidate {
            int size;
            Color color;
            int area;
        };
        std::vector<Candidate> candidates;
        for (Color c : {Color::Black, Color::White}) {
            const detail::Areas& areas = w.areas[detail::side(c)];
            for (int r = 0; r < areas.count; ++r)
                if (areas.standingOpponents[size_t(r)] > 0)
                    candidates.push_back({int(w.areaPoints(c, r).size()), c, r});
        }
        std::stable_sort(candidates.begin(), candidates.end(),
                         [](const Candidate& a, const Candidate& b) { return a.size < b.size; });

        // The first area that is plainly c's: its opponent stones die if c can fill their
        // liberties; where neither side can approach the other, it is a seki.
        bool changed = false;
        for (const Candidate& candidate : candidates) {
            const Color c = candidate.color;
            const Color other = opponent(c);
            const AreaJudgement j = judge(c, candidate.area, true);
            if (j.kind == AreaJudgement::Kind::Unsettled) {
                for (int b : j.opponentBlocks) {
                    detail::BlockVerdict& v = w.verdicts[size_t(b)];
                    v.status = GroupStatus::Undecided;
                    v.reason = GroupReason::Unsettled;
                    v.areaOwner = c;
                    v.points = pointsOfSpaces(analysis, w.spacesOf[size_t(w.find(b))]);
                }
                changed = true;
                break;
            }
            if (j.kind != AreaJudgement::Kind::Territory)
                continue;
            changed = true;
            std::vector<Board::Index> targets;
            Board::Mask eyeSpace;
            for (int b : j.opponentBlocks) {
                targets.push_back(w.stonesOf(b)[0]);
                markEyes(analysis, w.find(b), eyeSpace);
            }
            // Rule (the race of one eye against one eye): the shared liberties count for no one,
            // so c's walls with one eye take the stones only with more liberties of their own than
            // the stones have of theirs and shared together; short of that it is a seki.
            if (const std::optional<std::vector<int>> seki = oneEyeSeki(c, j.opponentBlocks)) {
                const int key = w.groupKeys++;
                markAll(j.opponentBlocks, GroupStatus::Seki, GroupReason::SekiOneEye, key);
                markAll(*seki, GroupStatus::Seki, GroupReason::SekiOneEye, key);
                sharedLibertiesAsPoints(j.opponentBlocks, *seki);
                break;
            }
            const Board standing = standingBoard();
            // Rule (a double ko saves stones only while neither side can end a ko; 1989 rules,
            // Article 7-2: a ko is retaken after a pass): a block c captures all the same, read move
            // by move, is in no double ko.
            bool keptByDoubleKo = false;
            for (Board::Index t : targets) {
                const std::span<const Board::Index> one(&t, 1);
                keptByDoubleKo |= doubleKo(standing, one, c)
                                  && readCapturingRace(standing, one, c, captureOnly, 20000) != RaceOutcome::AttackerWins;
            }
            if (keptByDoubleKo && !fillsOutsideLiberties(standing, targets, eyeSpace, c, false)) {
                // Rule: stones in a double ko with the walls, which can be captured only by
                // winning a ko, are not dead at the end of a game: neither side can win both kos,
                // and the finder does not guess.
                markAll(j.opponentBlocks, GroupStatus::Undecided, GroupReason::Ko, w.groupKeys++);
                for (int b : j.opponentBlocks) {
                    w.verdicts[size_t(b)].areaOwner = c;
                    w.verdicts[size_t(b)].points.assign(w.areaPoints(c, candidate.area).begin(),
                                                        w.areaPoints(c, candidate.area).end());
                }
                break;
            }
            if (fillsOutsideLiberties(standing, targets, eyeSpace, c)) {
                // Rule (capturing races, Sensei's Library: the side that captures the other first
                // wins; a capture saves stones only if it leaves them two eyes): stones that c takes
                // only while they do not move, but which, moving first, take two or more stones of the
                // walls beside them before c takes them and are then sure of two eyes (the space the
                // capture leaves read as GNU Go reads it: a bent three is one eye, its vital point
                // open), are in a race whoever moves first wins: undecided, not dead.
                auto twoEyesAfter = [&](const Board& after) {
                    Position taken;
                    taken.board = after;
                    return sureEyesOn(taken, targets, other) >= 2;
                };
                if (!inProgress
                    && readCapturingRace(standing, targets, c, 2, 400, 14, twoEyesAfter) == RaceOutcome::DefenderHolds) {
                    markUndecided(c, j.opponentBlocks, touchingWalls(c, j.opponentBlocks), GroupReason::RaceUnsettled,
                                  w.groupKeys++);
                    break;
                }
                kill(c, candidate.area, j, analysis);
                break;
            }
            // c cannot fill their liberties. The walls that share liberties with them and have
            // fewer than two sure eyes are the other side of a seki, unless the other colour can
            // capture one of them by filling its liberties.
            w.libertiesOf(j.opponentBlocks, liberties);
            std::vector<int> walls;
            for (int l : liberties)
                for (int d : w.neighbours) {
                    const int n = l + d;
                    if (w.standing(n, c) && w.eyes[size_t(w.find(w.blockOf[size_t(n)]))].sure() < 2
                        && std::find(walls.begin(), walls.end(), w.blockOf[size_t(n)]) == walls.end())
                        walls.push_back(w.blockOf[size_t(n)]);
                }
            bool wallFalls = false;
            std::vector<int> falling;
            for (int b : walls) {
                const Board::Index stone = w.stonesOf(b)[0];
                Board::Mask wallEyeSpace;
                markEyes(analysis, w.find(b), wallEyeSpace);
                if (fillsOutsideLiberties(standing, std::span<const Board::Index>(&stone, 1), wallEyeSpace, other)
                    && w.eyes[size_t(w.find(b))].reachable() < 2) {
                    wallFalls = true;
                    falling.push_back(b);
                }
            }
            // Every wall short of eyes can be taken: the eyes the stones have once they are taken
            // decide.
            if (wallFalls && falling.size() == walls.size() && takenWallsGiveNoLife(c, j.opponentBlocks, falling)) {
                kill(c, candidate.area, j, analysis);
                break;
            }
            const int key = w.groupKeys++;
            if (wallFalls || walls.empty()) {
                // Either side can fill the other's liberties, or c cannot fill the last ones and no
                // group of c's is short of eyes there: whoever moves first decides, not the finder.
                const GroupReason why = walls.empty() ? GroupReason::NoSafeFill : GroupReason::RaceUnsettled;
                markUndecided(c, j.opponentBlocks, walls, why, key);
                break;
            }
            const bool eyeless = w.eyes[size_t(w.find(j.opponentBlocks[0]))].spaces == 0;
            const GroupReason why = eyeless ? GroupReason::SekiNoEyes : GroupReason::SekiOneEye;
            markAll(j.opponentBlocks, GroupStatus::Seki, why, key);
            markAll(walls, GroupStatus::Seki, why, key);
            w.libertiesOf(walls, wallLiberties);
            std::vector<int> shared;
            for (int l : liberties)
                if (std::find(wallLiberties.begin(), wallLiberties.end(), l) != wallLiberties.end())
                    shared.push_back(l);
            std::sort(shared.begin(), shared.end());
            for (int b : j.opponentBlocks)
                w.verdicts[size_t(b)].points = shared;
            for (int b : walls)
                w.verdicts[size_t(b)].points = shared;
            break;
        }
        if (!changed)
            break;
    }

    // The report: one entry per group of blocks judged together, or per group of eye spaces.
    position.dead.reset();
    for (int b = 0; b < w.blockCount; ++b)
        if (w.dead(b))
            for (int i : w.stonesOf(b))
                position.dead.set(size_t(i));
    const EyeAnalysis& analysis = m_eyes.analyze(position, eyeOptions);
    w.groupByEyeSpaces(analysis);

    DeadStoneReport& report = m_report;
    report.width = w.width;
    report.height = w.height;
    report.groups.clear();
    report.dead.reset();
    report.seki.reset();
    report.undecided.reset();
    std::fill_n(report.groupIndex.begin(), cellCount, std::int16_t(-1));
    std::vector<int> groupOfKey(size_t(2 * w.groupKeys), -1);
    std::vector<int> groupOfRoot(size_t(w.blockCount), -1);
    for (int b = 0; b < w.blockCount; ++b) {
        detail::BlockVerdict& v = w.verdicts[size_t(b)];
        int* slot = nullptr;
        if (v.group >= 0) {
            // A seki's two sides share a key: one group per colour.
            slot = &groupOfKey[size_t(2 * v.group + (w.blockColor[size_t(b)] == Color::White))];
        } else if (v.status == GroupStatus::Alive) {
            slot = &groupOfRoot[size_t(w.find(b))];
            const detail::GroupEyes& e = w.eyes[size_t(w.find(b))];
            v.eyes = e.sure();
            v.reason = e.sure() >= 2 ? GroupReason::TwoEyes : GroupReason::LivingArea;
            if (e.sure() >= 2)
                v.points = pointsOfSpaces(analysis, w.spacesOf[size_t(w.find(b))]);
        }
        int g = slot ? *slot : -1;
        if (g < 0) {
            g = int(report.groups.size());
            GroupVerdict verdict;
            verdict.color = w.blockColor[size_t(b)];
            verdict.status = v.status;
            verdict.reason = v.reason;
            verdict.areaOwner = v.areaOwner;
            verdict.eyes = v.eyes;
            verdict.liberties = v.liberties;
            verdict.opponentLiberties = v.opponentLiberties;
            for (int i : v.points)
                verdict.points.push_back(w.point(i));
            report.groups.push_back(std::move(verdict));
            if (slot)
                *slot = g;
        }
        GroupVerdict& verdict = report.groups[size_t(g)];
        for (int i : w.stonesOf(b)) {
            verdict.stones.push_back(w.point(i));
            report.groupIndex[size_t(i)] = std::int16_t(g);
            if (v.status == GroupStatus::Dead)
                report.dead.set(size_t(i));
            else if (v.status == GroupStatus::Seki)
                report.seki.set(size_t(i));
            else if (v.status == GroupStatus::Undecided)
                report.undecided.set(size_t(i));
        }
    }
    for (GroupVerdict& verdict : report.groups)
        std::sort(verdict.stones.begin(), verdict.stones.end(),
                  [](Point a, Point b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
    return report;
}

} // namespace seki
