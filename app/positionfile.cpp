#include "positionfile.h"

#include "sgf/gameloader.h"
#include "sgf/recordedresult.h"
#include "sgf/sgfvalue.h"

#include "scoring/scoreresult.h"

#include "document/gamefile.h"

#include <string_view>

namespace seki::app {

namespace {

QString describe(const RecordedResult& result)
{
    const QString winner = result.winner == Color::Black ? QStringLiteral("Black") : QStringLiteral("White");
    switch (result.kind) {
    case RecordedResult::Kind::Resignation:
        return QStringLiteral("%1 won by resignation").arg(winner);
    case RecordedResult::Kind::Time:
        return QStringLiteral("%1 won on time").arg(winner);
    case RecordedResult::Kind::Forfeit:
        return QStringLiteral("%1 won by forfeit").arg(winner);
    case RecordedResult::Kind::Void:
        return QStringLiteral("the game has no result (void)");
    case RecordedResult::Kind::Unknown:
        return QStringLiteral("the result is unknown");
    case RecordedResult::Kind::Unrecognised:
        return QStringLiteral("a result SekiScope cannot read");
    case RecordedResult::Kind::Counted:
        break;
    }
    return QString();
}

// What the file says that is read as its writer meant it (Fox's komi, an empty KM, a result that
// was not counted), for the user to know.
QStringList meaningNotes(const GameInfo& info)
{
    QStringList notes;
    const QString written = QString::fromStdString(formatScore(info.komiReading.written));
    const QString komi = QString::fromStdString(formatScore(info.komi));
    switch (info.komiReading.note) {
    case KomiReading::Note::None:
        break;
    case KomiReading::Note::Empty:
        notes << QStringLiteral("KM[] has no value: komi 0");
        break;
    case KomiReading::Note::FoxScaled:
        notes << QStringLiteral("KM[%1] read as komi %2 (the Fox server writes komi in hundredths)").arg(written, komi);
        break;
    case KomiReading::Note::LargerThanBoard:
        notes << QStringLiteral(
                     "KM[%1]: a komi larger than the board's %2 points, surely not meant; counted as written")
                     .arg(written)
                     .arg(info.width * info.height);
        break;
    }
    if (const auto result = readRecordedResult(info.result); result && !result->isCounted())
        notes << QStringLiteral("RE[%1]: %2; the position was not played out, so its count is not the game's result")
                     .arg(QString::fromStdString(quotedValue(info.result)), describe(*result));
    return notes;
}

QString located(const QString& name, const ParseError& problem)
{
    return QStringLiteral("%1:%2:%3: %4")
        .arg(name)
        .arg(problem.line)
        .arg(problem.column)
        .arg(QString::fromStdString(problem.message));
}

QStringList warningTexts(const std::vector<SgfWarning>& warnings)
{
    QStringList texts;
    for (const SgfWarning& warning : warnings) {
        const QString message = QString::fromStdString(warning.message);
        texts << (warning.location.isValid()
                      ? QStringLiteral("%1:%2: %3").arg(warning.location.line).arg(warning.location.column).arg(message)
                      : message);
    }
    return texts;
}

} // namespace

std::vector<PositionFileEntry> PositionFile::loadAll(const QString& path)
{
    QString problem;
    const std::optional<QByteArray> bytes = ui::GameFile::read(path, &problem);
    if (!bytes)
        return {{path, std::nullopt, QStringLiteral("%1: %2").arg(path, problem)}};
    const std::string name = path.toStdString();
    const LoadedFile file = loadFile(std::string_view(bytes->constData(), size_t(bytes->size())), name);
    if (file.error)
        return {{path, std::nullopt, located(path, *file.error)}};
    std::vector<PositionFileEntry> entries;
    for (int k = 0; k < file.gameCount(); ++k) {
        const QString name = k == 0 ? path : QStringLiteral("%1#%2").arg(path).arg(k + 1);
        const LoadedGame game = loadGame(file, k);
        if (game.error) {
            entries.push_back({name, std::nullopt, located(name, *game.error)});
            continue;
        }
        PositionFile loaded;
        loaded.path = name;
        loaded.position = game.position;
        // The file's own warnings are said once, with its first game.
        std::vector<SgfWarning> warnings(game.warnings.begin() + (k == 0 ? 0 : std::ptrdiff_t(file.warnings.size())),
                                         game.warnings.end());
        loaded.warnings = warningTexts(warnings) + meaningNotes(game.info);
        loaded.game = game.record ? EngineGame::fromRecord(*game.record) : EngineGame::fromPosition(game.position);
        entries.push_back({name, std::move(loaded), QString()});
    }
    return entries;
}

std::optional<PositionFile> PositionFile::load(const QString& path, QString* error)
{
    std::vector<PositionFileEntry> entries = loadAll(path);
    if (!entries.front().file) {
        *error = entries.front().error;
        return std::nullopt;
    }
    return std::move(entries.front().file);
}

} // namespace seki::app
