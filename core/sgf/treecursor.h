#pragma once

#include "parseerror.h"
#include "sgfgametree.h"

#include "board/board.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace seki {

// A place in a game tree and the board there: the nodes from the root to it replayed (setup,
// then the move, captures resolved, by the same applyNode() as GameRecord's main line), so any
// variation can be shown, not only the main line.
// Works over the tree's public API; the tree must outlive the cursor and not change under it.
//
// What a variation cannot apply is left out and the cursor goes on from the board as it was: a
// move off the board, on an occupied point or not a point is not played; a setup property (AB,
// AW, AE) with a point that is not one or lies off the board is not applied at all; a node's
// setup past NodeReplay::MaxSetupPoints is applied only up to it. A move that takes the captures
// past NodeReplay::MaxCaptures is played and reported. The node's problems say each
// (replayEffect() says which of these befell it), and problemsOnPath() every one met from the
// root: the board shown then is not the one the record meant. (A record whose main line has one
// does not open: GameRecord::read refuses it.)
class TreeCursor {
public:
    struct State {
        Board board;
        int capturedByBlack = 0;
        int capturedByWhite = 0;
        int moveNumber = 0;             // moves from the root to this node
        Color moveColor = Color::Empty; // the node's own move; Empty when it has none
        std::optional<Point> movePoint; // nullopt for a pass or no move
        bool pass = false;
        int captured = 0;    // stones the node's move removed
        // What of the node's setup or move could not be applied as written (or went past a
        // limit), in the order met (its setup first, then its move): each with its code and
        // arguments for the window's words. A node may have several (AB and AW both off the
        // board, a bad setup point and a bad move).
        std::vector<ParseError> problems;
        // The board before the node's own move (nullopt when it has none): the next move may not
        // bring it back (the ko rule, play/rulesofplay.h).
        std::optional<Board> boardBeforeMove;
    };

    // One child of a node: where a variation starts.
    struct Branch {
        int node = 0;
        Color color = Color::Empty; // its move's colour; Empty when it has no move
        std::optional<Point> point; // nullopt for a pass, no move or a bad point
        bool pass = false;          // the move is a pass (B[], or B[tt] up to 19x19); a bad point is not
    };

    // A problem met on the way to the node, and the node it is in.
    struct PathProblem {
        int node = 0;
        ParseError error;
    };

    // At the root of `tree`, on a width x height board (the game's SZ).
    TreeCursor(const SgfGameTree& tree, int width, int height);

    const SgfGameTree& tree() const { return m_tree; }
    int node() const { return m_path.back(); }
    // Root first, node() last.
    const std::vector<int>& path() const { return m_path; }
    const State& state() const { return m_state; }
    // Every problem of the nodes from the root to this one, root first: empty when the board
    // shown is the one the record meant.
    const std::vector<PathProblem>& problemsOnPath() const { return m_pathProblems; }

    // Goes to any node of the tree (replays its path); false for an index outside the tree.
    bool goTo(int node);
    // To the first child; false at the end of a line.
    bool forward();
    // To the parent; false at the root.
    bool back();
    // To the next / previous variation at the nearest fork at or above the node (the start of
    // that variation); false when there is none that way.
    bool nextVariation();
    bool previousVariation();

    // The line the cursor is on: its path, continued by first children to the end.
    std::vector<int> line() const;
    // Whether the node lies on the main line (first child at every step from the root).
    bool onMainLine() const;
    // The variations at the nearest fork at or above the node (the fork's children, main
    // continuation first; empty on a line without forks), and which of them the path takes.
    std::vector<int> fork() const;
    int forkChoice() const;
    // The node's children: the main continuation first, then the variations.
    std::vector<Branch> branches() const;
    // The node's comment (C), in UTF-8 from the game's charset (CA); "" when it has none.
    std::string comment() const;

    // Whose turn it is after the node: its PL, else the other side of its move, else the same
    // asked of its parent; at the root, White after handicap stones (HA of 2 or more) and Black
    // otherwise.
    Color toPlay() const;

    // The move a node holds (B or W), without playing it.
    Branch moveOf(int node) const;

private:
    // The state before the root: an empty board and the root's prisoners.
    void start();
    void apply(int node);
    // Where in path() the nearest fork's chosen child stands; 0 when no node above has siblings.
    int forkDepth() const;
    bool switchVariation(int step);

    const SgfGameTree& m_tree;
    int m_width;
    int m_height;
    std::vector<int> m_path;
    State m_state;
    std::vector<PathProblem> m_pathProblems;
    std::pair<int, int> m_rootCaptures{0, 0}; // the root's CAPTURES: Black's, White's
};

} // namespace seki
