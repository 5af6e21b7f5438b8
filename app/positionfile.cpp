#include "positionfile.h"

#include "sgf/gamerecord.h"
#include "sgf/parseerror.h"
#include "sgf/posreader.h"
#include "sgf/recordedresult.h"
#include "sgf/sgfparser.h"

#include "gamefile.h"

#include "scoring/scoreresult.h"

#include <QStringList>

#include <exception>
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

void readSgf(std::string_view text, PositionFile& into)
{
    const SgfCollection collection = parseSgf(text);
    if (collection.games.empty())
        throw ParseError(1, 1, "no game tree in the file (an SGF file starts with '(;')");
    // A collection's first game is the one scored (SGF viewers open the first one too).
    const GameRecord record = GameRecord::read(collection.games.front());
    into.position = record.position();
    into.game = EngineGame::fromRecord(record);
    const GameInfo& info = record.info();
    QStringList warnings;
    if (!info.encodingProblem.empty())
        warnings << QString::fromStdString(info.encodingProblem);
    const QString written = QString::fromStdString(formatScore(info.komiReading.written));
    const QString komi = QString::fromStdString(formatScore(info.komi));
    switch (info.komiReading.note) {
    case KomiReading::Note::None:
        break;
    case KomiReading::Note::Empty:
        warnings << QStringLiteral("KM[] has no value: komi 0");
        break;
    case KomiReading::Note::FoxScaled:
        warnings << QStringLiteral("KM[%1] read as komi %2 (the Fox server writes komi in hundredths)").arg(written, komi);
        break;
    case KomiReading::Note::LargerThanBoard:
        warnings << QStringLiteral("KM[%1]: a komi larger than the board's %2 points, surely not meant; counted as written")
                        .arg(written)
                        .arg(info.width * info.height);
        break;
    }
    if (const auto result = readRecordedResult(info.result); result && !result->isCounted())
        warnings << QStringLiteral("RE[%1]: %2; the position was not played out, so its count is not the game's result")
                        .arg(QString::fromStdString(info.result), describe(*result));
    into.warning = warnings.join(QStringLiteral("; "));
}

} // namespace

std::optional<PositionFile> PositionFile::load(const QString& path, QString* error)
{
    QString problem;
    const std::optional<QByteArray> bytes = ui::GameFile::read(path, &problem);
    if (!bytes) {
        *error = QStringLiteral("%1: %2").arg(path, problem);
        return std::nullopt;
    }
    const std::string_view text(bytes->constData(), size_t(bytes->size()));

    PositionFile result;
    result.path = path;
    try {
        if (path.endsWith(QLatin1String(".pos"), Qt::CaseInsensitive)) {
            result.position = readPosCase(text).position;
            result.game = EngineGame::fromPosition(result.position);
        } else {
            readSgf(text, result);
        }
    } catch (const ParseError& problem) {
        *error = QStringLiteral("%1:%2:%3: %4")
                     .arg(path)
                     .arg(problem.line)
                     .arg(problem.column)
                     .arg(QString::fromStdString(problem.message));
        return std::nullopt;
    } catch (const std::exception& problem) {
        // Anything else a reader throws (e.g. a board size Board refuses) is still the file's fault.
        *error = QStringLiteral("%1:1:1: %2").arg(path, QString::fromUtf8(problem.what()));
        return std::nullopt;
    }
    return result;
}

} // namespace seki::app
