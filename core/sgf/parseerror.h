#pragma once

#include "textlocation.h"

#include <stdexcept>
#include <string>
#include <vector>

namespace seki {

// What is wrong with a file, as a code the window words in the reader's language with the
// error's arguments (listed here in their order); the command line prints the English message.
enum class ParseProblem {
    Unclassified,              // only the English message says what is wrong
    IdentifierWithoutCapitals, // a property's name has no upper-case letter
    PropertyWithoutValue,      // identifier
    UnterminatedValue,         // identifier
    ValueTooLong,              // identifier, limit in bytes
    TreeWithoutNode,           // '(' where a game tree's first node should start
    VariationsTooDeep,         // limit
    EmptyGameTree,
    NodeAfterVariation,
    TooManyNodes,        // limit
    PropertyOutsideNode, // a property before any ';'
    UnexpectedSymbol,    // the character (printable ASCII)
    UnexpectedCharacter, // the character, its code point ("U+00E9")
    UnexpectedCodePoint, // the code point of a character that cannot be shown
    TreeNotClosed,
    NoGame,
    // A game's root (GameRecord): each with the value as written, quoted.
    BoardSizeInvalid, // SZ's value, the largest side
    NotGo,            // GM's value
    KomiNotNumber,    // KM's value
    KomiTooLarge,     // KM's value, the limit in points
    HandicapNotWhole, // HA's value
    CapturesInvalid,  // the property's name, its value
    // A move of a game (applyNode): the move's number, its property (B or W), its value.
    MoveNotAPoint,       // number, identifier, value
    MoveOffBoard,        // number, identifier, value, the board's width, height
    MoveOnOccupiedPoint, // number, identifier, value
    MoveCapturesTooMany, // number, identifier, value, the limit in stones
    // A list of points (setup, markup): the property's name first.
    TooManySetupPoints, // identifier, the limit in points
    NotAPoint,          // identifier, value
    PointOffBoard,      // identifier, value, the board's width, height
    TooManyPoints,      // identifier, the limit in points
    // A .pos case (readPosCase): keys and values as written.
    PosExpectedKeyValue,
    PosKeyTwice, // key
    PosEmptyResult,
    PosKeyTakesNoValue, // key
    PosTerritoryBeforeBoard,
    PosEmptyBoard,
    PosTerritoryRows, // the territory's rows, the board's rows
    PosUnknownKey,    // key
    PosNoBoard,
    PosUnknownRules, // the rules as written
    PosNotANumber,   // the text as written
    PosExpectedSide,
    PosStonesNotWhole, // the largest count
    PosExpectedSides,
    PosUnknownCell, // the cell, the cells it may be (spaced)
    PosCellsNotSeparated,
    PosRowTooLong,   // the board's width
    PosBoardTooWide, // the largest side
    PosRowWidth,     // the row's cells, the board's width
    PosBoardTooTall, // the largest side
    // Another server's record (Tygem GIB, WBaduk NGF, Pandanet UGF): fields as written.
    GibNoGame,
    GibHandicap, // value
    GibMoveFields,
    GibPlayer,          // value
    GibPointOffBoard,   // x, y
    NgfHeaderLines,     // the header's lines
    NgfBoardSize,       // value, the largest side
    NgfHandicap,        // value
    NgfKomi,            // value
    NgfMoveLine,        // the line
    NgfPointNotTwice,   // the point as written (four letters)
    NgfMoveOffBoard,    // the point as written (two letters), the board's side
    UgfNoSections,
    UgfBoardSize,       // value, the largest side
    UgfHandicapKomi,    // value
    UgfPointOffBoard,   // the board's side
    UgfMove,            // the line
    UgfPointNotLetters, // the point as written
    UgfSetupPass,
    UgfNode, // the line
    // A node's markup and an exercise's key: values as written.
    LabelWithoutText,    // LB's value
    LabelOffBoard,       // LB's value
    PlayerInvalid,       // PL's value
    ExerciseKindInvalid, // EX's value
    ExerciseTwoAnswers,  // identifier, the point (SGF)
    OutOfMemory,
    // No Go record SekiScope reads (identifyGameFormat): what the file is instead.
    NotARecordImage,    // the image's format (PNG, JPEG, ...)
    NotARecordArchive,  // the archive's format (ZIP, gzip, ...)
    NotARecordDocument, // PDF, Microsoft Office
    NotARecordProgram,  // ELF, Windows
    NotARecordDatabase, // SQLite
    NotARecordMedia,    // MP3, Ogg
    NotARecordLink,     // the link
    NotARecordWebPage,
    NotARecordXml,
    NotARecordJson,
    NotARecordBinary,
    NotARecordEmpty,
    NotARecordText,
};
// One past the last code: the window's test walks them all.
inline constexpr int ParseProblemCount = int(ParseProblem::NotARecordText) + 1;

// A file that cannot be read: where, and what is wrong. The command line prints what() after the
// file name; the window can jump to line/column.
class ParseError : public std::runtime_error {
public:
    ParseError(int line, int column, std::string message);
    ParseError(TextLocation location, std::string message)
        : ParseError(location.line, location.column, std::move(message))
    {
    }
    ParseError(TextLocation location, ParseProblem problem, std::vector<std::string> arguments, std::string message);

    TextLocation location() const { return {line, column}; }

    int line;
    int column;
    std::string message;
    ParseProblem problem = ParseProblem::Unclassified;
    std::vector<std::string> arguments;
    // The charset the bytes were decoded from, when the character the problem names is in that
    // decoded text (the message ends with it); empty otherwise.
    std::string decodedAs;
    // A setup property's problem also says where in the game it lies: the moves played before it
    // (0: before the first move); -1 when the problem is no setup's.
    int setupAfterMove = -1;
};

} // namespace seki
