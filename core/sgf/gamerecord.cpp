#include "gamerecord.h"

#include "komireading.h"
#include "nodereplay.h"
#include "numbertext.h"

#include "parseerror.h"
#include "positionwriter.h"
#include "sgfpointlist.h"
#include "sgfvalue.h"
#include "textencoding.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <string>

namespace seki {

namespace {

const SgfValue& firstValue(const SgfProperty& property)
{
    return property.values.front(); // the parser never makes a property without values
}

void readSize(const SgfProperty& property, GameInfo& info)
{
    const SgfValue& value = firstValue(property);
    const auto invalid = [&] {
        const std::string written = quotedValue(value.text());
        return ParseError(value.location(), ParseProblem::BoardSizeInvalid, {written, std::to_string(Board::MaxSide)},
                          "SZ[" + written + "]: board size must be a number from 1 to "
                              + std::to_string(Board::MaxSide) + ", or width:height");
    };
    std::optional<int> width;
    std::optional<int> height;
    if (const auto parts = value.splitCompose()) {
        width = wholeNumber(parts->first);
        height = wholeNumber(parts->second);
    } else {
        width = height = wholeNumber(value.text());
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
        const auto type = wholeNumber(game->text());
        if (type && *type != 1)
            throw ParseError(firstValue(*game).location(), ParseProblem::NotGo, {quotedValue(game->text())},
                             "GM[" + quotedValue(game->text()) + "]: not a game of Go (GM[1])");
    }
    if (const SgfProperty* size = root.find("SZ"))
        readSize(*size, info);
    if (const SgfProperty* komi = root.find("KM")) {
        const auto reading = readKomi(komi->text(), root.text("AP").value_or(std::string{}), info.width * info.height);
        if (!reading)
            throw ParseError(firstValue(*komi).location(), ParseProblem::KomiNotNumber, {quotedValue(komi->text())},
                             "KM[" + quotedValue(komi->text()) + "]: komi is not a number");
        // Real komi is a few points (Fox writes it x100: still far below); results stay plain decimals.
        constexpr double MaxKomi = 10000;
        if (std::fabs(reading->written) > MaxKomi)
            throw ParseError(firstValue(*komi).location(), ParseProblem::KomiTooLarge,
                             {quotedValue(komi->text()), std::to_string(int(MaxKomi))},
                             "KM[" + quotedValue(komi->text()) + "]: komi is beyond " + std::to_string(int(MaxKomi))
                                 + " points either way");
        info.komi = reading->komi;
        info.komiReading = *reading;
    }
    if (const SgfProperty* handicap = root.find("HA")) {
        const auto value = wholeNumber(handicap->text());
        if (!value || *value < 0)
            throw ParseError(firstValue(*handicap).location(), ParseProblem::HandicapNotWhole,
                             {quotedValue(handicap->text())},
                             "HA[" + quotedValue(handicap->text()) + "]: handicap is not a whole number");
        info.handicap = info.handicapWritten = *value;
        info.handicapLocation = firstValue(*handicap).location();
    }
    info.charset = root.text("CA").value_or(std::string{});
    readText(root, "RU", info.rules, info);
    readText(root, "RE", info.result, info);
    readText(root, "PB", info.playerBlack, info);
    readText(root, "PW", info.playerWhite, info);
    return info;
}

// HA is Black's handicap stones (FF[4]); area counting gives White a point for each. More than the
// root's black setup stones (when it has some: a handicap is set up there, or played as moves when
// it has none), or more than the board has points, is not what the game was: the setup stones are
// counted, and the reader told. More setup stones than HA is a position set up beyond the
// handicap (a game's final position saved as setup): HA stands.
void checkHandicap(const Board& afterRoot, GameInfo& info)
{
    if (info.handicapWritten == 0)
        return;
    const int stones = afterRoot.count(Color::Black);
    const std::string written = "HA[" + std::to_string(info.handicapWritten) + "]";
    if (info.handicapWritten > afterRoot.pointCount()) {
        info.handicap = stones;
        info.handicapProblem = WarningProblem::HandicapBeyondBoard;
        info.handicapArguments = {std::to_string(info.handicapWritten), std::to_string(afterRoot.width()),
                                  std::to_string(afterRoot.height()), std::to_string(stones)};
        info.handicapNote = written + ": more handicap stones than the " + std::to_string(afterRoot.width()) + "x"
                            + std::to_string(afterRoot.height()) + " board has points; Black's "
                            + std::to_string(stones) + " setup stone" + (stones == 1 ? "" : "s") + " counted";
    } else if (info.handicapWritten >= 2 && stones > 0 && stones < info.handicapWritten) {
        info.handicap = stones;
        info.handicapProblem = WarningProblem::HandicapBeyondStones;
        info.handicapArguments = {std::to_string(info.handicapWritten), std::to_string(stones)};
        info.handicapNote = written + ", but Black has " + std::to_string(stones) + " setup stone"
                            + (stones == 1 ? "" : "s") + ": " + std::to_string(stones) + " counted";
    }
}

} // namespace

void GameRecord::applyStep(const Step& step, Board& board, int& capturedByBlack, int& capturedByWhite)
{
    if (!step.isMove) {
        for (int y = step.y0; y <= step.y1; ++y)
            for (int x = step.x0; x <= step.x1; ++x)
                board.set(board.index(x, y), step.color);
        return;
    }
    const Board::PlayResult result = board.play(board.index(step.x0, step.y0), step.color);
    // Suicide: the opponent is credited with the stones, as with any capture.
    (step.color == Color::Black ? capturedByBlack : capturedByWhite) += result.captured;
    (step.color == Color::Black ? capturedByWhite : capturedByBlack) += result.suicided;
}

void GameRecord::replayNode(const SgfNode& node, int nodeIndex, Replay& replay, std::vector<Step>* steps,
                            std::vector<Move>* moves)
{
    // Keeps the steps and moves the node makes; a problem stops the read (read() throws it).
    class Recorder : public NodeListener {
    public:
        Recorder(int nodeIndex, std::vector<Step>* steps, std::vector<GameRecord::Move>* moves)
            : m_node(nodeIndex), m_steps(steps), m_moves(moves)
        {
        }
        void setupApplied(const PointRectangle& rectangle, Color color) override
        {
            if (m_steps)
                m_steps->push_back({false, color, (unsigned char)rectangle.from.x, (unsigned char)rectangle.from.y,
                                    (unsigned char)rectangle.to.x, (unsigned char)rectangle.to.y});
        }
        void moveApplied(const NodeListener::Move& move) override
        {
            if (m_steps && move.point)
                m_steps->push_back({true, move.color, (unsigned char)move.point->x, (unsigned char)move.point->y,
                                    (unsigned char)move.point->x, (unsigned char)move.point->y});
            if (m_moves)
                m_moves->push_back({move.color, move.point, m_node, move.property.values.front().location(),
                                    move.captured, move.suicided});
        }
        void problem(const ParseError& error) override { throw error; }

    private:
        int m_node;
        std::vector<Step>* m_steps;
        std::vector<GameRecord::Move>* m_moves;
    };
    Recorder recorder(nodeIndex, steps, moves);
    applyNode(node, replay, recorder);
}

GameRecord GameRecord::read(const SgfGameTree& tree)
{
    GameRecord record;
    record.m_info = readInfo(tree.root());
    const int width = record.m_info.width;
    const int height = record.m_info.height;
    record.m_mainLine = tree.mainLine();

    Replay replay{Board(width, height), 0, 0, 0, 0, std::nullopt, Color::Empty};
    // A setup position's prisoners, as positionwriter.h writes them.
    if (const auto captures = rootCaptures(tree.root())) {
        replay.capturedByBlack = captures->first;
        replay.capturedByWhite = captures->second;
    }
    record.m_checkpoints.push_back({0, replay.board, replay.capturedByBlack, replay.capturedByWhite});
    record.m_states.push_back({});

    for (const int nodeIndex : record.m_mainLine) {
        const SgfNode& node = tree.node(nodeIndex);
        record.m_nodeLocations.push_back(node.location());
        const size_t movesBefore = record.m_moves.size();
        // A node is replayed whole before its states are marked, so a checkpoint never falls
        // inside one: any state is then a checkpoint plus whole steps.
        replayNode(node, nodeIndex, replay, &record.m_steps, &record.m_moves);
        for (size_t k = movesBefore; k < record.m_moves.size(); ++k)
            record.m_states.push_back({record.m_steps.size(), nodeIndex});
        // Setup-only nodes after a move belong to that move's state (the slider shows them there).
        record.m_states.back() = {record.m_steps.size(), nodeIndex};
        record.m_nodeMarks.push_back({record.m_steps.size(), record.moveCount()});
        if (nodeIndex == SgfGameTree::Root)
            checkHandicap(replay.board, record.m_info);
        if (record.m_steps.size() - record.m_checkpoints.back().step >= CheckpointInterval)
            record.m_checkpoints.push_back(
                {record.m_steps.size(), replay.board, replay.capturedByBlack, replay.capturedByWhite});
    }
    // Moves within one node (B and W together, invalid but seen) share the node's state.

    const Board& board = replay.board;
    Position& position = record.m_position;
    position.board = board;
    position.komi = record.m_info.komi;
    position.capturedByBlack = replay.capturedByBlack;
    position.capturedByWhite = replay.capturedByWhite;
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

GameRecord::State GameRecord::stateAt(size_t stepEnd, int moves, int node) const
{
    // The last checkpoint at or before stepEnd.
    const auto after
        = std::upper_bound(m_checkpoints.begin(), m_checkpoints.end(), stepEnd,
                           [](size_t step, const Checkpoint& checkpoint) { return step < checkpoint.step; });
    const Checkpoint& checkpoint = *(after - 1);
    State state{
        checkpoint.board, checkpoint.capturedByBlack, checkpoint.capturedByWhite, std::nullopt, Color::Empty, node};
    for (size_t s = checkpoint.step; s < stepEnd; ++s)
        applyStep(m_steps[s], state.board, state.capturedByBlack, state.capturedByWhite);
    if (moves > 0) {
        state.lastMove = move(moves).point;
        state.lastColor = move(moves).color;
    }
    return state;
}

size_t GameRecord::memoryBytes() const
{
    return m_moves.capacity() * sizeof(Move) + m_steps.capacity() * sizeof(Step)
           + m_checkpoints.capacity() * sizeof(Checkpoint) + m_states.capacity() * sizeof(StateMark)
           + m_nodeMarks.capacity() * sizeof(NodeMark) + m_mainLine.capacity() * sizeof(int)
           + m_nodeLocations.capacity() * sizeof(TextLocation);
}

GameRecord::State GameRecord::stateAfterMove(int k) const
{
    const StateMark& mark = m_states[size_t(k)];
    return stateAt(mark.stepEnd, k, mark.node);
}

GameRecord::State GameRecord::stateAtNode(const SgfGameTree& tree, int node) const
{
    // The way back to the main line: the variation's nodes, last first.
    std::vector<int> variation;
    int at = node;
    size_t onMainLine = m_mainLine.size();
    for (;;) {
        const auto found = std::find(m_mainLine.begin(), m_mainLine.end(), at);
        if (found != m_mainLine.end()) {
            onMainLine = size_t(found - m_mainLine.begin());
            break;
        }
        variation.push_back(at);
        at = tree.node(at).parent();
    }
    const NodeMark& mark = m_nodeMarks[onMainLine];
    State state = stateAt(mark.stepEnd, mark.moves, at);
    if (variation.empty())
        return state;
    Replay replay{state.board, state.capturedByBlack, state.capturedByWhite, 0,
                  mark.moves,  state.lastMove,        state.lastColor};
    for (auto k = variation.rbegin(); k != variation.rend(); ++k)
        replayNode(tree.node(*k), *k, replay, nullptr, nullptr);
    return {replay.board, replay.capturedByBlack, replay.capturedByWhite, replay.lastMove, replay.lastColor, node};
}

} // namespace seki
