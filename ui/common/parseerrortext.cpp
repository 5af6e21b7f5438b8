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
    }
    return QString();
}

} // namespace seki::ui
