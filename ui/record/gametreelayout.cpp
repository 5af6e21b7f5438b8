#include "record/gametreelayout.h"

#include "sgf/sgfgametree.h"

#include <algorithm>
#include <utility>

namespace seki::ui {

GameTreeLayout::GameTreeLayout(const SgfGameTree& tree)
{
    const int nodes = tree.nodeCount();
    m_cells.resize(size_t(nodes));
    m_moveNumbers.assign(size_t(nodes), 0);
    m_parents.assign(size_t(nodes), SgfNode::NoNode);
    // nextFreeRow[c]: the first row below everything drawn in column c so far (nodes, and the
    // connectors that run down a parent's column to its variations).
    std::vector<int> nextFreeRow;
    std::vector<int> placed;
    placed.reserve(size_t(nodes));
    // Lines still to place: their first node and its column. The deepest fork's variations are
    // placed first, and at one node the first variation first (the order a recursive walk would
    // take), so the variations near the end of a line stay close to it.
    std::vector<std::pair<int, int>> pending{{SgfGameTree::Root, 0}};
    std::vector<int> line;
    while (!pending.empty()) {
        const auto [start, column] = pending.back();
        pending.pop_back();
        line.clear();
        for (int node = start;; node = tree.node(node).children().front()) {
            line.push_back(node);
            if (tree.node(node).children().empty())
                break;
        }
        const size_t end = size_t(column) + line.size();
        if (nextFreeRow.size() < end)
            nextFreeRow.resize(end, 0);
        int row = column > 0 ? nextFreeRow[size_t(column) - 1] : 0;
        for (size_t c = size_t(column); c < end; ++c)
            row = std::max(row, nextFreeRow[c]);
        for (size_t c = size_t(column); c < end; ++c)
            nextFreeRow[c] = row + 1;
        // The connector runs down the parent's column to the row above this line.
        if (column > 0)
            nextFreeRow[size_t(column) - 1] = std::max(nextFreeRow[size_t(column) - 1], row);
        m_rowCount = std::max(m_rowCount, row + 1);

        for (size_t k = 0; k < line.size(); ++k) {
            const int node = line[k];
            const SgfNode& sgfNode = tree.node(node);
            m_cells[size_t(node)] = Cell{column + int(k), row};
            const int parent = sgfNode.parent();
            m_parents[size_t(node)] = parent;
            const int before = parent == SgfNode::NoNode ? 0 : m_moveNumbers[size_t(parent)];
            m_moveNumbers[size_t(node)] = before + (sgfNode.has("B") || sgfNode.has("W") ? 1 : 0);
            placed.push_back(node);
        }
        for (size_t k = 0; k < line.size(); ++k) {
            const std::vector<int>& children = tree.node(line[k]).children();
            for (size_t child = children.size(); child-- > 1;)
                pending.emplace_back(children[child], column + int(k) + 1);
        }
    }

    // Column by column; within a column the nodes were placed top row first.
    m_columnStart.assign(nextFreeRow.size() + 1, 0);
    for (const int node : placed)
        ++m_columnStart[size_t(m_cells[size_t(node)].column) + 1];
    for (size_t c = 1; c < m_columnStart.size(); ++c)
        m_columnStart[c] += m_columnStart[c - 1];
    m_byColumn.resize(placed.size());
    std::vector<int> fill(m_columnStart.begin(), m_columnStart.end() - 1);
    for (const int node : placed)
        m_byColumn[size_t(fill[size_t(m_cells[size_t(node)].column)]++)] = node;
}

std::span<const int> GameTreeLayout::column(int column) const
{
    if (column < 0 || column >= columnCount())
        return {};
    return std::span<const int>(m_byColumn).subspan(size_t(m_columnStart[size_t(column)]),
                                                    size_t(m_columnStart[size_t(column) + 1] - m_columnStart[size_t(column)]));
}

std::span<const int> GameTreeLayout::nodesIn(int column, int firstRow, int lastRow) const
{
    const std::span<const int> nodes = this->column(column);
    const auto rowOf = [this](int node) { return m_cells[size_t(node)].row; };
    const auto first = std::ranges::lower_bound(nodes, firstRow, {}, rowOf);
    const auto last = std::ranges::upper_bound(first, nodes.end(), lastRow, {}, rowOf);
    return std::span<const int>(first, last);
}

int GameTreeLayout::firstNodeBelow(int column, int row) const
{
    const std::span<const int> nodes = this->column(column);
    const auto below
        = std::ranges::upper_bound(nodes, row, {}, [this](int node) { return m_cells[size_t(node)].row; });
    return below == nodes.end() ? SgfNode::NoNode : *below;
}

int GameTreeLayout::nodeAt(int column, int row) const
{
    const std::span<const int> nodes = nodesIn(column, row, row);
    return nodes.empty() ? SgfNode::NoNode : nodes.front();
}

} // namespace seki::ui
