#pragma once

#include "board/point.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace seki {

// A vertex of an eye space in GNU Go's abstraction (SCORING.md, "GNU Go's eye lens").
enum class EyeVertexKind : std::uint8_t {
    Proper,   // '.': an empty point the opponent cannot approach from outside
    Marginal, // '!': the opponent can play here connected to the outside
    Dead,     // 'X': a dead opponent stone inside the eye space
};

char eyeVertexChar(EyeVertexKind kind);

// The graph of an eye space: its vertices with their kinds, two vertices joined when they are
// adjacent on the board or when one is a half eye and the other its key point (SCORING.md,
// "GNU Go's eye lens": the local game depends only on this graph). Fixed capacity, no allocation.
//
// Every vertex keeps a position: its board point, or its cell in a drawing. A graph whose edges
// are exactly the orthogonal neighbours among those positions can be written in GNU Go's
// analyze_eyegraph notation.
class EyeGraph {
public:
    static constexpr int MaxVertices = 32;
    using Mask = std::uint32_t;

    // Canonical form: the kinds and the adjacency matrix under the vertex order that makes the
    // encoding smallest, so isomorphic graphs (same kinds on corresponding vertices) share a key.
    struct Key {
        std::array<std::uint64_t, 10> words{};
        bool operator==(const Key&) const = default;
        auto operator<=>(const Key&) const = default;
    };
    struct KeyHash {
        std::size_t operator()(const Key& key) const;
    };

    int vertexCount() const { return m_count; }
    EyeVertexKind kind(int v) const { return m_kinds[size_t(v)]; }
    Point position(int v) const { return m_positions[size_t(v)]; }
    Mask neighbours(int v) const { return m_adjacency[size_t(v)]; }
    bool adjacent(int u, int v) const { return (m_adjacency[size_t(u)] >> v) & 1u; }
    int count(EyeVertexKind kind) const;

    void clear() { m_count = 0; }
    // Returns the new vertex, or -1 when the graph is full.
    int addVertex(EyeVertexKind kind, Point position);
    void setKind(int v, EyeVertexKind kind) { m_kinds[size_t(v)] = kind; }
    void connect(int u, int v);
    // Joins every pair of vertices whose positions are orthogonal neighbours.
    void connectGridNeighbours();

    // GNU Go's notation: rows separated by '%', 'O' (or ' ') a point outside the space, '.', '!',
    // 'X' the vertices; edges between orthogonal neighbours. nullopt on any other character, an
    // empty graph or more than MaxVertices vertices.
    static std::optional<EyeGraph> fromDrawing(std::string_view drawing);
    // The inverse, when the positions embed the graph in the grid exactly (edges = orthogonal
    // neighbours, distinct positions); rows are trimmed on the right.
    std::optional<std::string> toDrawing() const;
    // The same as readable lines ('\n' between rows, ' ' outside), for diagrams and messages.
    std::optional<std::string> toText() const;

    // The canonical key. Exact for every graph: when the refined vertex classes leave too many
    // orderings to try, the key uses one fixed ordering instead, still a faithful encoding of
    // the graph but then not shared by all of its isomorphic copies (a cache miss, never a
    // wrong hit).
    Key canonicalKey() const;
    // The encoding under the graph's own vertex order: equal only for the same graph numbered
    // the same way, but quick (no orderings tried); a first-level cache key.
    Key exactKey() const;
    // The same graph with its vertices renumbered: vertex v becomes order[v].
    EyeGraph permuted(const std::array<int, MaxVertices>& order) const;

private:
    int m_count = 0;
    std::array<EyeVertexKind, MaxVertices> m_kinds{};
    std::array<Point, MaxVertices> m_positions{};
    std::array<Mask, MaxVertices> m_adjacency{};
};

} // namespace seki
