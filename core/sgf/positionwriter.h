#pragma once

#include "sgfgametree.h"

#include "board/position.h"

#include <string>
#include <string_view>

namespace seki {

struct ScoreResult;

// Writing a position as SGF, beside the reader (GameRecord reads all of this back): a position
// set up by hand or read from a .pos case becomes setup stones, and the dead stones of a scored
// game become the final node's TB/TW as KGS writes them.

// The private property that keeps the stones captured before a setup position (SGF has none):
// CAPTURES[black:white], the stones Black and White have taken. GameRecord::read() starts the
// count from it; other programs ignore it (the writers below also say it in GC for people).
inline constexpr const char* CapturesProperty = "CAPTURES";

// Sets the root's SZ, KM, RU (kept as written when it means the position's rules), HA, the stones
// as AB/AW and the prisoners as CAPTURES, replacing any setup, size, komi, rules, result, player
// to move, moves and territory it had; every other game-information property stays.
// `capturesNote`, when the position has prisoners, is added to GC unless GC says it already
// (the caller's words, in the user's language).
void writePosition(SgfNode& root, const Position& position, const std::string& capturesNote = {});

// A new single game holding `position` as setup stones: FF, GM, CA (UTF-8), AP (SekiScope and
// `version`), GN `name` and GC `note` when given, then writePosition().
SgfGameTree treeFromPosition(const Position& position, const std::string& version, const std::string& name = {},
                             const std::string& note = {}, const std::string& capturesNote = {});

// A game's root as a setup position: the root's other properties kept (names, players,
// comments, charset), its moves and variations gone (they belong to a game this position no
// longer is).
SgfGameTree editedTree(const SgfNode& originalRoot, const Position& position, const std::string& capturesNote = {});

// The game-information properties of FF[4] with Go's HA and KM: who played, when, where, under
// which rules and time, with what result.
bool isGameInformation(std::string_view identifier);
// Copies to `to` the game information of `from` that `to` lacks, the result (RE) excepted: a
// position written anew (a lesson) keeps who played it, when and where.
void keepGameInformation(SgfNode& to, const SgfNode& from);

// Replaces `node`'s TB/TW with the territory `scored` gives (may be nullptr: dead stones only)
// and, KGS-style, every dead stone's point as the opponent's territory even where these rules
// count it for no one, so the marks survive reopening.
void writeTerritory(SgfNode& node, const Position& position, const ScoreResult* scored);

} // namespace seki
