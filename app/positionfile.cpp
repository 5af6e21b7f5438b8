#include "positionfile.h"

#include "sgf/gameloader.h"

#include "gamefile.h"

#include <string_view>

namespace seki::app {

namespace {

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
    const LoadedFile file = loadFile(std::string_view(bytes->constData(), size_t(bytes->size())),
                                     gameFormatFor(path.toStdString()));
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
        loaded.warnings = warningTexts(warnings);
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
