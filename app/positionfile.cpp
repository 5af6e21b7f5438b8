#include "positionfile.h"

#include "sgf/gamerecord.h"
#include "sgf/parseerror.h"
#include "sgf/posreader.h"
#include "sgf/sgfparser.h"

#include <QFile>

#include <exception>
#include <string_view>

namespace seki::app {

namespace {

Position readSgf(std::string_view text)
{
    const SgfCollection collection = parseSgf(text);
    if (collection.games.empty())
        throw ParseError(1, 1, "no game tree in the file (an SGF file starts with '(;')");
    // A collection's first game is the one scored (SGF viewers open the first one too).
    return GameRecord::read(collection.games.front()).position();
}

Position readPos(std::string_view text)
{
    return readPosCase(text).position;
}

} // namespace

std::optional<PositionFile> PositionFile::load(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: cannot read: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    const QByteArray bytes = file.readAll();
    const std::string_view text(bytes.constData(), size_t(bytes.size()));

    PositionFile result;
    result.path = path;
    try {
        result.position = path.endsWith(QLatin1String(".pos"), Qt::CaseInsensitive) ? readPos(text)
                                                                                    : readSgf(text);
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
