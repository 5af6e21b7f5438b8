#pragma once

#include "board/boardscene.h"
#include "board/rulesets.h"
#include "sgf/sgfgametree.h"
#include "teaching/lessonlibrary.h"

#include <QCoreApplication>
#include <QList>
#include <QRect>
#include <QString>

#include <optional>

namespace seki::ui {

struct HandoutOptions;

// What a lesson's handout is made of: the lesson's tree as its file holds it, and its texts in the
// window's language.
struct LessonSource {
    SgfGameTree tree;
    int width = 19;
    int height = 19;
    Rules rules = Rules::Japanese;
    double komi = 0;
    QString title;
    QString comment;             // the root's text
    QList<LessonNodeText> nodes; // the other nodes' names and texts
};

// One diagram of a lesson's handout, as Go books print them.
struct LessonDiagram {
    enum class Kind {
        Position, // the lesson's position with its marks and text
        Line,     // a line of the lesson: its moves numbered, the last node's marks, each move's text
        Problem,  // an exercise's question: the position as the student finds it
        Answer,   // an exercise's key: the groups' statuses, the count, or the right move and refutations
    };
    Kind kind = Kind::Position;
    int exercise = -1; // Problem and Answer: which exercise of the lesson (from 0)
    QString heading;   // "Diagram 2: If Black captures at D13", "Problem 1"
    QString text;      // the teacher's words (each move's after its number), the question, the key
    QString notes;     // under the board: "3 at 1", "4: pass"
    BoardScene scene;  // what the board shows
    QRect region;      // the part of the board shown, in points
};

// A lesson's own positions for paper: the position with its marks and text, each line played out
// as a numbered diagram (core's moveDiagram: "3 at 1" under it), and each exercise as a problem
// (the question, the board as the student finds it, cropped around the groups asked about by
// core's cropAround) and its answer (ExerciseSession's key and reasons).
class LessonHandout {
    Q_DECLARE_TR_FUNCTIONS(LessonHandout)
public:
    // The lesson at `path` (bundled, the teacher's, or any lesson-shaped file) with its texts in the
    // window's language; nullopt when it cannot be read or is no lesson.
    static std::optional<LessonSource> read(const QString& path);

    // The diagrams in order: the lesson's (position, then its lines in the tree's order; the lines
    // below an exercise are its answers), then every exercise's problem, then every answer (when
    // `options.answerPage`). The lesson's diagrams share one region (the options' choice, or around
    // everything the lesson plays and marks); a problem and its answer share theirs.
    static QList<LessonDiagram> diagrams(const LessonSource& lesson, const HandoutOptions& options);

    // Whether `question` says already that `toPlay` is to play ("White to play: punish it."), in
    // any of the ways the window's language says it: the problem page then does not say it again.
    static bool saysWhoPlays(const QString& question, Color toPlay);

    // The exercises the lesson poses, as nodes in the tree's order.
    static QList<int> exercises(const LessonSource& lesson);
};

} // namespace seki::ui
