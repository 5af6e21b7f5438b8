#include "document/gamefile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#if defined(Q_OS_UNIX)
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace seki::ui {

namespace {

QString tooLarge(qint64 size)
{
    return QCoreApplication::translate("GameFile", "the file is %1 MiB; game files are read up to %2 MiB")
        .arg(double(size) / (1 << 20), 0, 'f', 1)
        .arg(GameFile::MaxBytes >> 20);
}

QString cannotRead(const QString& reason)
{
    return QCoreApplication::translate("GameFile", "cannot read: %1").arg(reason);
}

// The length of the valid UTF-8 sequence at name[i], 0 when there is none.
int utf8Length(const QByteArray& name, qsizetype i)
{
    const auto lead = static_cast<unsigned char>(name[i]);
    if (lead < 0x80)
        return 1;
    const int length = lead >= 0xF0 && lead <= 0xF4 ? 4 : lead >= 0xE0 ? (lead <= 0xEF ? 3 : 0) : lead >= 0xC2 ? 2 : 0;
    if (length == 0 || i + length > name.size())
        return 0;
    for (int k = 1; k < length; ++k)
        if ((static_cast<unsigned char>(name[i + k]) & 0xC0) != 0x80)
            return 0;
    // Let QString judge overlong forms and surrogates: it must give exactly one character back.
    const QString decoded = QString::fromUtf8(name.constData() + i, length);
    return decoded.contains(QChar::ReplacementCharacter) ? 0 : length;
}

} // namespace

QString GameFile::decodeName(const QByteArray& name)
{
    // Runs of valid sequences are decoded at once (a name is usually one run): decoding them one
    // by one gives the same characters at many times the cost.
    QString decoded;
    qsizetype run = 0; // where the valid bytes not yet decoded begin
    qsizetype i = 0;
    while (i < name.size()) {
        const int length = utf8Length(name, i);
        if (length == 0) {
            decoded += QString::fromUtf8(name.constData() + run, i - run);
            decoded += QChar(char16_t(0xDC00 + static_cast<unsigned char>(name[i])));
            ++i;
            run = i;
            continue;
        }
        i += length;
    }
    decoded += QString::fromUtf8(name.constData() + run, name.size() - run);
    return decoded;
}

QByteArray GameFile::encodeName(const QString& name)
{
    QByteArray bytes;
    qsizetype start = 0;
    for (qsizetype i = 0; i <= name.size(); ++i) {
        const bool escaped = i < name.size() && name[i].unicode() >= 0xDC80 && name[i].unicode() <= 0xDCFF
                             && !(i > 0 && name[i - 1].isHighSurrogate());
        if (i < name.size() && !escaped)
            continue;
        bytes += QStringView(name).mid(start, i - start).toUtf8();
        if (escaped)
            bytes += char(name[i].unicode() - 0xDC00);
        start = i + 1;
    }
    return bytes;
}

namespace {

// Through QFile: Qt resources (":/games/...") and systems without POSIX files.
std::optional<QByteArray> readWithQFile(const QString& path, QString* problem)
{
    const QFileInfo info(path);
    if (info.isDir()) {
        *problem = QCoreApplication::translate("GameFile", "cannot read: it is a folder");
        return std::nullopt;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *problem = cannotRead(file.errorString());
        return std::nullopt;
    }
    if (file.size() > GameFile::MaxBytes) {
        *problem = tooLarge(file.size());
        return std::nullopt;
    }
    QByteArray bytes = file.read(GameFile::MaxBytes + 1);
    if (bytes.size() > GameFile::MaxBytes) {
        *problem = QCoreApplication::translate("GameFile", "the file is larger than %1 MiB, the limit for game files")
                       .arg(GameFile::MaxBytes >> 20);
        return std::nullopt;
    }
    if (file.error() != QFileDevice::NoError) {
        *problem = cannotRead(file.errorString());
        return std::nullopt;
    }
    return bytes;
}

} // namespace

std::optional<QByteArray> GameFile::read(const QString& path, QString* problem)
{
#if defined(Q_OS_UNIX)
    if (path.startsWith(QLatin1Char(':')))
        return readWithQFile(path, problem);
    const QByteArray name = encodeName(path);
    if (name.isEmpty()) {
        *problem = cannotRead(QCoreApplication::translate("GameFile", "no file name"));
        return std::nullopt;
    }
    // O_NONBLOCK: opening a FIFO without a writer must not wait; what it is decides the rest.
    const int fd = ::open(name.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        const int error = errno;
        *problem = error == EISDIR ? QCoreApplication::translate("GameFile", "cannot read: it is a folder")
                                   : cannotRead(QString::fromLocal8Bit(std::strerror(error)));
        return std::nullopt;
    }
    struct FdCloser {
        int fd;
        ~FdCloser() { ::close(fd); }
    } closer{fd};
    struct stat status { };
    if (::fstat(fd, &status) != 0) {
        *problem = cannotRead(QString::fromLocal8Bit(std::strerror(errno)));
        return std::nullopt;
    }
    if (S_ISDIR(status.st_mode)) {
        *problem = QCoreApplication::translate("GameFile", "cannot read: it is a folder");
        return std::nullopt;
    }
    if (!S_ISREG(status.st_mode)) {
        *problem = QCoreApplication::translate("GameFile",
                                               "cannot read: it is not a regular file (a pipe, a device or a socket)");
        return std::nullopt;
    }
    if (status.st_size > MaxBytes) {
        *problem = tooLarge(status.st_size);
        return std::nullopt;
    }
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    QByteArray bytes;
    bytes.resize(qsizetype(status.st_size));
    qsizetype filled = 0;
    for (;;) {
        // The file may have grown since fstat: read on, up to one byte past the limit.
        if (filled == bytes.size()) {
            if (bytes.size() > MaxBytes) {
                *problem = QCoreApplication::translate("GameFile",
                                                       "the file is larger than %1 MiB, the limit for game files")
                               .arg(MaxBytes >> 20);
                return std::nullopt;
            }
            bytes.resize(std::min<qsizetype>(MaxBytes + 1, std::max<qsizetype>(bytes.size() * 2, 4096)));
        }
        const ssize_t got = ::read(fd, bytes.data() + filled, size_t(bytes.size() - filled));
        if (got < 0) {
            if (errno == EINTR)
                continue;
            *problem = cannotRead(QString::fromLocal8Bit(std::strerror(errno)));
            return std::nullopt;
        }
        if (got == 0)
            break;
        filled += got;
    }
    bytes.resize(filled);
    return bytes;
#else
    return readWithQFile(path, problem);
#endif
}

} // namespace seki::ui
