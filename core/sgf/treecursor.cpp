#include "treecursor.h"

#include "nodereplay.h"
#include "parseerror.h"
#include "textencoding.h"

#include <algorithm>
#include <cstdlib>

namespace seki {

TreeCursor::TreeCursor(const SgfGameTree& tree, int width, int height) : m_tree(tree), m_width(width), m_height(height)
{
    // The prisoners of a position set up by hand, as GameRecord counts them (a record whose
    // CAPTURES cannot be read does not open: GameRecord::read refuses it; here it counts none).
    try {
        if (const auto captures = rootCaptures(tree.root()))
            m_rootCaptures = *captures;
    } catch (const ParseError&) {
    }
    m_path.push_back(SgfGameTree::Root);
    start();
    apply(SgfGameTree::Root);
}

void TreeCursor::start()
{
    m_state = State{};
    m_state.board = Board(m_width, m_height);
    m_state.capturedByBlack = m_rootCaptures.first;
    m_state.capturedByWhite = m_rootCaptures.second;
    m_pathProblems.clear();
}

TreeCursor::Branch TreeCursor::moveOf(int node) const
{
    Branch branch;
    branch.node = node;
    for (const SgfProperty& property : m_tree.node(node).properties()) {
        if (property.identifier != "B" && property.identifier != "W")
            continue;
        branch.color = property.identifier == "B" ? Color::Black : Color::White;
        const std::string text = property.text();
        branch.pass = isPassMove(text, m_width, m_height);
        if (!branch.pass)
            if (const auto point = fromSgf(text); point && m_state.board.contains(*point))
                branch.point = point;
        break;
    }
    return branch;
}

Color TreeCursor::toPlay() const
{
    for (int node = this->node(); node != SgfNode::NoNode; node = m_tree.node(node).parent()) {
        if (const auto pl = m_tree.node(node).text("PL")) {
            if (*pl == "B" || *pl == "b")
                return Color::Black;
            if (*pl == "W" || *pl == "w")
                return Color::White;
        }
        if (const Color moved = moveOf(node).color; moved != Color::Empty)
            return opponent(moved);
    }
    const auto handicap = m_tree.root().text("HA");
    return handicap && std::atoi(handicap->c_str()) >= 2 ? Color::White : Color::Black;
}

// The node applied as GameRecord replays the main line (nodereplay.h), except that what cannot be
// applied is noted in problem() and skipped instead of ending the replay.
void TreeCursor::apply(int nodeIndex)
{
    class StateKeeper : public NodeListener {
    public:
        explicit StateKeeper(State& state) : m_state(state) { }
        void moveApplied(const NodeListener::Move& move) override
        {
            m_state.moveColor = move.color;
            m_state.movePoint = move.point;
            m_state.pass = move.pass;
            m_state.captured = move.captured;
        }
        void problem(const ParseError& error) override { m_state.problems.push_back(error); }

    private:
        State& m_state;
    };

    State& state = m_state;
    state.moveColor = Color::Empty;
    state.movePoint.reset();
    state.pass = false;
    state.captured = 0;
    state.problems.clear();
    state.boardBeforeMove.reset();
    if (moveOf(nodeIndex).color != Color::Empty)
        state.boardBeforeMove = state.board;
    NodeReplay replay{std::move(state.board), state.capturedByBlack, state.capturedByWhite, 0,
                      state.moveNumber,       std::nullopt,          Color::Empty};
    StateKeeper keeper(state);
    applyNode(m_tree.node(nodeIndex), replay, keeper);
    state.board = std::move(replay.board);
    state.capturedByBlack = replay.capturedByBlack;
    state.capturedByWhite = replay.capturedByWhite;
    state.moveNumber = replay.moveCount;
    for (const ParseError& error : state.problems)
        m_pathProblems.push_back({nodeIndex, error});
}

bool TreeCursor::goTo(int node)
{
    if (node < 0 || node >= m_tree.nodeCount())
        return false;
    std::vector<int> path;
    for (int at = node; at != SgfNode::NoNode; at = m_tree.node(at).parent())
        path.push_back(at);
    std::reverse(path.begin(), path.end());
    m_path = std::move(path);
    start();
    for (const int at : m_path)
        apply(at);
    return true;
}

bool TreeCursor::forward()
{
    const std::vector<int>& children = m_tree.node(node()).children();
    if (children.empty())
        return false;
    m_path.push_back(children.front());
    apply(children.front());
    return true;
}

bool TreeCursor::back()
{
    if (m_path.size() < 2)
        return false;
    return goTo(m_path[m_path.size() - 2]);
}

int TreeCursor::forkDepth() const
{
    for (int depth = int(m_path.size()) - 1; depth > 0; --depth)
        if (m_tree.node(m_path[size_t(depth - 1)]).children().size() > 1)
            return depth;
    return 0;
}

bool TreeCursor::switchVariation(int step)
{
    const int depth = forkDepth();
    if (depth == 0)
        return false;
    const std::vector<int>& siblings = m_tree.node(m_path[size_t(depth - 1)]).children();
    const auto k = std::find(siblings.begin(), siblings.end(), m_path[size_t(depth)]) - siblings.begin() + step;
    return k >= 0 && k < std::ptrdiff_t(siblings.size()) && goTo(siblings[size_t(k)]);
}

bool TreeCursor::nextVariation()
{
    return switchVariation(1);
}

bool TreeCursor::previousVariation()
{
    return switchVariation(-1);
}

std::vector<int> TreeCursor::fork() const
{
    const int depth = forkDepth();
    return depth == 0 ? std::vector<int>{} : m_tree.node(m_path[size_t(depth - 1)]).children();
}

int TreeCursor::forkChoice() const
{
    const int depth = forkDepth();
    if (depth == 0)
        return 0;
    const std::vector<int>& siblings = m_tree.node(m_path[size_t(depth - 1)]).children();
    return int(std::find(siblings.begin(), siblings.end(), m_path[size_t(depth)]) - siblings.begin());
}

std::vector<int> TreeCursor::line() const
{
    std::vector<int> line = m_path;
    for (int at = node(); !m_tree.node(at).children().empty();) {
        at = m_tree.node(at).children().front();
        line.push_back(at);
    }
    return line;
}

bool TreeCursor::onMainLine() const
{
    for (size_t k = 1; k < m_path.size(); ++k)
        if (m_tree.node(m_path[k - 1]).children().front() != m_path[k])
            return false;
    return true;
}

std::vector<TreeCursor::Branch> TreeCursor::branches() const
{
    std::vector<Branch> branches;
    for (const int child : m_tree.node(node()).children())
        branches.push_back(moveOf(child));
    return branches;
}

std::string TreeCursor::comment() const
{
    const std::optional<std::string> raw = m_tree.node(node()).text("C");
    if (!raw)
        return {};
    return decodeToUtf8(*raw, m_tree.charset()).utf8;
}

} // namespace seki
