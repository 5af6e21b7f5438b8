#pragma once

#include "board/color.h"
#include "board/point.h"

#include "document/translatedundocommand.h"

#include <optional>

namespace seki::ui {

class GameDocument;
class RecordNavigator;

// One tried move, undoable: a new last child of the node shown in the reviewed tree, where
// `colour` plays at `point` (nullopt: passes), then shown. Undone, the node goes again
// (SgfGameTree::removeSubtree) and its parent is shown. The move was checked against the rules
// of play before (TryMoves); the document refuses a child at the end of the main line.
class TryMoveCommand : public TranslatedUndoCommand {
public:
    TryMoveCommand(GameDocument& document, RecordNavigator& navigator, int parent, Color colour,
                   std::optional<Point> point, UndoText text);

    void redo() override;
    void undo() override;
    // The node the move made (-1 until done, or when the document refused it).
    int node() const { return m_node; }

private:
    GameDocument& m_document;
    RecordNavigator& m_navigator;
    int m_parent;
    Color m_colour;
    std::optional<Point> m_point;
    int m_node = -1;
};

} // namespace seki::ui
