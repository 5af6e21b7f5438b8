#pragma once

#include "sgf/treecursor.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace seki::ui {

class GameDocument;

// Where the window is in the open game's tree: a TreeCursor over the document's record, and the
// line through it (its path continued by first children) that the move slider steps along. Starts
// at the end of the main line, the position that is scored. Without a tree (a .pos case, an
// edited position) there is one position, the document's.
class RecordNavigator : public QObject {
    Q_OBJECT
public:
    explicit RecordNavigator(QObject* parent = nullptr);
    ~RecordNavigator() override;

    // A new document, or the same one after its position was edited: back to the scored end.
    void setDocument(const GameDocument* document);

    bool hasTree() const { return m_cursor != nullptr; }
    // nullptr without a tree.
    const TreeCursor* cursor() const { return m_cursor.get(); }
    // The record's tree; nullptr without one.
    const SgfGameTree* tree() const;

    // The moves of the line shown and how many of them are played on the board.
    int moveCount() const { return m_lineMoves.empty() ? 0 : int(m_lineMoves.size()) - 1; }
    int move() const;
    // The end of the main line: the position that is scored and where dead stones are marked.
    bool atScoredPosition() const;
    bool onMainLine() const;

    // The node's move for the move label ("Black C7, 1 captured"), and what the node could not
    // apply as the record wrote it: "White (not played: move 4: W[zz] is off the 9x9 board)",
    // "not set up: setup after move 3: AB[zz]: ..." for a setup node; "" without either.
    QString moveText() const;
    // One problem the cursor met in a node, in words that say what was left out of the board.
    static QString problemText(const ParseError& error);
    // The node's comment, UTF-8 decoded; "" without one. A text given by setCommentTexts for the
    // node comes instead.
    QString comment() const;
    // Texts to show for some nodes instead of their C (a lesson's, in the window's language),
    // by node index; until the next setDocument.
    void setCommentTexts(const QHash<int, QString>& texts);
    // The same for any node of the tree ("" outside it), and whether it has a comment to read.
    QString commentOf(int node) const;
    bool hasComment(int node) const;

public slots:
    // After `moves` moves of the line shown (clamped).
    void goToMove(int moves);
    void goToNode(int node);
    // The tree's nodes changed (tried moves added or taken away): the cursor is made again over
    // it and goes to `node`, with the line through it; treeChanged() and changed() follow.
    void treeEdited(int node);
    bool nextVariation();
    bool previousVariation();
    // Along the line shown, to the next node after this one (or back to the nearest one before it)
    // that has a comment / where the record branches (more than one move follows); false when
    // there is none that way.
    bool nextComment();
    bool previousComment();
    bool nextFork();
    bool previousFork();
    // Where those would go (nullopt: nowhere).
    std::optional<int> commentAfter() const;
    std::optional<int> commentBefore() const;
    std::optional<int> forkAfter() const;
    std::optional<int> forkBefore() const;

signals:
    // The node shown changed (and with it, perhaps, the line).
    void changed();
    // Another tree (a new document, or none), or the tree's nodes changed: what was laid out
    // from it is stale. changed() follows.
    void treeChanged();

private:
    void takeLine();
    // The first node after this one on the line shown / the nearest before it that is wanted.
    std::optional<int> findAfter(const std::function<bool(int)>& wanted) const;
    std::optional<int> findBefore(const std::function<bool(int)>& wanted) const;
    bool goAlongTheLine(std::optional<int> node);

    QPointer<const GameDocument> m_document;
    QHash<int, QString> m_commentTexts;
    std::unique_ptr<TreeCursor> m_cursor;
    // The line shown, root first: m_line[k] is its node k steps below the root (the cursor's
    // node is m_line[path().size() - 1]).
    std::vector<int> m_line;
    // m_lineMoves[k]: the last node of the line after k of its moves (setup nodes that follow a
    // move belong to it, as in GameRecord).
    std::vector<int> m_lineMoves;
};

} // namespace seki::ui
