#pragma once

#include <QString>

namespace seki::ui {

// The dead stones' lasting settings (Edit › Preferences): who suggests them (SekiScope's own
// finder by default, or a GTP engine), whether the engine is asked too to point out where the two
// disagree, the engine's command line, what happens when a game with no dead marks opens, and how
// long one of the engine's answers may take.
struct EngineSettings {
    enum class OnOpen { Ask, Always, Never };
    enum class Finder { SekiScope, Engine };

    Finder finder = Finder::SekiScope;
    bool compareWithEngine = false;
    QString command;
    OnOpen onOpen = OnOpen::Ask;
    int timeoutSeconds = 60;

    static EngineSettings defaults();
    // From QSettings ("engine/…"), defaults where nothing is stored.
    static EngineSettings load();
    void save() const;

    bool operator==(const EngineSettings&) const = default;
};

} // namespace seki::ui
