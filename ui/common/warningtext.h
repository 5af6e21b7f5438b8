#pragma once

#include "sgf/sgfwarning.h"

#include <QCoreApplication>
#include <QString>

namespace seki::ui {

// A file's warning in the reader's language: core gives the warning's code and its arguments (a
// charset, a property's name, a handicap), the window words it here, as ParseErrorText does a
// file's error. A warning core has not classified keeps core's English message.
class WarningText {
    Q_DECLARE_TR_FUNCTIONS(seki::ui::WarningText)
public:
    static QString message(const SgfWarning& warning);
    // The words for `problem` with these arguments (as many as WarningProblem lists); empty for
    // WarningProblem::Unclassified or a wrong count of arguments.
    static QString words(WarningProblem problem, const QStringList& arguments);
};

} // namespace seki::ui
