#pragma once

#include <QKeySequence>
#include <QList>
#include <QString>

namespace seki::ui {

// A key the window answers to and what it does, in the user's language: for Help › Keyboard
// Shortcuts, from the keys a widget handles itself (the board's cursor) as well as from actions.
struct KeyBinding {
    QString what;
    QList<QKeySequence> keys;
};

// The keys of one part of the window ("Go", "Board", "While the walk-through runs").
struct KeyGroup {
    QString title;
    QList<KeyBinding> bindings;
};

} // namespace seki::ui
