#pragma once

#include "board/position.h"
#include "sgf/sgfgametree.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace seki::ui {

// A node after a lesson's root with the teacher's words: its name (N, "If Black plays D9") and
// text (C), shown in the language of the lesson's title.
struct LessonNodeText {
    int node = 0; // index in the lesson's tree
    QString name;
    QString text;
};

// One bundled lesson: an SGF whose root holds the position (setup stones, dead stones as
// TB/TW), its title (GN, or the index's) and the teacher's explanation (C), both in English.
// `title` and `comment` are what is shown: the translation into `language` where one exists.
struct Lesson {
    QString path;  // ":/lessons/01-corner-seki.sgf"
    // Whose translations the lesson takes: its own path, or the bundled lesson's it is a copy
    // of (the same title in a file opened from elsewhere).
    QString translatedFrom;
    QString shelf; // the index's shelf: "go" (Seki in Go), "scorer" (How SekiScope counts), or empty
    QString title;
    QString comment;
    QString language; // of title and comment: "en", or the code of the translation read
    QString englishTitle;
    QString englishComment;
    // Every node after the root with a name or a text, in the tree's order (moves and
    // variations: "what if Black plays here"); shown, and English, as title and comment are.
    QList<LessonNodeText> nodes;
    QList<LessonNodeText> englishNodes;
    // The nodes that pose an exercise (EX), in the tree's order: the root for most exercises.
    QList<int> exercises;
    Position position;
};

// A lesson's title and comment in another language.
struct LessonText {
    QString title;
    QString comment;
    // The texts of the nodes after the root, in the order of Lesson::nodes.
    QList<LessonNodeText> nodes;
};

// The lessons bundled in resources/lessons, in the order of its index (lessons.txt: one
// "file<TAB>title" line per lesson; '#' starts a comment; a line "[go]" or "[scorer]" puts the
// lessons after it on that shelf). A lesson missing from the index is still listed, after the
// indexed ones and on no shelf, so a new file is never silently left out.
class LessonLibrary {
    Q_DECLARE_TR_FUNCTIONS(LessonLibrary)
public:
    static QString defaultFolder() { return QStringLiteral(":/lessons"); }
    // Where the lesson editor saves the teacher's own lessons (AppDataLocation/lessons); the
    // browser shows them on their own shelf, "mine".
    static QString userFolder();
    // Writes a lesson (SGF bytes) to userFolder(), made if need be, in a new file named after
    // `title` ("my-corner-seki.sgf", "-2" and so on beside one of the same name), all at once or
    // not at all (SafeFileWriter). Returns its path, or "" with `error` set to why not.
    static QString saveUserLesson(const QString& title, const QByteArray& sgf, QString* error = nullptr);
    // The bundled lessons, then the teacher's own (shelf "mine").
    static QList<Lesson> loadAll(QStringList* problems = nullptr);

    // Reads every lesson in `folder`; a lesson that cannot be read is skipped and named in
    // `problems` (the bundled ones always read: tests check them).
    static QList<Lesson> load(const QString& folder = defaultFolder(), QStringList* problems = nullptr);
    // One lesson file; nullopt (and `problem` set) when it cannot be read.
    static std::optional<Lesson> read(const QString& path, const QString& indexTitle, QString* problem = nullptr);
    // The bundled or user lesson at `path`, or nullopt when the path is not a lesson.
    static std::optional<Lesson> find(const QString& path);
    // A file opened from anywhere (File › Open) as a lesson: the bundled or user lesson at that
    // path, else the file itself when it has a lesson's shape (isLessonShaped), translated as
    // the bundled lesson of the same title when it is a copy of one. nullopt for a game record.
    static std::optional<Lesson> opened(const QString& path);
    // A lesson's shape: the root sets a position up (AB/AW) and explains it (C), and the main
    // line plays no stone after it (a lesson's lines are variations; its main line may pass).
    static bool isLessonShaped(const SgfGameTree& tree);

    // Lessons are read in the window's language (AppLanguage::current()). A translation is a
    // UTF-8 file beside the lessons, <folder>/<code>/<lesson's base name>.txt (e.g.
    // ":/lessons/ja/01-corner-seki.txt"): the title on the first line, a blank line, then the
    // comment; then, for each of Lesson::nodes in order, a blank line and its paragraph: the
    // node's name on a line of its own when it has one, then its text. English is the SGF itself,
    // and needs none.
    static QString translationPath(const QString& lessonPath, const QString& language);
    // nullopt for English, a missing file, or one without a title and a comment.
    // `nodes`: the lesson's nodes in English, whose translations the file gives in that order (a
    // file with fewer paragraphs leaves the rest in English).
    static std::optional<LessonText> translation(const QString& lessonPath, const QString& language,
                                                 const QList<LessonNodeText>& nodes = {});
    // Sets the lesson's title and comment to `language`'s, or back to English without one.
    static void localize(Lesson& lesson, const QString& language);
};

} // namespace seki::ui
