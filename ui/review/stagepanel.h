#pragma once

#include "review/walkstagepanel.h"
#include "scoring/trace.h"

class QLabel;

namespace seki::ui {

// One stage of the scorer beside the board: its title, its board when the stage is done and the
// list of its steps (a single explanatory line when the stage took no step).
class StagePanel : public WalkStagePanel {
    Q_OBJECT
public:
    StagePanel(Stage stage, TraceController& controller, QWidget* parent = nullptr);

    Stage stage() const { return m_stage; }
    QStringList stepTexts() const { return lineTexts(); }
    // A dock already shows the stage's title: the panel's own can go.
    void setTitleVisible(bool visible);

protected:
    // LanguageChange: the title too is made again in the new language.
    void changeEvent(QEvent* event) override;

    QString noWalkText() const override;
    QString summaryText() const override;
    int endPosition() const override;
    void addLines(QListWidget& list) const override;
    int linePosition(int row) const override;
    int currentLine() const override;

private:
    QString titleText() const;

    Stage m_stage;
    QLabel* m_title;
};

} // namespace seki::ui
