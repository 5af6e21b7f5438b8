#pragma once

#include "teaching/lessondraft.h"

#include "document/translatedundocommand.h"

namespace seki::ui {

class LessonEditor;

// A mark, a letter or a move in the lesson being written: one undo step, the draft before and
// after it.
class LessonDraftCommand : public TranslatedUndoCommand {
public:
    LessonDraftCommand(LessonEditor& editor, LessonDraft before, LessonDraft after, UndoText text);
    void undo() override;
    void redo() override;

private:
    LessonEditor& m_editor;
    LessonDraft m_before;
    LessonDraft m_after;
};

} // namespace seki::ui
