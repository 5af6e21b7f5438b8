#include "document/recordnavigator.h"

#include "sgf/nodereplay.h"

#include "common/parseerrortext.h"
#include "document/gamedocument.h"
#include "common/pointnames.h"

#include "sgf/textencoding.h"

#include <algorithm>

namespace seki::ui {

RecordNavigator::RecordNavigator(QObject* parent) : QObject(parent)
{
}

RecordNavigator::~RecordNavigator() = default;

void RecordNavigator::setDocument(const GameDocument* document)
{
    m_document = document;
    m_commentTexts.clear();
    m_cursor.reset();
    m_line.clear();
    m_lineMoves.clear();
    const SgfGameTree* tree = document ? document->reviewedTree() : nullptr;
    if (tree) {
        const Board& board = document->position().board;
        m_cursor = std::make_unique<TreeCursor>(*tree, board.width(), board.height());
        m_cursor->goTo(tree->lastMainLineNode());
        takeLine();
    }
    emit treeChanged();
    emit changed();
}

const SgfGameTree* RecordNavigator::tree() const
{
    return m_cursor && m_document ? m_document->reviewedTree() : nullptr;
}

void RecordNavigator::takeLine()
{
    m_line = m_cursor->line();
    m_lineMoves.assign(1, SgfGameTree::Root);
    for (const int node : m_line) {
        if (node != SgfGameTree::Root && m_cursor->moveOf(node).color != Color::Empty)
            m_lineMoves.push_back(node);
        else
            m_lineMoves.back() = node;
    }
}

int RecordNavigator::move() const
{
    return m_cursor ? m_cursor->state().moveNumber : 0;
}

bool RecordNavigator::onMainLine() const
{
    return !m_cursor || m_cursor->onMainLine();
}

bool RecordNavigator::atScoredPosition() const
{
    if (!m_document)
        return false;
    if (!m_cursor)
        return true;
    if (!m_cursor->onMainLine())
        return false;
    if (m_cursor->node() == m_lineMoves.back())
        return true;
    // Main-line nodes after it that change nothing on the board (a lesson's text or marks, a
    // pass: "nobody plays") leave its board the one that is scored.
    const SgfGameTree* tree = m_document->reviewedTree();
    if (!tree)
        return false;
    const Board& board = m_cursor->state().board;
    for (int node = m_cursor->node(); !tree->node(node).children().empty();) {
        node = tree->node(node).children().front();
        for (const char* identifier : {"AB", "AW", "AE"})
            if (tree->node(node).has(identifier))
                return false;
        for (const char* identifier : {"B", "W"})
            if (const auto value = tree->node(node).text(identifier);
                value && !isPassMove(*value, board.width(), board.height()))
                return false;
    }
    return true;
}

void RecordNavigator::goToMove(int moves)
{
    if (!m_cursor || m_lineMoves.empty())
        return;
    const int node = m_lineMoves[size_t(std::clamp(moves, 0, moveCount()))];
    if (node == m_cursor->node())
        return;
    m_cursor->goTo(node);
    emit changed();
}

void RecordNavigator::goToNode(int node)
{
    if (!m_cursor || node == m_cursor->node() || !m_cursor->goTo(node))
        return;
    takeLine();
    emit changed();
}

void RecordNavigator::treeEdited(int node)
{
    const SgfGameTree* tree = this->tree();
    if (!tree || !m_document)
        return;
    const Board& board = m_document->position().board;
    m_cursor = std::make_unique<TreeCursor>(*tree, board.width(), board.height());
    if (!m_cursor->goTo(node))
        m_cursor->goTo(tree->lastMainLineNode());
    takeLine();
    emit treeChanged();
    emit changed();
}

bool RecordNavigator::nextVariation()
{
    if (!m_cursor || !m_cursor->nextVariation())
        return false;
    takeLine();
    emit changed();
    return true;
}

bool RecordNavigator::previousVariation()
{
    if (!m_cursor || !m_cursor->previousVariation())
        return false;
    takeLine();
    emit changed();
    return true;
}

std::optional<int> RecordNavigator::commentAfter() const
{
    return findAfter([this](int node) { return hasComment(node); });
}

std::optional<int> RecordNavigator::commentBefore() const
{
    return findBefore([this](int node) { return hasComment(node); });
}

std::optional<int> RecordNavigator::forkAfter() const
{
    const SgfGameTree* tree = this->tree();
    return findAfter([tree](int node) { return tree->node(node).children().size() > 1; });
}

std::optional<int> RecordNavigator::forkBefore() const
{
    const SgfGameTree* tree = this->tree();
    return findBefore([tree](int node) { return tree->node(node).children().size() > 1; });
}

bool RecordNavigator::nextComment()
{
    return goAlongTheLine(commentAfter());
}

bool RecordNavigator::previousComment()
{
    return goAlongTheLine(commentBefore());
}

bool RecordNavigator::nextFork()
{
    return goAlongTheLine(forkAfter());
}

bool RecordNavigator::previousFork()
{
    return goAlongTheLine(forkBefore());
}

std::optional<int> RecordNavigator::findAfter(const std::function<bool(int)>& wanted) const
{
    if (!tree())
        return std::nullopt;
    // Along the line shown, which may leave the first children behind above the node shown.
    const size_t depth = m_cursor->path().size();
    if (m_line.size() < depth || m_line[depth - 1] != m_cursor->node())
        return std::nullopt;
    for (size_t k = depth; k < m_line.size(); ++k)
        if (wanted(m_line[k]))
            return m_line[k];
    return std::nullopt;
}

std::optional<int> RecordNavigator::findBefore(const std::function<bool(int)>& wanted) const
{
    if (!tree())
        return std::nullopt;
    const std::vector<int>& path = m_cursor->path();
    for (size_t k = path.size() - 1; k-- > 0;)
        if (wanted(path[k]))
            return path[k];
    return std::nullopt;
}

bool RecordNavigator::goAlongTheLine(std::optional<int> node)
{
    // A node of the line shown: the line (and the slider's moves) stay as they are.
    if (!node || !m_cursor->goTo(*node))
        return false;
    emit changed();
    return true;
}

QString RecordNavigator::problemText(const ParseError& error)
{
    const QString message = ParseErrorText::message(error);
    switch (replayEffect(error.problem)) {
    case ReplayEffect::MoveNotPlayed:
        return tr("not played: %1").arg(message);
    case ReplayEffect::SetupNotApplied:
        return tr("not set up: %1").arg(message);
    case ReplayEffect::SetupAppliedInPart:
        return tr("set up only in part: %1").arg(message);
    case ReplayEffect::MovePlayedAnyway:
        break;
    }
    return message;
}

QString RecordNavigator::moveText() const
{
    if (!m_cursor)
        return {};
    const TreeCursor::State& state = m_cursor->state();
    // What the node could not apply as written, each problem with what was left out.
    QString problems;
    for (const ParseError& error : state.problems)
        problems = problems.isEmpty() ? problemText(error) : tr("%1; %2").arg(problems, problemText(error));
    if (state.moveColor == Color::Empty)
        return problems;
    const QString player = state.moveColor == Color::Black ? tr("Black") : tr("White");
    QString text;
    if (state.pass)
        text = tr("%1 passes").arg(player);
    else if (state.movePoint)
        text = tr("%1 %2").arg(player, pointName(*state.movePoint, state.board.height()));
    else
        text = player;
    if (state.captured > 0)
        text += tr(", captures %n", nullptr, state.captured);
    if (!problems.isEmpty())
        text = tr("%1 (%2)").arg(text, problems);
    return text;
}

QString RecordNavigator::comment() const
{
    return m_cursor ? commentOf(m_cursor->node()) : QString();
}

QString RecordNavigator::commentOf(int node) const
{
    const SgfGameTree* tree = this->tree();
    if (!tree || node < 0 || node >= tree->nodeCount())
        return QString();
    if (const auto text = m_commentTexts.constFind(node); text != m_commentTexts.constEnd())
        return *text;
    const std::optional<std::string> raw = tree->node(node).text("C");
    return raw ? QString::fromStdString(decodeToUtf8(*raw, tree->charset()).utf8) : QString();
}

bool RecordNavigator::hasComment(int node) const
{
    const SgfGameTree* tree = this->tree();
    if (!tree || node < 0 || node >= tree->nodeCount())
        return false;
    if (const auto text = m_commentTexts.constFind(node); text != m_commentTexts.constEnd())
        return !text->trimmed().isEmpty();
    // Asked for every node drawn: the raw bytes, not decoded (whitespace is ASCII in every charset
    // a record uses).
    const std::optional<std::string> raw = tree->node(node).text("C");
    return raw && raw->find_first_not_of(" \t\r\n") != std::string::npos;
}

void RecordNavigator::setCommentTexts(const QHash<int, QString>& texts)
{
    m_commentTexts = texts;
    emit changed();
}

} // namespace seki::ui
