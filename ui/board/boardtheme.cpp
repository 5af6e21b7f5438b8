#include "board/boardtheme.h"

#include <QApplication>
#include <QStyle>

namespace seki::ui {

BoardTheme BoardTheme::forKind(Kind kind)
{
    BoardTheme theme;
    theme.kind = kind;
    switch (kind) {
    case Kind::Light:
        theme.woodBoard = true;
        theme.boardColour = Qt::transparent;
        theme.borderColour = QColor(90, 60, 25, 160);
        theme.lineColour = QColor(40, 26, 10);
        theme.labelColour = QColor(60, 40, 16);
        theme.markColour = QColor(95, 60, 30);
        theme.cursorColour = QColor(20, 90, 200);
        break;
    case Kind::Dark:
        // The wood under a dark veil keeps its grain: the board still reads as a board.
        theme.woodBoard = true;
        theme.boardColour = QColor(12, 10, 8, 175);
        theme.borderColour = QColor(150, 130, 100);
        theme.lineColour = QColor(205, 190, 160);
        theme.labelColour = QColor(215, 200, 170);
        theme.stoneOutline = QColor(150, 140, 120);
        theme.markColour = QColor(230, 200, 150);
        theme.cursorColour = QColor(90, 170, 255);
        break;
    case Kind::HighContrast:
        theme.woodBoard = false;
        theme.boardColour = Qt::white;
        theme.borderColour = Qt::black;
        theme.lineColour = Qt::black;
        theme.labelColour = Qt::black;
        theme.flatStones = true;
        theme.stoneOutline = Qt::black;
        theme.territoryScale = 1.45;
        theme.markPenScale = 1.8;
        theme.markColour = Qt::black;
        theme.cursorColour = QColor(0, 60, 255);
        break;
    }
    return theme;
}

QList<BoardTheme::Kind> BoardTheme::kinds()
{
    return {Kind::Light, Kind::Dark, Kind::HighContrast};
}

QString BoardTheme::id(Kind kind)
{
    switch (kind) {
    case Kind::Dark:
        return QStringLiteral("dark");
    case Kind::HighContrast:
        return QStringLiteral("high-contrast");
    case Kind::Light:
        break;
    }
    return QStringLiteral("light");
}

BoardTheme::Kind BoardTheme::fromId(const QString& id)
{
    for (Kind kind : kinds())
        if (BoardTheme::id(kind) == id)
            return kind;
    return Kind::Light;
}

QString BoardTheme::displayName(Kind kind)
{
    switch (kind) {
    case Kind::Dark:
        return QCoreApplication::translate("BoardTheme", "&Dark");
    case Kind::HighContrast:
        return QCoreApplication::translate("BoardTheme", "&High Contrast");
    case Kind::Light:
        break;
    }
    return QCoreApplication::translate("BoardTheme", "&Light");
}

QPalette BoardTheme::windowPalette() const
{
    QPalette palette;
    switch (kind) {
    case Kind::Light:
        // The style's own palette: QPalette() would copy the application's, which may be dark.
        return QApplication::style()->standardPalette();
    case Kind::Dark: {
        const QColor window(45, 45, 48), base(30, 30, 32), text(225, 225, 225), disabled(120, 120, 120);
        palette.setColor(QPalette::Window, window);
        palette.setColor(QPalette::WindowText, text);
        palette.setColor(QPalette::Base, base);
        palette.setColor(QPalette::AlternateBase, window);
        palette.setColor(QPalette::ToolTipBase, base);
        palette.setColor(QPalette::ToolTipText, text);
        palette.setColor(QPalette::PlaceholderText, disabled);
        palette.setColor(QPalette::Text, text);
        palette.setColor(QPalette::Button, window);
        palette.setColor(QPalette::ButtonText, text);
        palette.setColor(QPalette::BrightText, Qt::red);
        palette.setColor(QPalette::Light, QColor(70, 70, 74));
        palette.setColor(QPalette::Midlight, QColor(60, 60, 64));
        palette.setColor(QPalette::Mid, QColor(38, 38, 40));
        palette.setColor(QPalette::Dark, QColor(25, 25, 27));
        palette.setColor(QPalette::Shadow, Qt::black);
        palette.setColor(QPalette::Link, QColor(110, 170, 255));
        palette.setColor(QPalette::Highlight, QColor(50, 110, 200));
        palette.setColor(QPalette::HighlightedText, Qt::white);
        for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
            palette.setColor(QPalette::Disabled, role, disabled);
        return palette;
    }
    case Kind::HighContrast: {
        // Black on white with nothing grey that carries meaning; selection in strong blue.
        palette.setColor(QPalette::Window, Qt::white);
        palette.setColor(QPalette::WindowText, Qt::black);
        palette.setColor(QPalette::Base, Qt::white);
        palette.setColor(QPalette::AlternateBase, QColor(235, 235, 235));
        palette.setColor(QPalette::ToolTipBase, Qt::white);
        palette.setColor(QPalette::ToolTipText, Qt::black);
        palette.setColor(QPalette::Text, Qt::black);
        palette.setColor(QPalette::Button, Qt::white);
        palette.setColor(QPalette::ButtonText, Qt::black);
        palette.setColor(QPalette::Light, Qt::white);
        palette.setColor(QPalette::Midlight, Qt::white);
        palette.setColor(QPalette::Mid, Qt::black);
        palette.setColor(QPalette::Dark, Qt::black);
        palette.setColor(QPalette::Shadow, Qt::black);
        palette.setColor(QPalette::Link, QColor(0, 0, 200));
        palette.setColor(QPalette::Highlight, QColor(0, 0, 160));
        palette.setColor(QPalette::HighlightedText, Qt::white);
        for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
            palette.setColor(QPalette::Disabled, role, QColor(90, 90, 90));
        return palette;
    }
    }
    return palette;
}

} // namespace seki::ui
