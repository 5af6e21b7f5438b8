#pragma once

#include "enginegame.h"
#include "gtp.h"

#include <deque>
#include <optional>
#include <string>
#include <vector>

namespace seki {

// Why an engine's dead stones could not be had. `detail` carries the engine's own words, the
// vertex or the command concerned; the window and the command line each say it in their words.
struct EngineProblem {
    enum class Kind {
        BoardNotSquare,   // GTP boards are square
        BoardTooLarge,    // over 25x25: GTP has no letters for more columns
        BoardSizeRefused, // `boardsize` failed: detail is the engine's answer
        NoLiberties,      // a block with no liberty: no game reaches it; detail is a vertex
        CommandRefused,   // a command the position needs failed: detail "COMMAND: answer"
        Garbage,          // not a GTP answer, or one with the wrong id: detail is what came
        UnknownVertex,    // the dead list names something not on the board: detail is it
        NotAStone,        // the dead list names an empty point: the engine's board differs
    };
    Kind kind = Kind::Garbage;
    std::string detail;
    int width = 0;
    int height = 0;
};

// The message in English (the command line's language).
std::string describe(const EngineProblem& problem);

// What an engine said about a finished position.
struct DeadStoneAnswer {
    std::vector<Point> dead;
    std::vector<Point> seki; // empty when the engine does not answer `final_status_list seki`
    bool sekiAnswered = false;
    std::string engineName; // "GNU Go 3.8" from `name` and `version`; "" when it has none
};

// The conversation that asks an engine for the dead stones of one position, as text: the caller
// writes nextLine() to the engine, hands each answer to accept(), and stops when done(). Each
// command carries an id; an answer with another id is garbage. Sends name, version, boardsize, clear_board, komi, the
// game's moves (or, where they do not lead to the final board or the engine refuses one, the final stones set up one by
// one), then `final_status_list dead` and `final_status_list seki`.
class DeadStoneQuery {
public:
    explicit DeadStoneQuery(const EngineGame& game);

    // Refused before any engine is asked (board shape, a block with no liberty), else nullopt.
    static std::optional<EngineProblem> refusal(const EngineGame& game);

    // The next command line to send ("ID COMMAND\n"), or nullopt when done().
    std::optional<std::string> nextLine() const;
    void accept(const GtpResponse& response);

    bool done() const { return m_steps.empty(); }
    const std::optional<EngineProblem>& problem() const { return m_problem; }
    const DeadStoneAnswer& answer() const { return m_answer; }
    // Whether the position went in as its moves (false: set up stone by stone).
    bool replayedMoves() const { return m_replayedMoves; }

private:
    enum class StepKind { Name, Version, BoardSize, Setup, Move, Place, Dead, Seki };
    struct Step {
        StepKind kind;
        std::string command;
    };
    void fail(EngineProblem::Kind kind, std::string detail);
    void queuePlacement();
    std::optional<std::vector<Point>> readVertices(const std::string& text);

    EngineGame m_game;
    std::deque<Step> m_steps;
    std::optional<EngineProblem> m_problem;
    DeadStoneAnswer m_answer;
    std::string m_version;
    bool m_replayedMoves = false;
    int m_id = 1;
};

} // namespace seki
