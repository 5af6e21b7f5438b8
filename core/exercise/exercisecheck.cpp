#include "exercisecheck.h"

#include "scoring/scorer.h"

#include <algorithm>
#include <cctype>
#include <set>

namespace seki {

namespace {

bool isPoint(std::optional<Point> point, Point expected)
{
    return point && *point == expected;
}

// The move a node holds: its colour and point (nullopt for a pass or no move).
std::optional<std::pair<Color, Point>> moveOf(const SgfNode& node)
{
    for (const auto& [identifier, colour] : {std::pair{"B", Color::Black}, std::pair{"W", Color::White}})
        if (const auto value = node.text(identifier))
            if (const std::optional<Point> point = fromSgf(*value))
                return std::pair{colour, *point};
    return std::nullopt;
}

// What the scorer's count makes of a block: alive when it reaches territory of its own (through
// its own stones and the points it controls), else in seki (an eye that scores for no one, or
// only dame beside it), or dead when its stones were marked dead.
BlockAnswer scorerReading(const Board& board, const ScoreResult& result, const std::vector<Point>& stones,
                          bool dead)
{
    BlockAnswer answer;
    answer.stones = stones;
    answer.colour = board.at(stones.front());
    if (dead) {
        answer.scorer = BlockStatus::Dead;
        return answer;
    }
    std::set<Point> seen(stones.begin(), stones.end());
    std::vector<Point> pending = stones;
    std::set<Point> territory, eyes, shared;
    while (!pending.empty()) {
        const Point p = pending.back();
        pending.pop_back();
        for (const Point q : {Point{p.x - 1, p.y}, Point{p.x + 1, p.y}, Point{p.x, p.y - 1}, Point{p.x, p.y + 1}}) {
            if (!board.contains(q) || seen.count(q))
                continue;
            const PointResult& verdict = result.at(q);
            const bool ownStone = board.at(q) == answer.colour && verdict.status == PointStatus::Stone;
            const bool controlled = verdict.owner == answer.colour
                                    && (verdict.status == PointStatus::Territory || verdict.status == PointStatus::SekiEye
                                        || verdict.status == PointStatus::FalseEye);
            if (verdict.status == PointStatus::Dame && board.at(q) == Color::Empty)
                shared.insert(q);
            if (!ownStone && !controlled)
                continue;
            seen.insert(q);
            pending.push_back(q);
            if (verdict.status == PointStatus::Territory && board.at(q) == Color::Empty)
                territory.insert(q);
            else if (verdict.status == PointStatus::SekiEye)
                eyes.insert(q);
        }
    }
    answer.territory.assign(territory.begin(), territory.end());
    answer.eyes.assign(eyes.begin(), eyes.end());
    answer.shared.assign(shared.begin(), shared.end());
    answer.scorer = territory.empty() ? BlockStatus::Seki : BlockStatus::Alive;
    return answer;
}

} // namespace

std::vector<Point> blockAt(const Board& board, Point point)
{
    std::vector<Point> stones;
    if (!board.contains(point) || !isStone(board.at(point)))
        return stones;
    const Color colour = board.at(point);
    std::set<Point> seen{point};
    std::vector<Point> pending{point};
    while (!pending.empty()) {
        const Point p = pending.back();
        pending.pop_back();
        stones.push_back(p);
        for (const Point q : {Point{p.x - 1, p.y}, Point{p.x + 1, p.y}, Point{p.x, p.y - 1}, Point{p.x, p.y + 1}})
            if (board.contains(q) && board.at(q) == colour && seen.insert(q).second)
                pending.push_back(q);
    }
    std::sort(stones.begin(), stones.end(), [](Point a, Point b) { return std::pair{a.y, a.x} < std::pair{b.y, b.x}; });
    return stones;
}

ExerciseKey keyFromScorer(const Position& position, Rules rules, ExerciseKind kind, const std::vector<Point>& asked)
{
    const Board& board = position.board;
    ExerciseKey key;
    key.kind = kind;
    if (kind == ExerciseKind::YourMove)
        return key;
    // One stone per block, the block's first: the dead ones, then (Seki or not?) those asked.
    std::set<Point> named;
    std::vector<Point> dead;
    for (int y = 0; y < board.height(); ++y)
        for (int x = 0; x < board.width(); ++x)
            if (isStone(board.at({x, y})) && position.dead.test(size_t(board.index({x, y}))))
                if (const Point first = blockAt(board, {x, y}).front(); named.insert(first).second)
                    dead.push_back(first);
    for (const Point stone : dead)
        key.stones.emplace_back(stone, BlockStatus::Dead);
    if (kind == ExerciseKind::CountIt)
        return key;
    std::vector<Point> candidates = asked;
    if (candidates.empty())
        for (int y = 0; y < board.height(); ++y)
            for (int x = 0; x < board.width(); ++x)
                candidates.push_back({x, y});
    for (const Point p : candidates) {
        const std::vector<Point> block = blockAt(board, p);
        if (!block.empty() && named.insert(block.front()).second)
            key.stones.emplace_back(block.front(), BlockStatus::Alive);
    }
    // Alive or in seki: what the scorer's count makes of each block (scorerReading).
    const SekiAnswerCheck reading = checkSekiAnswer(position, rules, key, {});
    for (const BlockAnswer& block : reading.blocks)
        for (auto& [stone, status] : key.stones)
            if (std::find(block.stones.begin(), block.stones.end(), stone) != block.stones.end())
                status = block.scorer;
    return key;
}

bool SekiAnswerCheck::solved() const
{
    return !blocks.empty() && std::all_of(blocks.begin(), blocks.end(), [](const BlockAnswer& b) { return b.right(); });
}

bool SekiAnswerCheck::keyAgreesWithScorer() const
{
    return std::all_of(blocks.begin(), blocks.end(), [](const BlockAnswer& b) { return b.scorer == b.expected; });
}

SekiAnswerCheck checkSekiAnswer(const Position& position, Rules rules, const ExerciseKey& key,
                                const std::map<Point, BlockStatus>& answers)
{
    const Board& board = position.board;
    Position counted = position;
    counted.dead.reset();
    // The key's dead blocks are marked dead, whole.
    for (const Point stone : key.deadStones())
        for (const Point p : blockAt(board, stone))
            counted.dead.set(size_t(board.index(p)));
    const ScoreResult result = Scorer().score(counted, rules);
    SekiAnswerCheck check;
    std::set<Point> done;
    for (const auto& [stone, status] : key.stones) {
        if (done.count(stone))
            continue;
        const std::vector<Point> stones = blockAt(board, stone);
        if (stones.empty())
            continue;
        done.insert(stones.begin(), stones.end());
        BlockAnswer answer = scorerReading(board, result, stones, status == BlockStatus::Dead);
        answer.expected = status;
        for (const Point p : stones)
            if (const auto given = answers.find(p); given != answers.end())
                answer.given = given->second;
        check.blocks.push_back(std::move(answer));
    }
    std::sort(check.blocks.begin(), check.blocks.end(), [](const BlockAnswer& a, const BlockAnswer& b) {
        return std::pair{a.stones.front().y, a.stones.front().x} < std::pair{b.stones.front().y, b.stones.front().x};
    });
    return check;
}

bool CountCheck::solved() const
{
    return resultRight.value_or(true) && missed.empty() && wrong.empty();
}

CountCheck checkCount(const Position& position, Rules rules, const TerritoryMap& marks,
                      const std::optional<std::string>& result)
{
    const ScoreResult scored = Scorer().score(position, rules);
    CountCheck check;
    const int width = position.board.width();
    const int height = position.board.height();
    check.expected.reserve(size_t(width * height));
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x)
            check.expected.push_back(scored.territoryChar({x, y}));
    check.expectedResult = scored.resultText();
    check.black = scored.black;
    check.white = scored.white;
    if (!marks.empty())
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x) {
                const size_t k = size_t(y * width + x);
                const char given = k < marks.size() ? marks[k] : '.';
                const char expected = check.expected[k];
                if (given == expected)
                    continue;
                if (given == '.')
                    check.missed.push_back({x, y});
                else
                    check.wrong.push_back({x, y});
            }
    if (result) {
        const std::optional<std::string> normal = normalizedResult(*result);
        check.resultRight = normal && *normal == check.expectedResult;
    }
    return check;
}

std::optional<std::string> normalizedResult(std::string_view text)
{
    std::string compact;
    for (const char c : text)
        if (!std::isspace(static_cast<unsigned char>(c)))
            compact += char(std::toupper(static_cast<unsigned char>(c)));
    if (compact == "0" || compact == "JIGO" || compact == "DRAW" || compact == "B+0" || compact == "W+0")
        return std::string("0");
    if (compact.size() < 3 || (compact[0] != 'B' && compact[0] != 'W') || compact[1] != '+')
        return std::nullopt;
    std::string number = compact.substr(2);
    std::replace(number.begin(), number.end(), ',', '.');
    char* end = nullptr;
    const double value = std::strtod(number.c_str(), &end);
    if (end != number.c_str() + number.size() || !(value > 0) || value > 1e6)
        return std::nullopt;
    return std::string(1, compact[0]) + "+" + formatScore(value);
}

MoveAnswer checkMove(const SgfGameTree& tree, int node, const Board& board, const Board* koBoard, Point point,
                     Color colour)
{
    MoveAnswer answer;
    answer.problem = moveProblem(board, point, colour, koBoard);
    if (answer.problem != MoveProblem::None) {
        answer.verdict = MoveVerdict::Illegal;
        return answer;
    }
    const std::vector<int>& children = tree.node(node).children();
    const bool marked = std::any_of(children.begin(), children.end(), [&](int c) { return tree.node(c).has("TE"); });
    for (const int child : children) {
        const auto move = moveOf(tree.node(child));
        if (!move || move->first != colour || !isPoint(move->second, point))
            continue;
        const SgfNode& played = tree.node(child);
        const bool right = played.has("TE") || (!marked && !played.has("BM"));
        answer.verdict = right ? MoveVerdict::Right : MoveVerdict::Wrong;
        answer.node = child;
        if (!played.children().empty()) {
            const int next = played.children().front();
            if (const auto reply = moveOf(tree.node(next)); reply && reply->first == opponent(colour))
                answer.reply = next;
        }
        return answer;
    }
    answer.verdict = MoveVerdict::NotThis;
    return answer;
}

std::vector<Point> rightMoves(const SgfGameTree& tree, int node, Color colour)
{
    std::vector<Point> moves;
    const std::vector<int>& children = tree.node(node).children();
    const bool marked = std::any_of(children.begin(), children.end(), [&](int c) { return tree.node(c).has("TE"); });
    for (const int child : children) {
        const SgfNode& played = tree.node(child);
        const auto move = moveOf(played);
        if (move && move->first == colour && (played.has("TE") || (!marked && !played.has("BM"))))
            moves.push_back(move->second);
    }
    return moves;
}

} // namespace seki
