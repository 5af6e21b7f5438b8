#include "localgamesolver.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <vector>

namespace seki {

namespace detail {

// One position of the local game: which vertices are still '.', '!' or 'X' (a vertex in none of
// the three masks has left the eye space: the owner filled it, or the opponent connected it out).
// Packed as dot | bang << 21 | dead << 42.
using State = std::uint64_t;
using Mask = std::uint32_t;

constexpr int FieldBits = LocalGameSolver::HardMaxVertices;
constexpr Mask FieldMask = (Mask(1) << FieldBits) - 1;

constexpr Mask dotsOf(State s)
{
    return Mask(s) & FieldMask;
}
constexpr Mask bangsOf(State s)
{
    return Mask(s >> FieldBits) & FieldMask;
}
constexpr Mask deadOf(State s)
{
    return Mask(s >> (2 * FieldBits)) & FieldMask;
}
constexpr State pack(Mask dots, Mask bangs, Mask dead)
{
    return State(dots) | State(bangs) << FieldBits | State(dead) << (2 * FieldBits);
}

constexpr std::uint8_t Unknown = 0xff;

// Inline, branch-free: a build without -mpopcnt (the default x86-64 target) turns std::popcount
// into a call to libgcc, and the search counts bits at every node (a third of its instructions).
constexpr int bitCount(Mask m)
{
    m = m - ((m >> 1) & 0x55555555u);
    m = (m & 0x33333333u) + ((m >> 2) & 0x33333333u);
    m = (m + (m >> 4)) & 0x0f0f0f0fu;
    return int((m * 0x01010101u) >> 24);
}

struct LocalGameSearch {
    // Open addressing, generation-stamped so a new search needs no clearing. 16 bytes an entry.
    struct Entry {
        State state = 0;
        std::uint32_t generation = 0;
        // 2 bits for each of value(side, passed) at 2 * side + passed (side 0 the owner to move,
        // 1 the opponent; passed: the other side has just passed, so a pass now ends the game);
        // 3 while unknown (a value is an eye count, 0 to 2).
        std::uint8_t values = 0xff;
        std::uint8_t digits = Unknown; // a | b << 2 | c << 4 | d << 6
        std::uint8_t closed = Unknown; // closedParts(state), counted once per position

        int value(size_t slot) const { return (values >> (2 * slot)) & 3; }
        void setValue(size_t slot, int v)
        {
            values = std::uint8_t((values & ~(3u << (2 * slot))) | unsigned(v) << (2 * slot));
        }
    };
    static constexpr int UnknownValue = 3;
    // The table starts small and doubles as a search grows, up to twice the node budget: the
    // first search of a solver no longer zero-fills megabytes it will not use (most searches
    // visit a few hundred positions), and small searches stay in the cache. Growing moves the
    // entries, which is safe because no Entry pointer is held across a recursive call.
    static constexpr size_t InitialCapacity = 1024;

    int n = 0;
    std::array<Mask, FieldBits> adjacency{};
    std::vector<Entry> table;
    std::vector<Entry> spare; // the old table while growing, kept to reuse its memory
    Mask tableMask = 0;
    size_t maxCapacity = 0;
    std::uint32_t generation = 0;
    int nodes = 0;
    int budget = 0;
    bool aborted = false;
    bool sekiCountsAsLife = false;
    // Set when a final position was read where sekiCountsAsLife could count differently. While
    // it is clear, a search with the other reading makes exactly the same moves, visits the same
    // positions and reaches the same value: only terminalEyes looks at the reading.
    bool readingsMayDiffer = false;

    void reset(const EyeGraph& graph, int nodeBudget)
    {
        n = graph.vertexCount();
        for (int v = 0; v < n; ++v)
            adjacency[size_t(v)] = graph.neighbours(v);
        budget = nodeBudget;
        maxCapacity = std::bit_ceil(size_t(nodeBudget) * 2);
        if (table.empty() || table.size() > maxCapacity) {
            table.assign(std::min(InitialCapacity, maxCapacity), Entry{});
            generation = 0;
        }
        tableMask = Mask(table.size() - 1);
        if (++generation == 0) {
            std::fill(table.begin(), table.end(), Entry{});
            generation = 1;
        }
        nodes = 0;
        aborted = false;
        readingsMayDiffer = false;
    }

    static Mask slotOf(State s, Mask mask)
    {
        const std::uint64_t h = s * 0x9e3779b97f4a7c15ull;
        return Mask(h >> 40) & mask;
    }

    // Doubles the table, moving this search's entries; older generations are dropped.
    void grow()
    {
        spare.assign(table.size() * 2, Entry{});
        const Mask mask = Mask(spare.size() - 1);
        for (const Entry& e : table) {
            if (e.generation != generation)
                continue;
            Mask i = slotOf(e.state, mask);
            while (spare[size_t(i)].generation == generation)
                i = (i + 1) & mask;
            spare[size_t(i)] = e;
        }
        table.swap(spare);
        spare = {};
        tableMask = mask;
    }

    Entry* lookup(State s)
    {
        Mask i = slotOf(s, tableMask);
        for (;;) {
            Entry& e = table[size_t(i)];
            if (e.generation != generation) {
                if (++nodes > budget) {
                    aborted = true;
                    return nullptr;
                }
                // At most half full, as the fixed table of twice the budget was.
                if (size_t(nodes) * 2 > table.size() && table.size() < maxCapacity) {
                    grow();
                    --nodes;
                    return lookup(s);
                }
                e = Entry{};
                e.state = s;
                e.generation = generation;
                return &e;
            }
            if (e.state == s)
                return &e;
            i = (i + 1) & tableMask;
        }
    }

    Mask neighboursOf(Mask set) const
    {
        Mask out = 0;
        for (Mask m = set; m; m &= m - 1)
            out |= adjacency[size_t(std::countr_zero(m))];
        return out & ~set;
    }

    // The connected part of `within` that contains `seeds`.
    Mask flood(Mask seeds, Mask within) const
    {
        // Breadth first: each vertex's neighbours are read once, when it is reached.
        Mask reached = seeds & within;
        for (Mask frontier = reached; frontier;) {
            Mask next = 0;
            for (Mask m = frontier; m; m &= m - 1)
                next |= adjacency[size_t(std::countr_zero(m))];
            frontier = next & within & ~reached;
            reached |= frontier;
        }
        return reached;
    }

    // Terminal evaluation, used when both sides have passed in a row (GNU Go's text leaves it open:
    // "We will not attempt to characterize the terminal states"). Rule, calibrated against
    // GNU Go's analyze_eyegraph: every connected part of what is left of the space that holds
    // no '!' is one eye; a part with a '!' is none; the sum is capped at 2.
    // Why: a part without '!' is closed to the opponent. Its 'X' stones have liberties only
    // inside it, and play has stopped, so the owner captures them when he likes and keeps at
    // least one eye there; whether it could give two eyes is what the moves before the passes
    // decide, and the owner would not have passed if a move made a second one. A part with a '!'
    // can be entered from outside, so it is no eye until the owner fills the '!'.
    int terminalEyes(State s)
    {
        const Mask bangs = bangsOf(s);
        Mask left = dotsOf(s) | bangs | deadOf(s);
        int eyes = 0;
        Mask closedWithDead = 0;
        while (left && eyes < 2) {
            const Mask part = flood(left & (~left + 1), left);
            left &= ~part;
            if ((part & bangs) == 0) {
                ++eyes;
                if (part & deadOf(s))
                    closedWithDead = part;
            }
        }
        if (eyes == 1 && closedWithDead) {
            // The one place where the two readings of a seki inside can part.
            readingsMayDiffer = true;
            if (sekiCountsAsLife && sekiInside(s, closedWithDead))
                return 2;
        }
        return eyes;
    }

    // The parts of what is left that hold no '!', counted up to 2: eyes already made. Such a
    // part is closed to the opponent: his moves only fill its '.' (Rule 2: its points stay in
    // it) or connect at a '!' elsewhere (Rule 3: only that '!' and the 'X' strings beside it
    // leave), so every closed part stays closed and apart whatever he plays. The owner can pass
    // to the end, and the final position counts an eye in each (terminalEyes): the value is at
    // least this count whoever moves, in both readings of a seki. With two, it is 2 (the cap)
    // and the search need not read on; with one, the opponent's search stops at a move that
    // holds the owner to 1. Neither changes a value: a full reading would find the same.
    int closedParts(State s) const
    {
        const Mask bangs = bangsOf(s);
        Mask left = dotsOf(s) | bangs | deadOf(s);
        int closed = 0;
        while (left) {
            const Mask part = flood(left & (~left + 1), left);
            left &= ~part;
            if ((part & bangs) == 0 && ++closed == 2)
                break;
        }
        return closed;
    }

    int closedOf(Entry& e) const
    {
        if (e.closed == Unknown)
            e.closed = std::uint8_t(closedParts(e.state));
        return e.closed;
    }

    // GNU Go's reading counts a group that cannot be captured as alive, seki included, where the
    // eye count sees one eye. The seki: the only closed part holds 'X' stones and two or more
    // empty points, and every fill the opponent could make there lets the owner reach two eyes
    // (he captures into a shape that makes two), so the opponent never approaches, while the
    // owner's own approach (filling the liberties he shares) would only put himself in atari.
    bool sekiInside(State s, Mask part)
    {
        if (bitCount(part & dotsOf(s)) < 2)
            return false;
        for (Mask m = part & dotsOf(s); m; m &= m - 1) {
            const State next = opponentFill(s, std::countr_zero(m));
            if (next != 0 && value(next, 0, false) < 2)
                return false;
        }
        return true;
    }

    // Rule 1 (SCORING.md): the owner removes a '!' or '.' (fills it). Beyond GNU Go's, as on the
    // board: an 'X' string left without any '.' or '!' beside it is captured and its points are '.'
    // again (GNU Go: "X.X" is two eyes, 2222).
    State ownerMove(State s, int v) const
    {
        const Mask bit = Mask(1) << v;
        Mask dots = dotsOf(s) & ~bit;
        Mask bangs = bangsOf(s) & ~bit;
        Mask dead = deadOf(s);
        for (Mask m = adjacency[size_t(v)] & dead; m; m &= m - 1) {
            const Mask string = flood(Mask(1) << std::countr_zero(m), dead);
            if ((neighboursOf(string) & (dots | bangs)) == 0) {
                dead &= ~string;
                dots |= string;
            }
        }
        return pack(dots, bangs, dead);
    }

    // Rule 2: the opponent replaces a '.' by an 'X'. Beyond GNU Go's, as on the board: not
    // when the new string would have no '.' or '!' beside it (suicide: the owner's stones around
    // an eye space have outside liberties, so the move captures nothing). Returns 0 if illegal.
    State opponentFill(State s, int v) const
    {
        const Mask bit = Mask(1) << v;
        const Mask dots = dotsOf(s) & ~bit;
        const Mask bangs = bangsOf(s);
        const Mask dead = deadOf(s) | bit;
        const Mask string = flood(bit, dead);
        if ((neighboursOf(string) & (dots | bangs)) == 0)
            return 0;
        return pack(dots, bangs, dead);
    }

    // Rule 3: the opponent removes a '!': the 'X' strings beside it connect out and leave
    // with it, and every '.' beside what left becomes '!'. (GNU Go's text says the '.' beside
    // the removed 'X's "become '.'", a slip: they now touch the opponent's connected stones,
    // which is what '!' means, and GNU Go agrees: "!X." is 0011, not 0111.)
    State opponentConnect(State s, int v) const
    {
        const Mask bit = Mask(1) << v;
        Mask dots = dotsOf(s);
        Mask bangs = bangsOf(s) & ~bit;
        Mask dead = deadOf(s);
        const Mask strings = flood(adjacency[size_t(v)] & dead, dead);
        dead &= ~strings;
        const Mask touched = neighboursOf(bit | strings) & dots;
        dots &= ~touched;
        bangs |= touched;
        return pack(dots, bangs, dead);
    }

    // Vertices of `moves`, those with the most neighbours left first: the vital points of eye
    // shapes are their most connected points, so the cutoffs at 0 and 2 come early.
    // The order is that of a stable sort by degree, highest first (ties by vertex number), made
    // by bucketing the moves by degree: each degree is counted once.
    int ordered(Mask moves, Mask left, std::array<int, FieldBits>& out) const
    {
        std::array<Mask, FieldBits + 1> byDegree;
        std::uint32_t degrees = 0; // bit d: some move has degree d
        for (Mask m = moves; m; m &= m - 1) {
            const int v = std::countr_zero(m);
            const int degree = bitCount(adjacency[size_t(v)] & left);
            const std::uint32_t bit = std::uint32_t(1) << degree;
            byDegree[size_t(degree)] = (degrees & bit ? byDegree[size_t(degree)] : 0) | Mask(1) << v;
            degrees |= bit;
        }
        int count = 0;
        while (degrees) {
            const int degree = 31 - std::countl_zero(degrees);
            degrees &= ~(std::uint32_t(1) << degree);
            for (Mask m = byDegree[size_t(degree)]; m; m &= m - 1)
                out[size_t(count++)] = std::countr_zero(m);
        }
        return count;
    }

    static Mask leftOf(State s) { return dotsOf(s) | bangsOf(s) | deadOf(s); }

    template <class F>
    void forEachOwnerMove(State s, F&& f) const
    {
        // His '!' first, then his '.', each by degree: filling a '!' closes a part, and closed
        // parts end the opponent's search early (closedParts).
        std::array<int, FieldBits> order;
        int count = ordered(bangsOf(s), leftOf(s), order);
        for (int k = 0; k < count; ++k)
            if (!f(ownerMove(s, order[size_t(k)])))
                return;
        count = ordered(dotsOf(s), leftOf(s), order);
        for (int k = 0; k < count; ++k)
            if (!f(ownerMove(s, order[size_t(k)])))
                return;
    }

    template <class F>
    void forEachOpponentMove(State s, F&& f) const
    {
        for (Mask m = bangsOf(s); m; m &= m - 1)
            if (!f(opponentConnect(s, std::countr_zero(m))))
                return;
        std::array<int, FieldBits> order;
        const int count = ordered(dotsOf(s), leftOf(s), order);
        for (int k = 0; k < count; ++k) {
            const State next = opponentFill(s, order[size_t(k)]);
            if (next != 0 && !f(next))
                return;
        }
    }

    // Eyes (capped at 2) with `side` to move, alternate play, either may pass; two passes in a
    // row end the game (GNU Go: "The two players take turns moving, or either may pass").
    int value(State s, int side, bool passed)
    {
        Entry* e = lookup(s);
        if (!e)
            return 0;
        const size_t slot = size_t(2 * side + (passed ? 1 : 0));
        if (e->value(slot) != UnknownValue)
            return e->value(slot);
        const int floor = closedOf(*e);
        if (floor == 2) {
            e->values = 0xaa; // 2 in all four slots
            return 2;
        }
        // Moves first, the pass last: a move that reaches the bound (2 for the owner, the
        // closed parts' floor for the opponent) cuts the search before the pass is read.
        int best;
        if (side == 0) {
            best = -1;
            forEachOwnerMove(s, [&](State next) {
                best = std::max(best, value(next, 1, false));
                return best < 2 && !aborted;
            });
            if (best < 2 && !aborted)
                best = std::max(best, passed ? terminalEyes(s) : value(s, 1, true));
        } else {
            best = 3;
            forEachOpponentMove(s, [&](State next) {
                best = std::min(best, value(next, 0, false));
                return best > floor && !aborted;
            });
            if (best > floor && !aborted)
                best = std::min(best, passed ? terminalEyes(s) : value(s, 0, true));
        }
        if (aborted)
            return 0;
        e = lookup(s); // the table does not move, but keep the lookup honest
        e->setValue(slot, best);
        return best;
    }

    int ownerFirst(State s) { return value(s, 0, false); }
    int opponentFirst(State s) { return value(s, 1, false); }

    // GNU Go's four digits (SCORING.md, "GNU Go's eye lens"). b and c come from the search; a and
    // d, the values after a tenuki, follow the rule by which GNU Go derives them from b and c, with
    // its care for ko-like threats that can be answered: b = c = 2: a = the least b after one
    // opponent move; d = 2. c = 2, b = 1: a = 0 if some opponent move leaves 0011, else 1; d = 2. c
    // = 2, b = 0: the chimera, 0022. c = b = 1: a = 0 if some opponent move leaves b = 0 and d = 1;
    // d = 2 if some owner move leaves c = 2 and a = 1; else 1 and 1. c = 1, b = 0: a = 0; d = 2 if
    // some owner move leaves 1122, else 1. c = 0: d = the most c after one owner move.
    std::uint8_t digits(State s)
    {
        Entry* e = lookup(s);
        if (!e)
            return 0;
        if (e->digits != Unknown)
            return e->digits;
        const int b = opponentFirst(s);
        // The owner moving first may pass: c is never below b, and 2 is the cap, so b = 2 needs
        // no search of c.
        const int c = b == 2 ? 2 : std::max(ownerFirst(s), b);
        int a = b;
        int d = c;
        auto aOf = [](std::uint8_t x) { return x & 3; };
        auto dOf = [](std::uint8_t x) { return (x >> 6) & 3; };
        auto is = [](std::uint8_t x, int wa, int wb, int wc, int wd) {
            return x == std::uint8_t(wa | wb << 2 | wc << 4 | wd << 6);
        };
        if (c == 2 && b == 2) {
            const int floor = closedOf(*lookup(s)); // his two moves leave the closed parts closed
            forEachOpponentMove(s, [&](State next) {
                a = std::min(a, opponentFirst(next));
                return a > floor && !aborted;
            });
        } else if (c == 2 && b == 1) {
            // Only a move that leaves b = 0 can leave 0011: the others need no digits.
            forEachOpponentMove(s, [&](State next) {
                if (opponentFirst(next) == 0 && is(digits(next), 0, 0, 1, 1))
                    a = 0;
                return a > 0 && !aborted;
            });
        } else if (c == 1 && b == 1) {
            forEachOpponentMove(s, [&](State next) {
                if (opponentFirst(next) == 0 && dOf(digits(next)) == 1)
                    a = 0;
                return a > 0 && !aborted;
            });
            forEachOwnerMove(s, [&](State next) {
                if (ownerFirst(next) == 2 && aOf(digits(next)) == 1)
                    d = 2;
                return d < 2 && !aborted;
            });
        } else if (c == 1 && b == 0) {
            // Only a move that leaves b = 1 can leave 1122.
            forEachOwnerMove(s, [&](State next) {
                if (opponentFirst(next) == 1 && is(digits(next), 1, 1, 2, 2))
                    d = 2;
                return d < 2 && !aborted;
            });
        } else if (c == 0) {
            forEachOwnerMove(s, [&](State next) {
                d = std::max(d, ownerFirst(next));
                return d < 2 && !aborted;
            });
        }
        if (aborted)
            return 0;
        e = lookup(s);
        e->digits = std::uint8_t(a | b << 2 | c << 4 | d << 6);
        return e->digits;
    }
};

} // namespace detail

LocalGameSolver::LocalGameSolver() : LocalGameSolver(Limits{})
{
}

LocalGameSolver::LocalGameSolver(Limits limits)
    : m_limits(limits), m_search(std::make_unique<detail::LocalGameSearch>())
{
    m_limits.maxVertices = std::clamp(m_limits.maxVertices, 1, HardMaxVertices);
    m_limits.nodeBudget = std::max(m_limits.nodeBudget, 16);
}

LocalGameSolver::~LocalGameSolver() = default;

int LocalGameSolver::lastNodeCount() const
{
    return m_search->nodes;
}

EyeValue LocalGameSolver::solve(const EyeGraph& graph)
{
    return solveWithReadings(graph).value;
}

LocalGameSolver::Solution LocalGameSolver::solveWithReadings(const EyeGraph& graph)
{
    if (graph.vertexCount() > m_limits.maxVertices)
        return {EyeValue::unsolved(EyeValue::Status::TooLarge), false};
    // The same space seen again (every re-analysis of a position) skips the canonical form.
    const EyeGraph::Key exact = graph.exactKey();
    if (auto found = m_cache.find(exact); found != m_cache.end())
        return found->second;
    const EyeGraph::Key key = graph.canonicalKey();
    auto found = m_cache.find(key);
    Solution solution;
    if (found != m_cache.end()) {
        solution = found->second;
    } else {
        solution.value = solveUncached(graph);
        solution.sameForBothReadings = solution.value.solved() && !m_search->readingsMayDiffer;
        m_cache.emplace(key, solution);
    }
    m_cache.emplace(exact, solution);
    return solution;
}

EyeValue LocalGameSolver::solveUncached(const EyeGraph& graph)
{
    if (graph.vertexCount() > m_limits.maxVertices)
        return EyeValue::unsolved(EyeValue::Status::TooLarge);
    ++m_searches;
    detail::LocalGameSearch& search = *m_search;
    search.reset(graph, m_limits.nodeBudget);
    search.sekiCountsAsLife = m_limits.sekiCountsAsLife;
    detail::Mask dots = 0, bangs = 0, dead = 0;
    for (int v = 0; v < graph.vertexCount(); ++v) {
        const detail::Mask bit = detail::Mask(1) << v;
        switch (graph.kind(v)) {
        case EyeVertexKind::Proper:
            dots |= bit;
            break;
        case EyeVertexKind::Marginal:
            bangs |= bit;
            break;
        case EyeVertexKind::Dead:
            dead |= bit;
            break;
        }
    }
    const std::uint8_t d = search.digits(detail::pack(dots, bangs, dead));
    if (search.aborted)
        return EyeValue::unsolved(EyeValue::Status::BudgetExceeded);
    return EyeValue::of(d & 3, (d >> 2) & 3, (d >> 4) & 3, (d >> 6) & 3);
}

} // namespace seki
