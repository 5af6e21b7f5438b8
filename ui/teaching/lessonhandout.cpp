#include "teaching/lessonhandout.h"

#include "teaching/exercisesession.h"
#include "teaching/handoutwriter.h"

#include "common/pointnames.h"
#include "common/rulestitle.h"
#include "diagram/diagramcrop.h"
#include "diagram/movediagram.h"
#include "exercise/exercisecheck.h"
#include "exercise/exercisekey.h"
#include "scoring/scoreresult.h"
#include "sgf/gamerecord.h"
#include "sgf/nodemarkup.h"
#include "sgf/parseerror.h"
#include "sgf/sgfparser.h"
#include "sgf/sgfpointlist.h"
#include "sgf/treecursor.h"

#include <QFile>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <set>

namespace seki::ui {

namespace {

QRect toRect(const DiagramRegion& region)
{
    return QRect(QPoint(region.left, region.top), QPoint(region.right, region.bottom));
}

// The teacher's marks of `node` on the scene: triangles, squares, circles, crosses and labels, and
// the territory of TB/TW (on a stone of the other colour: that stone is dead). A point that carries
// a move's number keeps its number: a shape there would hide it, and a numbered stone marked dead
// is drawn faded with its number.
void addMarks(BoardScene& scene, const SgfNode& node, int width, int height,
              const std::vector<std::pair<Point, int>>& numbers)
{
    const auto numbered = [&numbers](Point p) {
        return std::ranges::any_of(numbers, [p](const auto& number) { return number.first == p; });
    };
    try {
        const NodeMarkup markup = readMarkup(node, width, height);
        for (const PointShape& shape : markup.shapes)
            if (!numbered(shape.point))
                scene.shapes.push_back(shape);
        for (const PointLabel& label : markup.labels)
            if (!numbered(label.point))
                scene.labels.push_back(label);
    } catch (const ParseError&) {
        // The window's board says why the marks are missing; the diagram shows the stones.
    }
    for (const SgfProperty& property : node.properties()) {
        const bool black = property.identifier == "TB";
        if (!black && property.identifier != "TW")
            continue;
        try {
            for (const Point p : pointsOf(property, width, height)) {
                const Color stone = scene.board.at(p);
                const size_t index = size_t(scene.board.index(p));
                if (stone == Color::Empty) {
                    scene.marks[index] = black ? PointMark::BlackTerritory : PointMark::WhiteTerritory;
                } else if (stone == (black ? Color::White : Color::Black)) {
                    scene.dead.set(index);
                    scene.marks[index] = black ? PointMark::BlackTerritory : PointMark::WhiteTerritory;
                    scene.numbersOnDeadStones = true;
                }
            }
        } catch (const ParseError&) {
        }
    }
}

struct Builder {
    const LessonSource& lesson;
    const HandoutOptions& options;
    QHash<int, LessonNodeText> texts;
    QSet<int> exerciseNodes;

    QString textOf(int node) const
    {
        if (node == SgfGameTree::Root)
            return lesson.comment;
        if (const auto text = texts.find(node); text != texts.end())
            return text->text;
        return QString();
    }

    QString moveName(const TreeCursor& cursor, int node) const
    {
        const TreeCursor::Branch move = cursor.moveOf(node);
        if (move.color == Color::Empty)
            return QString();
        const QString player = move.color == Color::Black ? LessonHandout::tr("Black") : LessonHandout::tr("White");
        if (move.point)
            return LessonHandout::tr("%1 plays %2").arg(player, pointName(*move.point, lesson.height));
        // A move the record holds that names no point of the board is not a pass.
        return move.pass ? LessonHandout::tr("%1 passes").arg(player)
                         : LessonHandout::tr("%1 plays off the board (not played)").arg(player);
    }

    BoardScene baseScene(const Board& board) const
    {
        BoardScene scene;
        scene.board = board;
        scene.showCoordinates = options.showCoordinates;
        return scene;
    }

    // Whether `node` is an exercise's node or lies below one: its lines are that exercise's answers.
    bool underExercise(int node) const
    {
        for (int n = node; n != SgfNode::NoNode; n = lesson.tree.node(n).parent())
            if (exerciseNodes.contains(n))
                return true;
        return false;
    }

    // The line from `from` down to `to` as a numbered diagram: the moves' numbers, the last node's
    // marks, each move's text after its number, and the notes under the board.
    LessonDiagram lineDiagram(int from, int to, const QString& heading) const
    {
        const MoveDiagram moves = moveDiagram(lesson.tree, lesson.width, lesson.height, from, to);
        LessonDiagram diagram;
        diagram.kind = LessonDiagram::Kind::Line;
        diagram.heading = heading;
        diagram.scene = baseScene(moves.board);
        const std::vector<std::pair<Point, int>> numbers
            = moves.onlyPasses() ? std::vector<std::pair<Point, int>>{} : moves.numbers();
        diagram.scene.moveNumbers = numbers;
        addMarks(diagram.scene, lesson.tree.node(to), lesson.width, lesson.height, numbers);
        // Each node's words, after its move's number.
        QStringList paragraphs;
        TreeCursor cursor(lesson.tree, lesson.width, lesson.height);
        cursor.goTo(to);
        const std::vector<int>& path = cursor.path();
        const auto start = std::ranges::find(path, from);
        for (auto node = start == path.end() ? path.end() : start + 1; node != path.end(); ++node) {
            const QString text = textOf(*node);
            if (text.isEmpty())
                continue;
            const auto move = std::ranges::find_if(moves.moves, [&](const DiagramMove& m) { return m.node == *node; });
            paragraphs << (move == moves.moves.end() || moves.onlyPasses()
                               ? text
                               : LessonHandout::tr("%1: %2").arg(move->number).arg(text));
        }
        diagram.text = paragraphs.join(QLatin1Char('\n'));
        QStringList notes;
        if (!moves.onlyPasses())
            for (const DiagramMove& move : moves.moves) {
                if (!move.point)
                    notes << LessonHandout::tr("%1: pass").arg(move.number);
                else if (move.at != 0)
                    notes << LessonHandout::tr("%1 at %2").arg(move.number).arg(move.at);
            }
        switch (moves.stop) {
        case MoveDiagram::Stop::None:
        case MoveDiagram::Stop::NotBelow:
            break;
        case MoveDiagram::Stop::Setup:
            notes << LessonHandout::tr("The line sets stones up after move %1: the diagram stops there.")
                         .arg(int(moves.moves.size()));
            break;
        case MoveDiagram::Stop::Refused:
            notes << LessonHandout::tr("Move %1 cannot be played: the diagram stops before it.")
                         .arg(int(moves.moves.size()) + 1);
            break;
        }
        if (diagram.scene.dead.any())
            notes << LessonHandout::tr("faded stones are dead at the end");
        // The notes' separator: a comma, or the language's own (、).
        diagram.notes = notes.join(LessonHandout::tr(", "));
        return diagram;
    }

    // The region of the lesson's own diagrams: the teacher's choice, or around every stone of the
    // position and every point the lesson plays or marks.
    QRect lessonRegion() const
    {
        const TreeCursor root(lesson.tree, lesson.width, lesson.height);
        const Board& board = root.state().board;
        if (options.region != HandoutOptions::Region::Auto)
            return HandoutWriter::sideRegion(board.width(), board.height(), options.region);
        std::vector<Point> points;
        for (int y = 0; y < board.height(); ++y)
            for (int x = 0; x < board.width(); ++x)
                if (board.at(Point{x, y}) != Color::Empty)
                    points.push_back({x, y});
        for (int n = 0; n < lesson.tree.nodeCount(); ++n) {
            if (const TreeCursor::Branch move = root.moveOf(n); move.point && board.contains(*move.point))
                points.push_back(*move.point);
            try {
                const NodeMarkup markup = readMarkup(lesson.tree.node(n), lesson.width, lesson.height);
                for (const PointShape& shape : markup.shapes)
                    points.push_back(shape.point);
                for (const PointLabel& label : markup.labels)
                    points.push_back(label.point);
            } catch (const ParseError&) {
            }
        }
        return toRect(cropAround(board, groupsAt(board, points)));
    }

    // An exercise's region, on the board the student finds: around the groups asked about (Seki or
    // not?), the whole board (Count it: every point counts), or around the moves of its answers and
    // the groups they touch (Your move).
    QRect exerciseRegion(const ExerciseKey& key, int node, const Board& board) const
    {
        if (options.region != HandoutOptions::Region::Auto)
            return HandoutWriter::sideRegion(board.width(), board.height(), options.region);
        std::vector<Point> asked;
        switch (key.kind) {
        case ExerciseKind::CountIt:
            return QRect(0, 0, board.width(), board.height());
        case ExerciseKind::SekiOrNot:
            for (const auto& [stone, status] : key.stones)
                asked.push_back(stone);
            break;
        case ExerciseKind::YourMove: {
            // Every line of the answers: each move's point and the groups beside it, and each
            // stone a move captures with the groups beside it (the group that captures it).
            const auto around = [&asked](Point p) {
                for (const Point q :
                     {p, Point{p.x - 1, p.y}, Point{p.x + 1, p.y}, Point{p.x, p.y - 1}, Point{p.x, p.y + 1}})
                    asked.push_back(q);
            };
            std::vector<int> pending(lesson.tree.node(node).children());
            while (!pending.empty()) {
                const int n = pending.back();
                pending.pop_back();
                const std::vector<int>& children = lesson.tree.node(n).children();
                pending.insert(pending.end(), children.begin(), children.end());
                if (!children.empty())
                    continue;
                const MoveDiagram line = moveDiagram(lesson.tree, lesson.width, lesson.height, node, n);
                for (const DiagramMove& move : line.moves) {
                    if (move.point && board.contains(*move.point))
                        around(*move.point);
                    for (const Point captured : move.captured)
                        around(captured);
                }
            }
            break;
        }
        }
        return toRect(cropAround(board, groupsAt(board, asked)));
    }

    // The node at the end of the line that starts at `node` (first children down).
    int lineEnd(int node) const
    {
        while (!lesson.tree.node(node).children().empty())
            node = lesson.tree.node(node).children().front();
        return node;
    }

    QList<LessonDiagram> lessonDiagrams() const
    {
        QList<LessonDiagram> diagrams;
        const SgfGameTree& tree = lesson.tree;
        const QRect region = lessonRegion();
        TreeCursor cursor(tree, lesson.width, lesson.height);
        if (!exerciseNodes.contains(SgfGameTree::Root)) {
            LessonDiagram position;
            position.kind = LessonDiagram::Kind::Position;
            position.scene = baseScene(cursor.state().board);
            addMarks(position.scene, tree.root(), lesson.width, lesson.height, {});
            std::optional<Color> toPlay;
            try {
                toPlay = readMarkup(tree.root(), lesson.width, lesson.height).toPlay;
            } catch (const ParseError&) {
            }
            position.heading = toPlay == Color::Black   ? LessonHandout::tr("Black to play")
                               : toPlay == Color::White ? LessonHandout::tr("White to play")
                                                        : LessonHandout::tr("The position");
            position.text = lesson.comment;
            if (position.scene.dead.any())
                position.notes = LessonHandout::tr("Faded stones are dead.");
            diagrams.append(position);
        }
        // Each line in the tree's order, as books give variations: a line runs down first children
        // from where it branches off, and is numbered from there.
        std::vector<int> order = tree.nodesInReadingOrder();
        std::set<std::pair<int, int>> drawn;
        for (const int leaf : order) {
            if (!tree.node(leaf).children().empty() || leaf == SgfGameTree::Root)
                continue;
            int first = leaf;
            while (tree.node(first).parent() != SgfGameTree::Root
                   && tree.node(tree.node(first).parent()).children().front() == first)
                first = tree.node(first).parent();
            const int from = tree.node(first).parent();
            if (underExercise(from))
                continue;
            // A line that reaches an exercise stops before it: what follows is its answer.
            int to = first;
            for (int n = first;; n = tree.node(n).children().front()) {
                if (exerciseNodes.contains(n))
                    break;
                to = n;
                if (n == leaf)
                    break;
            }
            if (exerciseNodes.contains(to) || !drawn.insert({from, to}).second)
                continue;
            // A line with nothing to show (no move, text or mark: the lesson editor's node that
            // keeps the position set up) gets no diagram.
            bool shown = false;
            for (int n = to; n != from && !shown; n = tree.node(n).parent()) {
                const SgfNode& sgf = tree.node(n);
                shown = sgf.has("B") || sgf.has("W") || !textOf(n).isEmpty();
                for (const char* identifier : {"TR", "SQ", "CR", "MA", "LB", "TB", "TW"})
                    shown = shown || sgf.has(identifier);
            }
            if (!shown)
                continue;
            const QString name = texts.value(first).name;
            const QString heading = name.isEmpty() ? moveName(cursor, first) : name;
            LessonDiagram line = lineDiagram(from, to, heading);
            diagrams.append(line);
        }
        for (int k = 0; k < diagrams.size(); ++k) {
            diagrams[k].region = region;
            diagrams[k].heading = LessonHandout::tr("Diagram %1: %2").arg(k + 1).arg(diagrams[k].heading);
        }
        return diagrams;
    }

    // An exercise's problem, and its answer diagrams.
    void exerciseDiagrams(int index, int node, QList<LessonDiagram>& problems, QList<LessonDiagram>& answers) const
    {
        QHash<int, QString> words;
        words.insert(SgfGameTree::Root, lesson.comment);
        for (const LessonNodeText& text : lesson.nodes)
            words.insert(text.node, text.text);
        ExerciseSession session;
        if (!session.start(lesson.tree, node, lesson.komi, lesson.rules, words))
            return;
        std::optional<ExerciseKey> key;
        try {
            key = readExerciseKey(lesson.tree.node(node), lesson.width, lesson.height);
        } catch (const ParseError&) {
        }
        if (!key)
            return;
        const QRect region = exerciseRegion(*key, node, session.board());
        const QString number = QString::number(index + 1);

        LessonDiagram problem;
        problem.kind = LessonDiagram::Kind::Problem;
        problem.exercise = index;
        problem.region = region;
        problem.heading = LessonHandout::tr("Problem %1").arg(number);
        problem.scene = baseScene(session.board());
        session.decorate(problem.scene);
        QString task;
        switch (key->kind) {
        case ExerciseKind::SekiOrNot:
            task = LessonHandout::tr("Write beside each group marked with a square whether it is alive, dead or in "
                                     "seki.");
            break;
        case ExerciseKind::CountIt:
            task = LessonHandout::tr("Count the position under %1 rules, komi %2: each side's territory and the "
                                     "result.")
                       .arg(rulesTitle(lesson.rules), QString::fromStdString(formatScore(lesson.komi)));
            break;
        case ExerciseKind::YourMove:
            // Said once: the teacher's question often says who plays already.
            if (!LessonHandout::saysWhoPlays(session.question(), session.toPlay()))
                task = session.toPlay() == Color::Black ? LessonHandout::tr("Black to play.")
                                                        : LessonHandout::tr("White to play.");
            break;
        }
        problem.text = (session.question() + QLatin1Char('\n') + task).trimmed();
        problems.append(problem);

        LessonDiagram answer;
        answer.kind = LessonDiagram::Kind::Answer;
        answer.exercise = index;
        answer.region = region;
        answer.heading = LessonHandout::tr("Answer to problem %1").arg(number);
        switch (key->kind) {
        case ExerciseKind::SekiOrNot:
            session.reveal();
            answer.scene = baseScene(session.board());
            session.decorate(answer.scene);
            answer.text = session.reasons().join(QLatin1Char('\n'));
            answer.notes = LessonHandout::tr("Circle: alive \u00b7 cross: dead \u00b7 triangle: in seki");
            answers.append(answer);
            return;
        case ExerciseKind::CountIt:
            session.reveal();
            answer.scene = baseScene(session.board());
            session.decorate(answer.scene);
            answer.text = session.verdict();
            answers.append(answer);
            return;
        case ExerciseKind::YourMove:
            break;
        }
        // Your move: the right line played out, then each move the lesson refutes with its refutation.
        const std::vector<int>& children = lesson.tree.node(node).children();
        int right = -1;
        for (const int child : children)
            if (right < 0 && lesson.tree.node(child).has("TE"))
                right = child;
        for (const int child : children)
            if (right < 0 && !lesson.tree.node(child).has("BM"))
                right = child;
        const TreeCursor cursor(lesson.tree, lesson.width, lesson.height);
        if (right >= 0) {
            LessonDiagram line = lineDiagram(node, lineEnd(right), answer.heading);
            line.kind = LessonDiagram::Kind::Answer;
            line.exercise = index;
            line.region = region;
            if (key->wrongMoveReason.empty() == false)
                line.text
                    += QLatin1Char('\n')
                       + LessonHandout::tr("Any other move: %1").arg(QString::fromStdString(key->wrongMoveReason));
            answers.append(line);
        }
        for (const int child : children) {
            if (child == right || !lesson.tree.node(child).has("BM"))
                continue;
            const QString name = texts.value(child).name;
            LessonDiagram wrong
                = lineDiagram(node, lineEnd(child),
                              LessonHandout::tr("Not this: %1").arg(name.isEmpty() ? moveName(cursor, child) : name));
            wrong.kind = LessonDiagram::Kind::Answer;
            wrong.exercise = index;
            wrong.region = region;
            answers.append(wrong);
        }
    }
};

} // namespace

std::optional<LessonSource> LessonHandout::read(const QString& path)
{
    // A bundled or teacher's lesson, or a lesson-shaped file, translated; else the file as it is
    // (an exercise's main line plays up to its question, so it is not lesson-shaped).
    std::optional<Lesson> lesson = LessonLibrary::opened(path);
    if (!lesson)
        lesson = LessonLibrary::read(path, QString());
    QFile file(path);
    if (!lesson || !file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QByteArray bytes = file.readAll();
    try {
        SgfCollection collection = parseSgf(std::string_view(bytes.constData(), size_t(bytes.size())));
        if (collection.games.empty())
            return std::nullopt;
        LessonSource source;
        source.tree = std::move(collection.games.front());
        const GameRecord record = GameRecord::read(source.tree);
        source.width = record.info().width;
        source.height = record.info().height;
        source.rules = lesson->position.rules;
        source.komi = lesson->position.komi;
        source.title = lesson->title;
        source.comment = lesson->comment;
        source.nodes = lesson->nodes;
        return source;
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

bool LessonHandout::saysWhoPlays(const QString& question, Color toPlay)
{
    // The ways the language says it, the translator's list ("Weiß ist am Zug|Weiß am Zug").
    const QString phrases = toPlay == Color::Black
                                ? tr("Black to play", "the ways a question says Black is to play, separated by |")
                                : tr("White to play", "the ways a question says White is to play, separated by |");
    const QString text = question.simplified();
    for (const QString& phrase : phrases.split(QLatin1Char('|'), Qt::SkipEmptyParts))
        if (text.contains(phrase.simplified(), Qt::CaseInsensitive))
            return true;
    return false;
}

QList<int> LessonHandout::exercises(const LessonSource& lesson)
{
    QList<int> nodes;
    for (int n = 0; n < lesson.tree.nodeCount(); ++n) {
        try {
            if (readExerciseKey(lesson.tree.node(n), lesson.width, lesson.height))
                nodes.append(n);
        } catch (const ParseError&) {
            // A key that cannot be read poses no exercise on paper (the window says why).
        }
    }
    return nodes;
}

QList<LessonDiagram> LessonHandout::diagrams(const LessonSource& lesson, const HandoutOptions& options)
{
    Builder builder{lesson, options, {}, {}};
    for (const LessonNodeText& node : lesson.nodes)
        builder.texts.insert(node.node, node);
    const QList<int> nodes = exercises(lesson);
    builder.exerciseNodes = QSet<int>(nodes.begin(), nodes.end());
    QList<LessonDiagram> diagrams = builder.lessonDiagrams();
    QList<LessonDiagram> problems;
    QList<LessonDiagram> answers;
    for (int k = 0; k < nodes.size(); ++k)
        builder.exerciseDiagrams(k, nodes[k], problems, answers);
    diagrams += problems;
    if (options.answerPage)
        diagrams += answers;
    return diagrams;
}

} // namespace seki::ui
