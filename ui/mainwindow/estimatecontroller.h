#pragma once

#include "common/translatedtexts.h"

#include "deadstones/deadstonefinder.h"

#include <QObject>

class QAction;
class QLabel;
class QMainWindow;

namespace seki::ui {

struct BoardScene;

// Go › Estimate Score: on any position shown, a game in progress included, who owns each point as
// SekiScope estimates it (core's estimateScore, from its own dead-stone finder and the spheres of
// influence), shaded on the board, and the estimated margin in the status bar, clearly called an
// estimate. Computed on the GUI thread each time the board is drawn: it takes milliseconds.
class EstimateController : public QObject {
    Q_OBJECT
public:
    explicit EstimateController(QMainWindow& window);

    QAction* action() const { return m_action; }
    bool isShown() const;
    // Shades `scene` (its board as shown) with the estimate, given the prisoners taken so far and
    // the komi, and says the margin in the status bar. Nothing while the action is off.
    void decorate(BoardScene& scene, int capturedByBlack, int capturedByWhite, double komi);
    // Takes the estimate's words off the status bar (no game, or the action off).
    void clear();
    // The status bar's words for the last estimate ("" when none is shown).
    QString text() const;
    void retranslate();

signals:
    void toggled();

private:
    TranslatedTexts m_texts{"seki::ui::EstimateController"};
    DeadStoneFinder m_finder;
    QAction* m_action;
    QLabel* m_label;
    double m_margin = 0;
    int m_black = 0;
    int m_white = 0;
};

} // namespace seki::ui
