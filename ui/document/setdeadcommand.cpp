#include "document/setdeadcommand.h"

#include "document/gamedocument.h"

namespace seki::ui {

SetDeadCommand::SetDeadCommand(GameDocument& document, std::vector<Point> stones, bool dead, UndoText text,
                               QUndoCommand* parent)
    : TranslatedUndoCommand(std::move(text), parent), m_document(document), m_stones(std::move(stones)), m_dead(dead),
      m_node(document.countedNode())
{
    for (const Point& p : m_stones)
        if (m_document.isDead(p))
            m_wereDead.push_back(p);
}

void SetDeadCommand::redo()
{
    m_document.setDead(m_node, m_stones, m_dead);
}

void SetDeadCommand::undo()
{
    // Back to exactly the marks before: first all alive, then the ones that were dead.
    m_document.setDead(m_node, m_stones, false);
    m_document.setDead(m_node, m_wereDead, true);
}

} // namespace seki::ui
