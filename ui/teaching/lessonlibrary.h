#pragma once

#include "board/position.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace seki::ui {

// One bundled lesson: an SGF whose root holds the position (setup stones, dead stones as
// TB/TW), its title (GN, or the index's) and the teacher's explanation (C), both in English.
// `title` and `comment` are what is shown: the translation into `language` where one exists.
struct Lesson {
    QString path;      // ":/lessons/01-corner-seki.sgf"
    QString shelf;     // the index's shelf: "go" (Seki in Go), "scorer" (How SekiScope counts), or empty
    QString title;
    QString comment;
    QString language;  // of title and comment: "en", or the code of the translation read
    QString englishTitle;
    QString englishComment;
    Position position;
};

// A lesson's title and comment in another language.
struct LessonText {
    QString title;
    QString comment;
};

// The lessons bundled in resources/lessons, in the order of its index (lessons.txt: one
// "file<TAB>title" line per lesson; '#' starts a comment; a line "[go]" or "[scorer]" puts the
// lessons after it on that shelf). A lesson missing from the index is still listed, after the
// indexed ones and on no shelf, so a new file is never silently left out.
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

    // Lessons are read in the window's language (AppLanguage::current()). A translation is a
    // UTF-8 file beside the lessons, <folder>/<code>/<lesson's base name>.txt (e.g.
    // ":/lessons/ja/01-corner-seki.txt"): the title on the first line, a blank line, then the
    // comment. English is the SGF itself, and needs none.
    static QString translationPath(const QString& lessonPath, const QString& language);
    // nullopt for English, a missing file, or one without a title and a comment.
    static std::optional<LessonText> translation(const QString& lessonPath, const QString& language);
    // Sets the lesson's title and comment to `language`'s, or back to English without one.
    static void localize(Lesson& lesson, const QString& language);
};

} // namespace seki::ui
