#include "document/undotext.h"

#include <QCoreApplication>

namespace seki::ui {

QString UndoText::text() const
{
    if (!m_source)
        return m_fixed;
    QString text = QCoreApplication::translate(m_context, m_source);
    for (const QString& argument : m_arguments)
        text = text.arg(argument);
    return text;
}

} // namespace seki::ui
