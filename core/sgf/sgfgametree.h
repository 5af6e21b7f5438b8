#pragma once

#include "sgfnode.h"

#include <vector>

namespace seki {

// One game of a collection: a tree of nodes whose first node (index 0) is the root. A node's
// first child continues the main line; further children are variations.
//
// Nodes are stored flat and linked by index (see SgfNode), so the tree can hold a very long or
// very deep record without recursion anywhere.
class SgfGameTree {
public:
    // A tree holding just an empty root node.
    SgfGameTree();

    static constexpr int Root = 0;

    int nodeCount() const { return int(m_nodes.size()); }
    const SgfNode& node(int index) const { return m_nodes[size_t(index)]; }
    SgfNode& node(int index) { return m_nodes[size_t(index)]; }
    const SgfNode& root() const { return m_nodes.front(); }
    SgfNode& root() { return m_nodes.front(); }

    // Appends a new, empty child to `parent` (after its existing children: a new variation when
    // it has some) and returns its index. Nodes live in one vector: this invalidates references
    // to nodes (keep indices instead).
    int addChild(int parent);
    // Removes a node other than the root, with everything below it. The nodes after it move
    // down in the array: the returned table gives each old index its new one (SgfNode::NoNode
    // for a removed node). Invalidates references to nodes.
    std::vector<int> removeSubtree(int node);
    // Every node in the order a reader meets them (as SGF writes them and books give variations):
    // a node, then its main continuation, then each variation after it. Without recursion.
    std::vector<int> nodesInReadingOrder() const;

    // Node indices of the main line: the root, then the first child each time.
    std::vector<int> mainLine() const;
    // The last node of the main line.
    int lastMainLineNode() const;

    // The game's charset (root CA), "" when not given (FF[4]: then Latin-1, but in practice
    // UTF-8 — see textencoding.h).
    std::string charset() const;

    // Same shape and the same properties in every node (locations are not compared).
    bool sameContent(const SgfGameTree& other) const;

private:
    std::vector<SgfNode> m_nodes;
};

} // namespace seki
