#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QImage>
#include <QString>

namespace seki::ui {

// Replaces a file all at once or not at all. QSaveFile writes beside the target and renames over
// it, but (Qt 6.4) its commit() ignores a flush that failed while it closes the temporary file:
// with the disk full, a short write is renamed over the original as if it were whole. This checks
// every step before the rename, and says why in words the user can act on.
class SafeFileWriter {
    Q_DECLARE_TR_FUNCTIONS(seki::ui::SafeFileWriter)

public:
    // Afterwards `path` holds exactly `bytes`, or it is as it was and nothing is left beside it
    // (false, with *error set to the reason: "No space left on device", "Not a directory" ...).
    static bool write(const QString& path, const QByteArray& bytes, QString* error);
    // The same for an image encoded in `format` ("PNG"): exports go through this too, so an
    // image overwritten on a full disk is never left truncated.
    static bool writeImage(const QString& path, const QImage& image, const char* format, QString* error);
};

} // namespace seki::ui
