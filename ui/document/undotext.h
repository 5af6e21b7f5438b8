#pragma once

#include <QString>
#include <QStringList>

namespace seki::ui {

// An undo step's name that can be said again in another language: the source text of a tr() with
// its context (QT_TRANSLATE_NOOP), and what fills its %1, %2, … (kept as given: point names,
// numbers, an engine's name). A plain QString is a name that stays as it is.
class UndoText {
public:
    UndoText() = default;
    UndoText(const char* context, const char* source, QStringList arguments = {})
        : m_context(context), m_source(source), m_arguments(std::move(arguments))
    {
    }
    // Not translated again: a name made elsewhere.
    UndoText(const QString& fixed) : m_fixed(fixed) { }

    // In the language installed now.
    QString text() const;

private:
    const char* m_context = nullptr;
    const char* m_source = nullptr;
    QStringList m_arguments;
    QString m_fixed;
};

} // namespace seki::ui
