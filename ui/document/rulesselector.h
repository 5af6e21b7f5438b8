#pragma once

#include "board/position.h"

#include <QObject>

#include <optional>

namespace seki::ui {

class GameDocument;

// The rules the open game is counted under, one choice for the whole window: the board, the
// Score dock's chosen column, the walk-through, its handouts and Save all follow it. Set from
// the file's RU when it names rules (SgfGameInfo's mapping: Japanese, Korean... by territory;
// Chinese, AGA, NZ... by area), otherwise the user's (or the board editor's) choice.
class RulesSelector : public QObject {
    Q_OBJECT
public:
    explicit RulesSelector(QObject* parent = nullptr);

    Rules rules() const { return m_rules; }
    // The user's last choice: what a file without RU is counted under.
    Rules userChoice() const { return m_userChoice; }
    // Whether the rules in force are the open file's RU (not yet overridden by the user).
    bool fromFile() const { return m_fromFile; }

    // The user (menu, preferences, walk-through) or the board editor chose `rules`: in force
    // now, and for the next file that names none. Stored with the settings.
    void choose(Rules rules);
    // A game was opened (nullptr: closed): its RU's rules when it names any, else the user's.
    void follow(const GameDocument* document);

signals:
    void rulesChanged(seki::Rules rules);

private:
    void set(Rules rules);

    Rules m_rules = Rules::Japanese;
    Rules m_userChoice = Rules::Japanese;
    bool m_fromFile = false;
};

} // namespace seki::ui
