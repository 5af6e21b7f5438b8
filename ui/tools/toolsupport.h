#pragma once

// What the developer screenshot tools (ui/tools, not built by default) share: settings of their
// own, the window at a given size with a file open, and a picture saved with a word on stderr.

#include "mainwindow/mainwindow.h"
#include "mainwindow/screenlayout.h"

#include <QImage>
#include <QSettings>
#include <QSize>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

#include <optional>

namespace seki::ui::tools {

// Settings in a temporary folder while the tool runs: the pictures must not depend on how the
// window was last left, and the user's own settings are not touched.
class FreshSettings {
public:
    FreshSettings() { QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path()); }

private:
    QTemporaryDir m_dir;
};

// "WIDTHxHEIGHT" (e.g. "1280x860"); nullopt when the text is not that.
inline std::optional<QSize> parseSize(const QString& text)
{
    const QStringList parts = text.split(QLatin1Char('x'));
    bool wide = false;
    bool high = false;
    const QSize size(parts.value(0).toInt(&wide), parts.value(1).toInt(&high));
    if (parts.size() != 2 || !wide || !high || size.isEmpty()) {
        QTextStream(stderr) << "size must be WIDTHxHEIGHT, not " << text << "\n";
        return std::nullopt;
    }
    return size;
}

// What every window tool's command line holds: "... WIDTHxHEIGHT FILE", the screen's size at
// `sizeAt` and the file to open after it.
struct WindowArguments {
    QStringList all;
    QSize screen;
    QString file;
};

// The tool's arguments, or nullopt with `usage` (or the size's fault) on stderr when there are too
// few of them or the size is not WIDTHxHEIGHT.
inline std::optional<WindowArguments> windowArguments(const QStringList& arguments, int sizeAt, const char* usage)
{
    if (arguments.size() < sizeAt + 2) {
        QTextStream(stderr) << "usage: " << usage << "\n";
        return std::nullopt;
    }
    const std::optional<QSize> size = parseSize(arguments.at(sizeAt));
    if (!size)
        return std::nullopt;
    return WindowArguments{arguments, *size, arguments.at(sizeAt + 1)};
}

// Shows `window` at `size` and waits until it is exposed, then opens `file` (when given). False
// when either fails (the window reports an unreadable file itself).
inline bool showWithFile(MainWindow& window, QSize size, const QString& file = {})
{
    window.resize(size);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return false;
    return file.isEmpty() || window.openFile(file);
}

// The window as it first opens on a screen of `screen` pixels (ScreenLayout::arrange: the board
// leads, the column beside it), then filling that screen as a maximised window does.
inline bool showArranged(MainWindow& window, QSize screen, const QString& file = {})
{
    ScreenLayout::arrange(window, QRect(QPoint(0, 0), screen), true);
    window.resize(screen);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return false;
    return file.isEmpty() || window.openFile(file);
}

// Saves `image` to `path`, and says on stderr that it did, or that it could not.
inline bool savePicture(const QImage& image, const QString& path)
{
    const bool ok = image.save(path);
    QTextStream(stderr) << (ok ? "wrote " : "cannot write ") << path << "\n";
    return ok;
}

} // namespace seki::ui::tools
