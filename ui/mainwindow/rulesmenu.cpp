#include "mainwindow/rulesmenu.h"

#include "document/rulesselector.h"
#include "common/rulestitle.h"

#include "board/rulesets.h"

#include <QActionGroup>

#include <array>

namespace seki::ui {

namespace {

// What each rule set's entry says in the status line, in AllRules' order (its title is
// rulesTitle in ui/common).
constexpr std::array<const char*, 3> RulesTips{
    QT_TRANSLATE_NOOP("seki::ui::RulesMenu", "Territory and prisoners; relaxed seki detection"),
    QT_TRANSLATE_NOOP("seki::ui::RulesMenu", "The 1989 Japanese rules: stones touching dame are in seki"),
    QT_TRANSLATE_NOOP("seki::ui::RulesMenu", "Area: stones and territory")};
static_assert(RulesTips.size() == AllRules.size());

} // namespace

RulesMenu::RulesMenu(RulesSelector& selector, QWidget* parent)
    : QMenu(parent), m_selector(selector), m_group(new QActionGroup(this))
{
    m_texts.bind(this, QT_TR_NOOP("&Territory Shown For"));
    m_group->setExclusive(true);
    for (Rules rules : AllRules) {
        QAction* choice = m_group->addAction(QString());
        choice->setCheckable(true);
        choice->setData(int(rules));
    }
    addActions(m_group->actions());
    check(selector.rules());
    retranslate();
    connect(m_group, &QActionGroup::triggered, this,
            [this](QAction* choice) { m_selector.choose(Rules(choice->data().toInt())); });
    connect(&selector, &RulesSelector::rulesChanged, this, &RulesMenu::check);
}

void RulesMenu::retranslate()
{
    m_texts.retranslate();
    const QList<QAction*> choices = m_group->actions();
    for (qsizetype k = 0; k < choices.size(); ++k) {
        choices[k]->setText(rulesTitle(Rules(choices[k]->data().toInt())));
        choices[k]->setStatusTip(m_texts.translate(RulesTips[size_t(k)]));
    }
}

void RulesMenu::check(Rules rules)
{
    for (QAction* action : m_group->actions())
        if (Rules(action->data().toInt()) == rules)
            action->setChecked(true);
}

} // namespace seki::ui
