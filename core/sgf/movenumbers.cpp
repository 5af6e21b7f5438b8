#include "movenumbers.h"

#include "parseerror.h"
#include "sgfpointlist.h"
#include "treecursor.h"

#include <algorithm>

namespace seki {

std::vector<NumberedStone> numberedStones(const TreeCursor& cursor, int lastMoves)
{
    const TreeCursor::State& state = cursor.state();
    const Board& board = state.board;
    const SgfGameTree& tree = cursor.tree();
    std::vector<NumberedStone> stones;
    // Points already decided, walking back from the node: the latest move or setup on a point is
    // the one whose stone may stand there.
    std::vector<char> decided(size_t(board.width() * board.height()), 0);
    const auto decide = [&](Point point) {
        char& done = decided[size_t(point.y * board.width() + point.x)];
        const bool first = !done;
        done = 1;
        return first;
    };
    int number = state.moveNumber;
    const std::vector<int>& path = cursor.path();
    for (auto node = path.rbegin(); node != path.rend(); ++node) {
        if (lastMoves >= 0 && number <= state.moveNumber - lastMoves)
            break;
        const TreeCursor::Branch move = cursor.moveOf(*node);
        if (move.color != Color::Empty) {
            if (move.point && board.contains(*move.point) && decide(*move.point) && board.at(*move.point) == move.color)
                stones.push_back(NumberedStone{*move.point, number});
            --number;
        }
        // Setup in the same node comes before its move (applyNode): its points are decided only
        // for the moves before it.
        for (const char* identifier : {"AB", "AW", "AE"}) {
            for (const SgfProperty& property : tree.node(*node).properties()) {
                if (property.identifier != identifier)
                    continue;
                try {
                    for (const Point point : pointsOf(property, board.width(), board.height()))
                        decide(point);
                } catch (const ParseError&) {
                    // The replay skipped what it could not read: so does this.
                }
            }
        }
    }
    std::ranges::sort(stones, [](const NumberedStone& a, const NumberedStone& b) {
        return a.point.y != b.point.y ? a.point.y < b.point.y : a.point.x < b.point.x;
    });
    return stones;
}

} // namespace seki
