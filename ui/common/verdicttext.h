#pragma once

#include "deadstones/groupverdict.h"

#include <QCoreApplication>
#include <QString>

namespace seki::ui {

// A group's verdict from SekiScope's dead-stone finder (core/deadstones/groupverdict.h) in words,
// translated: the window's tooltips and status bar, the walk-through's first stage and the
// inspector all say it the same way ("Dead: one eye (B9) and no way to make a second").
class VerdictText {
    Q_DECLARE_TR_FUNCTIONS(seki::ui::VerdictText)
public:
    // "Dead", "Alive", "Seki", "Undecided".
    static QString status(GroupStatus status);
    // The status and the reason in one sentence; point lists longer than a few names end in "…".
    static QString of(const GroupVerdict& verdict, int boardHeight);
    // The group named: "Black's group at C3 (5 stones)".
    static QString group(const GroupVerdict& verdict, int boardHeight);
};

} // namespace seki::ui
