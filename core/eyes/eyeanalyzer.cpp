#include "eyeanalyzer.h"

#include "board/boardscratch.h"
#include "scoring/scorer.h"
#include "scoring/stages/neutralfill.h"
#include "scoring/tables/regiontable.h"

#include <algorithm>
#include <array>
#include <cstdint>

namespace seki {

// The lens fills neutral points exactly as the pipeline does.
static_assert(Scorer::CheckeredPhase == 0 || Scorer::CheckeredPhase == 1);

namespace detail {

constexpr int MaxCells = Board::MaxCells;
constexpr int MaxPoints = BoardScratch::MaxPoints;
constexpr std::uint8_t NoKind = 0xff;

// The geometry, the walk over the points, the visited set (flood fills) and the queue come from
// BoardScratch, shared with the scorer.
struct EyeWork : BoardScratch {
    static constexpr std::array<Point, 4> DiagonalSteps{{{-1, -1}, {1, -1}, {-1, 1}, {1, 1}}};

    std::array<Color, MaxCells> original{};            // the position as given, dead stones on it
    std::array<Color, MaxCells> filled{};              // dead stones off, neutral points filled
    RegionTable regions{};                             // regions of filled (scoring/tables)
    std::array<std::int16_t, MaxPoints> regionSpace{}; // space of each region, or -1 (neutral)
    std::array<std::uint8_t, MaxCells> kindAt{};       // initial EyeVertexKind, or NoKind
    std::array<std::int16_t, MaxCells> vertexOf{};

    // Strings of the filled board, for the "can play safely" liberty check.
    std::array<std::int16_t, MaxCells> stringId{};
    std::array<std::int16_t, MaxPoints> stringLiberties{};

    std::array<Color, MaxCells> ownerAt{}; // owner of the point's space
    Marks counted;                         // liberty sets counted during a fill

    // Calls f(stone) for each stone of the string through start on cells; returns its size.
    template <class F>
    int forEachStone(const std::array<Color, MaxCells>& cells, int start, F&& f)
    {
        const Color c = cells[size_t(start)];
        const std::uint32_t g = visited.next();
        int head = 0, tail = 0;
        queue[size_t(tail++)] = start;
        visited.set(start, g);
        while (head < tail) {
            const int i = queue[size_t(head++)];
            f(i);
            for (int d : neighbours) {
                const int n = i + d;
                if (cells[size_t(n)] == c && visited.add(n, g)) {
                    queue[size_t(tail++)] = n;
                }
            }
        }
        return tail;
    }

    void findStrings()
    {
        std::fill_n(stringId.begin(), cellCount(), std::int16_t(-1));
        int count = 0;
        forEachPoint([&](int start) {
            if (!isStone(filled[size_t(start)]) || stringId[size_t(start)] >= 0)
                return;
            const auto s = std::int16_t(count++);
            const Color c = filled[size_t(start)];
            const std::uint32_t g = visited.next();
            int head = 0, tail = 0, liberties = 0;
            queue[size_t(tail++)] = start;
            stringId[size_t(start)] = s;
            while (head < tail) {
                const int i = queue[size_t(head++)];
                for (int d : neighbours) {
                    const int n = i + d;
                    if (filled[size_t(n)] == c && stringId[size_t(n)] < 0) {
                        stringId[size_t(n)] = s;
                        queue[size_t(tail++)] = n;
                    } else if (filled[size_t(n)] == Color::Empty && visited.add(n, g)) {
                        ++liberties;
                    }
                }
            }
            stringLiberties[size_t(s)] = std::int16_t(liberties);
        });
    }

    // SCORING.md: "can play safely" is a liberty check: after the move the string has at least two
    // liberties, or the move captures. On the filled board (dead stones off).
    bool safeMove(int q, Color player)
    {
        const Color other = opponent(player);
        for (int d : neighbours) {
            const int n = q + d;
            if (filled[size_t(n)] == other && stringLiberties[size_t(stringId[size_t(n)])] == 1)
                return true;
        }
        const std::uint32_t g = counted.next();
        counted.set(q, g);
        int liberties = 0;
        auto addLiberty = [&](int l) {
            if (filled[size_t(l)] == Color::Empty && counted.add(l, g))
                ++liberties;
        };
        for (int d : neighbours)
            addLiberty(q + d);
        for (int d : neighbours) {
            const int n = q + d;
            if (liberties >= 2)
                return true;
            if (filled[size_t(n)] != player)
                continue;
            if (stringLiberties[size_t(stringId[size_t(n)])] >= 3)
                return true; // it keeps two besides q
            forEachStone(filled, n, [&](int stone) {
                for (int e : neighbours)
                    addLiberty(stone + e);
            });
        }
        return liberties >= 2;
    }

    // The lens's one refinement (SCORING.md), for an empty candidate i off the edge and a dead
    // opponent stone on its diagonal j: true when j's string has three or more stones and touches
    // i, two different owner strings touch i, and one of them has fewer than two liberties that are
    // proper points of the owner's eye spaces.
    bool refinementApplies(const Position& position, int i, int j, Color owner)
    {
        bool touches = false;
        const int size = forEachStone(original, j, [&](int stone) {
            for (int d : neighbours)
                touches |= stone + d == i;
        });
        if (size < 3 || !touches)
            return false;
        std::array<int, 4> strings{};
        int count = 0;
        for (int d : neighbours) {
            const int n = i + d;
            if (original[size_t(n)] != owner || position.dead.test(size_t(n)))
                continue;
            bool known = false;
            for (int k = 0; k < count; ++k)
                known |= stringId[size_t(strings[size_t(k)])] == stringId[size_t(n)];
            if (!known)
                strings[size_t(count++)] = n;
        }
        if (count < 2)
            return false;
        for (int k = 0; k < count; ++k) {
            const std::uint32_t g = counted.next();
            int proper = 0;
            forEachStone(original, strings[size_t(k)], [&](int stone) {
                for (int d : neighbours) {
                    const int l = stone + d;
                    if (original[size_t(l)] == Color::Empty && !counted.has(l, g)
                        && kindAt[size_t(l)] == std::uint8_t(EyeVertexKind::Proper) && ownerAt[size_t(l)] == owner) {
                        counted.set(l, g);
                        ++proper;
                    }
                }
            });
            if (proper < 2)
                return true;
        }
        return false;
    }
};

} // namespace detail

EyeAnalyzer::EyeAnalyzer() : EyeAnalyzer(LocalGameSolver::Limits{})
{
}

EyeAnalyzer::EyeAnalyzer(LocalGameSolver::Limits limits)
    : m_work(std::make_unique<detail::EyeWork>()), m_solver(limits), m_lifeSolver([&] {
          LocalGameSolver::Limits life = limits;
          life.sekiCountsAsLife = true;
          return life;
      }())
{
}

EyeAnalyzer::~EyeAnalyzer() = default;

const EyeAnalysis& EyeAnalyzer::analyze(const Position& position, Options options)
{
    const int checkeredPhase = options.checkeredPhase;
    detail::EyeWork& w = *m_work;
    const Board& board = position.board;
    w.setGeometry(board);
    const int cellCount = w.cellCount();

    EyeAnalysis& a = m_analysis;
    a.width = w.width;
    a.height = w.height;
    a.checkeredPhase = checkeredPhase;
    std::fill_n(a.spaceIndex.begin(), cellCount, std::int16_t(-1));
    int spaceCount = 0;

    for (int i = 0; i < cellCount; ++i) {
        w.original[size_t(i)] = board.at(i);
        const bool dead = isStone(board.at(i)) && position.dead.test(size_t(i));
        w.filled[size_t(i)] = dead ? Color::Empty : board.at(i);
    }

    // Regions of the board without its dead stones (SCORING.md, "Definitions"): controlled
    // when every boundary stone has one colour, else neutral and filled in the checkered
    // pattern (SCORING.md, stage 2), by the scorer's own stage-2 code.
    floodRegions(w, w.filled, w.regions, w.queue, [&](int r, int size) {
        if (w.regions.color[size_t(r)] != Color::Empty) {
            w.regionSpace[size_t(r)] = std::int16_t(spaceCount++);
            if (int(a.spaces.size()) < spaceCount)
                a.spaces.emplace_back();
            EyeSpace& space = a.spaces[size_t(spaceCount - 1)];
            space.owner = w.regions.color[size_t(r)];
            space.points.clear();
            space.kinds.clear();
            space.topology.clear();
            space.graph.clear();
        } else {
            w.regionSpace[size_t(r)] = -1;
            if (options.fillNeutral)
                fillCheckered(w, w.queue.data(), size, checkeredPhase, w.filled, [](int, Color) {});
        }
    });
    a.spaces.resize(size_t(spaceCount));

    // Points in row order, with their kinds before the topological test: the dead opponent
    // stones are 'X' (GNU Go: "the captured X stones ... are naturally marked X"),
    // every other point '.'. A space the opponent could enter from outside would have '!'
    // points, but after the neutral fill no controlled region touches an opponent stone: in a
    // finished position the marginal points are the false eyes.
    std::fill_n(w.kindAt.begin(), cellCount, detail::NoKind);
    w.forEachPoint([&](int i) {
        const int r = w.regions.id[size_t(i)];
        if (r < 0 || w.regionSpace[size_t(r)] < 0)
            return;
        const int s = w.regionSpace[size_t(r)];
        EyeSpace& space = a.spaces[size_t(s)];
        const EyeVertexKind kind
            = w.original[size_t(i)] == opponent(space.owner) ? EyeVertexKind::Dead : EyeVertexKind::Proper;
        a.spaceIndex[size_t(i)] = std::int16_t(s);
        w.kindAt[size_t(i)] = std::uint8_t(kind);
        w.ownerAt[size_t(i)] = space.owner;
        space.points.push_back(w.point(i));
        space.kinds.push_back(kind);
    });

    w.findStrings();

    // Topological half and false eyes (SCORING.md, "GNU Go's eye lens", its
    // diagonal table). Candidates: proper points with at most one neighbour in
    // their space. Dead-stone points are not candidates: the test is about empty points
    // (its one refinement speaks of "the candidate is empty"), and 'X' stays 'X' in the graph.
    for (int s = 0; s < spaceCount; ++s) {
        EyeSpace& space = a.spaces[size_t(s)];
        const Color owner = space.owner;
        const Color other = opponent(owner);
        for (size_t k = 0; k < space.points.size(); ++k) {
            if (space.kinds[k] != EyeVertexKind::Proper)
                continue;
            const Point p = space.points[k];
            const int i = w.index(p);
            int inSpace = 0;
            bool edge = false;
            for (int d : w.neighbours) {
                inSpace += a.spaceIndex[size_t(i + d)] == s;
                edge |= w.original[size_t(i + d)] == Color::Wall;
            }
            if (inSpace > 1)
                continue;

            TopologicalEye t;
            t.point = p;
            t.owner = owner;
            for (int dk = 0; dk < 4; ++dk) {
                const Point q{p.x + detail::EyeWork::DiagonalSteps[size_t(dk)].x,
                              p.y + detail::EyeWork::DiagonalSteps[size_t(dk)].y};
                t.diagonals[size_t(dk)] = q;
                int value = 0;
                if (!w.contains(q)) {
                    // Beyond an edge 1, beyond a corner 0.
                    const bool offX = q.x < 0 || q.x >= w.width;
                    const bool offY = q.y < 0 || q.y >= w.height;
                    value = offX && offY ? 0 : 1;
                } else {
                    const int j = w.index(q);
                    const Color stone = w.original[size_t(j)];
                    const bool marked = isStone(stone) && position.dead.test(size_t(j));
                    if (stone == other && !marked) {
                        value = 2; // an opponent stone that cannot be attacked
                    } else if (stone == other) {
                        value = 0; // an opponent stone that cannot be defended
                        // The refinement: a dead string of three or more that also touches
                        // the candidate counts 2 when two owner strings touch the candidate and
                        // one has fewer than two proper eye liberties (".XXX." split in two).
                        if (!edge && w.original[size_t(i)] == Color::Empty
                            && w.refinementApplies(position, i, j, owner))
                            value = 2;
                    } else if (w.filled[size_t(j)] == owner) {
                        value = 0; // the owner's stone (a neutral fill counts as one)
                    } else if (w.filled[size_t(j)] == other) {
                        value = 2; // a neutral point the fill gave the opponent: a stone
                    } else if (w.kindAt[size_t(j)] == std::uint8_t(EyeVertexKind::Proper)
                               && a.spaces[size_t(a.spaceIndex[size_t(j)])].owner == owner) {
                        value = 0; // a proper point of the owner's eye space
                    } else if (!w.safeMove(j, other)) {
                        value = 0; // empty, the opponent cannot play there safely
                    } else {
                        value = w.safeMove(j, owner) ? 1 : 2; // both can / only he can
                    }
                }
                t.values[size_t(dk)] = std::int8_t(value);
                t.sum += value;
            }
            // S >= 4 false eye, 2 < S < 4 half eye, else proper.
            if (t.sum >= 4) {
                t.topology = EyeTopology::FalseEye;
            } else if (t.sum > 2) {
                t.topology = EyeTopology::HalfEye;
                for (int dk = 0; dk < 4; ++dk)
                    if (t.values[size_t(dk)] == 1 && w.contains(t.diagonals[size_t(dk)]))
                        t.keyPoints[size_t(t.keyPointCount++)] = t.diagonals[size_t(dk)];
                if (t.keyPointCount == 0)
                    t.topology = EyeTopology::Proper; // no point to play: nothing to settle
            }
            space.topology.push_back(t);
        }
        for (const TopologicalEye& t : space.topology)
            if (t.topology == EyeTopology::FalseEye) {
                const auto at = std::find(space.points.begin(), space.points.end(), t.point);
                space.kinds[size_t(at - space.points.begin())] = EyeVertexKind::Marginal;
            }
    }

    // The graphs (SCORING.md, "GNU Go's eye lens": adjacent on the board, or a half eye and its key
    // point, the key point added as a marginal vertex) and their local games.
    for (int s = 0; s < spaceCount; ++s) {
        EyeSpace& space = a.spaces[size_t(s)];
        EyeGraph& graph = space.graph;
        graph.clear();
        bool fits = space.size() <= EyeGraph::MaxVertices;
        if (fits) {
            for (size_t k = 0; k < space.points.size(); ++k) {
                const int v = graph.addVertex(space.kinds[k], space.points[k]);
                w.vertexOf[size_t(w.index(space.points[k]))] = std::int16_t(v);
            }
            for (int u = 0; u < graph.vertexCount(); ++u) {
                const int i = w.index(graph.position(u));
                for (int d : {1, w.stride})
                    if (a.spaceIndex[size_t(i + d)] == s)
                        graph.connect(u, w.vertexOf[size_t(i + d)]);
            }
            for (const TopologicalEye& t : space.topology) {
                if (t.topology != EyeTopology::HalfEye || !fits)
                    continue;
                const Point key = t.keyPoints[0];
                const int h = w.vertexOf[size_t(w.index(t.point))];
                int kv = -1;
                if (a.spaceIndex[size_t(w.index(key))] == s) {
                    kv = w.vertexOf[size_t(w.index(key))];
                } else {
                    for (int v = space.size(); v < graph.vertexCount(); ++v)
                        if (graph.position(v) == key)
                            kv = v;
                    if (kv < 0)
                        kv = graph.addVertex(EyeVertexKind::Marginal, key);
                }
                if (kv < 0)
                    fits = false;
                else
                    graph.connect(h, kv);
            }
        }
        if (!fits) {
            graph.clear();
            space.value = space.lifeValue = EyeValue::unsolved(EyeValue::Status::TooLarge);
            continue;
        }
        const LocalGameSolver::Solution solution = m_solver.solveWithReadings(graph);
        space.value = solution.value;
        // Most spaces never reach a seki inside: their one search answers both readings.
        space.lifeValue
            = !space.value.solved() || solution.sameForBothReadings ? space.value : m_lifeSolver.solve(graph);
    }
    return a;
}

} // namespace seki
