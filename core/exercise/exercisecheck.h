#pragma once

#include "exercisekey.h"

#include "board/position.h"
#include "play/rulesofplay.h"
#include "scoring/scoreresult.h"
#include "sgf/sgfgametree.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace seki {

// --- Seki or not?

// One block the exercise asks about, with what the key, the student and the scorer say of it, and
// the points that say why: its territory (alive), its eyes and the liberties it shares with the
// other colour (seki). The scorer counts the position with the key's dead stones marked dead.
struct BlockAnswer {
    std::vector<Point> stones; // top row first
    Color colour = Color::Empty;
    BlockStatus expected = BlockStatus::Alive; // the key's
    std::optional<BlockStatus> given;          // the student's; nullopt: not answered
    BlockStatus scorer = BlockStatus::Alive;   // what the scorer's count makes of it
    std::vector<Point> territory;              // empty points it scores as its own (alive)
    std::vector<Point> eyes;                   // its eyes in seki, which score for no one
    std::vector<Point> shared;                 // dame beside it: liberties it shares (seki)

    bool right() const { return given == expected; }
};

struct SekiAnswerCheck {
    std::vector<BlockAnswer> blocks; // in the order of their first stone, top row first
    bool solved() const;
    // Whether the scorer's count agrees with the key for every block (a key the scorer does not
    // bear out is the teacher's to mend: the lesson editor says so).
    bool keyAgreesWithScorer() const;
};

// The student's answers by any stone of a block; a block not answered counts as wrong. A stone
// of the key that is not on `position`'s board is left out.
SekiAnswerCheck checkSekiAnswer(const Position& position, Rules rules, const ExerciseKey& key,
                                const std::map<Point, BlockStatus>& answers);

// The key a teacher's position gives, as the scorer counts it with `position`'s dead stones:
// Seki or not? names each block at the points `asked` (every block on the board when none) with
// the scorer's verdict, the dead ones dead; Count it names the dead blocks (the stones it counts
// with); Your move has no stones (its answers are the node's moves, marked TE or BM).
ExerciseKey keyFromScorer(const Position& position, Rules rules, ExerciseKind kind, const std::vector<Point>& asked);

// The block of stones at `point` (empty when the point is empty), top row first.
std::vector<Point> blockAt(const Board& board, Point point);

// --- Count it

// A territory map: one of 'b', 'w' or '.' per point, row by row from the top (ScoreResult's
// territoryChar).
using TerritoryMap = std::vector<char>;

struct CountCheck {
    TerritoryMap expected;          // the scorer's, under the exercise's rules and dead stones
    std::vector<Point> missed;      // territory the student did not mark
    std::vector<Point> wrong;       // marked but no one's, or the other colour's
    std::string expectedResult;     // SGF RE form, "B+3"
    SideScore black;                // each side's count and total, as the scorer makes them: a
    SideScore white;                // student checks their own count against both
    std::optional<bool> resultRight; // nullopt: the student gave no result
    bool solved() const;
};

// `position` holds the dead stones (the key's); `marks` the student's map (empty: none marked, so
// only the result is checked); `result` as the student wrote it ("B+3", "w+2.5", "0", "jigo").
CountCheck checkCount(const Position& position, Rules rules, const TerritoryMap& marks,
                      const std::optional<std::string>& result);

// A result as a student may write it, in SGF RE form ("b + 3" -> "B+3", "Jigo" -> "0"); nullopt
// for text that is no result.
std::optional<std::string> normalizedResult(std::string_view text);

// --- Your move

enum class MoveVerdict {
    Right,   // a move the lesson marks right: the lesson goes on from it
    Wrong,   // a move the lesson answers with its refutation
    NotThis, // a legal move the lesson does not have
    Illegal, // not a move at all (the point taken, suicide, a ko retaken at once)
};

struct MoveAnswer {
    MoveVerdict verdict = MoveVerdict::NotThis;
    int node = -1;  // the lesson's node of the move (Right, Wrong)
    int reply = -1; // the lesson's answer to it: the node's first child when it plays (or -1)
    MoveProblem problem = MoveProblem::None; // why it is Illegal
};

// `colour` plays at `point` on `board` (the board at `node`, whose ko board is `koBoard`).
MoveAnswer checkMove(const SgfGameTree& tree, int node, const Board& board, const Board* koBoard, Point point,
                     Color colour);

// The moves of `colour` the lesson marks right at `node` (the answer, revealed).
std::vector<Point> rightMoves(const SgfGameTree& tree, int node, Color colour);

} // namespace seki
