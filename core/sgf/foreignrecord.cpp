#include "foreignrecord.h"

#include "board/board.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace seki {

std::vector<TextLine> splitLines(std::string_view text)
{
    std::vector<TextLine> lines;
    size_t start = 0;
    int number = 1;
    size_t i = 0;
    while (i < text.size()) {
        const char c = text[i];
        if (c != '\n' && c != '\r') {
            ++i;
            continue;
        }
        lines.push_back({text.substr(start, i - start), number++});
        // "\r\n" and "\n\r" are one break.
        if (i + 1 < text.size() && (text[i + 1] == '\n' || text[i + 1] == '\r') && text[i + 1] != c)
            ++i;
        start = ++i;
    }
    if (start < text.size())
        lines.push_back({text.substr(start), number});
    return lines;
}

std::vector<Point> handicapPoints(int size, int stones, HandicapLayout layout)
{
    // The star points: the fourth line from 13x13 up, the third below; sides and centre only on
    // odd boards, where they exist.
    if (stones < 2 || stones > 9 || size < 7)
        return {};
    const int near = size >= 13 ? 3 : 2;
    const int far = size - 1 - near;
    const int middle = size / 2;
    const bool hasMiddle = size % 2 == 1;
    if (stones > 4 && !hasMiddle)
        return {};
    // Top right, bottom left, then the third corner (bottom right, or top left by Tygem), the fourth.
    std::vector<Point> corners{{far, near}, {near, far}, {far, far}, {near, near}};
    if (layout == HandicapLayout::Tygem)
        std::swap(corners[2], corners[3]);
    std::vector<Point> points(corners.begin(), corners.begin() + std::min(stones, 4));
    if (stones == 5 || stones == 7 || stones == 9)
        points.push_back({middle, middle});
    if (stones >= 6)
        points.insert(points.end(), {{near, middle}, {far, middle}});
    if (stones >= 8)
        points.insert(points.end(), {{middle, near}, {middle, far}});
    return points;
}

namespace {

bool startsWith(std::string_view text, std::string_view start)
{
    return text.substr(0, start.size()) == start;
}

bool contains(std::string_view text, std::string_view part)
{
    return text.find(part) != std::string_view::npos;
}

// The margin in `words`: the first number ("0.5", "11", "7.50"), with 半 / 반 after it adding a
// half ("2目半" is 2.5, "6집반" 6.5); nullopt when there is none.
std::optional<std::string> marginIn(std::string_view words)
{
    for (size_t i = 0; i < words.size(); ++i) {
        if (words[i] < '0' || words[i] > '9')
            continue;
        size_t end = i;
        while (end < words.size() && ((words[end] >= '0' && words[end] <= '9') || words[end] == '.'))
            ++end;
        std::optional<double> value = decimalNumber(words.substr(i, end - i));
        if (!value)
            return std::nullopt;
        std::string_view after = words.substr(end);
        while (!after.empty() && after.front() == ' ')
            after.remove_prefix(1);
        for (std::string_view unit : {"目", "집", "子", "点", "points", "point"})
            if (startsWith(after, unit)) {
                after.remove_prefix(unit.size());
                break;
            }
        if (startsWith(after, "半") || startsWith(after, "반"))
            *value += 0.5;
        return formatNumber(*value);
    }
    return std::nullopt;
}

} // namespace

std::optional<std::string> resultFromWords(std::string_view words)
{
    words = trimmed(words);
    std::string lower(words);
    for (char& c : lower)
        c = char(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    if (lower.empty())
        return std::nullopt;
    if (contains(lower, "jigo") || contains(lower, "draw") || contains(lower, "持碁") || contains(lower, "和棋")
        || contains(lower, "무승부"))
        return std::string("0");
    // Who is named first, and whether that side won or lost.
    const size_t black = std::min({lower.find("black"), lower.find("黒"), lower.find("黑"), lower.find("흑")});
    const size_t white = std::min({lower.find("white"), lower.find("白"), lower.find("백")});
    if (black == std::string::npos && white == std::string::npos)
        return std::nullopt;
    const bool blackFirst = black < white;
    const bool lost = contains(lower, "lose") || contains(lower, "lost") || contains(lower, "負け")
                      || contains(lower, "负") || contains(lower, "패");
    const bool won = contains(lower, "win") || contains(lower, "勝") || contains(lower, "胜") || contains(lower, "승");
    if (!won && !lost)
        return std::nullopt;
    const char winner = (blackFirst != (lost && !won)) ? 'B' : 'W';
    std::string how;
    if (contains(lower, "resign") || contains(lower, "中押") || contains(lower, "中盘") || contains(lower, "中盤")
        || contains(lower, "불계"))
        how = "R";
    else if (contains(lower, "time") || contains(lower, "時間") || contains(lower, "时间") || contains(lower, "시간")
             || contains(lower, "超时"))
        how = "T";
    else if (contains(lower, "forfeit") || contains(lower, "反則") || contains(lower, "犯规") || contains(lower, "반칙"))
        how = "F";
    else if (const auto margin = marginIn(words.substr(std::min(black, white))))
        how = *margin;
    else
        return std::string(1, winner) + "+";
    return std::string(1, winner) + "+" + how;
}

ForeignRecord::ForeignRecord(int size) : m_nodes(1), m_size(size)
{
    root().setText("GM", "1");
    root().setText("FF", "4");
    root().setText("CA", "UTF-8");
    setSize(size);
}

void ForeignRecord::setSize(int size)
{
    m_size = size;
    root().setText("SZ", std::to_string(size));
}

void ForeignRecord::setInfo(std::string_view identifier, std::string_view text)
{
    text = trimmed(text);
    if (!text.empty())
        root().setText(identifier, text);
}

bool ForeignRecord::placeHandicap(int stones, HandicapLayout layout)
{
    if (stones < 2)
        return true;
    const std::vector<Point> points = handicapPoints(m_size, stones, layout);
    root().setText("HA", std::to_string(stones));
    for (const Point& p : points)
        addSetup(Color::Black, p);
    return !points.empty();
}

void ForeignRecord::addSetup(Color color, Point point)
{
    root().addValue(color == Color::Black ? "AB" : "AW", SgfValue::fromText(toSgf(point)));
}

int ForeignRecord::addChild(int parent, bool first)
{
    const int index = int(m_nodes.size());
    m_nodes.emplace_back();
    m_nodes.back().parent = parent;
    std::vector<int>& children = m_nodes[size_t(parent)].children;
    if (first)
        children.insert(children.begin(), index);
    else
        children.push_back(index);
    return index;
}

int ForeignRecord::addMove(int parent, Color color, std::optional<Point> point, TextLocation location, bool first)
{
    const int index = addChild(parent, first);
    SgfNode& created = node(index);
    created.set(color == Color::Black ? "B" : "W", {SgfValue::fromRaw(point ? toSgf(*point) : std::string(), location)});
    created.setLocation(location);
    return index;
}

int ForeignRecord::addNode(int parent, TextLocation location, bool first)
{
    const int index = addChild(parent, first);
    node(index).setLocation(location);
    return index;
}

void ForeignRecord::addComment(int index, std::string_view text)
{
    text = trimmed(text);
    if (text.empty())
        return;
    SgfNode& target = node(index);
    std::string comment = target.text("C").value_or(std::string{});
    if (!comment.empty())
        comment += "\n";
    comment += text;
    target.setText("C", comment);
}

SgfFile ForeignRecord::finish(std::string charset, std::vector<SgfWarning> warnings)
{
    SgfFile file;
    file.charset = std::move(charset);
    file.warnings = std::move(warnings);
    SgfGameTree tree;
    tree.root() = m_nodes.front().content;
    // Depth first with a stack of (record node, tree node): no recursion on a long record.
    std::vector<std::pair<int, int>> pending{{0, SgfGameTree::Root}};
    while (!pending.empty()) {
        const auto [from, to] = pending.back();
        pending.pop_back();
        const std::vector<int>& children = m_nodes[size_t(from)].children;
        std::vector<int> created;
        for (const int child : children) {
            const int index = tree.addChild(to);
            SgfNode& copy = tree.node(index);
            copy.properties() = m_nodes[size_t(child)].content.properties();
            copy.setLocation(m_nodes[size_t(child)].content.location());
            created.push_back(index);
        }
        for (size_t k = children.size(); k-- > 0;)
            pending.push_back({children[k], created[k]});
    }
    file.collection.games.push_back(std::move(tree));
    return file;
}

} // namespace seki
