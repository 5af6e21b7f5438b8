#pragma once

#include "document/gamedocument.h"

#include "document/translatedundocommand.h"

namespace seki::ui {

class RecordNavigator;

// Go › Remove Tried Moves: a tried node and everything below it taken away from the reviewed tree
// (SgfGameTree::removeSubtree), its parent shown. Undone, the tree and the marks made on its
// nodes come back exactly as they were, indices included.
class RemoveTriedLineCommand : public TranslatedUndoCommand {
public:
    RemoveTriedLineCommand(GameDocument& document, RecordNavigator& navigator, int node, UndoText text);

    void redo() override;
    void undo() override;

private:
    GameDocument& m_document;
    RecordNavigator& m_navigator;
    int m_node;
    int m_parent;
    GameDocument::TreeSnapshot m_before;
};

} // namespace seki::ui
