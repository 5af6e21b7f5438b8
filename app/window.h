#pragma once

#include <QString>

class QApplication;

namespace seki::app {

// Opens the window (on FILE when not empty) and runs the event loop; returns its exit status.
// The one place app/ starts the GUI, so wiring ui/'s main window touches only window.cpp.
int runWindow(QApplication& application, const QString& file);

} // namespace seki::app
