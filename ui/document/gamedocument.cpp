#include "document/gamedocument.h"

#include "document/gamefile.h"

#include "board/rulesets.h"
#include "common/parseerrortext.h"
#include "common/warningtext.h"
#include "sgf/gameloader.h"
#include "sgf/parseerror.h"
#include "sgf/positionwriter.h"
#include "sgf/sgfwriter.h"
#include "sgf/treecursor.h"

#include <QFile>
#include <QFileInfo>

#include <exception>

namespace seki::ui {

std::unique_ptr<GameDocument> GameDocument::open(const QString& path, FileError& error, const GameChooser& chooseGame)
{
    QString problem;
    const std::optional<QByteArray> bytes = GameFile::read(path, &problem);
    if (!bytes) {
        error = {path, 0, 0, problem};
        return nullptr;
    }
    return fromBytes(*bytes, path, error, chooseGame);
}

QStringList GameDocument::gameDescriptions(const SgfCollection& collection)
{
    QStringList descriptions;
    for (size_t k = 0; k < collection.games.size(); ++k) {
        const SgfNode& root = collection.games[k].root();
        const auto text = [&](const char* identifier) {
            return QString::fromStdString(root.text(identifier).value_or(std::string{})).simplified().left(60);
        };
        QStringList parts;
        if (!text("PB").isEmpty() || !text("PW").isEmpty())
            parts << tr("%1 (Black) – %2 (White)").arg(text("PB"), text("PW"));
        for (const char* identifier : {"GN", "EV", "DT", "RE"})
            if (!text(identifier).isEmpty())
                parts << text(identifier);
        descriptions << tr("Game %1").arg(k + 1)
                            + (parts.isEmpty() ? QString() : QStringLiteral(": ") + parts.join(QStringLiteral(", ")));
    }
    return descriptions;
}

std::unique_ptr<GameDocument> GameDocument::fromText(const QByteArray& text, const QString& path, Format format,
                                                     FileError& error, const GameChooser& chooseGame)
{
    const LoadedFile file = loadFile(std::string_view(text.constData(), size_t(text.size())),
                                     format == Format::Pos ? GameFormat::Pos : GameFormat::Sgf);
    return fromLoaded(file, path, error, chooseGame);
}

std::unique_ptr<GameDocument> GameDocument::fromBytes(const QByteArray& bytes, const QString& name, FileError& error,
                                                      const GameChooser& chooseGame)
{
    const QByteArray encodedName = name.toUtf8();
    const LoadedFile file = loadFile(std::string_view(bytes.constData(), size_t(bytes.size())),
                                     std::string_view(encodedName.constData(), size_t(encodedName.size())));
    std::unique_ptr<GameDocument> document = fromLoaded(file, name, error, chooseGame);
    if (document)
        document->m_pasted = name.isEmpty();
    return document;
}

std::unique_ptr<GameDocument> GameDocument::fromLoaded(const LoadedFile& file, const QString& path, FileError& error,
                                                       const GameChooser& chooseGame)
{
    int index = 0;
    if (file.gameCount() > 1 && chooseGame) {
        index = chooseGame(gameDescriptions(file.collection));
        if (index < 0 || index >= file.gameCount()) {
            error = {path, 0, 0, QString()}; // the user cancelled: nothing to report
            return nullptr;
        }
    }
    const LoadedGame game = loadGame(file, index);
    if (game.error) {
        error = {path, game.error->line, game.error->column, ParseErrorText::message(*game.error)};
        return nullptr;
    }
    std::unique_ptr<GameDocument> document(new GameDocument);
    document->m_path = path;
    document->m_format = file.format == GameFormat::Pos ? Format::Pos : Format::Sgf;
    document->m_sourceFormat = file.format;
    document->m_collection = file.collection;
    document->m_game = index;
    document->m_record = game.record;
    if (index >= 0 && size_t(index) < file.collection.games.size())
        document->m_firstTriedNode = file.collection.games[size_t(index)].nodeCount();
    document->m_info = game.info;
    document->m_position = game.position;
    document->m_caseName = QString::fromStdString(game.name);
    document->m_caseNote = QString::fromStdString(game.note);
    for (const SgfWarning& warning : game.warnings) {
        const QString message = WarningText::message(warning);
        document->m_warnings << (warning.location.isValid() ? tr("line %1: %2").arg(warning.location.line).arg(message)
                                                            : message);
    }
    document->rescore();
    return document;
}

std::unique_ptr<GameDocument> GameDocument::fromPosition(const Position& position)
{
    std::unique_ptr<GameDocument> document(new GameDocument);
    document->m_edited = true;
    document->m_position = position;
    document->m_info.width = position.board.width();
    document->m_info.height = position.board.height();
    document->m_info.komi = position.komi;
    document->m_fileInfo = document->m_info;
    document->rescore();
    return document;
}

bool GameDocument::canSaveInPlace() const
{
    // An edited game keeps only its final position: writing it over a file that holds the moves
    // would lose them, so that takes a new name.
    if (m_edited && m_record && m_record->moveCount() > 0)
        return false;
    // Another server's record is saved as SGF, under a name of its own: never over the record.
    return m_format == Format::Sgf && m_sourceFormat == GameFormat::Sgf && !m_path.isEmpty()
           && !m_path.startsWith(QLatin1Char(':'));
}

void GameDocument::markSaved(const QString& path, const std::optional<QString>& result)
{
    if (m_edited) {
        // The file now holds the setup position: it is what undoing back to "unedited" means.
        if (m_collection.games.empty()) {
            m_collection.games.push_back(editedTree());
            m_game = 0;
        } else
            m_collection.games[size_t(m_game)] = editedTree();
        try {
            m_record = GameRecord::read(m_collection.games[size_t(m_game)]);
        } catch (const std::exception&) {
            m_record.reset(); // our own writing always reads back; keep going without it
        }
        m_caseName.clear();
        m_caseNote.clear();
    } else if (m_format == Format::Pos || m_collection.games.empty()) {
        m_collection.games.clear();
        m_collection.games.push_back(treeFromPosition());
        m_game = 0;
    }
    if (result) {
        m_collection.games[size_t(m_game)].root().setText("RE", result->toStdString());
        m_info.result = result->toStdString();
    }
    m_fileInfo = m_info;
    m_path = path;
    m_format = Format::Sgf;
    m_sourceFormat = GameFormat::Sgf;
    m_pasted = false;
}

void GameDocument::setEditedPosition(const Position& position, bool edited)
{
    if (edited && !m_edited)
        m_fileInfo = m_info;
    m_edited = edited;
    m_position = position;
    // The record's nodes are gone (or back): the final position is counted again.
    m_countedNode.reset();
    m_shown.reset();
    m_shownMarks.clear();
    if (m_edited) {
        m_info.width = position.board.width();
        m_info.height = position.board.height();
        m_info.komi = position.komi;
        // The stored result was the recorded game's; the edited position has none yet.
        m_info.result.clear();
    } else {
        m_info = m_fileInfo;
    }
    rescore();
    emit positionEdited();
    emit deadStonesChanged();
}

bool GameDocument::isDead(Point point) const
{
    const Position& counted = position();
    return counted.board.contains(point) && counted.dead.test(size_t(counted.board.index(point)));
}

void GameDocument::setDead(const std::vector<Point>& stones, bool dead)
{
    setDead(m_countedNode, stones, dead);
}

void GameDocument::setDead(const std::optional<int>& node, const std::vector<Point>& stones, bool dead)
{
    const bool counted = node == m_countedNode;
    // A shown node's marks need the record (an edit drops them with it).
    if (!counted && node && !reviewedTree())
        return;
    // The board the marks belong to: the counted one, the final one, or a shown node's.
    std::optional<Position> other;
    if (!counted && node) {
        const SgfGameTree& tree = *reviewedTree();
        if (*node < 0 || *node >= int(tree.nodeCount()))
            return;
        TreeCursor cursor(tree, m_info.width, m_info.height);
        cursor.goTo(*node);
        other.emplace();
        other->board = cursor.state().board;
        other->dead = m_shownMarks[*node];
    }
    Position& target = counted ? (m_shown ? *m_shown : m_position) : (other ? *other : m_position);
    bool changed = false;
    for (const Point& p : stones) {
        if (!target.board.contains(p) || !isStone(target.board.at(p)))
            continue;
        const size_t index = size_t(target.board.index(p));
        if (target.dead.test(index) != dead) {
            target.dead.set(index, dead);
            changed = true;
        }
    }
    if (!changed)
        return;
    if (other)
        m_shownMarks[*node] = other->dead;
    if (counted)
        rescore();
    emit deadStonesChanged();
}

void GameDocument::setCountedNode(std::optional<int> node)
{
    const SgfGameTree* tree = reviewedTree();
    if (!tree || (node && (*node < 0 || *node >= int(tree->nodeCount()) || *node == m_record->mainLine().back())))
        node.reset();
    if (node == m_countedNode)
        return;
    // The marks of the node left stay with it, for when it is counted again.
    if (m_countedNode && m_shown)
        m_shownMarks[*m_countedNode] = m_shown->dead;
    m_countedNode = node;
    m_shown.reset();
    if (node) {
        // Go logic stays in core: the board, captures and move after the node come from the cursor.
        TreeCursor cursor(*tree, m_info.width, m_info.height);
        cursor.goTo(*node);
        Position shown = m_position;
        shown.board = cursor.state().board;
        shown.capturedByBlack = cursor.state().capturedByBlack;
        shown.capturedByWhite = cursor.state().capturedByWhite;
        shown.dead.reset();
        if (auto kept = m_shownMarks.find(*node); kept != m_shownMarks.end())
            shown.dead = kept->second;
        m_shown = std::move(shown);
        // What that replay left out, so that the count can say its board is not the record's.
        m_shownProblems = cursor.problemsOnPath();
    }
    rescore();
    emit deadStonesChanged();
}

std::vector<TreeCursor::PathProblem> GameDocument::countedProblems() const
{
    return m_shown ? m_shownProblems : std::vector<TreeCursor::PathProblem>{};
}

std::optional<ScoreResult> GameDocument::finalScore(Rules rules) const
{
    if (!m_shown) {
        const ScoreResult* result = score(rules, m_eyeMethod);
        if (!result)
            result = score(rules);
        return result ? std::optional<ScoreResult>(*result) : std::nullopt;
    }
    try {
        Scorer scorer;
        scorer.setEyeMethod(m_eyeMethod);
        return scorer.score(m_position, rules);
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

std::vector<Point> GameDocument::deadStones() const
{
    std::vector<Point> stones;
    const Board& board = m_position.board;
    board.forEachPoint([&](Board::Index i) {
        if (m_position.dead.test(size_t(i)))
            stones.push_back(board.point(i));
    });
    return stones;
}

EngineGame GameDocument::engineGame() const
{
    if (m_record && !m_edited) {
        EngineGame game = EngineGame::fromRecord(*m_record);
        game.komi = m_position.komi;
        return game;
    }
    return EngineGame::fromPosition(m_position);
}

int GameDocument::moveCount() const
{
    return m_record && !m_edited ? m_record->moveCount() : 0;
}

const SgfGameTree* GameDocument::reviewedTree() const
{
    return m_record && !m_edited && m_format == Format::Sgf && size_t(m_game) < m_collection.games.size()
               ? &m_collection.games[size_t(m_game)]
               : nullptr;
}

GameRecord::State GameDocument::stateAfterMove(int moves) const
{
    if (m_record && !m_edited)
        return m_record->stateAfterMove(moves);
    GameRecord::State state;
    state.board = m_position.board;
    state.capturedByBlack = m_position.capturedByBlack;
    state.capturedByWhite = m_position.capturedByWhite;
    return state;
}

std::optional<Point> GameDocument::finalLastMove() const
{
    if (!m_record || m_edited)
        return std::nullopt;
    return m_record->stateAfterMove(m_record->moveCount()).lastMove;
}

void GameDocument::rescore()
{
    m_scores->rescore(position(), m_eyeMethod);
}

void GameDocument::setEyeMethod(EyeMethod method)
{
    if (method == m_eyeMethod)
        return;
    m_eyeMethod = method;
    rescore();
    emit eyeMethodChanged();
}

QString GameDocument::storedResult() const
{
    return QString::fromStdString(m_info.result);
}

std::string GameDocument::capturesNote() const
{
    // Said in GC for people; the CAPTURES property is what this program reads back.
    return tr("Captured during play (not part of this record): %1 by Black, %2 by White.")
        .arg(m_position.capturedByBlack)
        .arg(m_position.capturedByWhite)
        .toStdString();
}

SgfGameTree GameDocument::treeFromPosition() const
{
    return seki::treeFromPosition(m_position, SEKISCOPE_VERSION, m_caseName.toStdString(), m_caseNote.toStdString(),
                                  capturesNote());
}

SgfGameTree GameDocument::editedTree() const
{
    if (m_format == Format::Pos || m_collection.games.empty())
        return treeFromPosition();
    return seki::editedTree(m_collection.games[size_t(m_game)].root(), m_position, capturesNote());
}

QByteArray GameDocument::sgfText(Rules rules, const std::optional<QString>& result) const
{
    SgfCollection collection = m_collection;
    size_t game = size_t(m_game);
    if (m_edited) {
        // Only the reviewed game was edited: a collection's other games stay as they were.
        if (collection.games.empty() || m_format == Format::Pos) {
            collection.games = {editedTree()};
            game = 0;
        } else {
            collection.games[game] = editedTree();
        }
    } else if (m_format == Format::Pos || collection.games.empty()) {
        collection.games.clear();
        collection.games.push_back(treeFromPosition());
        game = 0;
    }
    SgfGameTree& tree = collection.games[game];
    const int finalNode
        = m_record && m_format == Format::Sgf && !m_edited ? m_record->mainLine().back() : tree.lastMainLineNode();
    // The final position's territory under the chosen eye count (the local-game reading when the
    // user chose it), so the file says what the window said there, even while another position
    // is counted: TB/TW belong to the main line's last node.
    const std::optional<ScoreResult> finalResult = finalScore(rules);
    writeTerritory(tree.node(finalNode), m_position, finalResult ? &*finalResult : nullptr);
    if (result)
        tree.root().setText("RE", result->toStdString());
    declareUtf8(collection);
    const std::string text = writeSgf(collection);
    return QByteArray(text.data(), qsizetype(text.size()));
}

int GameDocument::addTriedMove(int parent, Color colour, std::optional<Point> point)
{
    if (!reviewedTree() || !isStone(colour))
        return -1;
    SgfGameTree& tree = m_collection.games[size_t(m_game)];
    if (parent < 0 || parent >= tree.nodeCount())
        return -1;
    if (tree.node(parent).children().empty() && parent == tree.lastMainLineNode())
        return -1;
    const int node = tree.addChild(parent);
    tree.node(node).setText(colour == Color::Black ? "B" : "W", point ? toSgf(*point) : std::string());
    emit treeEdited();
    return node;
}

bool GameDocument::removeTriedNodes(int node)
{
    if (!isTried(node))
        return false;
    SgfGameTree& tree = m_collection.games[size_t(m_game)];
    const std::vector<int> moved = tree.removeSubtree(node);
    const auto follow = [&moved](int index) { return index >= 0 && size_t(index) < moved.size() ? moved[size_t(index)] : index; };
    std::map<int, Board::Mask> marks;
    for (const auto& [shown, mask] : m_shownMarks)
        if (const int now = follow(shown); now != SgfNode::NoNode)
            marks.emplace(now, mask);
    m_shownMarks = std::move(marks);
    if (m_countedNode) {
        const int now = follow(*m_countedNode);
        if (now == SgfNode::NoNode) {
            m_countedNode.reset();
            m_shown.reset();
            rescore();
            emit deadStonesChanged();
        } else {
            m_countedNode = now;
            // Only tried moves were taken away: the nodes above the counted one are all still there.
            for (TreeCursor::PathProblem& problem : m_shownProblems)
                problem.node = follow(problem.node);
        }
    }
    emit treeEdited();
    return true;
}

GameDocument::TreeSnapshot GameDocument::snapshot() const
{
    TreeSnapshot snapshot;
    if (const SgfGameTree* tree = reviewedTree())
        snapshot.tree = *tree;
    snapshot.shownMarks = m_shownMarks;
    snapshot.shownMarks.erase(m_countedNode.value_or(SgfNode::NoNode));
    if (m_countedNode && m_shown)
        snapshot.shownMarks[*m_countedNode] = m_shown->dead;
    snapshot.countedNode = m_countedNode;
    return snapshot;
}

void GameDocument::restore(const TreeSnapshot& snapshot)
{
    if (!reviewedTree())
        return;
    m_collection.games[size_t(m_game)] = snapshot.tree;
    m_shownMarks = snapshot.shownMarks;
    // The counted node is the window's to choose again (it follows the node shown); until then
    // the end of the game is counted, as it is by default.
    if (m_countedNode) {
        m_countedNode.reset();
        m_shown.reset();
        rescore();
        emit deadStonesChanged();
    }
    emit treeEdited();
}

} // namespace seki::ui
