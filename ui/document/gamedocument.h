#pragma once

#include "common/fileerror.h"
#include "document/gamescores.h"

#include "board/position.h"
#include "engine/enginegame.h"
#include "scoring/scoreresult.h"
#include "scoring/scorer.h"
#include "sgf/gameformat.h"
#include "sgf/gameloader.h"
#include "sgf/gamerecord.h"
#include "sgf/sgfcollection.h"
#include "sgf/treecursor.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <array>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace seki::ui {

// One open game: the file's tree (kept whole, so saving writes back everything it held), its
// replayed record, the final position with the dead marks the user has made, and the scores
// under the three rule sets, recomputed whenever the marks change.
class GameDocument : public QObject {
    Q_OBJECT
public:
    enum class Format { Sgf, Pos };
    // Picks the game of a collection to review from their descriptions (gameDescriptions());
    // returns its index, or -1 to open none.
    using GameChooser = std::function<int(const QStringList& games)>;

    // Reads a file; nullptr (and `error` filled in) when it cannot be read or parsed, or when
    // `chooseGame` (asked only for a collection of several games; without it, the first game)
    // picked none: then error.message is empty.
    static std::unique_ptr<GameDocument> open(const QString& path, FileError& error,
                                              const GameChooser& chooseGame = {});
    // A new position set up by hand (the board editor's blank board): no file yet, saved as SGF
    // setup stones.
    static std::unique_ptr<GameDocument> fromPosition(const Position& position);
    // The same from text already in memory (tests, bundled games).
    static std::unique_ptr<GameDocument> fromText(const QByteArray& text, const QString& path, Format format,
                                                  FileError& error, const GameChooser& chooseGame = {});
    // Bytes in any format SekiScope reads, found by their content and `name` (the file's path,
    // "" for text pasted: then the document has no file and Save asks for one). A Tygem, WBaduk
    // or Pandanet record becomes a game tree like SGF's; it is saved as SGF, under a new name.
    static std::unique_ptr<GameDocument> fromBytes(const QByteArray& bytes, const QString& name, FileError& error,
                                                   const GameChooser& chooseGame = {});
    // "Game 2: A (Black) – B (White), event, date, result", one per game of the collection.
    static QStringList gameDescriptions(const SgfCollection& collection);

    QString path() const { return m_path; }
    Format format() const { return m_format; }
    // Read from text pasted or dropped, not from a file (until it is saved).
    bool isPasted() const { return m_pasted; }
    // The format the file was read from (SGF after a save).
    GameFormat sourceFormat() const { return m_sourceFormat; }
    // Whether saving can write back to path() (a .pos case or a bundled game cannot).
    bool canSaveInPlace() const;
    // After sgfText() was written to `path`: the document continues as that SGF file (a .pos
    // game too), and the result written becomes the stored one.
    void markSaved(const QString& path, const std::optional<QString>& result);

    // Which game of the file's collection this is (0 for the first, and for .pos files).
    int gameIndex() const { return m_game; }
    // The root of the file's game under review (its game information), edited or not; nullptr
    // for a .pos case or a position set up from nothing.
    const SgfNode* gameInformation() const
    {
        return m_format == Format::Sgf && size_t(m_game) < m_collection.games.size()
                   ? &m_collection.games[size_t(m_game)].root()
                   : nullptr;
    }
    // How many games the file holds (1 for .pos files and positions set up).
    int gameCount() const { return std::max(1, int(m_collection.games.size())); }
    // What the user should know about how the file was read (texts in a charset that could not
    // be read, text after the last game), as "line N: what"; empty when there is nothing.
    const QStringList& warnings() const { return m_warnings; }

    // Root game information in UTF-8 (empty for .pos files); name and note for .pos cases.
    const GameInfo& info() const { return m_info; }
    QString caseName() const { return m_caseName; }
    QString caseNote() const { return m_caseNote; }
    // The lesson a position without a file of its own comes from (an exercise opened from a
    // lesson): the Game panel names it by the lesson's title in the window's language.
    QString lessonPath() const { return m_lessonPath; }
    void setLessonPath(const QString& path) { m_lessonPath = path; }

    // The position counted, with its dead marks: the final position of the main line, or the
    // one after the node chosen with setCountedNode(). The scores, marks and walk-through are its.
    const Position& position() const { return m_shown ? *m_shown : m_position; }
    // The final position of the main line with its marks: what Save writes, whatever is counted.
    const Position& finalPosition() const { return m_position; }
    // Counts the position after `node` of reviewedTree() (its board from TreeCursor) instead of
    // the final one; nullopt, the main line's last node or a node outside the tree returns to the
    // end of the main line. A shown node's marks are its own: kept for that node, never the
    // final position's. Rescores; deadStonesChanged() follows when the counted position changed.
    void setCountedNode(std::optional<int> node);
    // nullopt while the end of the main line is counted.
    std::optional<int> countedNode() const { return m_countedNode; }
    // What the record's nodes from the root to the counted node could not apply as written (a
    // variation's setup point off the board, a move on a stone): the counted board lacks it, and
    // the window says so beside the count. Empty for the final position (the main line has none:
    // the file would not have opened).
    std::vector<TreeCursor::PathProblem> countedProblems() const;

    // On the counted position.
    bool isDead(Point point) const;
    // Marks or unmarks stones dead on the counted position; stones only, empty points are ignored.
    void setDead(const std::vector<Point>& stones, bool dead);
    // The same on the position after `node` (nullopt: the final position), counted or not: an
    // undo of a mark made on a position no longer counted changes that position's marks only.
    void setDead(const std::optional<int>& node, const std::vector<Point>& stones, bool dead);
    // The final position's dead stones (what Save writes and recovery keeps).
    std::vector<Point> deadStones() const;
    // The final position's score under `rules` and the chosen eye count, whatever is counted:
    // the territory and result Save writes. nullopt when the scorer failed.
    std::optional<ScoreResult> finalScore(Rules rules) const;

    // The board editor sets the position up by hand: stones placed and removed as
    // setup (no captures), any board size, komi and rules (Position::rules, written as RU).
    // An edited game is a setup position: the record's moves are no longer shown, and saving
    // writes the position as AB/AW in the first game's root, the root's other properties kept.
    // `edited` false returns to the file's own record (undoing the first edit).
    void setEditedPosition(const Position& position, bool edited = true);
    bool isEdited() const { return m_edited; }

    // The position as a GTP engine is given it: the record's moves, or (edited, .pos) the stones.
    EngineGame engineGame() const;

    int moveCount() const;
    // The reviewed game's tree (comments, variations) while the record is shown; nullptr for a
    // .pos case or an edited position. It stays put until positionEdited().
    const SgfGameTree* reviewedTree() const;
    GameRecord::State stateAfterMove(int moves) const;
    std::optional<Point> finalLastMove() const;

    // Trying moves (Go › Try Moves): the reviewed tree grows by the moves tried, kept as
    // variations and saved with the file. Nodes from firstTriedNode() on were added this session;
    // only those can be taken away again, so the file's own nodes keep their indices.
    int firstTriedNode() const { return m_firstTriedNode; }
    bool isTried(int node) const { return reviewedTree() && node >= m_firstTriedNode && node < reviewedTree()->nodeCount(); }
    // Adds a last child of `parent` in which `colour` plays at `point` (nullopt: passes); returns
    // its index, or -1 when `parent` is not in the tree or is the end of the main line (a child
    // there would lengthen the game whose end is scored and saved). The caller has checked the
    // move against the rules of play (play/rulesofplay.h).
    int addTriedMove(int parent, Color colour, std::optional<Point> point);
    // Takes away a tried node and everything below it; false when `node` is not a tried node.
    // The nodes after it move down (SgfGameTree::removeSubtree): the counted node and the marks
    // of shown nodes follow them. Whoever shows the tree leaves the line first (a counted node
    // taken away makes the final position counted again, and deadStonesChanged() says so at once).
    bool removeTriedNodes(int node);
    // The tree and the marks of its shown nodes as they are, to put back exactly (the undo of a
    // removal).
    struct TreeSnapshot {
        SgfGameTree tree;
        std::map<int, Board::Mask> shownMarks;
        std::optional<int> countedNode;
    };
    TreeSnapshot snapshot() const;
    void restore(const TreeSnapshot& snapshot);

    // The counted position's scores under every rule set, with their traces: rescored here on
    // every change, read by every panel (GameScores::changed() tells them).
    GameScores* scores() const { return m_scores.get(); }
    // The latest scores (Japanese, JapaneseStrict, Chinese), or nullptr when the scorer failed
    // (then scoreError() says why).
    const ScoreResult* score(Rules rules) const { return m_scores->result(rules); }
    QString scoreError() const { return m_scores->error(); }

    // How the seki decision counts eyes for the board's territory. score(rules) stays
    // the default reading (the boundary-length table); saving writes the chosen one; with
    // EyeMethod::LocalGame the document also scores with GNU Go's local-game values, so the two
    // readings can be shown side by side. Rescores at once.
    void setEyeMethod(EyeMethod method);
    EyeMethod eyeMethod() const { return m_eyeMethod; }
    // The result under `method`: score(rules) for the boundary table; the local-game reading
    // only while it is the chosen method (nullptr otherwise, or when the scorer failed).
    const ScoreResult* score(Rules rules, EyeMethod method) const { return m_scores->result(rules, method); }

    // RE as the file has it, "" when absent.
    QString storedResult() const;
    // The SGF text to save: the whole collection with, in the reviewed game, the final node's
    // TB/TW replaced by the territory under `rules` and the chosen eye count (KGS: the points of each colour's
    // territory, dead stones' points included) and, when `result` is given, the root's RE set to it. A .pos game
    // becomes a new single-game collection with its position as setup stones.
    QByteArray sgfText(Rules rules, const std::optional<QString>& result) const;

signals:
    void deadStonesChanged();
    // The board editor changed the position (stones, size, komi or rules); the dead marks may
    // have changed with it, and deadStonesChanged() follows.
    void positionEdited();
    // The eye count changed (setEyeMethod): the scores are new, the position and marks are not.
    void eyeMethodChanged();
    // Tried moves were added to the reviewed tree or taken away from it (node indices after a
    // removed node have moved down).
    void treeEdited();

private:
    GameDocument() = default;
    static std::unique_ptr<GameDocument> fromLoaded(const LoadedFile& file, const QString& path, FileError& error,
                                                    const GameChooser& chooseGame);
    void rescore();
    SgfGameTree treeFromPosition() const;
    // The prisoners in words for GC, in the user's language.
    std::string capturesNote() const;
    // The first game as the edited position: its root without the old setup, size, komi,
    // rules, result and moves, and the position's setup stones.
    SgfGameTree editedTree() const;

    QString m_path;
    Format m_format = Format::Sgf;
    GameFormat m_sourceFormat = GameFormat::Sgf;
    bool m_pasted = false;
    SgfCollection m_collection; // empty for .pos
    int m_game = 0;             // the game of m_collection under review
    QStringList m_warnings;
    std::optional<GameRecord> m_record;
    GameInfo m_info;
    QString m_caseName;
    QString m_caseNote;
    QString m_lessonPath;
    Position m_position;
    std::unique_ptr<GameScores> m_scores = std::make_unique<GameScores>();
    bool m_edited = false;
    EyeMethod m_eyeMethod = EyeMethod::Boundary;
    GameInfo m_fileInfo;                     // m_info as read, restored when the edits are undone
    std::optional<int> m_countedNode;        // a shown node counted instead of the final position
    std::optional<Position> m_shown;         // the position after it, with its marks
    std::map<int, Board::Mask> m_shownMarks; // marks of shown nodes, while another is counted
    std::vector<TreeCursor::PathProblem> m_shownProblems; // what m_shown's replay left out
    int m_firstTriedNode = 0;                // the reviewed tree's node count as read
};

} // namespace seki::ui
