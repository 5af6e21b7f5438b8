#pragma once

#include "board/boardscratch.h"
#include "regionmeasures.h"

#include <algorithm>
#include <array>
#include <cstdint>

namespace seki {

// Regions (maximal connected sets of empty points) of a working board: SCORING.md's
// "Definitions", filled in by floodRegions; the later columns by the stages that measure them.
struct RegionTable {
    int count = 0;
    std::array<std::int16_t, Board::MaxCells> id;     // per cell; -1 where the point is not empty
    std::array<Color, BoardScratch::MaxPoints> color; // controlling colour; Empty when neutral
    std::array<int, BoardScratch::MaxPoints> first;   // first point in row order
    std::array<int, BoardScratch::MaxPoints> size;
    // A black and a white boundary stone, or -1: set by floodRegions and the traced pass over the
    // base, read only for the base's neutral regions (the NeutralRegion steps); the untraced
    // pass and the tables copied from the base's leave them unset.
    std::array<int, BoardScratch::MaxPoints> blackWitness;
    std::array<int, BoardScratch::MaxPoints> whiteWitness;
    std::array<BoundaryParts, BoardScratch::MaxPoints> boundary;
    // Stage 4 (eye count), on the filled board:
    std::array<std::uint8_t, BoardScratch::MaxPoints> shape;    // RegionShape
    std::array<std::uint8_t, BoardScratch::MaxPoints> halfEyes; // eye count times two
    // Expansion: union-find over directly related regions, and the rounded-up eye sum at a root.
    std::array<std::int16_t, BoardScratch::MaxPoints> parent;
    std::array<std::int16_t, BoardScratch::MaxPoints> eyeSum;
    std::array<bool, BoardScratch::MaxPoints> strictSeki; // 1989 rule: bounded by a block that touches dame

    int length(int r) const { return boundary[size_t(r)].length(); }

    // Writes a flooded region's definition columns: its points in row order from `start`, its
    // witnesses, its boundary (stones counted, edges per direction of neighbours: left, right,
    // up, down) and its colour; returns the colour.
    // SCORING.md, "Definitions": a region is controlled when all its boundary stones have one colour.
    Color record(int r, int start, int points, int blackStone, int whiteStone, BoundaryParts parts,
                 const std::array<std::int16_t, 4>& edges)
    {
        parts.left = edges[0];
        parts.right = edges[1];
        parts.top = edges[2];
        parts.bottom = edges[3];
        first[size_t(r)] = start;
        size[size_t(r)] = points;
        blackWitness[size_t(r)] = blackStone;
        whiteWitness[size_t(r)] = whiteStone;
        boundary[size_t(r)] = parts;
        const Color controlling = blackStone >= 0 && whiteStone < 0   ? Color::Black
                                  : whiteStone >= 0 && blackStone < 0 ? Color::White
                                                                      : Color::Empty;
        color[size_t(r)] = controlling;
        return controlling;
    }

    // Union-find over parent (set it to the identity first). The smaller id becomes the root, so
    // a set is always named by its smallest region, whatever the order of the unions.
    int find(int r)
    {
        while (parent[size_t(r)] != r) {
            parent[size_t(r)] = parent[size_t(parent[size_t(r)])];
            r = parent[size_t(r)];
        }
        return r;
    }
    void unite(int a, int b)
    {
        a = find(a);
        b = find(b);
        if (a == b)
            return;
        if (b < a)
            std::swap(a, b);
        parent[size_t(b)] = std::int16_t(a);
    }
    void resetSets()
    {
        for (int r = 0; r < count; ++r)
            parent[size_t(r)] = std::int16_t(r);
    }
    // After the unions: every region names its set's root directly, so find(r) is parent[r] (a
    // root is the smallest region of its set: a parent is never larger than its region, and the
    // regions before r name their roots by the time r is reached).
    void flattenSets()
    {
        for (int r = 0; r < count; ++r)
            parent[size_t(r)] = parent[size_t(parent[size_t(r)])];
    }
};

// Floods the empty regions of cells in row order of their first point, breadth first, filling
// table's definition columns (id, colour, first, size, witnesses, boundary parts). After each
// region, onRegion(r, size) is called with its points in points[0, size), in flood order; and
// onStone(stone), when given, once for each of the region's distinct boundary stones as the
// flood finds it (before the region's onRegion).
// SCORING.md, "Definitions": a region is controlled when all its boundary stones have one colour.
template <class OnRegion, class OnStone>
void floodRegions(BoardScratch& s, const std::array<Color, Board::MaxCells>& cells, RegionTable& table,
                  std::array<int, BoardScratch::MaxPoints>& points, OnRegion&& onRegion, OnStone&& onStone)
{
    std::fill_n(table.id.begin(), s.cellCount(), std::int16_t(-1));
    table.count = 0;
    const std::array<int, 4> neighbours = s.neighbours; // left, right, up, down (Board)
    s.forEachPoint([&](int start) {
        if (cells[size_t(start)] != Color::Empty || table.id[size_t(start)] >= 0)
            return;
        const auto r = std::int16_t(table.count++);
        const std::uint32_t g = s.visited.next();
        int blackWitness = -1;
        int whiteWitness = -1;
        std::array<std::int16_t, 4> edges{}; // per direction of neighbours
        BoundaryParts parts;
        int head = 0;
        int tail = 0;
        points[size_t(tail++)] = start;
        table.id[size_t(start)] = r;
        while (head < tail) {
            const int i = points[size_t(head++)];
            for (int k = 0; k < 4; ++k) {
                const int n = i + neighbours[size_t(k)];
                const Color nc = cells[size_t(n)];
                if (nc == Color::Empty) {
                    if (table.id[size_t(n)] < 0) {
                        table.id[size_t(n)] = r;
                        points[size_t(tail++)] = n;
                    }
                    continue;
                }
                if (nc == Color::Wall) {
                    ++edges[size_t(k)]; // the board edge counts as if stones stood outside it
                    continue;
                }
                if (!s.visited.add(n, g))
                    continue;
                ++parts.stones;
                (nc == Color::Black ? blackWitness : whiteWitness) = n;
                onStone(n);
            }
        }
        table.record(r, start, tail, blackWitness, whiteWitness, parts, edges);
        onRegion(int(r), tail);
    });
}

template <class OnRegion>
void floodRegions(BoardScratch& s, const std::array<Color, Board::MaxCells>& cells, RegionTable& table,
                  std::array<int, BoardScratch::MaxPoints>& points, OnRegion&& onRegion)
{
    floodRegions(s, cells, table, points, onRegion, [](int) {});
}

} // namespace seki
