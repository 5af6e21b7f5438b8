#include "tally.h"

#include "handicapcompensation.h"

#include "scoring/scoreresult.h"
#include "scoring/tables/workboard.h"
#include "scoring/tracesink.h"

#include <algorithm>

namespace seki {

template <class Sink>
void tally(const WorkBoard& w, ScoreResult& result, const Position& position, Sink& sink)
{
    SideScore& black = result.black;
    SideScore& white = result.white;
    black = SideScore{};
    white = SideScore{};
    const Board& board = position.board;
    // Counted by colour (Color's value): territory and stones by owner, dead stones by the
    // colour of the stone.
    int territory[4] = {};
    int stones[4] = {};
    int dead[4] = {};
    const bool strict = result.rules == Rules::JapaneseStrict;
    if (w.counts.ready) { // counted by the composer, with the same rules as below
        std::copy_n(w.counts.territory, 4, territory);
        std::copy_n(w.counts.stones, 4, stones);
        std::copy_n(w.counts.dead, 4, dead);
    } else {
        w.forEachPoint([&](int i) {
            const PointResult& p = result.points[size_t(i)];
            const int owner = int(p.owner);
            territory[owner] += p.status == PointStatus::Territory;
            stones[owner] += p.status == PointStatus::Stone;
            if (p.dead) {
                // 1989 rules, Article 10-1: only the dead stones in a player's territory are removed as
                // prisoners; one left in a seki's eye, or on a dame, stays on the board.
                const bool prisoner
                    = !strict || p.status == PointStatus::Territory || p.status == PointStatus::FalseEye;
                dead[int(board.at(i))] += prisoner;
            }
        });
    }
    // A territory or stone with no owner cannot occur; a point's owner is Black or White there.
    black.territory = territory[int(Color::Black)];
    white.territory = territory[int(Color::White)];
    black.stones = stones[int(Color::Black)];
    white.stones = stones[int(Color::White)];
    black.deadStones = dead[int(Color::White)];
    white.deadStones = dead[int(Color::Black)];
    black.captures = position.capturedByBlack;
    white.captures = position.capturedByWhite;
    white.komi = position.komi;
    if (result.rules == Rules::Chinese) {
        // Area counting: stones on the board plus the empty area they hold, and White's
        // compensation for Black's handicap stones (handicapcompensation.h).
        white.handicap = areaHandicapCompensation(position.handicap, position.handicapCompensation);
        black.total = black.stones + black.territory;
        white.total = white.stones + white.territory + white.komi + white.handicap;
    } else {
        // Territory counting: territory plus prisoners.
        black.total = black.territory + black.captures + black.deadStones;
        white.total = white.territory + white.captures + white.deadStones + white.komi;
    }
    if constexpr (Sink::Enabled) {
        Step* s = sink.add(Stage::Verdict, StepKind::Tally);
        s->set(TallyFields{black.territory, black.captures + black.deadStones, black.stones, white.territory,
                           white.captures + white.deadStones, white.stones});
    }
}

template void tally(const WorkBoard&, ScoreResult&, const Position&, NoTrace&);
template void tally(const WorkBoard&, ScoreResult&, const Position&, TraceRecorder&);

} // namespace seki
