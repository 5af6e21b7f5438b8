#pragma once

#include "board/color.h"

#include <optional>
#include <string_view>

namespace seki {

// RE as the SGF standard (FF[4]) defines it: "B+3.5" a counted win, "B+R"/"B+Resign" by
// resignation, "B+T"/"B+Time" on time, "B+F"/"B+Forfeit" by forfeit, "0"/"Draw" a draw,
// "Void" no result, "?" unknown. Only a counted result describes the final position.
struct RecordedResult {
    enum class Kind {
        Counted, // winner by margin (or a draw when winner is Empty)
        Resignation,
        Time,
        Forfeit,
        Void,
        Unknown,      // "?"
        Unrecognised, // text SekiScope cannot read; shown as written
    };
    Kind kind = Kind::Unrecognised;
    Color winner = Color::Empty;  // Empty for a draw, Void, Unknown
    std::optional<double> margin; // Counted only (B+ without a number: nullopt)

    // Whether the position was scored at the end: Save may compare it with SekiScope's count.
    bool isCounted() const { return kind == Kind::Counted; }
    // The same outcome, however it is written: "W+11.0" and "W+11", "B+R" and "B+Resign", "0" and "Draw".
    bool sameAs(const RecordedResult& other) const
    {
        return kind == other.kind && winner == other.winner && margin == other.margin;
    }
};

// nullopt for an empty RE (no result recorded).
std::optional<RecordedResult> readRecordedResult(std::string_view text);

} // namespace seki
