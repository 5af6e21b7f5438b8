#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

class QSettings;

namespace seki::ui {

// Every setting SekiScope keeps between sessions, in one place: its key, its default and its type.
// The store is QSettings("SekiScope", "SekiScope") (on Linux ~/.config/SekiScope/SekiScope.conf).
// A feature reads and writes its settings only through these; a new setting is added here.
class AppSettings {
public:
    // Files: the folder the file dialogs open in (default: home), the recently opened files.
    static QString lastFolder();
    static void setLastFolder(const QString& folder);
    static QStringList recentFiles();
    static void setRecentFiles(const QStringList& files);

    // View: coordinates around the board (default on), the eye lens's overlay (default off), the
    // language code ("" follows the system) and the theme's id ("" the default).
    static bool showCoordinates();
    static void setShowCoordinates(bool on);
    // Move numbers on the stones: 0 none (the default), -1 every move, N the last N moves.
    static int moveNumbers();
    static void setMoveNumbers(int lastMoves);
    static bool showEyeSpaces();
    static void setShowEyeSpaces(bool on);
    static QString language();
    static void setLanguage(const QString& code);
    static QString theme();
    static void setTheme(const QString& id);

    // Scoring: the rules the board shows when the file names none, and the eye count
    // (core names, as ruleSetName and eyeMethodName write them; "" when never chosen).
    static QString rules();
    static void setRules(const QString& name);
    static QString eyeMethod();
    static void setEyeMethod(const QString& name);
    // The walk-through: the beginner's one step per stage (true) or every step (false, the default).
    static bool walkOneStepPerStage();
    static void setWalkOneStepPerStage(bool on);

    // The GTP engine: its command ("" means the default), what happens when a game with no dead
    // marks opens ("ask", "always" or "never"; "" when never chosen), the answer's time limit.
    static QString engineCommand();
    static void setEngineCommand(const QString& command);
    static QString engineOnOpen();
    static void setEngineOnOpen(const QString& choice);
    static int engineTimeoutSeconds(int fallback);
    static void setEngineTimeoutSeconds(int seconds);
    // Who suggests dead stones: "sekiscope" (SekiScope's own finder) or "engine" ("" when never
    // chosen), and whether the engine is asked too, to point out where the two disagree.
    static QString deadStoneFinder();
    static void setDeadStoneFinder(const QString& finder);
    static bool compareWithEngine();
    static void setCompareWithEngine(bool compare);

    // Teaching: the exercises solved ("path#node" each).
    static QStringList solvedExercises();
    static void setSolvedExercises(const QStringList& exercises);
    // Handouts: the dialog's last choices, each with the dialog's own default.
    static int handoutInt(const char* name, int fallback);
    static bool handoutBool(const char* name, bool fallback);
    static void setHandout(const char* name, int value);
    static void setHandout(const char* name, bool value);

    // The window's layout (saveGeometry / saveState) for one size of screen ("1280x720"):
    // a laptop's layout is not a projector's. Empty when none is kept.
    static QByteArray windowGeometry(const QString& screen);
    static QByteArray windowState(const QString& screen);
    static void setWindowLayout(const QString& screen, const QByteArray& geometry, const QByteArray& state);
    // The version the window's state is saved with (QMainWindow::saveState): a layout saved by an
    // earlier version does not restore, so the window is arranged afresh once. 1: the board leads,
    // the walk-through's docks hidden outside it (earlier layouts were saved as 0).
    static constexpr int WindowLayoutVersion = 1;
};

} // namespace seki::ui
