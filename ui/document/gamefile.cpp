#include "gamefile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace seki::ui {

std::optional<QByteArray> GameFile::read(const QString& path, QString* problem)
{
    const QFileInfo info(path);
    if (info.isDir()) {
        *problem = QCoreApplication::translate("GameFile", "cannot read: it is a folder");
        return std::nullopt;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *problem = QCoreApplication::translate("GameFile", "cannot read: %1").arg(file.errorString());
        return std::nullopt;
    }
    // size() is 0 for pipes and special files: read at most one byte past the cap to tell.
    if (file.size() > MaxBytes) {
        *problem = QCoreApplication::translate("GameFile", "the file is %1 MiB; game files are read up to %2 MiB")
                       .arg(double(file.size()) / (1 << 20), 0, 'f', 1)
                       .arg(MaxBytes >> 20);
        return std::nullopt;
    }
    QByteArray bytes = file.read(MaxBytes + 1);
    if (bytes.size() > MaxBytes) {
        *problem = QCoreApplication::translate("GameFile", "the file is larger than %1 MiB, the limit for game files")
                       .arg(MaxBytes >> 20);
        return std::nullopt;
    }
    if (file.error() != QFileDevice::NoError) {
        *problem = QCoreApplication::translate("GameFile", "cannot read: %1").arg(file.errorString());
        return std::nullopt;
    }
    return bytes;
}

} // namespace seki::ui
