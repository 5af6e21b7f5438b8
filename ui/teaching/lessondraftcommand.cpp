#include "teaching/lessondraftcommand.h"

#include "teaching/lessoneditor.h"

namespace seki::ui {

LessonDraftCommand::LessonDraftCommand(LessonEditor& editor, LessonDraft before, LessonDraft after, UndoText text)
    : TranslatedUndoCommand(std::move(text)), m_editor(editor), m_before(std::move(before)), m_after(std::move(after))
{
}

void LessonDraftCommand::undo()
{
    m_editor.restoreDraft(m_before);
}

void LessonDraftCommand::redo()
{
    m_editor.restoreDraft(m_after);
}

} // namespace seki::ui
