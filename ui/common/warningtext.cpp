#include "common/warningtext.h"

#include <QStringList>

namespace seki::ui {

namespace {

QStringList fromStd(const std::vector<std::string>& arguments)
{
    QStringList list;
    for (const std::string& argument : arguments)
        list << QString::fromStdString(argument);
    return list;
}

} // namespace

QString WarningText::message(const SgfWarning& warning)
{
    QString text = words(warning.problem, fromStd(warning.arguments));
    if (!text.isEmpty() && warning.consequence != WarningProblem::Unclassified) {
        const QString consequence = words(warning.consequence, fromStd(warning.consequenceArguments));
        text = consequence.isEmpty() ? QString() : tr("%1; %2").arg(text, consequence);
    }
    return text.isEmpty() ? QString::fromStdString(warning.message) : text;
}

QString WarningText::words(WarningProblem problem, const QStringList& arguments)
{
    const auto needs = [&](qsizetype count) { return arguments.size() == count; };
    switch (problem) {
    case WarningProblem::Unclassified:
        return QString();
    case WarningProblem::TextAfterGame:
        return tr("text after the game ignored");
    case WarningProblem::BytesReplaced:
        return needs(2) ? tr("%1: bytes that are not valid %2 were replaced with \uFFFD").arg(arguments[0], arguments[1])
                        : QString();
    case WarningProblem::CharsetCannotConvert:
        return needs(1) ? tr("cannot convert the text from the encoding '%1'").arg(arguments[0]) : QString();
    case WarningProblem::UnicodeWithoutMark:
        return needs(1) ? tr("the text is %1 without a byte-order mark: read so").arg(arguments[0]) : QString();
    case WarningProblem::NoCharsetNamed:
        return needs(1) ? tr("the file does not name its charset (no CA): its text was read as %1, which fits it")
                              .arg(arguments[0])
                        : QString();
    case WarningProblem::CharsetUnknown:
        return needs(1) ? tr("CA[%1] names a charset SekiScope cannot convert").arg(arguments[0]) : QString();
    case WarningProblem::CharsetNotUnicode:
        return needs(1) ? tr("CA[%1] does not fit the file, which is not %1 (no byte of it is 0)").arg(arguments[0])
                        : QString();
    case WarningProblem::CharsetChangesAscii:
        return needs(1) ? tr("CA[%1] names a charset that does not keep SGF's ASCII characters").arg(arguments[0])
                        : QString();
    case WarningProblem::CharsetWrongBytes:
        return needs(1) ? tr("CA[%1] does not fit the file's bytes").arg(arguments[0]) : QString();
    case WarningProblem::ReadAlsoNamed:
        return needs(1) ? tr("its text was read as %1, which the file also names").arg(arguments[0]) : QString();
    case WarningProblem::ReadFitting:
        return needs(1) ? tr("its text was read as %1, which fits it").arg(arguments[0]) : QString();
    case WarningProblem::ReadAs:
        return needs(1) ? tr("its text was read as %1").arg(arguments[0]) : QString();
    case WarningProblem::HandicapBeyondBoard:
        return needs(4) ? tr("HA[%1]: more handicap stones than the %2x%3 board has points; Black's setup stones are "
                             "counted (%4)")
                              .arg(arguments[0], arguments[1], arguments[2], arguments[3])
                        : QString();
    case WarningProblem::HandicapBeyondStones:
        return needs(2) ? tr("HA[%1] is more than Black's setup stones (%2): the stones are counted")
                              .arg(arguments[0], arguments[1])
                        : QString();
    case WarningProblem::HandicapWithoutPlaces:
        return needs(2) ? tr("a handicap of %1 has no places on a %2x%2 board: no stones set")
                              .arg(arguments[0], arguments[1])
                        : QString();
    case WarningProblem::ReviewDiffers:
        return tr("the review's moves ([ReviewNode]) differ from the game's ([Data]): the review's variations and "
                  "comments are left out");
    case WarningProblem::DumBesideKomi:
        return needs(1) ? tr("the record gives a dum of %1 (GAMEDUM) beside the komi; SekiScope counts the komi "
                             "(GONGJE) only")
                              .arg(arguments[0])
                        : QString();
    }
    return QString();
}

} // namespace seki::ui
