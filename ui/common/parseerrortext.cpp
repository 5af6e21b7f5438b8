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
    }
    return QString();
}

} // namespace seki::ui
