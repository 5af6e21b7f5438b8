#pragma once

#include <QObject>

class QAction;
class QMainWindow;
class QUndoStack;

namespace seki::ui {

// Edit › Undo and Redo for the window's undo stack. Our own actions rather than
// QUndoStack::createUndoAction(), whose prefix is fixed when it is made: these name the command in
// whatever language is shown ("Undo Mark D4 dead"), and say in the status line what was undone.
class UndoActions : public QObject {
    Q_OBJECT
public:
    UndoActions(QMainWindow& window, QUndoStack& stack);

    QAction* undo() const { return m_undo; }
    QAction* redo() const { return m_redo; }
    // The texts in the language now shown: the actions', and every step's on the stack (a step
    // made before a switch of language is named in the new one).
    void retranslate();
    // While locked (the walk-through is on) neither undoes nor redoes anything.
    void setLocked(bool locked);

private:
    QMainWindow& m_window;
    QUndoStack& m_stack;
    QAction* m_undo;
    QAction* m_redo;
    bool m_locked = false;

    void updateEnabled();
    void updateTexts();
};

} // namespace seki::ui
