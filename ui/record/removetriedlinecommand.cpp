#include "record/removetriedlinecommand.h"

#include "document/recordnavigator.h"

#include "sgf/sgfgametree.h"

namespace seki::ui {

RemoveTriedLineCommand::RemoveTriedLineCommand(GameDocument& document, RecordNavigator& navigator, int node,
                                               UndoText text)
    : TranslatedUndoCommand(std::move(text)), m_document(document), m_navigator(navigator), m_node(node),
      m_parent(document.reviewedTree() ? document.reviewedTree()->node(node).parent() : SgfNode::NoNode),
      m_before(document.snapshot())
{
}

void RemoveTriedLineCommand::redo()
{
    if (!m_document.isTried(m_node)) {
        setObsolete(true);
        return;
    }
    // Off the line first: nothing shown or counted stands on it while it goes. The parent is one
    // of the file's nodes or an earlier tried one (made before its children): it does not move.
    m_navigator.goToNode(m_parent);
    m_document.removeTriedNodes(m_node);
    m_navigator.treeEdited(m_parent);
}

void RemoveTriedLineCommand::undo()
{
    m_document.restore(m_before);
    m_navigator.treeEdited(m_node);
}

} // namespace seki::ui
