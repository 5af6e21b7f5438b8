#pragma once

namespace seki::ui {

// The board editor's tools: the stones and the dead marks of the position set up, then the
// lesson's marks, letters and moves.
enum class EditorTool { Black, White, Alternate, Erase, Dead, Triangle, Square, Circle, Cross, Label, Play };
constexpr int EditorToolCount = 11;

// Whether the tool writes the lesson (its marks and moves) rather than set up the position.
constexpr bool isLessonTool(EditorTool tool)
{
    return tool >= EditorTool::Triangle;
}

} // namespace seki::ui
