#pragma once

#include <span>
#include <vector>

namespace seki {
class SgfGameTree;
}

namespace seki::ui {

// Where the game tree panel draws each node of a game tree, as CGoban and Sabaki draw it: one
// column per depth (the root in column 0, each move one column further), one row per line (the
// main line in row 0). A variation takes the first row where its whole line fits below
// everything already drawn in its columns and in its parent's column, so the connector from its
// parent (down its parent's column, then across) never crosses another node or line.
//
// Built in one pass over the nodes with no recursion, in time and memory linear in the nodes:
// a record a million moves deep or with thousands of variations at one node is laid out at once.
class GameTreeLayout {
public:
    struct Cell {
        int column = 0;
        int row = 0;
    };

    GameTreeLayout() = default;
    explicit GameTreeLayout(const SgfGameTree& tree);

    int nodeCount() const { return int(m_cells.size()); }
    int columnCount() const { return int(m_columnStart.empty() ? 0 : m_columnStart.size() - 1); }
    int rowCount() const { return m_rowCount; }
    Cell cell(int node) const { return m_cells[size_t(node)]; }
    // The moves from the root to the node (setup and empty nodes count none).
    int moveNumber(int node) const { return m_moveNumbers[size_t(node)]; }
    int parent(int node) const { return m_parents[size_t(node)]; }

    // The nodes of `column` whose rows lie in [firstRow, lastRow], top row first.
    std::span<const int> nodesIn(int column, int firstRow, int lastRow) const;
    // The first node of `column` below `row` (SgfNode::NoNode when there is none).
    int firstNodeBelow(int column, int row) const;
    // The node drawn at (column, row), or SgfNode::NoNode.
    int nodeAt(int column, int row) const;

private:
    std::span<const int> column(int column) const;

    std::vector<Cell> m_cells;       // by node index
    std::vector<int> m_moveNumbers;  // by node index
    std::vector<int> m_parents;      // by node index
    std::vector<int> m_byColumn;     // node indices, column by column, each column top row first
    std::vector<int> m_columnStart;  // where each column starts in m_byColumn, and the end
    int m_rowCount = 0;
};

} // namespace seki::ui
