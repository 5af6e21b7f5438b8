#include "teaching/lessonlibrary.h"

#include "common/parseerrortext.h"
#include "common/safefilewriter.h"
#include "common/uiresources.h"
#include "settings/applanguage.h"

#include "sgf/gamerecord.h"
#include "sgf/parseerror.h"
#include "sgf/sgfparser.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>

#include <exception>

namespace seki::ui {

namespace {

QString rootText(const SgfNode& root, const char* identifier)
{
    const std::optional<std::string> text = root.text(identifier);
    // The lessons are ours and written in UTF-8 (CA[UTF-8]).
    return text ? QString::fromUtf8(text->data(), qsizetype(text->size())).trimmed() : QString();
}

} // namespace

std::optional<Lesson> LessonLibrary::read(const QString& path, const QString& indexTitle, QString* problem)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (problem)
            *problem = tr("%1: %2").arg(QFileInfo(path).fileName(), file.errorString());
        return std::nullopt;
    }
    const QByteArray bytes = file.readAll();
    try {
        const SgfCollection collection = parseSgf(std::string_view(bytes.constData(), size_t(bytes.size())));
        if (collection.games.empty())
            throw ParseError(1, 1, "no game");
        const SgfGameTree& tree = collection.games.front();
        const GameRecord record = GameRecord::read(tree);
        Lesson lesson;
        lesson.path = path;
        lesson.translatedFrom = path;
        lesson.position = record.position();
        lesson.comment = rootText(tree.root(), "C");
        lesson.title = !indexTitle.isEmpty() ? indexTitle : rootText(tree.root(), "GN");
        if (lesson.title.isEmpty())
            lesson.title = QFileInfo(path).completeBaseName();
        lesson.englishTitle = lesson.title;
        lesson.englishComment = lesson.comment;
        for (int n = 0; n < tree.nodeCount(); ++n)
            if (tree.node(n).has("EX"))
                lesson.exercises.append(n);
        for (int n = 1; n < tree.nodeCount(); ++n) {
            const LessonNodeText node{n, rootText(tree.node(n), "N"), rootText(tree.node(n), "C")};
            if (!node.name.isEmpty() || !node.text.isEmpty())
                lesson.englishNodes.append(node);
        }
        lesson.nodes = lesson.englishNodes;
        localize(lesson, AppLanguage::current());
        return lesson;
    } catch (const ParseError& error) {
        if (problem)
            *problem = tr("%1, line %2: %3")
                           .arg(QFileInfo(path).fileName())
                           .arg(error.line)
                           .arg(ParseErrorText::message(error));
    } catch (const std::exception& error) {
        if (problem)
            *problem = tr("%1: %2").arg(QFileInfo(path).fileName(), QString::fromStdString(error.what()));
    }
    return std::nullopt;
}

QList<Lesson> LessonLibrary::load(const QString& folder, QStringList* problems)
{
    initResources();
    const QDir dir(folder);
    QStringList files;
    QStringList titles;
    QStringList shelves;
    QString shelf;
    QFile index(dir.filePath(QStringLiteral("lessons.txt")));
    if (index.open(QIODevice::ReadOnly | QIODevice::Text)) {
        const QStringList lines = QString::fromUtf8(index.readAll()).split(QLatin1Char('\n'));
        for (const QString& raw : lines) {
            const QString line = raw.trimmed();
            if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
                continue;
            if (line.startsWith(QLatin1Char('[')) && line.endsWith(QLatin1Char(']'))) {
                shelf = line.mid(1, line.size() - 2).trimmed();
                continue;
            }
            const qsizetype tab = line.indexOf(QLatin1Char('\t'));
            files << (tab < 0 ? line : line.left(tab).trimmed());
            titles << (tab < 0 ? QString() : line.mid(tab + 1).trimmed());
            shelves << shelf;
        }
    }
    for (const QString& name : dir.entryList({QStringLiteral("*.sgf")}, QDir::Files, QDir::Name)) {
        if (!files.contains(name)) {
            files << name;
            titles << QString();
            shelves << QString();
        }
    }
    QList<Lesson> lessons;
    for (qsizetype k = 0; k < files.size(); ++k) {
        QString problem;
        if (std::optional<Lesson> lesson = read(dir.filePath(files[k]), titles[k], &problem)) {
            lesson->shelf = shelves[k];
            lessons.append(std::move(*lesson));
        } else if (problems)
            problems->append(problem);
    }
    return lessons;
}

QString LessonLibrary::userFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/lessons");
}

QString LessonLibrary::saveUserLesson(const QString& title, const QByteArray& sgf, QString* error)
{
    const QString folder = userFolder();
    if (!QDir().mkpath(folder)) {
        if (error)
            *error = tr("The lessons folder %1 cannot be made.").arg(QDir::toNativeSeparators(folder));
        return {};
    }
    // The file is named after the title (letters and digits), never over another lesson.
    QString base = title.toLower();
    base.replace(QRegularExpression(QStringLiteral("[^\\p{L}\\p{N}]+")), QStringLiteral("-"));
    base = base.mid(0, 60);
    while (base.startsWith(QLatin1Char('-')))
        base.remove(0, 1);
    while (base.endsWith(QLatin1Char('-')))
        base.chop(1);
    if (base.isEmpty())
        base = QStringLiteral("lesson");
    QString path = QDir(folder).filePath(base + QStringLiteral(".sgf"));
    for (int n = 2; QFile::exists(path); ++n)
        path = QDir(folder).filePath(QStringLiteral("%1-%2.sgf").arg(base).arg(n));
    QString reason;
    if (!SafeFileWriter::write(path, sgf, &reason)) {
        if (error)
            *error = tr("The lesson could not be saved to %1: %2").arg(QDir::toNativeSeparators(path), reason);
        return {};
    }
    return path;
}

QList<Lesson> LessonLibrary::loadAll(QStringList* problems)
{
    QList<Lesson> lessons = load(defaultFolder(), problems);
    if (QDir(userFolder()).exists())
        for (Lesson& lesson : load(userFolder(), problems)) {
            lesson.shelf = QStringLiteral("mine");
            lessons.append(std::move(lesson));
        }
    return lessons;
}

std::optional<Lesson> LessonLibrary::find(const QString& path)
{
    const bool bundled = path.startsWith(defaultFolder() + QLatin1Char('/'));
    const QString user = QDir::cleanPath(userFolder());
    if (!bundled && QDir::cleanPath(QFileInfo(path).absolutePath()) != user)
        return std::nullopt;
    for (Lesson& lesson : bundled ? load() : load(user))
        if (QDir::cleanPath(lesson.path) == QDir::cleanPath(path)) {
            if (!bundled)
                lesson.shelf = QStringLiteral("mine");
            return std::move(lesson);
        }
    return std::nullopt;
}

bool LessonLibrary::isLessonShaped(const SgfGameTree& tree)
{
    const SgfNode& root = tree.root();
    if (!root.has("C") || !(root.has("AB") || root.has("AW")))
        return false;
    for (int node : tree.mainLine())
        if (node != SgfGameTree::Root)
            for (const char* colour : {"B", "W"})
                if (const auto value = tree.node(node).text(colour); value && !value->empty() && *value != "tt")
                    return false;
    return true;
}

std::optional<Lesson> LessonLibrary::opened(const QString& path)
{
    if (std::optional<Lesson> lesson = find(path))
        return lesson;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QByteArray bytes = file.readAll();
    try {
        const SgfCollection collection = parseSgf(std::string_view(bytes.constData(), size_t(bytes.size())));
        if (collection.games.empty() || !isLessonShaped(collection.games.front()))
            return std::nullopt;
    } catch (const std::exception&) {
        return std::nullopt;
    }
    std::optional<Lesson> lesson = read(path, QString());
    if (!lesson)
        return std::nullopt;
    // A copy of a bundled lesson (a teacher's lesson folder) reads in the window's language too.
    for (const Lesson& bundled : load())
        if (bundled.englishTitle == lesson->englishTitle && bundled.englishNodes.size() == lesson->englishNodes.size()) {
            lesson->translatedFrom = bundled.path;
            localize(*lesson, AppLanguage::current());
            break;
        }
    return lesson;
}

QString LessonLibrary::translationPath(const QString& lessonPath, const QString& language)
{
    const QFileInfo lesson(lessonPath);
    return lesson.dir().filePath(QStringLiteral("%1/%2.txt").arg(language, lesson.completeBaseName()));
}

std::optional<LessonText> LessonLibrary::translation(const QString& lessonPath, const QString& language,
                                                     const QList<LessonNodeText>& nodes)
{
    if (language.isEmpty() || language == QStringLiteral("en"))
        return std::nullopt;
    QFile file(translationPath(lessonPath, language));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return std::nullopt;
    QString text = QString::fromUtf8(file.readAll());
    if (text.startsWith(QChar(0xfeff)))
        text.remove(0, 1);
    text.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    const qsizetype end = text.indexOf(QLatin1Char('\n'));
    LessonText result;
    result.title = text.left(end).trimmed();
    // Paragraphs are parted by blank lines; a paragraph wrapped by an editor still reads as one.
    static const QRegularExpression blankLine(QStringLiteral("\n[ \t]*\n"));
    const QStringList paragraphs
        = end < 0 ? QStringList() : text.mid(end + 1).trimmed().split(blankLine, Qt::SkipEmptyParts);
    result.comment = paragraphs.value(0).simplified();
    if (result.title.isEmpty() || result.comment.isEmpty())
        return std::nullopt;
    for (qsizetype k = 0; k < nodes.size(); ++k) {
        LessonNodeText node = nodes[k];
        const QString paragraph = paragraphs.value(k + 1).trimmed();
        if (!paragraph.isEmpty()) {
            const qsizetype lineEnd = paragraph.indexOf(QLatin1Char('\n'));
            // With a name, the paragraph's first line is the name and the rest the text.
            if (!node.name.isEmpty() && lineEnd > 0) {
                node.name = paragraph.left(lineEnd).trimmed();
                node.text = paragraph.mid(lineEnd + 1).simplified();
            } else if (!node.name.isEmpty() && node.text.isEmpty()) {
                node.name = paragraph.simplified();
            } else {
                node.text = paragraph.simplified();
            }
        }
        result.nodes.append(node);
    }
    return result;
}

void LessonLibrary::localize(Lesson& lesson, const QString& language)
{
    const QString source = lesson.translatedFrom.isEmpty() ? lesson.path : lesson.translatedFrom;
    if (const std::optional<LessonText> text = translation(source, language, lesson.englishNodes)) {
        lesson.title = text->title;
        lesson.comment = text->comment;
        lesson.nodes = text->nodes;
        lesson.language = language;
    } else {
        lesson.title = lesson.englishTitle;
        lesson.comment = lesson.englishComment;
        lesson.nodes = lesson.englishNodes;
        lesson.language = QStringLiteral("en");
    }
}

} // namespace seki::ui
