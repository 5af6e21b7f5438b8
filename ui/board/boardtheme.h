#pragma once

#include <QColor>
#include <QList>
#include <QPalette>
#include <QString>

#include <cstdint>

namespace seki::ui {

// How the board and the window look: the wood of the light theme, a dark board for dim rooms,
// and a high-contrast theme for low vision and projectors (flat white board, black grid, pure
// black and white stones with outlines, bold marks). BoardPainter reads its colours from here.
class BoardTheme {
public:
    enum class Kind : std::uint8_t { Light, Dark, HighContrast };

    static BoardTheme forKind(Kind kind);
    static QList<Kind> kinds();
    // The setting's value ("light", "dark", "high-contrast"), stable across languages.
    static QString id(Kind kind);
    static Kind fromId(const QString& id);
    // The name shown in View > Theme, translated.
    static QString displayName(Kind kind);

    // The window's palette for this theme (the Fusion style draws it faithfully everywhere).
    QPalette windowPalette() const;

    Kind kind = Kind::Light;
    bool woodBoard = true; // the SVG wood; otherwise a flat board of boardColour
    QColor boardColour;    // the flat board, or a veil over the wood when translucent
    QColor borderColour;
    QColor lineColour;
    QColor labelColour;
    bool flatStones = false;     // plain discs instead of the shaded SVG stones
    QColor stoneOutline;         // drawn around stones that could vanish into the board
    double territoryScale = 1.0; // territory squares' size relative to the light theme
    double markPenScale = 1.0;   // dame crosses' and seki rings' pen width, likewise
    QColor markColour;           // dame crosses and seki rings
    QColor cursorColour;
};

} // namespace seki::ui
