#pragma once

#include "sgf/parseerror.h"

#include <QCoreApplication>
#include <QString>

namespace seki::ui {

// A file's problem in the reader's language: core gives the problem's code and its arguments
// (a property's name, a limit, a character), the window words it here. A problem core has not
// classified keeps core's English message.
class ParseErrorText {
    Q_DECLARE_TR_FUNCTIONS(seki::ui::ParseErrorText)
public:
    static QString message(const ParseError& error);
    // The words for `problem` with these arguments (as many as ParseProblem lists); empty for
    // ParseProblem::Unclassified or a wrong count of arguments.
    static QString words(ParseProblem problem, const QStringList& arguments);
};

} // namespace seki::ui
