#pragma once

#include "board/point.h"

#include "document/translatedundocommand.h"

#include <optional>
#include <vector>

namespace seki::ui {

class GameDocument;

// Marks a set of stones dead (or alive) in one undoable step, remembering each stone's state
// before, so undoing a block toggle that overlapped earlier marks restores them exactly. The
// marks belong to the position counted when the command was made, even after another is counted.
class SetDeadCommand : public TranslatedUndoCommand {
public:
    // With a `parent`, one step of a larger command (the recovery's restore).
    SetDeadCommand(GameDocument& document, std::vector<Point> stones, bool dead, UndoText text,
                   QUndoCommand* parent = nullptr);

    void redo() override;
    void undo() override;

private:
    GameDocument& m_document;
    std::vector<Point> m_stones;
    std::vector<Point> m_wereDead;
    bool m_dead;
    std::optional<int> m_node; // GameDocument::countedNode() when made
};

} // namespace seki::ui
