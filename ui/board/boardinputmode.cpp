#include "board/boardinputmode.h"

namespace seki::ui {

BoardInputMode boardInputModeFor(const BoardInputState& state)
{
    if (!state.gameOpen)
        return BoardInputMode::ReadOnly;
    if (state.editingPosition)
        return BoardInputMode::EditPosition;
    if (state.exercise)
        return BoardInputMode::AnswerExercise;
    // Whatever else is on: the walk-through's board is read-only.
    if (state.walkthrough)
        return BoardInputMode::InspectScoring;
    // Trying moves plays wherever the record is shown, but what lies over the counted position
    // for reading is still only read.
    if (state.tryingMoves && !(state.countedShown && (state.suggestionShown || state.eyeLensShown)))
        return BoardInputMode::TryMoves;
    if (!state.countedShown)
        return BoardInputMode::ReadOnly;
    if (state.suggestionShown)
        return BoardInputMode::InspectSuggestion;
    if (state.eyeLensShown)
        return BoardInputMode::InspectEyes;
    return BoardInputMode::MarkDead;
}

} // namespace seki::ui
