#pragma once

namespace seki::ui {

// What a click on the window's board (or Space/Enter on its keyboard cursor) does: one mode at a
// time, chosen by the window from what is shown (boardInputModeFor), each answered by one
// handler (BoardInputRouter). Only MarkDead and EditPosition can change the game; every Inspect
// mode only answers questions about a point, so while the walk-through, the eye lens or a
// suggestion is on the board the dead-marking code cannot be reached from the board at all.
//
// A new mode: add its value here, its flag to BoardInputState and its place in the order of
// boardInputModeFor (boardinputmode.cpp), then give the router its handler.
enum class BoardInputMode {
    ReadOnly,          // no game, or an earlier move of the record shown: the board answers nothing
    MarkDead,          // the counted position: a click marks a block dead or alive (DeadMarking)
    EditPosition,      // the board editor: a click places or takes away stones (BoardEditor)
    InspectScoring,    // the walk-through: a click shows the point in the region inspector
    InspectEyes,       // the eye lens overlay: a click picks the eye space at the point
    InspectSuggestion, // a dead-stone suggestion: a click says what the suggestion holds for the block
    TryMoves,          // Go › Try Moves: a click plays the side to move, a variation of the record (TryMoves)
    AnswerExercise,    // an exercise: a click answers it (ExerciseSession), the game stays as it is
};
// How many modes there are (a new mode goes last in the enum, and this follows it).
inline constexpr int BoardInputModeCount = int(BoardInputMode::AnswerExercise) + 1;

// Whether a click in `mode` may change the game (its stones, its dead marks, its record's
// variations, its undo stack).
constexpr bool changesGame(BoardInputMode mode)
{
    return mode == BoardInputMode::MarkDead || mode == BoardInputMode::EditPosition || mode == BoardInputMode::TryMoves;
}

// What the window shows, as far as it decides the mode.
struct BoardInputState {
    bool gameOpen = false;
    bool editingPosition = false; // the board editor is on
    bool walkthrough = false;     // Review Scoring is on
    bool countedShown = false;    // the position being counted is on the board (not an earlier move)
    bool suggestionShown = false; // a dead-stone suggestion is drawn, waiting to be accepted or discarded
    bool eyeLensShown = false;    // the eye lens overlay is on (Show Eye Spaces, or an eye space picked)
    bool tryingMoves = false;     // Go › Try Moves is on (a record is shown)
    bool exercise = false;        // an exercise is being answered on the board
};

// The mode for `state`: the first that applies of editing, an exercise, the walk-through, the
// suggestion and the eye lens on the counted position, trying moves, nothing (an earlier move),
// and marking the dead stones.
BoardInputMode boardInputModeFor(const BoardInputState& state);

} // namespace seki::ui
