#pragma once

#include "board/position.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace seki::ui {

// One bundled lesson: an SGF whose root holds the position (setup stones, dead stones as
// TB/TW), its title (GN, or the index's) and the teacher's explanation (C).
struct Lesson {
    QString path;      // ":/lessons/01-corner-seki.sgf"
    QString title;
    QString comment;
    Position position;
};

// The lessons bundled in resources/lessons, in the order of its index (lessons.txt: one
// "file<TAB>title" line per lesson; '#' starts a comment). A lesson missing from the index is
// still listed, after the indexed ones, so a new file is never silently left out.
class LessonLibrary {
    Q_DECLARE_TR_FUNCTIONS(LessonLibrary)
public:
    static QString defaultFolder() { return QStringLiteral(":/lessons"); }

    // Reads every lesson in `folder`; a lesson that cannot be read is skipped and named in
    // `problems` (the bundled ones always read: tests check them).
    static QList<Lesson> load(const QString& folder = defaultFolder(), QStringList* problems = nullptr);
    // One lesson file; nullopt (and `problem` set) when it cannot be read.
    static std::optional<Lesson> read(const QString& path, const QString& indexTitle, QString* problem = nullptr);
    // The bundled lesson at `path`, or nullopt when the path is not a lesson.
    static std::optional<Lesson> find(const QString& path);
};

} // namespace seki::ui
