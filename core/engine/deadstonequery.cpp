#include "deadstonequery.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <sstream>

namespace seki {

namespace {

std::string komiText(double komi)
{
    char text[32];
    std::snprintf(text, sizeof text, "%g", komi);
    return text;
}

} // namespace

std::string describe(const EngineProblem& problem)
{
    const std::string size = std::to_string(problem.width) + "x" + std::to_string(problem.height);
    switch (problem.kind) {
    case EngineProblem::Kind::BoardNotSquare:
        return "a GTP engine takes square boards only, not " + size;
    case EngineProblem::Kind::BoardTooLarge:
        return "GTP names columns up to 25x25; this board is " + size;
    case EngineProblem::Kind::BoardSizeRefused:
        return "the engine cannot take a " + size + " board (it answered '" + problem.detail + "')";
    case EngineProblem::Kind::NoLiberties:
        return "the block at " + problem.detail + " has no liberty: no game reaches this position";
    case EngineProblem::Kind::CommandRefused:
        return "the engine refused " + problem.detail;
    case EngineProblem::Kind::Garbage:
        return "the engine's answer is not GTP: '" + problem.detail + "'";
    case EngineProblem::Kind::UnknownVertex:
        return "the engine named '" + problem.detail + "' dead, which is no point of the board";
    case EngineProblem::Kind::NotAStone:
        return "the engine named " + problem.detail + " dead, an empty point: its board differs from the game's";
    }
    return {};
}

DeadStoneQuery::DeadStoneQuery(const EngineGame& game) : m_game(game)
{
    if (const std::optional<EngineProblem> refused = refusal(game)) {
        m_problem = refused;
        return;
    }
    const int size = game.final.width();
    m_steps.push_back({StepKind::Name, "name"});
    m_steps.push_back({StepKind::Version, "version"});
    m_steps.push_back({StepKind::BoardSize, "boardsize " + std::to_string(size)});
    m_steps.push_back({StepKind::Setup, "clear_board"});
    m_steps.push_back({StepKind::Setup, "komi " + komiText(game.komi)});
    // The moves where they lead to the final board: an engine that reads history sees the game.
    if (const auto moves = replayCommands(game)) {
        m_replayedMoves = true;
        for (const std::string& command : *moves)
            m_steps.push_back({StepKind::Move, command});
        m_steps.push_back({StepKind::Dead, "final_status_list dead"});
        m_steps.push_back({StepKind::Seki, "final_status_list seki"});
    } else {
        queuePlacement();
    }
}

std::optional<EngineProblem> DeadStoneQuery::refusal(const EngineGame& game)
{
    const Board& board = game.final;
    EngineProblem problem;
    problem.width = board.width();
    problem.height = board.height();
    if (board.width() != board.height()) {
        problem.kind = EngineProblem::Kind::BoardNotSquare;
        return problem;
    }
    if (board.width() > MaxGtpSide) {
        problem.kind = EngineProblem::Kind::BoardTooLarge;
        return problem;
    }
    Point blocked;
    if (!placementCommands(board, &blocked)) {
        problem.kind = EngineProblem::Kind::NoLiberties;
        problem.detail = toGtpVertex(blocked, board.height());
        return problem;
    }
    return std::nullopt;
}

void DeadStoneQuery::queuePlacement()
{
    m_replayedMoves = false;
    m_steps.push_back({StepKind::Setup, "clear_board"});
    const std::optional<std::vector<std::string>> stones = placementCommands(m_game.final);
    for (const std::string& command : stones.value_or(std::vector<std::string>()))
        m_steps.push_back({StepKind::Place, command});
    m_steps.push_back({StepKind::Dead, "final_status_list dead"});
    m_steps.push_back({StepKind::Seki, "final_status_list seki"});
}

std::optional<std::string> DeadStoneQuery::nextLine() const
{
    if (m_steps.empty())
        return std::nullopt;
    return gtpCommand(m_id, m_steps.front().command);
}

void DeadStoneQuery::fail(EngineProblem::Kind kind, std::string detail)
{
    EngineProblem problem;
    problem.kind = kind;
    problem.detail = std::move(detail);
    problem.width = m_game.final.width();
    problem.height = m_game.final.height();
    m_problem = std::move(problem);
    m_steps.clear();
    m_answer.dead.clear();
    m_answer.seki.clear();
}

std::optional<std::vector<Point>> DeadStoneQuery::readVertices(const std::string& text)
{
    std::vector<Point> points;
    std::istringstream words(text);
    std::string word;
    while (words >> word) {
        std::string lower = word;
        std::transform(lower.begin(), lower.end(), lower.begin(),
                       [](unsigned char c) { return char(std::tolower(c)); });
        if (lower == "pass")
            continue;
        const std::optional<Point> point = parseGtpVertex(word, m_game.final.width());
        if (!point) {
            fail(EngineProblem::Kind::UnknownVertex, word.substr(0, 40));
            return std::nullopt;
        }
        if (!isStone(m_game.final.at(*point))) {
            fail(EngineProblem::Kind::NotAStone, toGtpVertex(*point, m_game.final.height()));
            return std::nullopt;
        }
        points.push_back(*point);
    }
    std::sort(points.begin(), points.end());
    points.erase(std::unique(points.begin(), points.end()), points.end());
    return points;
}

void DeadStoneQuery::accept(const GtpResponse& response)
{
    if (m_steps.empty())
        return;
    const Step step = m_steps.front();
    m_steps.pop_front();
    const int id = m_id++;
    if (response.kind == GtpResponse::Kind::Garbage) {
        fail(EngineProblem::Kind::Garbage, response.text);
        return;
    }
    if (response.id && *response.id != id) {
        fail(EngineProblem::Kind::Garbage,
             "answer " + std::to_string(*response.id) + " to command " + std::to_string(id));
        return;
    }
    const bool ok = response.kind == GtpResponse::Kind::Success;
    switch (step.kind) {
    case StepKind::Name:
        if (ok)
            m_answer.engineName = response.text;
        return;
    case StepKind::Version:
        if (ok && !response.text.empty() && !m_answer.engineName.empty())
            m_answer.engineName += " " + response.text.substr(0, response.text.find('\n'));
        return;
    case StepKind::BoardSize:
        if (!ok)
            fail(EngineProblem::Kind::BoardSizeRefused, response.text);
        return;
    case StepKind::Setup:
    case StepKind::Place:
        if (!ok)
            fail(EngineProblem::Kind::CommandRefused, step.command + ": " + response.text);
        return;
    case StepKind::Move:
        if (!ok) {
            // A move the engine will not play (a ko it reads differently, say): the final
            // stones, set up one by one, are the same position.
            m_steps.clear();
            queuePlacement();
        }
        return;
    case StepKind::Dead:
        if (!ok) {
            fail(EngineProblem::Kind::CommandRefused, step.command + ": " + response.text);
            return;
        }
        if (auto dead = readVertices(response.text))
            m_answer.dead = std::move(*dead);
        return;
    case StepKind::Seki:
        // Optional: an engine that does not know seki simply says so.
        if (ok) {
            if (auto seki = readVertices(response.text)) {
                m_answer.seki = std::move(*seki);
                m_answer.sekiAnswered = true;
            }
        }
        return;
    }
}

} // namespace seki
