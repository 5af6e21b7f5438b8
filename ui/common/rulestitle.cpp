#include "common/rulestitle.h"

namespace seki::ui {

QString RulesTitle::of(Rules rules)
{
    switch (rules) {
    case Rules::Japanese:
        return tr("Japanese");
    case Rules::JapaneseStrict:
        return tr("Japanese 1989");
    case Rules::Chinese:
        return tr("Chinese");
    }
    return {};
}

} // namespace seki::ui
