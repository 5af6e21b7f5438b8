#pragma once

#include "document/undotext.h"

#include <QUndoCommand>

class QUndoStack;

namespace seki::ui {

// An undo step named by an UndoText, so its name follows a switch of language: retranslate()
// names it, and the steps it groups, again in the language installed now. Used as it is, it groups
// other steps into one (accepting a suggestion, restoring unsaved marks).
class TranslatedUndoCommand : public QUndoCommand {
public:
    explicit TranslatedUndoCommand(UndoText text, QUndoCommand* parent = nullptr);

    void retranslate();
    // Every step of `stack` (Undo and Redo then show their names in the new language).
    static void retranslate(const QUndoStack& stack);

private:
    UndoText m_text;
};

} // namespace seki::ui
