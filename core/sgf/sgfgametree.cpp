#include "sgfgametree.h"

#include <utility>

namespace seki {

SgfGameTree::SgfGameTree() : m_nodes(1)
{
}

int SgfGameTree::addChild(int parent)
{
    const int index = int(m_nodes.size());
    m_nodes.emplace_back();
    m_nodes.back().m_parent = parent;
    m_nodes[size_t(parent)].m_children.push_back(index);
    return index;
}

std::vector<int> SgfGameTree::nodesInReadingOrder() const
{
    std::vector<int> order;
    order.reserve(m_nodes.size());
    std::vector<int> pending{Root};
    while (!pending.empty()) {
        const int node = pending.back();
        pending.pop_back();
        order.push_back(node);
        const std::vector<int>& children = m_nodes[size_t(node)].children();
        pending.insert(pending.end(), children.rbegin(), children.rend());
    }
    return order;
}

std::vector<int> SgfGameTree::removeSubtree(int node)
{
    std::vector<int> renumbered(m_nodes.size(), SgfNode::NoNode);
    if (node <= Root || node >= nodeCount())
        return renumbered;
    std::vector<bool> removed(m_nodes.size(), false);
    std::vector<int> pending{node};
    while (!pending.empty()) {
        const int current = pending.back();
        pending.pop_back();
        removed[size_t(current)] = true;
        for (const int child : m_nodes[size_t(current)].m_children)
            pending.push_back(child);
    }
    int next = 0;
    for (size_t old = 0; old < m_nodes.size(); ++old)
        if (!removed[old])
            renumbered[old] = next++;
    std::vector<SgfNode> kept;
    kept.reserve(size_t(next));
    for (size_t old = 0; old < m_nodes.size(); ++old) {
        if (removed[old])
            continue;
        SgfNode& moved = kept.emplace_back(std::move(m_nodes[old]));
        if (moved.m_parent != SgfNode::NoNode)
            moved.m_parent = renumbered[size_t(moved.m_parent)];
        std::vector<int> children;
        for (const int child : moved.m_children)
            if (renumbered[size_t(child)] != SgfNode::NoNode)
                children.push_back(renumbered[size_t(child)]);
        moved.m_children = std::move(children);
    }
    m_nodes = std::move(kept);
    return renumbered;
}

std::vector<int> SgfGameTree::mainLine() const
{
    std::vector<int> line{Root};
    while (!node(line.back()).children().empty())
        line.push_back(node(line.back()).children().front());
    return line;
}

int SgfGameTree::lastMainLineNode() const
{
    int current = Root;
    while (!node(current).children().empty())
        current = node(current).children().front();
    return current;
}

std::string SgfGameTree::charset() const
{
    return root().text("CA").value_or(std::string{});
}

bool SgfGameTree::sameContent(const SgfGameTree& other) const
{
    // Walk both trees in step, in the same child order. Node indices may differ (a writer may
    // reorder storage), so compare through the links, with an explicit stack.
    std::vector<std::pair<int, int>> pending{{Root, Root}};
    while (!pending.empty()) {
        const auto [mine, theirs] = pending.back();
        pending.pop_back();
        const SgfNode& a = node(mine);
        const SgfNode& b = other.node(theirs);
        if (!a.sameProperties(b) || a.children().size() != b.children().size())
            return false;
        for (size_t k = 0; k < a.children().size(); ++k)
            pending.emplace_back(a.children()[k], b.children()[k]);
    }
    return true;
}

} // namespace seki
