#pragma once

#include "common/translatedtexts.h"

#include "board/position.h"

#include <QMenu>

class QActionGroup;

namespace seki::ui {

class RulesSelector;

// View › Territory Shown For: one entry per rule set (AllRules), the rules in force checked.
// Choosing one is the user's choice in the RulesSelector; the check follows the selector
// whoever changes it (the file's RU, the walk-through, the board editor, Preferences).
class RulesMenu : public QMenu {
    Q_OBJECT
public:
    RulesMenu(RulesSelector& selector, QWidget* parent);

    // The title, the rule sets' names and their status tips in the current language.
    void retranslate();

private:
    void check(Rules rules);

    RulesSelector& m_selector;
    QActionGroup* m_group;
    TranslatedTexts m_texts{"seki::ui::RulesMenu"};
};

} // namespace seki::ui
