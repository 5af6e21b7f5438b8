#pragma once

#include "board/position.h"

#include "document/translatedundocommand.h"

namespace seki::ui {

class GameDocument;

// One edit of the board editor (stones placed or removed, the board resized or cleared, komi or
// rules changed): the whole position before and after, so undo restores it exactly, dead marks
// included. A position is a few kilobytes; the undo stack can hold thousands.
//
// The strokes of one drag share a stroke id and merge into a single command, so one drag across
// the board is one undo step.
class EditPositionCommand : public TranslatedUndoCommand {
public:
    // `stroke` > 0 merges with the previous command of the same stroke; 0 never merges.
    EditPositionCommand(GameDocument& document, const Position& after, UndoText text, int stroke = 0);

    void redo() override;
    void undo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

    const Position& after() const { return m_after; }

private:
    GameDocument& m_document;
    Position m_before;
    Position m_after;
    bool m_wasEdited;
    int m_stroke;
};

} // namespace seki::ui
