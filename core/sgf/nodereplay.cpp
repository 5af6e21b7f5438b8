#include "nodereplay.h"

#include "numbertext.h"
#include "positionwriter.h"
#include "sgfvalue.h"

#include <string>
#include <string_view>
#include <vector>

namespace seki {

bool isPassMove(std::string_view text, int width, int height)
{
    return text.empty() || (text == "tt" && width <= 19 && height <= 19);
}

namespace {

using namespace std::string_view_literals; // identifiers compared by length first, then inline

std::optional<Color> setupColor(const SgfProperty& property)
{
    if (property.identifier == "AB"sv)
        return Color::Black;
    if (property.identifier == "AW"sv)
        return Color::White;
    if (property.identifier == "AE"sv)
        return Color::Empty;
    return std::nullopt;
}

void applySetup(const SgfProperty& property, Color color, NodeReplay& replay, NodeListener& listener)
{
    Board& board = replay.board;
    const auto where = [&] {
        return replay.moveCount == 0 ? std::string("setup before the first move: ")
                                     : "setup after move " + std::to_string(replay.moveCount) + ": ";
    };
    std::vector<PointRectangle> rectangles;
    try {
        rectangles = rectanglesOf(property, board.width(), board.height());
    } catch (const ParseError& error) {
        ParseError placed(error.location(), error.problem, error.arguments, where() + error.message);
        placed.setupAfterMove = replay.moveCount;
        listener.problem(placed);
        return;
    }
    for (const PointRectangle& rectangle : rectangles) {
        replay.setupPoints += rectangle.area();
        if (replay.setupPoints > NodeReplay::MaxSetupPoints) {
            ParseError tooMany(property.values.front().location(), ParseProblem::TooManySetupPoints,
                               {property.identifier, std::to_string(NodeReplay::MaxSetupPoints)},
                               where() + property.identifier + ": the setup places or removes more than "
                                   + std::to_string(NodeReplay::MaxSetupPoints)
                                   + " points in all (the limit for a game record)");
            tooMany.setupAfterMove = replay.moveCount;
            listener.problem(tooMany);
            return;
        }
        for (int y = rectangle.from.y; y <= rectangle.to.y; ++y)
            for (int x = rectangle.from.x; x <= rectangle.to.x; ++x)
                board.set(board.index(x, y), color);
        listener.setupApplied(rectangle, color);
    }
}

void applyMove(const SgfProperty& property, Color color, NodeReplay& replay, NodeListener& listener)
{
    Board& board = replay.board;
    const SgfValue& value = property.values.front(); // the parser never makes a property without values
    // Moves hold no escape as a rule: read the raw bytes then, without copying them.
    const bool escaped = value.raw().find('\\') != std::string::npos;
    const std::string unescaped = escaped ? value.text() : std::string();
    const std::string_view text = escaped ? std::string_view(unescaped) : std::string_view(value.raw());
    const int number = replay.moveCount + 1;
    NodeListener::Move move{property, color, std::nullopt, isPassMove(text, board.width(), board.height()), 0, 0};
    // The problem's arguments: the move's number, its property, its value, then `more`.
    const auto refuse = [&](ParseProblem problem, std::vector<std::string> more, const std::string& what) {
        std::vector<std::string> arguments{std::to_string(number), property.identifier, quotedValue(text)};
        arguments.insert(arguments.end(), more.begin(), more.end());
        listener.problem(ParseError(value.location(), problem, std::move(arguments),
                                    "move " + std::to_string(number) + ": " + property.identifier + "["
                                        + quotedValue(text) + "] " + what));
    };
    if (!move.pass) {
        const auto point = fromSgf(text);
        if (!point)
            refuse(ParseProblem::MoveNotAPoint, {}, "is not a point");
        else if (!board.contains(*point))
            refuse(ParseProblem::MoveOffBoard, {std::to_string(board.width()), std::to_string(board.height())},
                   "is off the " + std::to_string(board.width()) + "x" + std::to_string(board.height()) + " board");
        else if (board.at(*point) != Color::Empty)
            refuse(ParseProblem::MoveOnOccupiedPoint, {}, "is on an occupied point");
        else {
            move.point = point;
            const Board::PlayResult result = board.play(board.index(*point), color);
            move.captured = result.captured;
            move.suicided = result.suicided;
            // Suicide: the opponent is credited with the stones, as with any capture.
            (color == Color::Black ? replay.capturedByBlack : replay.capturedByWhite) += result.captured;
            (color == Color::Black ? replay.capturedByWhite : replay.capturedByBlack) += result.suicided;
            // Setup stones let a record of a million nodes capture billions: keep the counts
            // far from overflowing, no real game comes near.
            if (replay.capturedByBlack > NodeReplay::MaxCaptures || replay.capturedByWhite > NodeReplay::MaxCaptures)
                refuse(ParseProblem::MoveCapturesTooMany, {std::to_string(NodeReplay::MaxCaptures)},
                       "captures more than " + std::to_string(NodeReplay::MaxCaptures)
                           + " stones in all: this is not a game record");
        }
    }
    ++replay.moveCount;
    replay.lastMove = move.point;
    replay.lastColor = color;
    listener.moveApplied(move);
}

} // namespace

std::optional<std::pair<int, int>> rootCaptures(const SgfNode& root)
{
    const SgfProperty* captures = root.find(CapturesProperty);
    if (!captures)
        return std::nullopt;
    const SgfValue& value = captures->values.front(); // the parser never makes a property without values
    const auto parts = value.splitCompose();
    const auto black = parts ? wholeNumber(parts->first) : std::nullopt;
    const auto white = parts ? wholeNumber(parts->second) : std::nullopt;
    if (!black || !white || *black < 0 || *white < 0 || *black > NodeReplay::MaxCaptures
        || *white > NodeReplay::MaxCaptures)
        throw ParseError(value.location(), ParseProblem::CapturesInvalid, {CapturesProperty, quotedValue(value.text())},
                         std::string(CapturesProperty) + "[" + quotedValue(value.text())
                             + "]: the stones captured by Black and by White must be two whole numbers, as in "
                             + CapturesProperty + "[3:5]");
    return std::pair{*black, *white};
}

ReplayEffect replayEffect(ParseProblem problem)
{
    switch (problem) {
    case ParseProblem::TooManySetupPoints:
        return ReplayEffect::SetupAppliedInPart;
    case ParseProblem::NotAPoint:
    case ParseProblem::PointOffBoard:
        return ReplayEffect::SetupNotApplied;
    case ParseProblem::MoveCapturesTooMany:
        return ReplayEffect::MovePlayedAnyway;
    case ParseProblem::MoveNotAPoint:
    case ParseProblem::MoveOffBoard:
    case ParseProblem::MoveOnOccupiedPoint:
    default: // applyNode() reports no other code
        return ReplayEffect::MoveNotPlayed;
    }
}

void applyNode(const SgfNode& node, NodeReplay& replay, NodeListener& listener)
{
    for (const SgfProperty& property : node.properties())
        if (const std::optional<Color> color = setupColor(property))
            applySetup(property, *color, replay, listener);
    for (const SgfProperty& property : node.properties())
        if (property.identifier == "B"sv || property.identifier == "W"sv)
            applyMove(property, property.identifier == "B"sv ? Color::Black : Color::White, replay, listener);
}

} // namespace seki
