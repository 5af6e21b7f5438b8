#pragma once

#include "board/boardtheme.h"

namespace seki::ui {

// The theme in use (View > Theme): the board's colours through ThemeRenderer and the window's
// palette, remembered in the settings.
class AppTheme {
public:
    static BoardTheme::Kind current();
    // Switches the board and the window to `kind` and remembers it.
    static void setTheme(BoardTheme::Kind kind);
    // At start-up: the remembered theme, without rewriting the setting.
    static void applyStored();

private:
    static void apply(BoardTheme::Kind kind);
};

} // namespace seki::ui
