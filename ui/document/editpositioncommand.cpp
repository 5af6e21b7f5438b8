#include "document/editpositioncommand.h"

#include "document/gamedocument.h"

namespace seki::ui {

namespace {

// QUndoCommand ids are per command class; any constant unused elsewhere will do.
constexpr int EditPositionId = 0x5e1d17;

} // namespace

EditPositionCommand::EditPositionCommand(GameDocument& document, const Position& after, UndoText text, int stroke)
    : TranslatedUndoCommand(std::move(text)), m_document(document), m_before(document.position()), m_after(after),
      m_wasEdited(document.isEdited()), m_stroke(stroke)
{
}

void EditPositionCommand::redo()
{
    m_document.setEditedPosition(m_after, true);
}

void EditPositionCommand::undo()
{
    // Undoing the first edit gives the file its own record back (moves and all).
    m_document.setEditedPosition(m_before, m_wasEdited);
}

int EditPositionCommand::id() const
{
    return m_stroke > 0 ? EditPositionId : -1;
}

bool EditPositionCommand::mergeWith(const QUndoCommand* other)
{
    const auto* next = static_cast<const EditPositionCommand*>(other);
    if (next->m_stroke != m_stroke || &next->m_document != &m_document)
        return false;
    m_after = next->m_after;
    return true;
}

} // namespace seki::ui
