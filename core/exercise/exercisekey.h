#pragma once

#include "board/point.h"
#include "sgf/sgfnode.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace seki {

// The three kinds of exercise a lesson can pose at a node.
enum class ExerciseKind {
    SekiOrNot, // the student says of each block asked about: alive, dead or in seki
    CountIt,   // the student marks the territory (or gives the result) under the lesson's rules
    YourMove,  // the student plays; the lesson's variations say which moves are right
};

// What a block of stones is, in an answer or in the key.
enum class BlockStatus { Alive, Dead, Seki };

// An exercise's answer key, as the lesson's SGF keeps it in private properties of the node where
// the question is posed (the node's C is the question):
//   EX[seki|count|move]   the kind of exercise
//   EL[point]...          stones whose blocks are alive   } Seki or not?: the blocks asked about
//   ED[point]...          stones whose blocks are dead    } (ED also gives the dead stones a
//   ES[point]...          stones whose blocks are in seki } Count it counts with)
//   EW[text]              Your move: why a move the lesson does not have is not the answer
// Your move's answers are the node's children: a move marked TE (SGF's "good move") is right, one
// marked BM ("bad move") is wrong and its own continuation is the refutation; when no child is
// marked TE, every child not marked BM is right.
struct ExerciseKey {
    ExerciseKind kind = ExerciseKind::SekiOrNot;
    std::vector<std::pair<Point, BlockStatus>> stones; // every stone the key names, with its status
    std::string wrongMoveReason;

    std::vector<Point> deadStones() const;
    bool operator==(const ExerciseKey&) const = default;
};

// The stable names of the kinds in EX ("seki", "count", "move").
std::string_view exerciseKindName(ExerciseKind kind);

// The node's exercise on a width x height board; nullopt when it poses none (no EX). Throws
// ParseError at the offending value for an unknown kind, a point off the board, or a point given
// two statuses.
std::optional<ExerciseKey> readExerciseKey(const SgfNode& node, int width, int height);

// Writes `key` into `node`, replacing any exercise it had; nullopt takes the exercise away.
void writeExerciseKey(SgfNode& node, const std::optional<ExerciseKey>& key);

} // namespace seki
