#include "gamedocument.h"

#include "gamefile.h"

#include "sgf/parseerror.h"
#include "sgf/posreader.h"
#include "sgf/sgfparser.h"
#include "sgf/sgfwriter.h"
#include "sgf/treecursor.h"

#include <QFile>
#include <QFileInfo>

#include <exception>

namespace seki::ui {

namespace {

constexpr std::array<Rules, 3> AllRules{Rules::Japanese, Rules::JapaneseStrict, Rules::Chinese};

int slot(Rules rules)
{
    switch (rules) {
    case Rules::Japanese:
        return 0;
    case Rules::JapaneseStrict:
        return 1;
    case Rules::Chinese:
        return 2;
    }
    return 0;
}

} // namespace

GameDocument::Format GameDocument::formatFor(const QString& path)
{
    return QFileInfo(path).suffix().compare(QLatin1String("pos"), Qt::CaseInsensitive) == 0 ? Format::Pos
                                                                                            : Format::Sgf;
}

std::unique_ptr<GameDocument> GameDocument::open(const QString& path, FileError& error)
{
    QString problem;
    const std::optional<QByteArray> bytes = GameFile::read(path, &problem);
    if (!bytes) {
        error = {path, 0, 0, problem};
        return nullptr;
    }
    return fromText(*bytes, path, formatFor(path), error);
}

std::unique_ptr<GameDocument> GameDocument::fromText(const QByteArray& text, const QString& path, Format format,
                                                     FileError& error)
{
    std::unique_ptr<GameDocument> document(new GameDocument);
    document->m_path = path;
    document->m_format = format;
    const std::string_view bytes(text.constData(), size_t(text.size()));
    try {
        if (format == Format::Pos) {
            PosCase posCase = readPosCase(bytes);
            document->m_position = posCase.position;
            document->m_caseName = QString::fromStdString(posCase.name);
            document->m_caseNote = QString::fromStdString(posCase.note);
            document->m_info.width = posCase.position.board.width();
            document->m_info.height = posCase.position.board.height();
            document->m_info.komi = posCase.position.komi;
        } else {
            document->m_collection = parseSgf(bytes);
            if (document->m_collection.games.empty())
                throw ParseError(1, 1, "the file holds no game (an SGF game starts with \"(;\")");
            document->m_record = GameRecord::read(document->m_collection.games.front());
            document->m_info = document->m_record->info();
            document->m_position = document->m_record->position();
        }
    } catch (const ParseError& parseError) {
        error = {path, parseError.line, parseError.column, QString::fromStdString(parseError.message)};
        return nullptr;
    } catch (const std::exception& failure) {
        error = {path, 0, 0, QString::fromStdString(failure.what())};
        return nullptr;
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
    return m_format == Format::Sgf && !m_path.isEmpty() && !m_path.startsWith(QLatin1Char(':'));
}

void GameDocument::markSaved(const QString& path, const std::optional<QString>& result)
{
    if (m_edited) {
        // The file now holds the setup position: it is what undoing back to "unedited" means.
        if (m_collection.games.empty())
            m_collection.games.push_back(editedTree());
        else
            m_collection.games.front() = editedTree();
        try {
            m_record = GameRecord::read(m_collection.games.front());
        } catch (const std::exception&) {
            m_record.reset();   // our own writing always reads back; keep going without it
        }
        m_caseName.clear();
        m_caseNote.clear();
    } else if (m_format == Format::Pos || m_collection.games.empty()) {
        m_collection.games.clear();
        m_collection.games.push_back(treeFromPosition());
    }
    if (result) {
        m_collection.games.front().root().setText("RE", result->toStdString());
        m_info.result = result->toStdString();
    }
    m_fileInfo = m_info;
    m_path = path;
    m_format = Format::Sgf;
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
        other = Position{cursor.state().board, m_shownMarks[*node]};
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
    }
    rescore();
    emit deadStonesChanged();
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
    return m_record && !m_edited && m_format == Format::Sgf && !m_collection.games.empty() ? &m_collection.games.front()
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
    m_scoreError.clear();
    for (Rules rules : AllRules) {
        try {
            m_scores[size_t(slot(rules))] = m_scorer->score(position(), rules);
        } catch (const std::exception& failure) {
            m_scores[size_t(slot(rules))].reset();
            m_scoreError = QString::fromStdString(failure.what());
        }
    }
    for (auto& result : m_localGameScores)
        result.reset();
    if (m_eyeMethod != EyeMethod::LocalGame)
        return;
    if (!m_localGameScorer) {
        m_localGameScorer = std::make_unique<Scorer>();
        m_localGameScorer->setEyeMethod(EyeMethod::LocalGame);
    }
    for (Rules rules : AllRules) {
        try {
            m_localGameScores[size_t(slot(rules))] = m_localGameScorer->score(position(), rules);
        } catch (const std::exception& failure) {
            m_scoreError = QString::fromStdString(failure.what());
        }
    }
}

void GameDocument::setEyeMethod(EyeMethod method)
{
    if (method == m_eyeMethod)
        return;
    m_eyeMethod = method;
    rescore();
    emit eyeMethodChanged();
}

const ScoreResult* GameDocument::score(Rules rules, EyeMethod method) const
{
    if (method == EyeMethod::Boundary)
        return score(rules);
    const auto& result = m_localGameScores[size_t(slot(rules))];
    return result ? &*result : nullptr;
}

const ScoreResult* GameDocument::score(Rules rules) const
{
    const auto& result = m_scores[size_t(slot(rules))];
    return result ? &*result : nullptr;
}

QString GameDocument::storedResult() const
{
    return QString::fromStdString(m_info.result);
}

SgfGameTree GameDocument::treeFromPosition() const
{
    const Board& board = m_position.board;
    SgfGameTree tree;
    SgfNode& root = tree.root();
    root.setText("FF", "4");
    root.setText("GM", "1");
    root.setText("CA", "UTF-8");
    root.set("AP", {SgfValue::fromCompose("SekiScope", SEKISCOPE_VERSION)});
    if (board.width() == board.height())
        root.setText("SZ", std::to_string(board.width()));
    else
        root.set("SZ", {SgfValue::fromCompose(std::to_string(board.width()), std::to_string(board.height()))});
    root.setText("KM", formatScore(m_position.komi));
    root.setText("RU", m_position.rules == Rules::Chinese ? "Chinese" : "Japanese");
    if (!m_caseName.isEmpty())
        root.setText("GN", m_caseName.toStdString());
    std::string comment = m_caseNote.toStdString();
    // SGF has no property for stones captured before the final position: keep the numbers
    // readable for whoever opens the file.
    if (m_position.capturedByBlack || m_position.capturedByWhite) {
        if (!comment.empty())
            comment += "\n\n";
        comment += tr("Captured during play (not part of this record): %1 by Black, %2 by White.")
                       .arg(m_position.capturedByBlack)
                       .arg(m_position.capturedByWhite)
                       .toStdString();
    }
    if (!comment.empty())
        root.setText("GC", comment);
    board.forEachPoint([&](Board::Index i) {
        const Color color = board.at(i);
        if (isStone(color))
            root.addValue(color == Color::Black ? "AB" : "AW", SgfValue::fromText(toSgf(board.point(i))));
    });
    return tree;
}

SgfGameTree GameDocument::editedTree() const
{
    if (m_format == Format::Pos || m_collection.games.empty())
        return treeFromPosition();
    // The root as the file had it (names, players, comments, charset), without what the edit
    // replaces; its moves and variations belong to a game this position no longer is.
    SgfGameTree tree;
    SgfNode& root = tree.root();
    root.properties() = m_collection.games.front().root().properties();
    for (const char* identifier : {"AB", "AW", "AE", "SZ", "KM", "RU", "RE", "TB", "TW", "HA", "PL", "B", "W"})
        root.remove(identifier);
    const Board& board = m_position.board;
    if (board.width() == board.height())
        root.setText("SZ", std::to_string(board.width()));
    else
        root.set("SZ", {SgfValue::fromCompose(std::to_string(board.width()), std::to_string(board.height()))});
    root.setText("KM", formatScore(m_position.komi));
    root.setText("RU", m_position.rules == Rules::Chinese ? "Chinese" : "Japanese");
    board.forEachPoint([&](Board::Index i) {
        const Color color = board.at(i);
        if (isStone(color))
            root.addValue(color == Color::Black ? "AB" : "AW", SgfValue::fromText(toSgf(board.point(i))));
    });
    return tree;
}

QByteArray GameDocument::sgfText(Rules rules, const std::optional<QString>& result) const
{
    SgfCollection collection = m_collection;
    if (m_edited) {
        // Only the first game was edited: a collection's other games stay as they were.
        if (collection.games.empty() || m_format == Format::Pos)
            collection.games = {editedTree()};
        else
            collection.games.front() = editedTree();
    } else if (m_format == Format::Pos || collection.games.empty()) {
        collection.games.clear();
        collection.games.push_back(treeFromPosition());
    }
    SgfGameTree& tree = collection.games.front();
    const int finalNode = m_record && m_format == Format::Sgf && !m_edited ? m_record->mainLine().back()
                                                                           : tree.lastMainLineNode();
    SgfNode& node = tree.node(finalNode);
    node.remove("TB");
    node.remove("TW");
    const Board& board = m_position.board;
    // The final position's territory under the chosen eye count (the local-game reading when the
    // user chose it), so the file says what the window said there, even while another position
    // is counted: TB/TW belong to the main line's last node.
    const std::optional<ScoreResult> finalResult = finalScore(rules);
    const ScoreResult* scored = finalResult ? &*finalResult : nullptr;
    // KGS writes a dead stone's point as the opponent's territory, and that is how the file says
    // which stones are dead: write it for every dead stone, even where these rules count the
    // point for no one, so the marks survive reopening.
    board.forEachPoint([&](Board::Index i) {
        const Point p = board.point(i);
        char owner = scored ? scored->territoryChar(p) : '.';
        if (m_position.dead.test(size_t(i)))
            owner = board.at(i) == Color::White ? 'b' : 'w';
        if (owner == 'b' || owner == 'w')
            node.addValue(owner == 'b' ? "TB" : "TW", SgfValue::fromText(toSgf(p)));
    });
    if (result)
        tree.root().setText("RE", result->toStdString());
    const std::string text = writeSgf(collection);
    return QByteArray(text.data(), qsizetype(text.size()));
}

} // namespace seki::ui
