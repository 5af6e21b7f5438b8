// The GTP conversation (core/engine) with canned engine text: answers cut and parsed, vertices,
// the position sent as moves or as stones laid one by one, and the dead-stone query's answers
// and failures.

#include "engine/deadstonequery.h"
#include "engine/enginegame.h"
#include "engine/gtp.h"

#include "sgf/gamerecord.h"
#include "sgf/sgfparser.h"

#include <QtTest>

#include <random>
#include <sstream>

using namespace seki;

namespace {

std::vector<GtpResponse> readAll(GtpResponseReader& reader)
{
    std::vector<GtpResponse> responses;
    while (auto response = reader.next())
        responses.push_back(*response);
    return responses;
}

// Plays `play COLOUR VERTEX` commands on an empty board the way an engine would; counts captures.
Board replay(const std::vector<std::string>& commands, int size, int* captures)
{
    Board board(size, size);
    *captures = 0;
    for (const std::string& command : commands) {
        std::istringstream words(command);
        std::string verb, colour, vertex;
        words >> verb >> colour >> vertex;
        if (verb != "play")
            qFatal("not a play command: %s", command.c_str());
        if (vertex == "pass")
            continue;
        const std::optional<Point> point = parseGtpVertex(vertex, size);
        if (!point || board.at(*point) != Color::Empty)
            qFatal("bad vertex %s", command.c_str());
        const Board::PlayResult result
            = board.play(board.index(*point), colour == "black" ? Color::Black : Color::White);
        *captures += result.captured + result.suicided;
    }
    return board;
}

// Board rows as text, top first: X black, O white, . empty.
Board boardOf(const std::vector<std::string>& rows)
{
    Board board(int(rows.front().size()), int(rows.size()));
    for (int y = 0; y < board.height(); ++y)
        for (int x = 0; x < board.width(); ++x) {
            const char c = rows[size_t(y)][size_t(x)];
            board.set(Point{x, y}, c == 'X' ? Color::Black : c == 'O' ? Color::White : Color::Empty);
        }
    return board;
}

GameRecord record(const char* sgf)
{
    return GameRecord::read(parseSgf(sgf).games.front());
}

// Runs a query against scripted answers: `answer(command)` gives the engine's text for each.
template <class Answer>
DeadStoneQuery converse(const EngineGame& game, Answer answer, std::vector<std::string>* sent = nullptr)
{
    DeadStoneQuery query(game);
    GtpResponseReader reader;
    int guard = 0;
    while (auto line = query.nextLine()) {
        if (++guard > 10000)
            qFatal("the query does not end");
        const std::string command = line->substr(line->find(' ') + 1, line->size() - line->find(' ') - 2);
        const int id = std::stoi(*line);
        if (sent)
            sent->push_back(command);
        reader.feed(answer(id, command));
        const auto response = reader.next();
        if (!response)
            qFatal("no complete answer to %s", command.c_str());
        query.accept(*response);
    }
    return query;
}

std::string ok(int id, const std::string& text = {})
{
    std::string answer = "=" + std::to_string(id);
    if (!text.empty())
        answer.append(" ").append(text);
    return answer.append("\n\n");
}

} // namespace

class TestGtp : public QObject {
    Q_OBJECT
private slots:
    void answersAreCut()
    {
        GtpResponseReader reader;
        // Split anywhere, CRs and tabs on the way, empty lines between answers.
        const std::string text = "=1 GNU Go\r\n\r\n\n?2 unacceptable\tsize\n\n=3 A1 B2\nC3 D4\n\n=\n\n";
        for (char c : text) {
            reader.feed(std::string(1, c));
        }
        const auto responses = readAll(reader);
        QCOMPARE(responses.size(), size_t(4));
        QCOMPARE(responses[0].kind, GtpResponse::Kind::Success);
        QCOMPARE(responses[0].id, std::optional<int>(1));
        QCOMPARE(responses[0].text, std::string("GNU Go"));
        QCOMPARE(responses[1].kind, GtpResponse::Kind::Failure);
        QCOMPARE(responses[1].text, std::string("unacceptable size"));
        QCOMPARE(responses[2].text, std::string("A1 B2\nC3 D4"));
        QCOMPARE(responses[3].kind, GtpResponse::Kind::Success);
        QVERIFY(!responses[3].id);
        QVERIFY(responses[3].text.empty());
    }

    void incompleteAnswerWaits()
    {
        GtpResponseReader reader;
        reader.feed("=1 A1\n");
        QVERIFY(!reader.next());
        reader.feed("\n");
        QCOMPARE(reader.next()->text, std::string("A1"));
    }

    void garbageIsGarbage()
    {
        GtpResponseReader reader;
        reader.feed("Segmentation fault\n");
        auto response = reader.next();
        QVERIFY(response);
        QCOMPARE(response->kind, GtpResponse::Kind::Garbage);
        QCOMPARE(response->text, std::string("Segmentation fault"));

        reader.feed("=1x\n\n");
        QCOMPARE(reader.next()->kind, GtpResponse::Kind::Garbage);

        // No end in sight: refused once past the limit instead of growing forever.
        reader.feed("=1 ");
        reader.feed(std::string(GtpResponseReader::MaxAnswer + 10, 'A'));
        response = reader.next();
        QVERIFY(response);
        QCOMPARE(response->kind, GtpResponse::Kind::Garbage);
    }

    void vertices()
    {
        for (int size : {1, 9, 19, 25})
            for (int y = 0; y < size; ++y)
                for (int x = 0; x < size; ++x) {
                    const Point p{x, y};
                    QCOMPARE(parseGtpVertex(toGtpVertex(p, size), size), std::optional<Point>(p));
                }
        QCOMPARE(toGtpVertex({3, 15}, 19), std::string("D4"));
        QCOMPARE(toGtpVertex({8, 0}, 19), std::string("J19")); // no I
        QCOMPARE(parseGtpVertex("d4", 19), std::optional<Point>(Point{3, 15}));
        QVERIFY(!parseGtpVertex("I5", 19));
        QVERIFY(!parseGtpVertex("A0", 19));
        QVERIFY(!parseGtpVertex("A05", 19));
        QVERIFY(!parseGtpVertex("T20", 19));
        QVERIFY(!parseGtpVertex("K1", 9));
        QVERIFY(!parseGtpVertex("A1x", 19));
    }

    // Stones laid one by one never capture, whatever the shape: random positions reached by
    // play, rebuilt from the commands, equal to the board.
    void placementRebuildsExactly()
    {
        std::mt19937 random(7);
        for (int trial = 0; trial < 200; ++trial) {
            const int size = 2 + int(random() % 12);
            Board board(size, size);
            for (int k = 0; k < size * size * 2; ++k) {
                const Point p{int(random() % unsigned(size)), int(random() % unsigned(size))};
                if (board.at(p) == Color::Empty)
                    board.play(board.index(p), k % 2 ? Color::White : Color::Black);
            }
            const auto commands = placementCommands(board);
            QVERIFY(commands);
            int captures = -1;
            QVERIFY(replay(*commands, size, &captures) == board);
            QCOMPARE(captures, 0);
        }
    }

    // A white block whose only liberty is at its far end, inside a black wall.
    void placementKeepsEachBlocksLiberty()
    {
        const Board board = boardOf({
            ".XOX.",
            ".XOX.",
            ".XOOX",
            ".XXO.",
            ".....",
        });
        int captures = -1;
        const auto commands = placementCommands(board);
        QVERIFY(commands);
        QVERIFY(replay(*commands, 5, &captures) == board);
        QCOMPARE(captures, 0);
        const Board full = boardOf({"XO", "OX"});
        Point blocked;
        QVERIFY(!placementCommands(full, &blocked));
        QVERIFY(isStone(full.at(blocked)));
    }

    void gameGoesInAsItsMoves()
    {
        // Black's last move captures the white stone at A5.
        const GameRecord game = record("(;SZ[5]KM[0.5];B[ba];W[aa];B[bb];W[ca];B[ab])");
        const EngineGame engineGame = EngineGame::fromRecord(game);
        const auto commands = replayCommands(engineGame);
        QVERIFY(commands);
        QCOMPARE(commands->size(), size_t(5));
        QCOMPARE(commands->at(0), std::string("play black B5"));
        int captures = -1;
        QVERIFY(replay(*commands, 5, &captures) == game.position().board);
        QCOMPARE(captures, 1);

        std::vector<std::string> sent;
        const DeadStoneQuery query = converse(
            engineGame, [](int id, const std::string&) { return ok(id); }, &sent);
        QVERIFY(query.replayedMoves());
        QCOMPARE(sent.at(2), std::string("boardsize 5"));
        QCOMPARE(sent.at(4), std::string("komi 0.5"));
        QCOMPARE(sent.at(5), std::string("play black B5"));

        // Setup removed mid-game: the moves no longer lead to the final board.
        const GameRecord edited = record("(;SZ[5];B[aa];W[bb];AE[aa];B[cc])");
        QVERIFY(!replayCommands(EngineGame::fromRecord(edited)));
        const DeadStoneQuery laid
            = converse(EngineGame::fromRecord(edited), [](int id, const std::string&) { return ok(id); });
        QVERIFY(!laid.replayedMoves());
        QVERIFY(!laid.problem());
    }

    void deadAndSekiMappedBack()
    {
        Position position;
        position.board = boardOf({
            ".XO..",
            "XXO.O",
            "OOOO.",
            ".....",
            ".X...",
        });
        position.komi = 6.5;
        const DeadStoneQuery query
            = converse(EngineGame::fromPosition(position), [](int id, const std::string& command) {
                  if (command == "name")
                      return ok(id, "GNU Go");
                  if (command == "version")
                      return ok(id, "3.8");
                  if (command == "final_status_list dead")
                      return ok(id, "B1 A4\nB4 B5"); // one group a line, as GNU Go writes them
                  if (command == "final_status_list seki")
                      return "?" + std::to_string(id) + " unknown command\n\n";
                  return ok(id);
              });
        QVERIFY(!query.problem());
        QCOMPARE(query.answer().engineName, std::string("GNU Go 3.8"));
        const std::vector<Point> dead{{0, 1}, {1, 0}, {1, 1}, {1, 4}};
        QCOMPARE(query.answer().dead, dead);
        QVERIFY(!query.answer().sekiAnswered);
    }

    void failures()
    {
        Position position;
        position.board = boardOf({"X..", "...", "..O"});
        const EngineGame game = EngineGame::fromPosition(position);
        auto answering = [](const std::string& to, const std::string& text) {
            return [to, text](int id, const std::string& command) {
                return command == to
                           ? (text.find("%d") == 0 ? "?" + std::to_string(id) + text.substr(2) + "\n\n" : text)
                           : ok(id);
            };
        };
        // The board size refused (GNU Go stops at 19x19).
        DeadStoneQuery query = converse(game, answering("boardsize 3", "%d unacceptable size"));
        QVERIFY(query.problem());
        QCOMPARE(query.problem()->kind, EngineProblem::Kind::BoardSizeRefused);
        QCOMPARE(query.problem()->detail, std::string("unacceptable size"));
        QVERIFY(query.answer().dead.empty());
        // Nonsense instead of an answer.
        query = converse(game, answering("final_status_list dead", "Segmentation fault\n"));
        QCOMPARE(query.problem()->kind, EngineProblem::Kind::Garbage);
        QVERIFY(query.answer().dead.empty());
        // An answer to another command.
        query = converse(game, answering("komi 0", "=99\n\n"));
        QCOMPARE(query.problem()->kind, EngineProblem::Kind::Garbage);
        // A dead "stone" on an empty point: the engine's board is not the game's.
        query = converse(game, [](int id, const std::string& command) {
            return command == "final_status_list dead" ? ok(id, "A3 B2") : ok(id);
        });
        QCOMPARE(query.problem()->kind, EngineProblem::Kind::NotAStone);
        QCOMPARE(query.problem()->detail, std::string("B2"));
        QVERIFY(query.answer().dead.empty());
        query = converse(game, [](int id, const std::string& command) {
            return command == "final_status_list dead" ? ok(id, "Z9") : ok(id);
        });
        QCOMPARE(query.problem()->kind, EngineProblem::Kind::UnknownVertex);
        // A stone laid refused.
        query = converse(game, answering("play black A3", "%d illegal move"));
        QCOMPARE(query.problem()->kind, EngineProblem::Kind::CommandRefused);
        QVERIFY(describe(*query.problem()).find("play black A3") != std::string::npos);
    }

    void refusedMoveFallsBackToStones()
    {
        const GameRecord game = record("(;SZ[5];B[aa];W[bb];B[cc])");
        std::vector<std::string> sent;
        bool refused = false;
        const DeadStoneQuery query = converse(
            EngineGame::fromRecord(game),
            [&refused](int id, const std::string& command) {
                if (command == "play white B4" && !refused) {
                    refused = true;
                    return "?" + std::to_string(id) + " illegal move\n\n";
                }
                return ok(id);
            },
            &sent);
        QVERIFY(!query.problem());
        QVERIFY(!query.replayedMoves());
        // After the refusal: a cleared board and all three stones laid.
        const auto clear = std::find(sent.rbegin(), sent.rend(), "clear_board");
        QCOMPARE(std::count_if(sent.rbegin(), clear, [](const std::string& c) { return c.rfind("play", 0) == 0; }), 3);
    }

    void boardsRefusedBeforeAsking()
    {
        Position position;
        position.board = Board(13, 9);
        auto refused = DeadStoneQuery::refusal(EngineGame::fromPosition(position));
        QVERIFY(refused);
        QCOMPARE(refused->kind, EngineProblem::Kind::BoardNotSquare);
        position.board = Board(27, 27);
        refused = DeadStoneQuery::refusal(EngineGame::fromPosition(position));
        QCOMPARE(refused->kind, EngineProblem::Kind::BoardTooLarge);
        QVERIFY(describe(*refused).find("27x27") != std::string::npos);
        // Nothing to send at all.
        QVERIFY(!DeadStoneQuery(EngineGame::fromPosition(position)).nextLine());
        position.board = Board(19, 19);
        QVERIFY(!DeadStoneQuery::refusal(EngineGame::fromPosition(position)));
    }
};

QTEST_APPLESS_MAIN(TestGtp)
#include "tst_gtp.moc"
