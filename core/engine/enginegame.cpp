#include "enginegame.h"

#include "gtp.h"

#include "sgf/gamerecord.h"

#include <deque>

namespace seki {

namespace {

std::string playCommand(Color color, std::optional<Point> point, int size)
{
    std::string command = color == Color::Black ? "play black " : "play white ";
    command += point ? toGtpVertex(*point, size) : std::string("pass");
    return command;
}

} // namespace

EngineGame EngineGame::fromRecord(const GameRecord& record)
{
    EngineGame game;
    game.setup = record.stateAfterMove(0).board;
    game.final = record.position().board;
    game.komi = record.position().komi;
    game.moves.reserve(size_t(record.moveCount()));
    for (int k = 1; k <= record.moveCount(); ++k)
        game.moves.push_back({record.move(k).color, record.move(k).point});
    return game;
}

EngineGame EngineGame::fromPosition(const Position& position)
{
    EngineGame game;
    game.setup = position.board;
    game.final = position.board;
    game.komi = position.komi;
    return game;
}

std::optional<std::vector<std::string>> placementCommands(const Board& board, Point* blocked)
{
    std::vector<std::string> commands;
    Board::Mask laid;
    std::optional<Point> failure;
    board.forEachPoint([&](Board::Index start) {
        if (failure || !isStone(board.at(start)) || laid.test(size_t(start)))
            return;
        const std::vector<Board::Index> block = board.connected(start);
        // The first stone laid touches a liberty the finished position keeps.
        std::optional<Board::Index> root;
        for (Board::Index stone : block)
            for (int offset : board.neighbourOffsets())
                if (!root && board.at(stone + offset) == Color::Empty)
                    root = stone;
        if (!root) {
            failure = board.point(start);
            return;
        }
        // Breadth first from there: every part laid is connected and keeps that liberty.
        std::deque<Board::Index> queue{*root};
        laid.set(size_t(*root));
        while (!queue.empty()) {
            const Board::Index stone = queue.front();
            queue.pop_front();
            commands.push_back(playCommand(board.at(stone), board.point(stone), board.height()));
            for (int offset : board.neighbourOffsets()) {
                const Board::Index next = stone + offset;
                if (board.at(next) == board.at(stone) && !laid.test(size_t(next))) {
                    laid.set(size_t(next));
                    queue.push_back(next);
                }
            }
        }
    });
    if (failure) {
        if (blocked)
            *blocked = *failure;
        return std::nullopt;
    }
    return commands;
}

std::optional<std::vector<std::string>> replayCommands(const EngineGame& game)
{
    std::optional<std::vector<std::string>> commands = placementCommands(game.setup);
    if (!commands || game.setup.width() != game.final.width() || game.setup.height() != game.final.height())
        return std::nullopt;
    Board board = game.setup;
    for (const EngineGame::Move& move : game.moves) {
        if (move.point) {
            if (!board.contains(*move.point) || board.at(*move.point) != Color::Empty)
                return std::nullopt;
            if (board.play(board.index(*move.point), move.color).suicided > 0)
                return std::nullopt;
        }
        commands->push_back(playCommand(move.color, move.point, board.height()));
    }
    if (!(board == game.final))
        return std::nullopt;
    return commands;
}

} // namespace seki
