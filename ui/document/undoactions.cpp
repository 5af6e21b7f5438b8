#include "document/undoactions.h"

#include "common/paletteiconengine.h"
#include "document/translatedundocommand.h"

#include <QAction>
#include <QMainWindow>
#include <QStatusBar>
#include <QUndoStack>

namespace seki::ui {

UndoActions::UndoActions(QMainWindow& window, QUndoStack& stack)
    : QObject(&window), m_window(window), m_stack(stack),
      // Drawn in the theme's text colour where the desktop has no icon of its own.
      m_undo(new QAction(QIcon::fromTheme(QStringLiteral("edit-undo"),
                                          PaletteIconEngine::tinted(QIcon(QStringLiteral(":/icons/undo.svg")))),
                         QString(), this)),
      m_redo(new QAction(QIcon::fromTheme(QStringLiteral("edit-redo"),
                                          PaletteIconEngine::tinted(QIcon(QStringLiteral(":/icons/redo.svg")))),
                         QString(), this))
{
    m_undo->setShortcut(QKeySequence::Undo);
    m_undo->setEnabled(false);
    // Every change to the marks is said in the status line, an undone one too.
    connect(m_undo, &QAction::triggered, this, [this] {
        const QString text = m_stack.undoText();
        m_stack.undo();
        if (!text.isEmpty())
            m_window.statusBar()->showMessage(tr("Undone: %1").arg(text), 4000);
    });
    connect(&m_stack, &QUndoStack::canUndoChanged, this, &UndoActions::updateEnabled);
    m_redo->setEnabled(false);
    connect(m_redo, &QAction::triggered, this, [this] {
        const QString text = m_stack.redoText();
        m_stack.redo();
        if (!text.isEmpty())
            m_window.statusBar()->showMessage(tr("Redone: %1").arg(text), 4000);
    });
    connect(&m_stack, &QUndoStack::canRedoChanged, this, &UndoActions::updateEnabled);
    connect(&m_stack, &QUndoStack::undoTextChanged, this, &UndoActions::updateTexts);
    connect(&m_stack, &QUndoStack::redoTextChanged, this, &UndoActions::updateTexts);
    updateTexts();
    // Ctrl+Shift+Z and Ctrl+Y everywhere (Windows and Sabaki users expect the latter), plus the
    // platform's own.
    QList<QKeySequence> redoKeys{QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)};
    for (const QKeySequence& key : QKeySequence::keyBindings(QKeySequence::Redo))
        if (!redoKeys.contains(key))
            redoKeys << key;
    m_redo->setShortcuts(redoKeys);
}

void UndoActions::setLocked(bool locked)
{
    m_locked = locked;
    updateEnabled();
}

void UndoActions::updateEnabled()
{
    m_undo->setEnabled(!m_locked && m_stack.canUndo());
    m_redo->setEnabled(!m_locked && m_stack.canRedo());
}

void UndoActions::retranslate()
{
    TranslatedUndoCommand::retranslate(m_stack);
    updateTexts();
}

void UndoActions::updateTexts()
{
    const QString undo = m_stack.undoText();
    const QString redo = m_stack.redoText();
    m_undo->setText(undo.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(undo));
    m_redo->setText(redo.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(redo));
}

} // namespace seki::ui
