#pragma once

#include "gameinfo.h"
#include "sgfgametree.h"

#include "board/position.h"

#include <optional>
#include <vector>

namespace seki {

// A game read from its tree: the root's game info, and the main line (first child at every node)
// replayed to the final position that SekiScope scores, with every intermediate board available
// for the window's move slider.
class GameRecord {
public:
    struct Move {
        Color color = Color::Black;
        std::optional<Point> point;   // nullopt: a pass (B[], or B[tt] up to 19x19)
        int node = 0;                 // index in the tree
        TextLocation location;        // of the move's value
        int captured = 0;             // opponent stones this move removed
        int suicided = 0;             // own stones it removed (suicide, where the record has one)
    };

    // The game after `moves` moves of the main line (0: after the setup before the first move),
    // including any setup nodes that follow that move.
    struct State {
        Board board;
        int capturedByBlack = 0;
        int capturedByWhite = 0;
        std::optional<Point> lastMove;   // the move's point; nullopt at 0 or after a pass
        Color lastColor = Color::Empty;  // who played it; Empty at 0
        int node = 0;                    // the last main-line node included (tree index)
    };

    // Reads the game info and replays the main line. Throws ParseError at the offending value for
    // an invalid SZ/KM/HA/GM, a move off the board or on an occupied point (the message names
    // the move number), or setup/territory points outside the board.
    static GameRecord read(const SgfGameTree& tree);

    const GameInfo& info() const { return m_info; }
    // The final position: the last board, captures, komi, rules from RU, and as dead every stone
    // on a point the final node marks as the opponent's territory (KGS: black on TW, white on TB).
    const Position& position() const { return m_position; }

    int moveCount() const { return int(m_moves.size()); }
    // Move k, 1 <= k <= moveCount().
    const Move& move(int k) const { return m_moves[size_t(k - 1)]; }
    // 0 <= k <= moveCount(). Rebuilt from the stored changes: cheap enough for a slider.
    State stateAfterMove(int k) const;
    Board boardAfterMove(int k) const { return stateAfterMove(k).board; }

    // The main line's node indices and where each node's ';' stands in the file.
    const std::vector<int>& mainLine() const { return m_mainLine; }
    const std::vector<TextLocation>& nodeLocations() const { return m_nodeLocations; }

private:
    struct Change {
        Board::Index index;
        Color after;
    };
    struct StateMark {
        size_t changeEnd = 0;   // changes [0, changeEnd) build this state
        int capturedByBlack = 0;
        int capturedByWhite = 0;
        int node = 0;
    };

    GameInfo m_info;
    Position m_position;
    std::vector<Move> m_moves;
    std::vector<Change> m_changes;
    std::vector<StateMark> m_states;   // moveCount() + 1 of them
    std::vector<int> m_mainLine;
    std::vector<TextLocation> m_nodeLocations;
};

} // namespace seki
