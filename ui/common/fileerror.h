#pragma once

#include <QString>

namespace seki::ui {

// Why a file could not be opened or saved: the window shows it, the tests inspect it.
struct FileError {
    QString file;
    int line = 0; // 0 when the problem is not at a place in the text (e.g. unreadable file)
    int column = 0;
    QString message;
};

} // namespace seki::ui
