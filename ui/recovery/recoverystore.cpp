#include "recovery/recoverystore.h"

#include "common/safefilewriter.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

#include <algorithm>

namespace seki::ui {

namespace {

// 2: the game of a collection is recorded ("game"); 1 did not (its marks could be on any game).
constexpr int FormatVersion = 2;

QString entryFileName(const QString& normalizedPath, int game)
{
    // A hash, not the path itself: any path becomes a short, portable file name. The first game's
    // name is the path's alone, as format 1 wrote it.
    const QString key = game == 0 ? normalizedPath : normalizedPath + QStringLiteral("#%1").arg(game + 1);
    return QString::fromLatin1(QCryptographicHash::hash(key.toUtf8(), QCryptographicHash::Sha1).toHex())
           + QStringLiteral(".json");
}

} // namespace

RecoveryStore::RecoveryStore(QString directory) : m_directory(std::move(directory))
{
}

QString RecoveryStore::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery");
}

QString RecoveryStore::normalizedPath(const QString& path)
{
    if (path.startsWith(QLatin1Char(':')))
        return path;
    const QFileInfo info(path);
    const QString canonical = info.canonicalFilePath();
    return canonical.isEmpty() ? info.absoluteFilePath() : canonical;
}

QString RecoveryStore::entryPath(const QString& sourcePath, int game) const
{
    return QDir(m_directory).filePath(entryFileName(normalizedPath(sourcePath), game));
}

bool RecoveryStore::write(const Entry& entry, QString* error) const
{
    if (!QDir().mkpath(m_directory)) {
        if (error)
            *error = tr("cannot create the folder %1").arg(QDir::toNativeSeparators(m_directory));
        return false;
    }
    QJsonArray dead;
    for (const Point& p : entry.dead)
        dead.append(QString::fromStdString(toSgf(p)));
    const QJsonObject object{
        {QStringLiteral("version"), FormatVersion},
        {QStringLiteral("source"), normalizedPath(entry.sourcePath)},
        {QStringLiteral("game"), entry.game},
        {QStringLiteral("size"), double(entry.source.size)},
        {QStringLiteral("sha256"), QString::fromLatin1(entry.source.sha256)},
        {QStringLiteral("dead"), dead},
        {QStringLiteral("savedAt"), entry.savedAt.toUTC().toString(Qt::ISODateWithMs)},
    };
    // All or nothing: a crash (or a full disk) in the middle of writing leaves the previous
    // entry, never half of one.
    return SafeFileWriter::write(entryPath(entry.sourcePath, entry.game),
                                 QJsonDocument(object).toJson(QJsonDocument::Compact), error);
}

std::optional<RecoveryStore::Entry> RecoveryStore::parse(const QByteArray& json)
{
    QJsonParseError problem;
    const QJsonDocument document = QJsonDocument::fromJson(json, &problem);
    if (problem.error != QJsonParseError::NoError || !document.isObject())
        return std::nullopt;
    const QJsonObject object = document.object();
    const int version = object.value(QStringLiteral("version")).toInt();
    if (version != 1 && version != FormatVersion)
        return std::nullopt;
    Entry entry;
    entry.sourcePath = object.value(QStringLiteral("source")).toString();
    entry.game = version == 1 ? 0 : object.value(QStringLiteral("game")).toInt(-1);
    entry.gameUnknown = version == 1;
    if (entry.game < 0)
        return std::nullopt;
    entry.source.size = qint64(object.value(QStringLiteral("size")).toDouble(-1));
    entry.source.sha256 = object.value(QStringLiteral("sha256")).toString().toLatin1();
    entry.savedAt = QDateTime::fromString(object.value(QStringLiteral("savedAt")).toString(), Qt::ISODateWithMs);
    if (entry.sourcePath.isEmpty() || entry.source.size < 0 || entry.source.sha256.size() != 64)
        return std::nullopt;
    for (const QJsonValue& value : object.value(QStringLiteral("dead")).toArray()) {
        const std::optional<Point> point = fromSgf(value.toString().toStdString());
        if (!point)
            return std::nullopt;
        entry.dead.push_back(*point);
    }
    return entry;
}

std::optional<RecoveryStore::Entry> RecoveryStore::read(const QString& sourcePath, int game) const
{
    QFile file(entryPath(sourcePath, game));
    if (file.size() > MaxEntryBytes || !file.open(QIODevice::ReadOnly))
        return std::nullopt;
    std::optional<Entry> entry = parse(file.read(MaxEntryBytes));
    // A hash collision, or a file copied in by hand: the entry must be about this very game.
    if (entry && (entry->sourcePath != normalizedPath(sourcePath) || entry->game != game))
        return std::nullopt;
    return entry;
}

void RecoveryStore::remove(const QString& sourcePath, int game) const
{
    QFile::remove(entryPath(sourcePath, game));
}

std::vector<RecoveryStore::Entry> RecoveryStore::entries() const
{
    std::vector<Entry> found;
    const QDir directory(m_directory);
    for (const QFileInfo& info : directory.entryInfoList({QStringLiteral("*.json")}, QDir::Files)) {
        if (info.size() > MaxEntryBytes)
            continue;
        QFile file(info.filePath());
        if (!file.open(QIODevice::ReadOnly))
            continue;
        std::optional<Entry> entry = parse(file.read(MaxEntryBytes));
        if (entry && info.fileName() == entryFileName(entry->sourcePath, entry->game))
            found.push_back(std::move(*entry));
    }
    std::sort(found.begin(), found.end(), [](const Entry& a, const Entry& b) { return a.savedAt > b.savedAt; });
    return found;
}

std::optional<RecoveryStore::Fingerprint> RecoveryStore::fingerprintOf(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    // Streamed: a game file may be up to GameFile::MaxBytes, and it is already in memory once.
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (!hash.addData(&file))
        return std::nullopt;
    return Fingerprint{file.size(), hash.result().toHex()};
}

RecoveryStore::Fingerprint RecoveryStore::fingerprintOf(const QByteArray& bytes)
{
    return Fingerprint{bytes.size(), QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex()};
}

} // namespace seki::ui
