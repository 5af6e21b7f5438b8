#pragma once

#include "board/boardinputhandler.h"

#include "board/position.h"
#include "exercise/exercisecheck.h"
#include "exercise/exercisekey.h"
#include "sgf/sgfgametree.h"

#include <QHash>
#include <QObject>
#include <QString>

#include <map>
#include <optional>

namespace seki::ui {

struct BoardScene;

// One exercise being answered: the lesson's node that poses it (EX), the student's answer so far,
// and what checking or revealing it says. The checks are core's (core/exercise); this class keeps
// the answer, turns the checks into words and draws the answer on the board.
//
// The student answers on the board (BoardInputHandler): Seki or not? cycles a block through alive,
// dead, in seki and unanswered; Count it cycles a point through Black's, White's and no one's
// (a result may be typed instead, setResult); Your move plays the side to move. Check says what
// is right and what is not, and why; Show Answer draws the lesson's answer.
class ExerciseSession : public QObject, public BoardInputHandler {
    Q_OBJECT
public:
    explicit ExerciseSession(QObject* parent = nullptr);

    // Starts the exercise posed at `node` of `tree` (copied), on the position there, counted with
    // `komi` and `rules`. `texts` are the lesson's texts by node in the window's language (the
    // question at `node`, the teacher's words on the answers); a node not in it shows its C.
    // False (and `problem`) when the node poses no exercise or its key cannot be read.
    bool start(const SgfGameTree& tree, int node, double komi, Rules rules, const QHash<int, QString>& texts,
               QString* problem = nullptr);
    void stop();
    // The lesson's texts in another language (a live switch): the question and what the panel
    // says follow.
    void setTexts(const QHash<int, QString>& texts);
    bool isActive() const { return m_key.has_value(); }

    ExerciseKind kind() const { return m_key ? m_key->kind : ExerciseKind::SekiOrNot; }
    int node() const { return m_start; }
    // The question (the node's text), and what the student is to do, in words.
    QString question() const;
    QString instructions() const;
    // The side to play in Your move.
    Color toPlay() const { return m_toPlay; }

    void activate(Point point, Qt::MouseButtons buttons, Qt::KeyboardModifiers modifiers) override;
    void hover(std::optional<Point>) override { }

    // Count it: the result as the student writes it ("B+3").
    void setResult(const QString& result);
    QString result() const { return m_result; }

    // Checks the answer given so far; the verdict and its reasons in words.
    void check();
    bool isChecked() const { return m_checked; }
    bool isSolved() const { return m_solved; }
    QString verdict() const { return m_verdict; }
    // Draws the lesson's answer on the board and says it.
    void reveal();
    // Seki or not?, after a check or a reveal: why each block asked about is what the key says
    // (its territory, its eye and the points it shares), one sentence a block.
    QStringList reasons() const;
    // Count it, after a check or a reveal: each side's count and total ("Black: territory 10 +
    // prisoners 2 = 12"), one line a side, Black's first.
    QStringList counts() const;
    // Why `block` is what the key says, in one sentence.
    QString explainBlock(const BlockAnswer& block) const;
    bool isRevealed() const { return m_revealed; }
    // Back to the question, the answer cleared.
    void reset();

    // The board as the exercise shows it: the position (after the moves played in Your move),
    // the student's answer, and after a check or a reveal, what is right and what is not.
    void decorate(BoardScene& scene) const;
    // The board at the node shown (the question's, or the lesson's answer to a move).
    const Board& board() const { return m_board; }

signals:
    // The answer, the check or the board changed.
    void changed();
    // The student solved it (a check found it right).
    void solved();

private:
    // Your move: the move the student played and the lesson's answer to it.
    struct SaidMove {
        MoveAnswer answer;
        Point point;
        bool again = false; // right, and the lesson goes on with the student's side to play
    };
    QString moveVerdict(const SaidMove& said) const;
    QString textAt(int node) const;
    QString colourName(Color colour) const;
    QString names(const std::vector<Point>& points, int limit = 6) const;
    void goTo(int node);
    void playMove(Point point);
    void checkSeki();
    void checkCount();
    Position position() const;

    SgfGameTree m_tree;
    int m_width = 19;
    int m_height = 19;
    QHash<int, QString> m_texts;
    std::optional<ExerciseKey> m_key;
    int m_start = -1; // the node that poses the exercise
    int m_node = -1;  // the node shown (Your move walks the lesson's lines)
    Board m_board;
    std::optional<Board> m_koBoard;
    int m_capturedByBlack = 0;
    int m_capturedByWhite = 0;
    std::optional<Point> m_lastMove;
    double m_komi = 0;
    Rules m_rules = Rules::Japanese;
    Color m_toPlay = Color::Black;

    std::map<Point, BlockStatus> m_blockAnswers; // Seki or not?, by the block's first stone
    TerritoryMap m_marks;                        // Count it
    QString m_result;
    std::optional<SekiAnswerCheck> m_sekiCheck;
    std::optional<CountCheck> m_countCheck;
    std::optional<SaidMove> m_lastAnswer;
    std::vector<Point> m_wrongTry; // Your move: a move the lesson refuted, to try again from the start
    bool m_checked = false;
    bool m_solved = false;
    bool m_revealed = false;
    QString m_verdict;
};

} // namespace seki::ui
