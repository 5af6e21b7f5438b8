#pragma once

#include "parseerror.h"
#include "sgfnode.h"
#include "sgfpointlist.h"

#include "board/board.h"

#include <optional>
#include <string_view>
#include <utility>

namespace seki {

// B[] is a pass, and so is B[tt] on boards up to 19x19 (FF[3]).
bool isPassMove(std::string_view text, int width, int height);

// The stones captured before the game's first node, from the root's CAPTURES[black:white]
// (positionwriter.h: a position set up by hand keeps its prisoners); nullopt without one. Throws
// ParseError for a value that is not two whole numbers from 0 to NodeReplay::MaxCaptures.
std::optional<std::pair<int, int>> rootCaptures(const SgfNode& root);

// What replaying a game carries from node to node.
struct NodeReplay {
    // Setup points (AB/AW/AE, rectangles counted by their area) one replay may place or remove in
    // all: hundreds of thousands of real games' worth, and it keeps a 64 MiB file of whole-board
    // setup nodes from costing minutes.
    static constexpr long long MaxSetupPoints = 50'000'000;
    // Stones all the moves together may capture: far from overflowing an int.
    static constexpr int MaxCaptures = 100'000'000;

    Board board;
    int capturedByBlack = 0;
    int capturedByWhite = 0;
    long long setupPoints = 0;
    int moveCount = 0;             // moves counted so far, refused ones included
    std::optional<Point> lastMove; // nullopt after a pass or a refused move
    Color lastColor = Color::Empty;
};

// What applyNode() did, told as it goes, and what it could not do.
class NodeListener {
public:
    struct Move {
        const SgfProperty& property; // the B or W property
        Color color = Color::Black;
        std::optional<Point> point; // nullopt: a pass, or a move refused after problem()
        bool pass = false;
        int captured = 0; // opponent stones it removed
        int suicided = 0; // own stones it removed
    };

    virtual ~NodeListener() = default;
    // A setup rectangle, already on the board.
    virtual void setupApplied(const PointRectangle& rectangle, Color color) { (void)rectangle, (void)color; }
    // A move, already played (or refused, after problem()); replay.moveCount already counts it.
    virtual void moveApplied(const Move& move) { (void)move; }
    // What cannot be applied: a setup property with a bad point or past MaxSetupPoints (the rest
    // of that property is skipped), a move off the board, on an occupied point or not a point (not
    // played), captures past MaxCaptures. Throw to stop the replay; return to go on without it.
    virtual void problem(const ParseError& error) = 0;
};

// What applyNode() did about each problem it reports (the code says which).
enum class ReplayEffect {
    MoveNotPlayed,      // the move is left out (off the board, on a stone, not a point)
    SetupNotApplied,    // the whole setup property is left out, its good points too
    SetupAppliedInPart, // the setup property's points up to the limit are applied, the rest left out
    MovePlayedAnyway,   // the move is played; the problem is the counts it leaves (captures past the limit)
};
ReplayEffect replayEffect(ParseProblem problem);

// Applies one node to `replay`: its setup (AB, AW, AE) first, then its moves (B, W), captures
// resolved and suicide credited to the opponent. FF[4] forbids setup and moves in one node; where a
// file mixes them anyway, the setup comes first, as most editors do it. Problems name the move
// number or "setup after move N" (the window's slider and the command line speak in moves).
void applyNode(const SgfNode& node, NodeReplay& replay, NodeListener& listener);

} // namespace seki
