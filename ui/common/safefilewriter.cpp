#include "common/safefilewriter.h"

#include <QBuffer>
#include <QSaveFile>

#include <cerrno>
#include <system_error>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace seki::ui {

namespace {

// Qt loses the reason of a short write ("Unknown error"): the system's, caught right after the
// failing step, is the one worth showing.
QString reason(const QSaveFile& file, int code)
{
    if (code != 0)
        return QString::fromStdString(std::generic_category().message(code));
    return file.errorString();
}

} // namespace

bool SafeFileWriter::write(const QString& path, const QByteArray& bytes, QString* error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = file.errorString();
        return false;
    }
    errno = 0;
    bool written = file.write(bytes) == bytes.size();
    int code = errno;
    if (written) {
        errno = 0;
        written = file.flush();
        code = errno;
    }
#ifdef Q_OS_UNIX
    // commit() syncs too, but ignores a failure (a network share that runs out of room on close).
    if (written && ::fsync(file.handle()) != 0) {
        written = false;
        code = errno;
    }
#endif
    if (!written) {
        if (error)
            *error = reason(file, code);
        // Destroyed without a commit, QSaveFile removes its temporary file: the target is untouched.
        return false;
    }
    if (!file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

bool SafeFileWriter::writeImage(const QString& path, const QImage& image, const char* format, QString* error)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, format)) {
        *error = tr("cannot encode the image as %1").arg(QString::fromLatin1(format));
        return false;
    }
    return write(path, bytes, error);
}

} // namespace seki::ui
