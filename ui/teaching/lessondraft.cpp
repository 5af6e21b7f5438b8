#include "teaching/lessondraft.h"

#include "play/rulesofplay.h"
#include "sgf/nodereplay.h"
#include "sgf/parseerror.h"
#include "sgf/positionwriter.h"
#include "sgf/sgfwriter.h"

#include <QCoreApplication>

#include <algorithm>

namespace seki::ui {

LessonDraft::LessonDraft()
{
    reset(19, 19);
}

void LessonDraft::reset(int width, int height)
{
    m_width = width;
    m_height = height;
    m_title.clear();
    m_tree = SgfGameTree();
    m_current = SgfGameTree::Root;
}

bool LessonDraft::adopt(const SgfGameTree& tree, int width, int height)
{
    // The main line may pass ("nobody plays") but not play a stone or set one up: its end is
    // the position the document holds, which must be the root's.
    for (const int node : tree.mainLine())
        if (node != SgfGameTree::Root) {
            for (const char* identifier : {"AB", "AW", "AE"})
                if (tree.node(node).has(identifier))
                    return false;
            for (const char* identifier : {"B", "W"})
                if (const auto value = tree.node(node).text(identifier); value && !isPassMove(*value, width, height))
                    return false;
        }
    reset(width, height);
    m_tree = tree;
    // The root keeps what the lesson says; the position itself is the document's.
    SgfNode& root = m_tree.root();
    const std::optional<std::string> title = root.text("GN");
    std::vector<SgfProperty> kept;
    for (const SgfProperty& property : root.properties())
        for (const char* identifier : {"C", "N", "TR", "SQ", "CR", "MA", "LB", "PL"})
            if (property.identifier == identifier)
                kept.push_back(property);
    for (const SgfProperty& property : std::vector<SgfProperty>(root.properties()))
        root.remove(property.identifier);
    for (SgfProperty& property : kept)
        root.append(std::move(property));
    m_title = title ? QString::fromStdString(*title) : QString();
    return true;
}

bool LessonDraft::goTo(int node)
{
    if (node < 0 || node >= m_tree.nodeCount())
        return false;
    m_current = node;
    return true;
}

bool LessonDraft::back()
{
    const int parent = m_tree.node(m_current).parent();
    return parent != SgfNode::NoNode && goTo(parent);
}

QString LessonDraft::text() const
{
    const std::optional<std::string> text = m_tree.node(m_current).text("C");
    return text ? QString::fromStdString(*text) : QString();
}

void LessonDraft::setText(const QString& text)
{
    SgfNode& node = m_tree.node(m_current);
    if (text.trimmed().isEmpty())
        node.remove("C");
    else
        node.setText("C", text.toStdString());
}

std::optional<ExerciseKey> LessonDraft::exercise() const
{
    // Written by this class on this board; a key left from a board since resized is none.
    try {
        return readExerciseKey(m_tree.node(m_current), m_width, m_height);
    } catch (const ParseError&) {
        return std::nullopt;
    }
}

void LessonDraft::setExercise(const std::optional<ExerciseKey>& key)
{
    setExerciseAt(m_current, key);
}

void LessonDraft::setExerciseAt(int node, const std::optional<ExerciseKey>& key)
{
    if (node >= 0 && node < m_tree.nodeCount())
        writeExerciseKey(m_tree.node(node), key);
}

std::vector<int> LessonDraft::exerciseNodes() const
{
    std::vector<int> nodes;
    for (int n = 0; n < m_tree.nodeCount(); ++n)
        if (m_tree.node(n).has("EX"))
            nodes.push_back(n);
    return nodes;
}

LessonDraft::Answer LessonDraft::answer() const
{
    const SgfNode& node = m_tree.node(m_current);
    return node.has("TE") ? Answer::Right : node.has("BM") ? Answer::Wrong : Answer::None;
}

void LessonDraft::setAnswer(Answer answer)
{
    SgfNode& node = m_tree.node(m_current);
    node.remove("TE");
    node.remove("BM");
    // SGF's move annotations: TE a good move ("tesuji"), BM a bad one, each with the value 1.
    if (answer == Answer::Right)
        node.setText("TE", "1");
    else if (answer == Answer::Wrong)
        node.setText("BM", "1");
}

NodeMarkup LessonDraft::markupOf(int node) const
{
    // Written by this class on this board: readable unless a mark was left off a board since
    // resized, which is then not shown rather than thrown.
    try {
        return readMarkup(m_tree.node(node), m_width, m_height);
    } catch (const ParseError&) {
        return {};
    }
}

NodeMarkup LessonDraft::markup() const
{
    return markupOf(m_current);
}

void LessonDraft::setMarkup(const NodeMarkup& markup)
{
    writeMarkup(m_tree.node(m_current), markup);
}

void LessonDraft::setToPlay(std::optional<Color> colour)
{
    NodeMarkup markup = this->markup();
    markup.toPlay = colour;
    setMarkup(markup);
}

void LessonDraft::toggleShape(Point point, MarkShape shape)
{
    NodeMarkup markup = this->markup();
    const auto there = std::find_if(markup.shapes.begin(), markup.shapes.end(),
                                    [point](const PointShape& mark) { return mark.point == point; });
    const bool same = there != markup.shapes.end() && there->shape == shape;
    if (there != markup.shapes.end())
        markup.shapes.erase(there);
    if (!same)
        markup.shapes.push_back({point, shape});
    setMarkup(markup);
}

void LessonDraft::toggleLabel(Point point)
{
    NodeMarkup markup = this->markup();
    const auto there = std::find_if(markup.labels.begin(), markup.labels.end(),
                                    [point](const PointLabel& label) { return label.point == point; });
    if (there != markup.labels.end()) {
        markup.labels.erase(there);
    } else {
        char letter = 'A';
        while (letter < 'Z'
               && std::any_of(markup.labels.begin(), markup.labels.end(),
                              [letter](const PointLabel& label) { return label.text == std::string(1, letter); }))
            ++letter;
        markup.labels.push_back({point, std::string(1, letter)});
    }
    setMarkup(markup);
}

Board LessonDraft::boardAt(const Board& root) const
{
    // The root's setup is the board being edited; the moves are replayed over it.
    SgfGameTree replay = m_tree;
    Position setup;
    setup.board = root;
    writePosition(replay.root(), setup);
    TreeCursor cursor(replay, root.width(), root.height());
    cursor.goTo(m_current);
    return cursor.state().board;
}

std::optional<std::pair<Color, Point>> LessonDraft::moveAt(int node) const
{
    for (const auto& [identifier, colour] : {std::pair{"B", Color::Black}, std::pair{"W", Color::White}})
        if (const auto value = m_tree.node(node).text(identifier))
            if (const std::optional<Point> point = fromSgf(*value))
                return std::pair{colour, *point};
    return std::nullopt;
}

Color LessonDraft::toPlay() const
{
    if (const auto move = moveAt(m_current))
        return opponent(move->first);
    // A node without a move (the root): its PL, else the nearest move above it, else Black.
    for (int node = m_current; node != SgfNode::NoNode; node = m_tree.node(node).parent()) {
        if (const std::optional<Color> colour = markupOf(node).toPlay)
            return *colour;
        if (const auto move = moveAt(node))
            return opponent(move->first);
    }
    return Color::Black;
}

bool LessonDraft::play(const Board& root, Point point, Color colour, QString* problem)
{
    for (const int child : m_tree.node(m_current).children())
        if (const auto move = moveAt(child); move && move->first == colour && move->second == point) {
            m_current = child;
            return true;
        }
    // The root's setup is the board being edited; the moves are replayed over it.
    SgfGameTree replay = m_tree;
    Position setup;
    setup.board = root;
    writePosition(replay.root(), setup);
    TreeCursor cursor(replay, root.width(), root.height());
    cursor.goTo(m_current);
    const std::optional<Board>& koBoard = cursor.state().boardBeforeMove;
    switch (moveProblem(cursor.state().board, point, colour, koBoard ? &*koBoard : nullptr)) {
    case MoveProblem::None:
        break;
    case MoveProblem::OffBoard:
    case MoveProblem::Occupied:
        if (problem)
            *problem = QCoreApplication::translate("seki::ui::LessonDraft", "That point is taken.");
        return false;
    case MoveProblem::Suicide:
        if (problem)
            *problem = QCoreApplication::translate("seki::ui::LessonDraft", "That move would be suicide.");
        return false;
    case MoveProblem::Ko:
        if (problem)
            *problem = QCoreApplication::translate("seki::ui::LessonDraft",
                                                   "That retakes the ko at once: play elsewhere first.");
        return false;
    }
    const int child = m_tree.addChild(m_current);
    m_tree.node(child).setText(colour == Color::Black ? "B" : "W", seki::toSgf(point));
    m_current = child;
    return true;
}

std::string LessonDraft::toSgf(const Position& position, const QString& nobodyPlays,
                               const SgfNode* information) const
{
    // The root as SekiScope writes any position (SZ, KM, RU, AB/AW), then the lesson's own:
    // title, text, marks and the side to play; then the lines played from it.
    SgfGameTree out;
    const std::vector<int>& children = m_tree.root().children();
    if (!children.empty() && moveAt(children.front())) {
        // The main line must end at the position set up, the one the lesson is counted at: the
        // side to play passes there (the game could end as it stands), and every line played
        // becomes a variation beside the pass.
        SgfGameTree rebuilt;
        std::vector<int> map(size_t(m_tree.nodeCount()), SgfNode::NoNode);
        map[0] = SgfGameTree::Root;
        for (const SgfProperty& property : m_tree.root().properties())
            rebuilt.root().append(property);
        const int pass = rebuilt.addChild(SgfGameTree::Root);
        LessonDraft atRoot = *this;
        atRoot.m_current = SgfGameTree::Root;
        rebuilt.node(pass).setText(atRoot.toPlay() == Color::Black ? "B" : "W", "");
        if (!nobodyPlays.trimmed().isEmpty())
            rebuilt.node(pass).setText("N", nobodyPlays.trimmed().toStdString());
        for (int n = 1; n < m_tree.nodeCount(); ++n) {
            const int copy = rebuilt.addChild(map[size_t(m_tree.node(n).parent())]);
            for (const SgfProperty& property : m_tree.node(n).properties())
                rebuilt.node(copy).append(property);
            map[size_t(n)] = copy;
        }
        out = std::move(rebuilt);
    } else {
        out = m_tree;
    }
    SgfNode& root = out.root();
    const NodeMarkup markup = markupOf(SgfGameTree::Root);
    writePosition(root, position);
    if (information)
        keepGameInformation(root, *information);
    writeMarkup(root, markup);
    root.set("GM", {SgfValue::fromText("1")});
    root.set("FF", {SgfValue::fromText("4")});
    root.set("CA", {SgfValue::fromText("UTF-8")});
    root.set("AP", {SgfValue::fromText("SekiScope")});
    if (!m_title.trimmed().isEmpty())
        root.setText("GN", m_title.trimmed().toStdString());
    return writeSgf(out);
}

} // namespace seki::ui
