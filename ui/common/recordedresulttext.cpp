#include "common/recordedresulttext.h"

#include "sgf/recordedresult.h"

namespace seki::ui {

QString RecordedResultText::uncounted(std::string_view re)
{
    const std::optional<RecordedResult> result = readRecordedResult(re);
    if (!result)
        return QString();
    const bool black = result->winner == Color::Black;
    switch (result->kind) {
    case RecordedResult::Kind::Resignation:
        return black ? tr("Black won by resignation") : tr("White won by resignation");
    case RecordedResult::Kind::Time:
        return black ? tr("Black won on time") : tr("White won on time");
    case RecordedResult::Kind::Forfeit:
        return black ? tr("Black won by forfeit") : tr("White won by forfeit");
    case RecordedResult::Kind::Void:
        return tr("No result (void)");
    case RecordedResult::Kind::Counted:
    case RecordedResult::Kind::Unknown:
    case RecordedResult::Kind::Unrecognised:
        break;
    }
    return QString();
}

} // namespace seki::ui
