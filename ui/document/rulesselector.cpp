#include "document/rulesselector.h"

#include "common/appsettings.h"
#include "document/gamedocument.h"

#include "board/rulesets.h"
#include "sgf/gameinfo.h"

namespace seki::ui {

RulesSelector::RulesSelector(QObject* parent) : QObject(parent)
{
    const QString stored = AppSettings::rules();
    if (const std::optional<Rules> parsed = ruleSetFromName(stored.toStdString()))
        m_rules = m_userChoice = *parsed;
}

void RulesSelector::choose(Rules rules)
{
    m_userChoice = rules;
    m_fromFile = false;
    const std::string_view name = ruleSetName(rules);
    AppSettings::setRules(QString::fromUtf8(name.data(), qsizetype(name.size())));
    set(rules);
}

void RulesSelector::follow(const GameDocument* document)
{
    // RU as its writer meant it (rulesFromSgf); a file without RU says nothing about its rules.
    const std::string& written = document ? document->info().rules : std::string();
    m_fromFile = !written.empty();
    set(m_fromFile ? rulesFromSgf(written) : m_userChoice);
}

void RulesSelector::set(Rules rules)
{
    if (rules == m_rules)
        return;
    m_rules = rules;
    emit rulesChanged(rules);
}

} // namespace seki::ui
