#pragma once

#include "gameinfo.h"
#include "nodereplay.h"
#include "sgfgametree.h"

#include "board/position.h"

#include <optional>
#include <vector>

namespace seki {

// A game read from its tree: the root's game info, and the main line (first child at every node)
// replayed to the final position that SekiScope scores, with the board at every node available
// for the window's move slider and game tree.
//
// Memory stays proportional to the file: the replay keeps each board change as compactly as the
// file wrote it (a setup rectangle "aa:ZZ" is one step, not 2,704 changed points) plus a full
// board every CheckpointInterval steps, and rebuilds any state from the nearest one.
class GameRecord {
public:
    struct Move {
        Color color = Color::Black;
        std::optional<Point> point; // nullopt: a pass (B[], or B[tt] up to 19x19)
        int node = 0;               // index in the tree
        TextLocation location;      // of the move's value
        int captured = 0;           // opponent stones this move removed
        int suicided = 0;           // own stones it removed (suicide, where the record has one)
    };

    // The game after `moves` moves of the main line (0: after the setup before the first move),
    // including any setup nodes that follow that move.
    struct State {
        Board board;
        int capturedByBlack = 0;
        int capturedByWhite = 0;
        std::optional<Point> lastMove;  // the move's point; nullopt at 0 or after a pass
        Color lastColor = Color::Empty; // who played it; Empty at 0
        int node = 0;                   // the last main-line node included (tree index)
    };

    // The replay's limits (nodereplay.h): setup points placed or removed, stones captured.
    static constexpr long long MaxSetupPoints = NodeReplay::MaxSetupPoints;
    static constexpr int MaxCaptures = NodeReplay::MaxCaptures;
    // A full board is kept every this many steps (about 2.9 KB each; a step is 4 to 8 bytes of
    // the file), so a state is rebuilt from at most this many steps.
    static constexpr size_t CheckpointInterval = 256;

    // Reads the game info and replays the main line. Throws ParseError at the offending value for
    // an invalid SZ/KM/HA/GM, a move off the board or on an occupied point (the message names
    // the move number), setup/territory points outside the board, or past the limits above.
    static GameRecord read(const SgfGameTree& tree);

    const GameInfo& info() const { return m_info; }
    // The final position: the last board, captures, komi, rules from RU, and as dead every stone
    // on a point the final node marks as the opponent's territory (KGS: black on TW, white on TB).
    const Position& position() const { return m_position; }

    int moveCount() const { return int(m_moves.size()); }
    // Move k, 1 <= k <= moveCount().
    const Move& move(int k) const { return m_moves[size_t(k - 1)]; }
    // 0 <= k <= moveCount(). Rebuilt from the nearest checkpoint: cheap enough for a slider.
    State stateAfterMove(int k) const;
    Board boardAfterMove(int k) const { return stateAfterMove(k).board; }

    // The game at any node of `tree`, which must be the tree this record was read from: after
    // that node's setup and move. A main-line node costs what stateAfterMove() does; a node of a
    // variation also replays the variation's nodes from where it leaves the main line, and throws
    // ParseError as read() does for a bad move or point in them. `node` is the node itself;
    // lastMove the last move on the way there.
    State stateAtNode(const SgfGameTree& tree, int node) const;

    // The heap the replay holds (not the tree's): what tests and the fuzzer check stays
    // proportional to the file's size.
    size_t memoryBytes() const;

    // The main line's node indices and where each node's ';' stands in the file.
    const std::vector<int>& mainLine() const { return m_mainLine; }
    const std::vector<TextLocation>& nodeLocations() const { return m_nodeLocations; }

private:
    // One change to the board as the file wrote it: a setup rectangle (a single point is a 1x1
    // one) set to `color`, or a move of `color` at (x0, y0).
    struct Step {
        bool isMove = false;
        Color color = Color::Empty;
        unsigned char x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    };
    struct Checkpoint {
        size_t step = 0; // the board after steps [0, step)
        Board board;
        int capturedByBlack = 0;
        int capturedByWhite = 0;
    };
    struct StateMark {
        size_t stepEnd = 0; // steps [0, stepEnd) build this state
        int node = 0;
    };
    // Where a main-line node leaves the replay.
    struct NodeMark {
        size_t stepEnd = 0;
        int moves = 0; // moves played up to and including this node
    };

    using Replay = NodeReplay;

    static void applyStep(const Step& step, Board& board, int& capturedByBlack, int& capturedByWhite);
    // Applies one node's setup, then its moves, checking them as read() promises; appends what it
    // did to `steps` and `moves` when they are given.
    static void replayNode(const SgfNode& node, int nodeIndex, Replay& replay, std::vector<Step>* steps,
                           std::vector<Move>* moves);
    State stateAt(size_t stepEnd, int moves, int node) const;

    GameInfo m_info;
    Position m_position;
    std::vector<Move> m_moves;
    std::vector<Step> m_steps;
    std::vector<Checkpoint> m_checkpoints; // the first at step 0 (after no step)
    std::vector<StateMark> m_states;       // moveCount() + 1 of them
    std::vector<NodeMark> m_nodeMarks;     // one per main-line node
    std::vector<int> m_mainLine;
    std::vector<TextLocation> m_nodeLocations;
};

} // namespace seki
