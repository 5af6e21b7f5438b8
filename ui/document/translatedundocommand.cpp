#include "document/translatedundocommand.h"

#include <QUndoStack>

namespace seki::ui {

TranslatedUndoCommand::TranslatedUndoCommand(UndoText text, QUndoCommand* parent)
    : QUndoCommand(text.text(), parent), m_text(std::move(text))
{
}

void TranslatedUndoCommand::retranslate()
{
    setText(m_text.text());
    for (int k = 0; k < childCount(); ++k)
        if (auto* child = dynamic_cast<TranslatedUndoCommand*>(const_cast<QUndoCommand*>(this->child(k))))
            child->retranslate();
}

void TranslatedUndoCommand::retranslate(const QUndoStack& stack)
{
    // QUndoStack hands out its steps as const; they are ours to rename.
    for (int k = 0; k < stack.count(); ++k)
        if (auto* command = dynamic_cast<TranslatedUndoCommand*>(const_cast<QUndoCommand*>(stack.command(k))))
            command->retranslate();
}

} // namespace seki::ui
