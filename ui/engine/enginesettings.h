#pragma once

#include <QString>

namespace seki::ui {

// The dead-stone engine's lasting settings (Edit › Preferences): its command line, what happens
// when a game with no dead marks opens, and how long one answer may take.
struct EngineSettings {
    enum class OnOpen { Ask, Always, Never };

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
