#include "common/parseerrortext.h"

#include <QStringList>

namespace seki::ui {

QString ParseErrorText::message(const ParseError& error)
{
    QStringList arguments;
    for (const std::string& argument : error.arguments)
        arguments << QString::fromStdString(argument);
    QString text = words(error.problem, arguments);
    if (text.isEmpty())
        return QString::fromStdString(error.message);
    if (error.setupAfterMove == 0)
        text = tr("setup before the first move: %1").arg(text);
    else if (error.setupAfterMove > 0)
        text = tr("setup after move %1: %2").arg(error.setupAfterMove).arg(text);
    if (!error.decodedAs.empty())
        text = tr("%1 (in the text read as %2)").arg(text, QString::fromStdString(error.decodedAs));
    return text;
}

QString ParseErrorText::words(ParseProblem problem, const QStringList& arguments)
{
    const auto needs = [&](qsizetype count) { return arguments.size() == count; };
    switch (problem) {
    case ParseProblem::Unclassified:
        return QString();
    case ParseProblem::IdentifierWithoutCapitals:
        return tr("a property's name has no upper-case letter");
    case ParseProblem::PropertyWithoutValue:
        return needs(1) ? tr("property %1 has no value ('[' expected)").arg(arguments[0]) : QString();
    case ParseProblem::UnterminatedValue:
        return needs(1) ? tr("the value of property %1 is not closed (']' missing)").arg(arguments[0]) : QString();
    case ParseProblem::ValueTooLong:
        return needs(2) ? tr("the value of property %1 is longer than %2 bytes").arg(arguments[0], arguments[1])
                        : QString();
    case ParseProblem::TreeWithoutNode:
        return tr("a game tree must start with a node: ';' expected before '('");
    case ParseProblem::VariationsTooDeep:
        return needs(1) ? tr("variations nested deeper than %1 levels").arg(arguments[0]) : QString();
    case ParseProblem::EmptyGameTree:
        return tr("empty game tree: ';' expected before ')'");
    case ParseProblem::NodeAfterVariation:
        return tr("a node after a variation: '(' or ')' expected");
    case ParseProblem::TooManyNodes:
        return needs(1) ? tr("more than %1 nodes").arg(arguments[0]) : QString();
    case ParseProblem::PropertyOutsideNode:
        return tr("a property outside a node: ';' expected before it");
    case ParseProblem::UnexpectedSymbol:
        return needs(1) ? tr("unexpected '%1'").arg(arguments[0]) : QString();
    case ParseProblem::UnexpectedCharacter:
        return needs(2) ? tr("unexpected character '%1' (%2)").arg(arguments[0], arguments[1]) : QString();
    case ParseProblem::UnexpectedCodePoint:
        return needs(1) ? tr("unexpected character %1").arg(arguments[0]) : QString();
    case ParseProblem::TreeNotClosed:
        return tr("a game tree is not closed (')' missing)");
    case ParseProblem::NoGame:
        return tr("no game in the file");
    case ParseProblem::BoardSizeInvalid:
        return needs(2) ? tr("SZ[%1]: the board size must be a number from 1 to %2, or width:height")
                              .arg(arguments[0], arguments[1])
                        : QString();
    case ParseProblem::NotGo:
        return needs(1) ? tr("GM[%1]: not a game of Go (GM[1])").arg(arguments[0]) : QString();
    case ParseProblem::KomiNotNumber:
        return needs(1) ? tr("KM[%1]: the komi is not a number").arg(arguments[0]) : QString();
    case ParseProblem::KomiTooLarge:
        return needs(2) ? tr("KM[%1]: the komi is beyond %2 points either way").arg(arguments[0], arguments[1])
                        : QString();
    case ParseProblem::HandicapNotWhole:
        return needs(1) ? tr("HA[%1]: the handicap is not a whole number").arg(arguments[0]) : QString();
    case ParseProblem::CapturesInvalid:
        return needs(2) ? tr("%1[%2]: the stones captured by Black and by White must be two whole numbers, as in "
                             "%1[3:5]")
                              .arg(arguments[0], arguments[1])
                        : QString();
    case ParseProblem::MoveNotAPoint:
        return needs(3) ? tr("move %1: %2[%3] is not a point").arg(arguments[0], arguments[1], arguments[2])
                        : QString();
    case ParseProblem::MoveOffBoard:
        return needs(5) ? tr("move %1: %2[%3] is off the %4x%5 board")
                              .arg(arguments[0], arguments[1], arguments[2], arguments[3], arguments[4])
                        : QString();
    case ParseProblem::MoveOnOccupiedPoint:
        return needs(3) ? tr("move %1: %2[%3] is on an occupied point").arg(arguments[0], arguments[1], arguments[2])
                        : QString();
    case ParseProblem::MoveCapturesTooMany:
        return needs(4) ? tr("move %1: %2[%3] captures more than %4 stones in all: this is not a game record")
                              .arg(arguments[0], arguments[1], arguments[2], arguments[3])
                        : QString();
    case ParseProblem::TooManySetupPoints:
        return needs(2) ? tr("%1: the setup places or removes more than %2 points in all (the limit for a game "
                             "record)")
                              .arg(arguments[0], arguments[1])
                        : QString();
    case ParseProblem::NotAPoint:
        return needs(2) ? tr("%1[%2] is not a point").arg(arguments[0], arguments[1]) : QString();
    case ParseProblem::PointOffBoard:
        return needs(4) ? tr("%1[%2]: the point is off the %3x%4 board")
                              .arg(arguments[0], arguments[1], arguments[2], arguments[3])
                        : QString();
    case ParseProblem::TooManyPoints:
        return needs(2) ? tr("%1: the values name more than %2 points in all (the same points again and again)")
                              .arg(arguments[0], arguments[1])
                        : QString();
    case ParseProblem::PosExpectedKeyValue:
        return tr("expected 'key: value'");
    case ParseProblem::PosKeyTwice:
        return needs(1) ? tr("'%1' given twice").arg(arguments[0]) : QString();
    case ParseProblem::PosEmptyResult:
        return tr("the result is empty");
    case ParseProblem::PosKeyTakesNoValue:
        return needs(1) ? tr("'%1:' takes no value: the grid follows on the next lines").arg(arguments[0]) : QString();
    case ParseProblem::PosTerritoryBeforeBoard:
        return tr("'territory:' must come after the board");
    case ParseProblem::PosEmptyBoard:
        return tr("empty board: the grid's rows must follow 'board:'");
    case ParseProblem::PosTerritoryRows:
        return needs(2) ? tr("the territory has %1 rows, the board %2").arg(arguments[0], arguments[1]) : QString();
    case ParseProblem::PosUnknownKey:
        return needs(1) ? tr("unknown key '%1'").arg(arguments[0]) : QString();
    case ParseProblem::PosNoBoard:
        return tr("no 'board:' in the file");
    case ParseProblem::PosUnknownRules:
        return needs(1) ? tr("unknown rules '%1' (territory or area)").arg(arguments[0]) : QString();
    case ParseProblem::PosNotANumber:
        return needs(1) ? tr("'%1' is not a number").arg(arguments[0]) : QString();
    case ParseProblem::PosExpectedSide:
        return tr("expected black=N or white=N");
    case ParseProblem::PosStonesNotWhole:
        return needs(1) ? tr("a count of stones must be a whole number from 0 to %1").arg(arguments[0]) : QString();
    case ParseProblem::PosExpectedSides:
        return tr("expected black=N and/or white=N");
    case ParseProblem::PosUnknownCell:
        return needs(2) ? tr("unknown cell '%1' (expected one of %2)").arg(arguments[0], arguments[1]) : QString();
    case ParseProblem::PosCellsNotSeparated:
        return tr("the cells must be separated by spaces");
    case ParseProblem::PosRowTooLong:
        return needs(1) ? tr("the row has more than %1 cells").arg(arguments[0]) : QString();
    case ParseProblem::PosBoardTooWide:
        return needs(1) ? tr("the board is wider than %1").arg(arguments[0]) : QString();
    case ParseProblem::PosRowWidth:
        return needs(2) ? tr("the row has %1 cells, expected %2").arg(arguments[0], arguments[1]) : QString();
    case ParseProblem::PosBoardTooTall:
        return needs(1) ? tr("the board is taller than %1").arg(arguments[0]) : QString();
    case ParseProblem::GibNoGame:
        return tr("not a Tygem record that SekiScope can read: no game section (\\GS)");
    case ParseProblem::GibHandicap:
        return needs(1) ? tr("INI: the handicap must be a number from 0 to 9, not '%1'").arg(arguments[0]) : QString();
    case ParseProblem::GibMoveFields:
        return tr("STO: a move needs its player and point (STO 0 number player x y)");
    case ParseProblem::GibPlayer:
        return needs(1) ? tr("STO: the player must be 1 (Black) or 2 (White), not '%1'").arg(arguments[0]) : QString();
    case ParseProblem::GibPointOffBoard:
        return needs(2) ? tr("STO: the point (%1, %2) is off the 19x19 board").arg(arguments[0], arguments[1])
                        : QString();
    case ParseProblem::NgfHeaderLines:
        return needs(1) ? tr("not a WBaduk record that SekiScope can read: the header has %1 lines, not 12")
                              .arg(arguments[0])
                        : QString();
    case ParseProblem::NgfBoardSize:
    case ParseProblem::UgfBoardSize:
        return needs(2) ? tr("the board size must be a number from 2 to %2, not '%1'").arg(arguments[0], arguments[1])
                        : QString();
    case ParseProblem::NgfHandicap:
        return needs(1) ? tr("the handicap must be a number from 0 to 9, not '%1'").arg(arguments[0]) : QString();
    case ParseProblem::NgfKomi:
        return needs(1) ? tr("the komi must be a number, not '%1'").arg(arguments[0]) : QString();
    case ParseProblem::NgfMoveLine:
        return needs(1) ? tr("expected a move line such as PMABBREER, not '%1'").arg(arguments[0]) : QString();
    case ParseProblem::NgfPointNotTwice:
        return needs(1) ? tr("the move's point is written \"%1\", not twice as NGF writes it (xyyx)").arg(arguments[0])
                        : QString();
    case ParseProblem::NgfMoveOffBoard:
        return needs(2) ? tr("the move %1 is off the %2x%2 board").arg(arguments[0], arguments[1]) : QString();
    case ParseProblem::UgfNoSections:
        return tr("not a Pandanet record that SekiScope can read: no [Header] and [Data] sections");
    case ParseProblem::UgfHandicapKomi:
        return needs(1) ? tr("Hdcp: the handicap (0 to 9) and the komi, as in Hdcp=0,6.5, not '%1'").arg(arguments[0])
                        : QString();
    case ParseProblem::UgfPointOffBoard:
        return needs(1) ? tr("the point is off the %1x%1 board").arg(arguments[0]) : QString();
    case ParseProblem::UgfMove:
        return needs(1) ? tr("expected a move such as QP,B1,1,0, not '%1'").arg(arguments[0]) : QString();
    case ParseProblem::UgfPointNotLetters:
        return needs(1) ? tr("the point '%1' is not two capital letters").arg(arguments[0]) : QString();
    case ParseProblem::UgfSetupPass:
        return tr("a stone set before the game cannot be a pass");
    case ParseProblem::UgfNode:
        return needs(1) ? tr("expected a node such as NODE,2,1,17,16, not '%1'").arg(arguments[0]) : QString();
    case ParseProblem::LabelWithoutText:
        return needs(1) ? tr("LB[%1]: a label needs a point and its text, as LB[dd:A]").arg(arguments[0]) : QString();
    case ParseProblem::LabelOffBoard:
        return needs(1) ? tr("LB[%1]: the point is off the board").arg(arguments[0]) : QString();
    case ParseProblem::PlayerInvalid:
        return needs(1) ? tr("PL[%1]: the side to play must be B or W").arg(arguments[0]) : QString();
    case ParseProblem::ExerciseKindInvalid:
        return needs(1) ? tr("EX[%1]: the exercise is seki, count or move").arg(arguments[0]) : QString();
    case ParseProblem::ExerciseTwoAnswers:
        return needs(2) ? tr("%1: %2 is given two answers (alive, dead or seki)").arg(arguments[0], arguments[1])
                        : QString();
    case ParseProblem::OutOfMemory:
        return tr("not enough memory to read this file");
    case ParseProblem::NotARecordImage:
        return needs(1) ? tr("not a Go record SekiScope reads: a %1 image").arg(arguments[0]) : QString();
    case ParseProblem::NotARecordArchive:
        return needs(1) ? tr("not a Go record SekiScope reads: a %1 archive").arg(arguments[0]) : QString();
    case ParseProblem::NotARecordDocument:
        return needs(1) ? tr("not a Go record SekiScope reads: a %1 document").arg(arguments[0]) : QString();
    case ParseProblem::NotARecordProgram:
        return needs(1) ? tr("not a Go record SekiScope reads: a program (%1)").arg(arguments[0]) : QString();
    case ParseProblem::NotARecordDatabase:
        return needs(1) ? tr("not a Go record SekiScope reads: a %1 database").arg(arguments[0]) : QString();
    case ParseProblem::NotARecordMedia:
        return needs(1) ? tr("not a Go record SekiScope reads: a %1 file").arg(arguments[0]) : QString();
    case ParseProblem::NotARecordLink:
        return needs(1) ? tr("not a Go record SekiScope reads: a link (%1): SekiScope does not fetch games from the "
                             "network; download the game as an SGF file and open that")
                              .arg(arguments[0])
                        : QString();
    case ParseProblem::NotARecordWebPage:
        return tr("not a Go record SekiScope reads: a web page (HTML)");
    case ParseProblem::NotARecordXml:
        return tr("not a Go record SekiScope reads: an XML document");
    case ParseProblem::NotARecordJson:
        return tr("not a Go record SekiScope reads: JSON data");
    case ParseProblem::NotARecordBinary:
        return tr("not a Go record SekiScope reads: binary data");
    case ParseProblem::NotARecordEmpty:
        return tr("not a Go record SekiScope reads: an empty file");
    case ParseProblem::NotARecordText:
        return tr("not a Go record SekiScope reads: text with no game record in it (no SGF game tree, and no Tygem, "
                  "WBaduk or Pandanet record)");
    }
    return QString();
}

} // namespace seki::ui
