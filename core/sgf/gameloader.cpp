#include "gameloader.h"

#include "gibreader.h"
#include "ngfreader.h"
#include "posreader.h"
#include "ugfreader.h"
#include "sgfreader.h"

#include <exception>
#include <new>

namespace seki {

namespace {

// What a failure that is not a ParseError still says about the file (a board size Board
// refuses, memory running out) — at the start of the file, since its place is unknown.
ParseError asParseError(const std::exception& failure)
{
    if (dynamic_cast<const std::bad_alloc*>(&failure))
        return ParseError(TextLocation{1, 1}, ParseProblem::OutOfMemory, {}, "not enough memory to read this file");
    return ParseError(1, 1, failure.what());
}

} // namespace

int LoadedFile::gameCount() const
{
    if (error)
        return 0;
    return format == GameFormat::Pos ? 1 : int(collection.games.size());
}

LoadedFile loadFile(std::string_view bytes, GameFormat format)
{
    LoadedFile file;
    file.format = format;
    try {
        if (format == GameFormat::Pos) {
            file.posCase = readPosCase(bytes);
        } else {
            SgfFile read = format == GameFormat::Gib   ? readGib(bytes)
                           : format == GameFormat::Ngf ? readNgf(bytes)
                           : format == GameFormat::Ugf ? readUgf(bytes)
                                                       : readSgf(bytes);
            file.collection = std::move(read.collection);
            file.warnings = std::move(read.warnings);
        }
    } catch (const ParseError& problem) {
        file = LoadedFile{format, {}, std::nullopt, {}, problem};
    } catch (const std::exception& problem) {
        file = LoadedFile{format, {}, std::nullopt, {}, asParseError(problem)};
    }
    return file;
}

LoadedFile loadFile(std::string_view bytes, std::string_view name)
{
    FormatIdentity identity;
    try {
        identity = identifyGameFormat(name, bytes);
    } catch (const std::exception& problem) {
        return LoadedFile{gameFormatFor(name), {}, std::nullopt, {}, asParseError(problem)};
    }
    if (!identity.format)
        return LoadedFile{gameFormatFor(name), {}, std::nullopt, {}, notARecordError(identity)};
    return loadFile(bytes, *identity.format);
}

LoadedGame loadGame(const LoadedFile& file, int index)
{
    LoadedGame game;
    game.warnings = file.warnings;
    if (file.error) {
        game.error = file.error;
        return game;
    }
    try {
        if (file.format == GameFormat::Pos) {
            const PosCase& posCase = *file.posCase;
            game.position = posCase.position;
            game.name = posCase.name;
            game.note = posCase.note;
            game.info.width = posCase.position.board.width();
            game.info.height = posCase.position.board.height();
            game.info.komi = posCase.position.komi;
        } else {
            game.record = GameRecord::read(file.collection.games.at(size_t(index)));
            game.info = game.record->info();
            game.position = game.record->position();
            if (!game.info.encodingProblem.empty())
                game.warnings.push_back({{}, game.info.encodingProblem, true, WarningProblem::CharsetCannotConvert,
                                         {game.info.charset}});
            if (!game.info.handicapNote.empty())
                game.warnings.push_back({game.info.handicapLocation, game.info.handicapNote, false,
                                         game.info.handicapProblem, game.info.handicapArguments});
            std::string textProblems;
            for (const SgfWarning& warning : game.warnings)
                if (warning.aboutText)
                    textProblems += (textProblems.empty() ? "" : "; ") + warning.message;
            game.info.encodingProblem = textProblems;
        }
    } catch (const ParseError& problem) {
        game.record.reset();
        game.error = problem;
    } catch (const std::exception& problem) {
        game.record.reset();
        game.error = asParseError(problem);
    }
    return game;
}

} // namespace seki
