#include "positionfile.h"

#include "sgf/gamerecord.h"
#include "sgf/parseerror.h"
#include "sgf/posreader.h"
#include "sgf/sgfparser.h"

#include "gamefile.h"

#include <exception>
#include <string_view>

namespace seki::app {

namespace {

void readSgf(std::string_view text, PositionFile& into)
{
    const SgfCollection collection = parseSgf(text);
    if (collection.games.empty())
        throw ParseError(1, 1, "no game tree in the file (an SGF file starts with '(;')");
    // A collection's first game is the one scored (SGF viewers open the first one too).
    const GameRecord record = GameRecord::read(collection.games.front());
    into.position = record.position();
    into.game = EngineGame::fromRecord(record);
    if (!record.info().encodingProblem.empty())
        into.warning = QString::fromStdString(record.info().encodingProblem);
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
