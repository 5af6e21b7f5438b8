#include "gamerecord.h"

#include "komireading.h"

#include "parseerror.h"
#include "sgfpointlist.h"
#include "textencoding.h"

#include <charconv>
#include <string>

namespace seki {

namespace {

std::string_view trimmed(std::string_view text)
{
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t' || text.front() == '\n' || text.front() == '\r'))
        text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\n' || text.back() == '\r'))
        text.remove_suffix(1);
    return text;
}

std::optional<int> toInt(std::string_view text)
{
    text = trimmed(text);
    if (!text.empty() && text.front() == '+')
        text.remove_prefix(1);
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc{} || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

const SgfValue& firstValue(const SgfProperty& property)
{
    return property.values.front();   // the parser never makes a property without values
}

void readSize(const SgfProperty& property, GameInfo& info)
{
    const SgfValue& value = firstValue(property);
    const auto invalid = [&] {
        return ParseError(value.location(), "SZ[" + value.text() + "]: board size must be a number from 1 to "
                                                + std::to_string(Board::MaxSide) + ", or width:height");
    };
    std::optional<int> width;
    std::optional<int> height;
    if (const auto parts = value.splitCompose()) {
        width = toInt(parts->first);
        height = toInt(parts->second);
    } else {
        width = height = toInt(value.text());
    }
    if (!width || !height || *width < 1 || *height < 1 || *width > Board::MaxSide || *height > Board::MaxSide)
        throw invalid();
    info.width = *width;
    info.height = *height;
}

// Applies one game-info text property, converted to UTF-8, noting a charset it cannot read.
void readText(const SgfNode& root, std::string_view identifier, std::string& target, GameInfo& info)
{
    const SgfProperty* property = root.find(identifier);
    if (!property)
        return;
    DecodedText decoded = decodeToUtf8(property->text(), info.charset);
    if (!decoded.isExact() && info.encodingProblem.empty())
        info.encodingProblem = decoded.problem;
    target = std::move(decoded.utf8);
}

GameInfo readInfo(const SgfNode& root)
{
    GameInfo info;
    if (const SgfProperty* game = root.find("GM")) {
        const auto type = toInt(game->text());
        if (type && *type != 1)
            throw ParseError(firstValue(*game).location(), "GM[" + game->text() + "]: not a game of Go (GM[1])");
    }
    if (const SgfProperty* size = root.find("SZ"))
        readSize(*size, info);
    if (const SgfProperty* komi = root.find("KM")) {
        const auto reading = readKomi(komi->text(), root.text("AP").value_or(std::string{}), info.width * info.height);
        if (!reading)
            throw ParseError(firstValue(*komi).location(), "KM[" + komi->text() + "]: komi is not a number");
        info.komi = reading->komi;
        info.komiReading = *reading;
    }
    if (const SgfProperty* handicap = root.find("HA")) {
        const auto value = toInt(handicap->text());
        if (!value || *value < 0)
            throw ParseError(firstValue(*handicap).location(),
                             "HA[" + handicap->text() + "]: handicap is not a whole number");
        info.handicap = *value;
    }
    info.charset = root.text("CA").value_or(std::string{});
    readText(root, "RU", info.rules, info);
    readText(root, "RE", info.result, info);
    readText(root, "PB", info.playerBlack, info);
    readText(root, "PW", info.playerWhite, info);
    return info;
}

} // namespace

GameRecord GameRecord::read(const SgfGameTree& tree)
{
    GameRecord record;
    record.m_info = readInfo(tree.root());
    const int width = record.m_info.width;
    const int height = record.m_info.height;
    record.m_mainLine = tree.mainLine();

    Board board(width, height);
    Board before(width, height);
    int capturedByBlack = 0;
    int capturedByWhite = 0;
    record.m_states.push_back({});

    for (const int nodeIndex : record.m_mainLine) {
        const SgfNode& node = tree.node(nodeIndex);
        record.m_nodeLocations.push_back(node.location());
        // FF[4] forbids setup and moves in one node; where a file mixes them anyway, the setup
        // comes first, as most editors do it.
        for (const SgfProperty& property : node.properties()) {
            Color color;
            if (property.identifier == "AB")
                color = Color::Black;
            else if (property.identifier == "AW")
                color = Color::White;
            else if (property.identifier == "AE")
                color = Color::Empty;
            else
                continue;
            std::vector<Point> points;
            try {
                points = pointsOf(property, width, height);
            } catch (const ParseError& error) {
                // Say where in the game: the window's slider and the command line speak in moves.
                throw ParseError(error.location(), (record.moveCount() == 0 ? std::string("setup before the first move: ")
                                                                             : "setup after move " + std::to_string(record.moveCount()) + ": ")
                                                       + error.message);
            }
            for (const Point point : points) {
                const Board::Index index = board.index(point);
                if (board.at(index) != color) {
                    board.set(index, color);
                    record.m_changes.push_back({index, color});
                }
            }
        }
        for (const SgfProperty& property : node.properties()) {
            if (property.identifier != "B" && property.identifier != "W")
                continue;
            const Color color = property.identifier == "B" ? Color::Black : Color::White;
            const SgfValue& value = firstValue(property);
            const std::string text = value.text();
            const int number = record.moveCount() + 1;
            const auto fail = [&](const std::string& what) {
                return ParseError(value.location(),
                                  "move " + std::to_string(number) + ": " + property.identifier + "[" + text + "] " + what);
            };
            Move move{color, std::nullopt, nodeIndex, value.location(), 0, 0};
            const bool pass = text.empty() || (text == "tt" && width <= 19 && height <= 19);
            if (!pass) {
                const auto point = fromSgf(text);
                if (!point)
                    throw fail("is not a point");
                if (!board.contains(*point))
                    throw fail("is off the " + std::to_string(width) + "x" + std::to_string(height) + " board");
                const Board::Index index = board.index(*point);
                if (board.at(index) != Color::Empty)
                    throw fail("is on an occupied point");
                move.point = point;
                before = board;
                const Board::PlayResult result = board.play(index, color);
                move.captured = result.captured;
                move.suicided = result.suicided;
                // Suicide: the opponent is credited with the stones, as with any capture.
                (color == Color::Black ? capturedByBlack : capturedByWhite) += result.captured;
                (color == Color::Black ? capturedByWhite : capturedByBlack) += result.suicided;
                // Setup stones let a record of a million nodes capture billions: keep the counts
                // far from overflowing, no real game comes near.
                constexpr int MaxCaptures = 100'000'000;
                if (capturedByBlack > MaxCaptures || capturedByWhite > MaxCaptures)
                    throw fail("captures more than 100000000 stones in all: this is not a game record");
                if (result.captured == 0 && result.suicided == 0) {
                    record.m_changes.push_back({index, color});
                } else {
                    board.forEachPoint([&](Board::Index i) {
                        if (board.at(i) != before.at(i))
                            record.m_changes.push_back({i, board.at(i)});
                    });
                }
            }
            record.m_moves.push_back(move);
            record.m_states.push_back({record.m_changes.size(), capturedByBlack, capturedByWhite, nodeIndex});
        }
        // Setup-only nodes after a move belong to that move's state (the slider shows them there).
        record.m_states.back() = {record.m_changes.size(), capturedByBlack, capturedByWhite, nodeIndex};
    }

    Position& position = record.m_position;
    position.board = board;
    position.komi = record.m_info.komi;
    position.capturedByBlack = capturedByBlack;
    position.capturedByWhite = capturedByWhite;
    position.rules = rulesFromSgf(record.m_info.rules);
    position.handicap = record.m_info.handicap;
    position.handicapCompensation = handicapCompensationFromSgf(record.m_info.rules);
    const SgfNode& last = tree.node(record.m_mainLine.back());
    for (const SgfProperty& property : last.properties()) {
        // KGS marks the dead stones as the territory of the side that owns the point.
        Color deadColor;
        if (property.identifier == "TB")
            deadColor = Color::White;
        else if (property.identifier == "TW")
            deadColor = Color::Black;
        else
            continue;
        for (const Point point : pointsOf(property, width, height)) {
            if (board.at(point) == deadColor)
                position.dead.set(size_t(board.index(point)));
            (deadColor == Color::White ? position.markedBlack : position.markedWhite).set(size_t(board.index(point)));
            position.hasTerritoryMarks = true;
        }
    }
    return record;
}

GameRecord::State GameRecord::stateAfterMove(int k) const
{
    const StateMark& mark = m_states[size_t(k)];
    State state{Board(m_info.width, m_info.height), mark.capturedByBlack, mark.capturedByWhite,
                std::nullopt, Color::Empty, mark.node};
    for (size_t c = 0; c < mark.changeEnd; ++c)
        state.board.set(m_changes[c].index, m_changes[c].after);
    if (k > 0) {
        state.lastMove = move(k).point;
        state.lastColor = move(k).color;
    }
    return state;
}

} // namespace seki
