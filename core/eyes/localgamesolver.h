#pragma once

#include "eyegraph.h"
#include "eyevalue.h"

#include <memory>
#include <unordered_map>

namespace seki {

namespace detail {
struct LocalGameSearch;
}

// Solves the local game of an eye space by search (SCORING.md, "GNU Go's eye lens", the local
// game's rules), never from a table: minimax over the eye graph with alternate moves where either
// side may pass, then GNU Go's four digits (the same section). Results are cached by the graph's
// canonical key, so isomorphic eye spaces are solved once per solver; keep one solver alive (it
// owns its search table: solving allocates only when the cache grows).
//
// Spaces with more than Limits::maxVertices vertices, or whose search visits more than
// Limits::nodeBudget positions, come back unsolved: a value is never guessed.
class LocalGameSolver {
public:
    struct Limits {
        int maxVertices = 16;
        int nodeBudget = 1 << 17;
        // GNU Go's reading of "two eyes": the group cannot be captured, a seki inside the space
        // included. Off by default: SekiScope counts eyes, and a seki is what it must find.
        bool sekiCountsAsLife = false;
    };
    // The state packs three vertex masks into 63 bits.
    static constexpr int HardMaxVertices = 21;

    LocalGameSolver();
    explicit LocalGameSolver(Limits limits);
    ~LocalGameSolver();
    LocalGameSolver(const LocalGameSolver&) = delete;
    LocalGameSolver& operator=(const LocalGameSolver&) = delete;

    // Cached by canonical key.
    EyeValue solve(const EyeGraph& graph);
    // The value, and whether a solver with the other reading of a seki inside the space
    // (Limits::sekiCountsAsLife, all other limits equal) would give the same one. That is known
    // when the search never read a final position where the readings count differently: the
    // other search would then replay this one move for move, to the same value within the same
    // budget, and need not run (the eye lens asks both readings of every space).
    struct Solution {
        EyeValue value;
        bool sameForBothReadings = false;
    };
    Solution solveWithReadings(const EyeGraph& graph);
    // The search alone, on the graph as numbered (tests use it to check the cache's premise).
    EyeValue solveUncached(const EyeGraph& graph);

    const Limits& limits() const { return m_limits; }
    // Entries, canonical and exact keys together.
    int cacheSize() const { return int(m_cache.size()); }
    int searches() const { return m_searches; }
    // Positions the last search visited.
    int lastNodeCount() const;
    void clearCache() { m_cache.clear(); }

private:
    Limits m_limits;
    std::unique_ptr<detail::LocalGameSearch> m_search;
    // Canonical keys (one entry per isomorphism class) and exact keys (graphs as numbered).
    std::unordered_map<EyeGraph::Key, Solution, EyeGraph::KeyHash> m_cache;
    int m_searches = 0;
};

} // namespace seki
