#include "record/trymovecommand.h"

#include "document/gamedocument.h"
#include "document/recordnavigator.h"

namespace seki::ui {

TryMoveCommand::TryMoveCommand(GameDocument& document, RecordNavigator& navigator, int parent, Color colour,
                               std::optional<Point> point, UndoText text)
    : TranslatedUndoCommand(std::move(text)), m_document(document), m_navigator(navigator), m_parent(parent), m_colour(colour),
      m_point(point)
{
}

void TryMoveCommand::redo()
{
    // Undo and redo follow each other strictly, so the node comes back at the same index (the
    // last one), and the commands after this one find theirs.
    m_node = m_document.addTriedMove(m_parent, m_colour, m_point);
    if (m_node < 0) {
        setObsolete(true);
        return;
    }
    m_navigator.treeEdited(m_node);
}

void TryMoveCommand::undo()
{
    if (m_node < 0)
        return;
    // Off the node first: nothing shown or counted stands on it while it goes.
    m_navigator.goToNode(m_parent);
    if (m_document.removeTriedNodes(m_node))
        m_navigator.treeEdited(m_parent);
}

} // namespace seki::ui
