#include "rulesofplay.h"

namespace seki {

MoveOutcome playMove(const Board& before, Point point, Color colour, const Board* koBoard)
{
    MoveOutcome outcome{MoveProblem::None, before, {}};
    if (!before.contains(point)) {
        outcome.problem = MoveProblem::OffBoard;
        return outcome;
    }
    const Board::Index at = before.index(point);
    // Article 2: a stone is played on an empty point.
    if (before.at(at) != Color::Empty) {
        outcome.problem = MoveProblem::Occupied;
        return outcome;
    }
    const Board::PlayResult played = outcome.after.play(at, colour);
    // Article 7: a stone with no liberty that captures nothing may not be played.
    if (played.suicided > 0) {
        outcome.after = before;
        outcome.problem = MoveProblem::Suicide;
        return outcome;
    }
    // Article 6: the stone that captured in a ko may not be recaptured at once.
    if (koBoard && played.captured == 1 && outcome.after == *koBoard) {
        outcome.after = before;
        outcome.problem = MoveProblem::Ko;
        return outcome;
    }
    if (played.captured > 0) {
        const Color other = opponent(colour);
        before.forEachPoint([&](Board::Index i) {
            if (before.at(i) == other && outcome.after.at(i) == Color::Empty)
                outcome.captured.push_back(before.point(i));
        });
    }
    return outcome;
}

MoveProblem moveProblem(const Board& before, Point point, Color colour, const Board* koBoard)
{
    return playMove(before, point, colour, koBoard).problem;
}

} // namespace seki
