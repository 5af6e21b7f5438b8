#include "eyegraph.h"

#include <algorithm>
#include <bit>
#include <cstdlib>

namespace seki {

namespace {

// Orderings tried for a canonical key before falling back to a fixed one. Eye spaces on a board
// refine to small vertex classes (a straight seven leaves 8 orderings, a 3x3 block 576), so the
// cap is met only by large symmetric spaces, which are rare and only cost a cache miss.
constexpr long MaxOrderings = 4096;

int kindCode(EyeVertexKind kind)
{
    return int(kind);
}

} // namespace

char eyeVertexChar(EyeVertexKind kind)
{
    switch (kind) {
    case EyeVertexKind::Proper:
        return '.';
    case EyeVertexKind::Marginal:
        return '!';
    case EyeVertexKind::Dead:
        return 'X';
    }
    return '?';
}

std::size_t EyeGraph::KeyHash::operator()(const Key& key) const
{
    std::uint64_t h = 0x9e3779b97f4a7c15ull;
    for (std::uint64_t w : key.words) {
        h ^= w + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
        h *= 0xff51afd7ed558ccdull;
    }
    return std::size_t(h ^ (h >> 33));
}

int EyeGraph::count(EyeVertexKind kind) const
{
    int n = 0;
    for (int v = 0; v < m_count; ++v)
        n += m_kinds[size_t(v)] == kind;
    return n;
}

int EyeGraph::addVertex(EyeVertexKind kind, Point position)
{
    if (m_count == MaxVertices)
        return -1;
    const int v = m_count++;
    m_kinds[size_t(v)] = kind;
    m_positions[size_t(v)] = position;
    m_adjacency[size_t(v)] = 0;
    return v;
}

void EyeGraph::connect(int u, int v)
{
    if (u == v)
        return;
    m_adjacency[size_t(u)] |= Mask(1) << v;
    m_adjacency[size_t(v)] |= Mask(1) << u;
}

void EyeGraph::connectGridNeighbours()
{
    for (int u = 0; u < m_count; ++u)
        for (int v = u + 1; v < m_count; ++v) {
            const Point p = m_positions[size_t(u)];
            const Point q = m_positions[size_t(v)];
            if (std::abs(p.x - q.x) + std::abs(p.y - q.y) == 1)
                connect(u, v);
        }
}

std::optional<EyeGraph> EyeGraph::fromDrawing(std::string_view drawing)
{
    EyeGraph graph;
    int x = 0;
    int y = 0;
    for (char ch : drawing) {
        if (ch == '%' || ch == '\n') {
            ++y;
            x = 0;
            continue;
        }
        EyeVertexKind kind;
        switch (ch) {
        case 'O':
        case ' ':
            ++x;
            continue;
        case '.':
            kind = EyeVertexKind::Proper;
            break;
        case '!':
            kind = EyeVertexKind::Marginal;
            break;
        case 'X':
            kind = EyeVertexKind::Dead;
            break;
        default:
            return std::nullopt;
        }
        if (graph.addVertex(kind, {x, y}) < 0)
            return std::nullopt;
        ++x;
    }
    if (graph.m_count == 0)
        return std::nullopt;
    graph.connectGridNeighbours();
    return graph;
}

std::optional<std::string> EyeGraph::toText() const
{
    if (m_count == 0)
        return std::nullopt;
    int minX = m_positions[0].x, maxX = minX, minY = m_positions[0].y, maxY = minY;
    for (int v = 0; v < m_count; ++v) {
        const Point p = m_positions[size_t(v)];
        minX = std::min(minX, p.x);
        maxX = std::max(maxX, p.x);
        minY = std::min(minY, p.y);
        maxY = std::max(maxY, p.y);
    }
    // The drawing must show exactly this graph: distinct cells, edges = orthogonal neighbours.
    for (int u = 0; u < m_count; ++u)
        for (int v = u + 1; v < m_count; ++v) {
            const Point p = m_positions[size_t(u)];
            const Point q = m_positions[size_t(v)];
            if (p == q || (std::abs(p.x - q.x) + std::abs(p.y - q.y) == 1) != adjacent(u, v))
                return std::nullopt;
        }
    const int width = maxX - minX + 1;
    const int height = maxY - minY + 1;
    std::string rows(size_t((width + 1) * height), ' ');
    for (int y = 0; y < height; ++y)
        rows[size_t(y * (width + 1) + width)] = '\n';
    for (int v = 0; v < m_count; ++v) {
        const Point p = m_positions[size_t(v)];
        rows[size_t((p.y - minY) * (width + 1) + (p.x - minX))] = eyeVertexChar(m_kinds[size_t(v)]);
    }
    // Trim each row on the right, and the last newline.
    std::string text;
    size_t start = 0;
    while (start < rows.size()) {
        const size_t end = rows.find('\n', start);
        std::string_view row(rows.data() + start, end - start);
        while (!row.empty() && row.back() == ' ')
            row.remove_suffix(1);
        if (!text.empty())
            text += '\n';
        text += row;
        start = end + 1;
    }
    return text;
}

std::optional<std::string> EyeGraph::toDrawing() const
{
    auto text = toText();
    if (!text)
        return std::nullopt;
    for (char& ch : *text) {
        if (ch == '\n')
            ch = '%';
        else if (ch == ' ')
            ch = 'O';
    }
    return text;
}

EyeGraph EyeGraph::permuted(const std::array<int, MaxVertices>& order) const
{
    EyeGraph g;
    g.m_count = m_count;
    for (int v = 0; v < m_count; ++v) {
        const int w = order[size_t(v)];
        g.m_kinds[size_t(w)] = m_kinds[size_t(v)];
        g.m_positions[size_t(w)] = m_positions[size_t(v)];
    }
    for (int u = 0; u < m_count; ++u)
        for (int v = u + 1; v < m_count; ++v)
            if (adjacent(u, v))
                g.connect(order[size_t(u)], order[size_t(v)]);
    return g;
}

EyeGraph::Key EyeGraph::exactKey() const
{
    Key key;
    key.words[0] = std::uint64_t(m_count) | std::uint64_t(1) << 63; // never equal to a canonical key
    int bit = 0;
    for (int i = 0; i < m_count; ++i) {
        key.words[1] |= std::uint64_t(kindCode(m_kinds[size_t(i)])) << (2 * i);
        for (int j = i + 1; j < m_count; ++j, ++bit)
            if (adjacent(i, j))
                key.words[size_t(2 + bit / 64)] |= std::uint64_t(1) << (bit % 64);
    }
    return key;
}

EyeGraph::Key EyeGraph::canonicalKey() const
{
    const int n = m_count;
    // Colour refinement: start from the kinds, split by the multiset of neighbour colours until
    // the number of classes stops growing. Isomorphic graphs get the same classes in the same
    // order, so only orderings within a class need trying.
    std::array<int, MaxVertices> colour{};
    for (int v = 0; v < n; ++v)
        colour[size_t(v)] = kindCode(m_kinds[size_t(v)]);
    int classes = 0;
    for (;;) {
        std::array<std::array<std::uint8_t, MaxVertices + 1>, MaxVertices> signature{};
        std::array<int, MaxVertices> byOrder{};
        for (int v = 0; v < n; ++v) {
            auto& s = signature[size_t(v)];
            s[0] = std::uint8_t(colour[size_t(v)]);
            for (Mask m = m_adjacency[size_t(v)]; m; m &= m - 1)
                ++s[size_t(1 + colour[size_t(std::countr_zero(m))])];
            byOrder[size_t(v)] = v;
        }
        std::sort(byOrder.begin(), byOrder.begin() + n,
                  [&](int a, int b) { return signature[size_t(a)] < signature[size_t(b)]; });
        std::array<int, MaxVertices> next{};
        int rank = 0;
        for (int k = 0; k < n; ++k) {
            if (k > 0 && signature[size_t(byOrder[size_t(k)])] != signature[size_t(byOrder[size_t(k - 1)])])
                ++rank;
            next[size_t(byOrder[size_t(k)])] = rank;
        }
        const int found = n == 0 ? 0 : rank + 1;
        colour = next;
        if (found == classes)
            break;
        classes = found;
    }

    // The class expected at each canonical position, and how many orderings that leaves.
    std::array<int, MaxVertices> slotClass{};
    std::array<int, MaxVertices> classSize{};
    for (int v = 0; v < n; ++v)
        ++classSize[size_t(colour[size_t(v)])];
    long orderings = 1;
    for (int c = 0, slot = 0; c < classes; ++c) {
        for (int k = 0; k < classSize[size_t(c)]; ++k) {
            slotClass[size_t(slot++)] = c;
            orderings = std::min(orderings * (k + 1), MaxOrderings + 1);
        }
    }

    auto encode = [&](const std::array<int, MaxVertices>& order) {
        Key key;
        key.words[0] = std::uint64_t(n);
        for (int i = 0; i < n; ++i)
            key.words[1] |= std::uint64_t(kindCode(m_kinds[size_t(order[size_t(i)])])) << (2 * i);
        int bit = 0;
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j, ++bit)
                if (adjacent(order[size_t(i)], order[size_t(j)]))
                    key.words[size_t(2 + bit / 64)] |= std::uint64_t(1) << (bit % 64);
        return key;
    };

    std::array<int, MaxVertices> order{};
    if (orderings > MaxOrderings) {
        for (int slot = 0, c = 0; c < classes; ++c)
            for (int v = 0; v < n; ++v)
                if (colour[size_t(v)] == c)
                    order[size_t(slot++)] = v;
        return encode(order);
    }

    Key best;
    bool haveBest = false;
    Mask used = 0;
    // Depth-first over the orderings that respect the classes; the smallest encoding wins.
    auto place = [&](auto&& self, int slot) -> void {
        if (slot == n) {
            const Key key = encode(order);
            if (!haveBest || key < best) {
                best = key;
                haveBest = true;
            }
            return;
        }
        for (int v = 0; v < n; ++v) {
            if ((used >> v) & 1u || colour[size_t(v)] != slotClass[size_t(slot)])
                continue;
            used |= Mask(1) << v;
            order[size_t(slot)] = v;
            self(self, slot + 1);
            used &= ~(Mask(1) << v);
        }
    };
    place(place, 0);
    return best;
}

} // namespace seki
