#pragma once

#include "board/position.h"
#include "exercise/exercisekey.h"
#include "sgf/nodemarkup.h"
#include "sgf/sgfgametree.h"
#include "sgf/treecursor.h"

#include <QString>

#include <optional>
#include <string>

namespace seki::ui {

// A lesson being written in the lesson editor: its title, and a tree whose root is the position
// set up on the board (kept in the window's document) and whose further nodes are the moves and
// variations the teacher plays out; each node has the teacher's text, marks and labels, and the
// root the side to play. Saved as an SGF lesson (GN, C, TR/SQ/CR/MA/LB, PL, B/W).
class LessonDraft {
public:
    LessonDraft();

    // A new draft on a board of this size: no title, no text, only the root.
    void reset(int width, int height);
    // Takes up a lesson written before (its title, texts, marks, moves and variations) to go on
    // writing it, when `tree`'s main line plays no move and sets nothing up after its root, so
    // its root is the position the document holds. False (the draft unchanged) otherwise.
    bool adopt(const SgfGameTree& tree, int width, int height);
    int width() const { return m_width; }
    int height() const { return m_height; }

    QString title() const { return m_title; }
    void setTitle(const QString& title) { m_title = title; }

    const SgfGameTree& tree() const { return m_tree; }
    int current() const { return m_current; }
    bool atRoot() const { return m_current == SgfGameTree::Root; }
    // Goes to a node of the tree; false for one outside it.
    bool goTo(int node);
    bool back();

    // The teacher's text of the node shown (C).
    QString text() const;
    void setText(const QString& text);
    // The marks and labels of the node shown, and its side to play (used at the root).
    NodeMarkup markup() const;
    void setToPlay(std::optional<Color> colour);

    // Puts `shape` at `point`, or takes it away when it is there (any other mark there goes).
    void toggleShape(Point point, MarkShape shape);
    // A letter at `point`: the next unused one (A, B, ...), or none when the point had one.
    void toggleLabel(Point point);

    // The board at the node shown over the root position `root` (the setup being edited).
    Board boardAt(const Board& root) const;
    // Plays `colour` at `point` from the node shown: to the child that already plays there, else
    // a new node, a variation when the node has a continuation. False (nothing changed) for a
    // point taken, a suicide or a ko retaken at once; `problem` says which.
    bool play(const Board& root, Point point, Color colour, QString* problem = nullptr);
    // Who plays next at the node shown (alternating from the root's PL, Black without one).
    Color toPlay() const;
    // The exercise the node shown poses (EX and its key), if any; setting nullopt takes it away.
    std::optional<ExerciseKey> exercise() const;
    void setExercise(const std::optional<ExerciseKey>& key);
    // Your move: the node shown's move marked as a right answer (TE), a wrong one (BM), or neither.
    enum class Answer { None, Right, Wrong };
    Answer answer() const;
    void setAnswer(Answer answer);
    // The nodes that pose an exercise, in the tree's order.
    std::vector<int> exerciseNodes() const;
    // Renews the key of an exercise at `node` (a Seki or not? or Count it key from the scorer).
    void setExerciseAt(int node, const std::optional<ExerciseKey>& key);

    // The move the node holds, if any.
    std::optional<std::pair<Color, Point>> moveAt(int node) const;

    // The lesson as an SGF file: the root holds `position` as setup (AB/AW), its rules and komi,
    // GN and the texts; then the moves and variations. The main line ends at the position set
    // up, the one the lesson is counted at: when the teacher played from the root, its first
    // child is the side to play passing ("Nobody plays", `nobodyPlays`), and every line played
    // is a variation beside it. `information`, when given, is the game the position came from:
    // its players, date, event and the like are kept (keepGameInformation).
    std::string toSgf(const Position& position, const QString& nobodyPlays = QString(),
                      const SgfNode* information = nullptr) const;

private:
    NodeMarkup markupOf(int node) const;
    void setMarkup(const NodeMarkup& markup);

    int m_width = 19;
    int m_height = 19;
    QString m_title;
    SgfGameTree m_tree;
    int m_current = SgfGameTree::Root;
};

} // namespace seki::ui
