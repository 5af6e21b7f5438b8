#include "mainwindow/scorepanel.h"

#include "common/pointnames.h"

#include "scoring/filemarks.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QStringList>
#include <QVBoxLayout>

#include <algorithm>
#include <vector>

namespace seki::ui {

namespace {

constexpr std::array<ScorePanel::Row, ScorePanel::RowCount> AllRows{
    ScorePanel::Row::Territory, ScorePanel::Row::Captures, ScorePanel::Row::DeadStones,
    ScorePanel::Row::Stones,    ScorePanel::Row::Komi,     ScorePanel::Row::Total};

QString number(double value)
{
    return QString::fromStdString(formatScore(value));
}

double valueOf(const SideScore& side, ScorePanel::Row row)
{
    switch (row) {
    case ScorePanel::Row::Territory:
        return side.territory;
    case ScorePanel::Row::Captures:
        return side.captures;
    case ScorePanel::Row::DeadStones:
        return side.deadStones;
    case ScorePanel::Row::Stones:
        return side.stones;
    case ScorePanel::Row::Komi:
        return side.komi + side.handicap; // area counting: with the handicap stones' compensation
    case ScorePanel::Row::Total:
        return side.total;
    }
    return 0;
}

} // namespace

ScorePanel::ScorePanel(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);

    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->setAlignment(Qt::AlignCenter);
    m_message->setTextFormat(Qt::PlainText);
    m_message->hide();
    layout->addWidget(m_message);

    m_headline = new QLabel(this);
    m_headline->setObjectName(QStringLiteral("recordedResult"));
    m_headline->setWordWrap(true);
    m_headline->setTextFormat(Qt::PlainText);
    m_headline->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont headlineFont = m_headline->font();
    headlineFont.setBold(true);
    headlineFont.setPointSizeF(headlineFont.pointSizeF() * 1.5);
    m_headline->setFont(headlineFont);
    m_headline->hide();
    layout->addWidget(m_headline);
    m_headlineNote = new QLabel(this);
    m_headlineNote->setWordWrap(true);
    m_headlineNote->setTextFormat(Qt::PlainText);
    m_headlineNote->hide();
    layout->addWidget(m_headlineNote);

    m_counted = new QLabel(this);
    m_counted->setObjectName(QStringLiteral("countedPosition"));
    m_counted->setWordWrap(true);
    m_counted->setTextFormat(Qt::PlainText);
    m_counted->hide();
    layout->addWidget(m_counted);

    m_table = new QWidget(this);
    auto* grid = new QGridLayout(m_table);
    grid->setHorizontalSpacing(10);
    grid->setVerticalSpacing(4);
    grid->setContentsMargins(0, 0, 0, 0);
    for (int r = 0; r < RulesCount; ++r) {
        const int firstColumn = 1 + 2 * r;
        m_headers[size_t(r)] = new QLabel(m_table);
        m_headers[size_t(r)]->setAlignment(Qt::AlignCenter);
        grid->addWidget(m_headers[size_t(r)], 0, firstColumn, 1, 2);
        for (int side = 0; side < 2; ++side) {
            auto* title = new QLabel(m_table);
            m_sideTitles[size_t(r)][size_t(side)] = title;
            title->setAlignment(Qt::AlignRight);
            QFont small = title->font();
            small.setPointSizeF(small.pointSizeF() * 0.9);
            title->setFont(small);
            grid->addWidget(title, 1, firstColumn + side);
        }
    }
    for (int row = 0; row < RowCount; ++row) {
        auto* title = new QLabel(m_table);
        m_rowTitles[size_t(row)] = title;
        grid->addWidget(title, 2 + row, 0);
        for (int r = 0; r < RulesCount; ++r) {
            for (int side = 0; side < 2; ++side) {
                auto* cell = new QLabel(m_table);
                cell->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
                cell->setTextInteractionFlags(Qt::TextSelectableByMouse);
                grid->addWidget(cell, 2 + row, 1 + 2 * r + side);
                m_cells[size_t(r)][size_t(side)][size_t(row)] = cell;
            }
        }
        if (AllRows[size_t(row)] == Row::Total) {
            QFont bold = title->font();
            bold.setBold(true);
            title->setFont(bold);
            for (int r = 0; r < RulesCount; ++r)
                for (int side = 0; side < 2; ++side)
                    m_cells[size_t(r)][size_t(side)][size_t(row)]->setFont(bold);
        }
    }
    auto* resultTitle = new QLabel(m_table);
    m_resultTitle = resultTitle;
    QFont resultFont = resultTitle->font();
    resultFont.setBold(true);
    resultFont.setPointSizeF(resultFont.pointSizeF() * 1.25);
    resultTitle->setFont(resultFont);
    grid->addWidget(resultTitle, 2 + RowCount, 0);
    for (int r = 0; r < RulesCount; ++r) {
        m_results[size_t(r)] = new QLabel(m_table);
        m_results[size_t(r)]->setFont(resultFont);
        m_results[size_t(r)]->setAlignment(Qt::AlignCenter);
        m_results[size_t(r)]->setTextInteractionFlags(Qt::TextSelectableByMouse);
        grid->addWidget(m_results[size_t(r)], 2 + RowCount, 1 + 2 * r, 1, 2);
    }
    createSecondReadingRows(grid, 3 + RowCount);
    grid->setColumnStretch(0, 1);
    layout->addWidget(m_table);

    m_warning = new QLabel(this);
    m_warning->setWordWrap(true);
    m_warning->setTextFormat(Qt::PlainText);
    m_warning->setObjectName(QStringLiteral("scoreWarning"));
    m_warning->setStyleSheet(QStringLiteral("QLabel#scoreWarning { background: #fff1d6; color: #5a3000; "
                                            "border: 1px solid #d98a00; border-radius: 4px; padding: 6px; }"));
    m_warning->hide();
    layout->addWidget(m_warning);

    m_legend = new QLabel(this);
    m_legend->setWordWrap(true);
    m_legend->setTextFormat(Qt::RichText);
    layout->addWidget(m_legend);
    layout->addStretch(1);

    retranslate();
}

void ScorePanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ScorePanel::retranslate()
{
    for (int r = 0; r < RulesCount; ++r) {
        m_headers[size_t(r)]->setText(rulesTitle(AllRules[size_t(r)]));
        m_sideTitles[size_t(r)][0]->setText(tr("Black"));
        m_sideTitles[size_t(r)][1]->setText(tr("White"));
    }
    for (int row = 0; row < RowCount; ++row)
        m_rowTitles[size_t(row)]->setText(rowTitle(AllRows[size_t(row)]));
    // Under a recorded result that was not counted, the table's bottom line is only a count.
    m_resultTitle->setText(m_headline->text().isEmpty() ? tr("Result") : tr("Count"));
    m_headlineNote->setText(tr("The game was not played out: the count below is of the position as it stands, "
                               "not the game's result."));
    m_secondTerritoryTitle->setText(rowTitle(Row::Territory));
    m_secondResultTitle->setText(tr("Result"));
    m_legend->setText(tr("<small>On the board: &#9632; black's territory, &#9633; white's territory, "
                         "&#215; dame (no one's), &#9675; eye in seki, ? verdict depends on how the "
                         "neutral points are filled, &#9671; the file's own marks differ. Dead stones are drawn "
                         "pale.</small>"));
    updateHighlight();
    // The table's size hints are cached by the panel's layout until the next layout pass: drop
    // them now, so whoever sizes the dock measures the new headings.
    m_table->updateGeometry();
}

QString ScorePanel::rowTitle(Row row)
{
    switch (row) {
    case Row::Territory:
        return tr("Territory");
    case Row::Captures:
        return tr("Captures");
    case Row::DeadStones:
        return tr("Dead stones");
    case Row::Stones:
        return tr("Stones");
    case Row::Komi:
        return tr("Komi");
    case Row::Total:
        return tr("Total");
    }
    return {};
}

// Territory rules add prisoners, area rules add stones: a row that does not enter a rule set's
// total is shown as a dash there instead of a number that would not add up.
bool ScorePanel::rowCounts(Row row, Rules rules)
{
    const bool area = rules == Rules::Chinese;
    switch (row) {
    case Row::Captures:
    case Row::DeadStones:
        return !area;
    case Row::Stones:
        return area;
    default:
        return true;
    }
}

int ScorePanel::column(Rules rules)
{
    return int(ruleSetIndex(rules));
}

void ScorePanel::setScores(const std::array<const ScoreResult*, RulesCount>& results, const Position* position)
{
    m_message->hide();
    m_counted->setVisible(!m_counted->text().isEmpty());
    m_headline->setVisible(!m_headline->text().isEmpty());
    m_headlineNote->setVisible(!m_headline->text().isEmpty());
    m_table->show();
    std::vector<QString> warnings;
    if (!m_positionWarning.isEmpty())
        warnings.push_back(m_positionWarning);
    for (int r = 0; r < RulesCount; ++r) {
        const ScoreResult* result = results[size_t(r)];
        const Rules rules = AllRules[size_t(r)];
        for (int side = 0; side < 2; ++side) {
            for (int row = 0; row < RowCount; ++row) {
                QLabel* cell = m_cells[size_t(r)][size_t(side)][size_t(row)];
                const Row which = AllRows[size_t(row)];
                if (!result) {
                    cell->setText(QString());
                } else if (!rowCounts(which, rules) || (which == Row::Komi && side == 0)) {
                    cell->setText(QStringLiteral("\u2013"));
                } else {
                    cell->setText(number(valueOf(side == 0 ? result->black : result->white, which)));
                }
            }
        }
        m_results[size_t(r)]->setText(result ? QString::fromStdString(result->resultText()) : QString());
        if (result && result->unresolved)
            warnings.push_back(tr("%1: the verdict at %2 depends on how the neutral points are filled; they "
                                  "score for their owner, since a point is taken from its owner only when both "
                                  "fills agree.")
                                   .arg(rulesTitle(rules), pointNames(result->unresolvedPoints(), result->height)));
        if (result && result->white.handicap != 0)
            warnings.push_back(tr("%1: White's komi row includes %2 points for Black's handicap stones.")
                                   .arg(rulesTitle(rules))
                                   .arg(result->white.handicap));
        // The file's own count (a server's TB/TW), under the rules the file names.
        if (result && position && rules == position->rules) {
            const std::vector<Point> differ = fileMarksDiffer(*position, *result);
            if (!differ.empty())
                warnings.push_back(tr("%1: the file's own territory marks differ at %2 (violet diamonds on the board; "
                                      "point at one to see why).")
                                       .arg(rulesTitle(rules), pointNames(differ, result->height)));
        }
    }
    if (warnings.empty()) {
        m_warning->clear();
        m_warning->hide();
    } else {
        m_warning->setText(QStringLiteral("\u26a0 ") + QStringList(warnings.begin(), warnings.end()).join(u'\n'));
        m_warning->show();
    }
}

void ScorePanel::showMessage(const QString& message)
{
    m_table->hide();
    m_warning->hide();
    m_counted->hide();
    m_headline->hide();
    m_headlineNote->hide();
    m_message->setText(message);
    m_message->show();
}

void ScorePanel::setRecordedResult(const QString& words)
{
    m_headline->setText(words);
    m_headline->setVisible(!words.isEmpty() && m_table->isVisibleTo(this));
    m_headlineNote->setVisible(m_headline->isVisibleTo(this));
    m_resultTitle->setText(words.isEmpty() ? tr("Result") : tr("Count"));
}

QString ScorePanel::headlineText() const
{
    return m_headline->isHidden() ? QString() : m_headline->text();
}

void ScorePanel::setCountedPosition(const QString& text)
{
    m_counted->setText(text);
    m_counted->setVisible(!text.isEmpty() && m_table->isVisibleTo(this));
}

QString ScorePanel::countedPositionText() const
{
    return m_counted->text();
}

void ScorePanel::setPositionWarning(const QString& text)
{
    m_positionWarning = text;
}

void ScorePanel::setSelectedRules(Rules rules)
{
    m_selected = rules;
    updateHighlight();
}

void ScorePanel::updateHighlight()
{
    for (int r = 0; r < RulesCount; ++r) {
        const bool selected = AllRules[size_t(r)] == m_selected;
        QLabel* header = m_headers[size_t(r)];
        QFont font = header->font();
        font.setBold(selected);
        font.setUnderline(selected);
        header->setFont(font);
        header->setToolTip(selected ? tr("The board shows the territory under these rules") : QString());
    }
}

QString ScorePanel::cellText(Rules rules, Color color, Row row) const
{
    return m_cells[size_t(column(rules))][color == Color::Black ? 0 : 1][size_t(row)]->text();
}

QString ScorePanel::resultText(Rules rules) const
{
    return m_results[size_t(column(rules))]->text();
}

QString ScorePanel::warningText() const
{
    return m_warning->isHidden() ? QString() : m_warning->text();
}

QString ScorePanel::messageText() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

// --- The second reading (GNU Go's local-game eye values) --------------------------------------

void ScorePanel::createSecondReadingRows(QGridLayout* grid, int firstRow)
{
    m_secondTitle = new QLabel(m_table);
    QFont titleFont = m_secondTitle->font();
    titleFont.setItalic(true);
    m_secondTitle->setFont(titleFont);
    m_secondTitle->setContentsMargins(0, 6, 0, 0);
    grid->addWidget(m_secondTitle, firstRow, 0, 1, 1 + 2 * RulesCount);
    m_secondTerritoryTitle = new QLabel(m_table);
    grid->addWidget(m_secondTerritoryTitle, firstRow + 1, 0);
    m_secondResultTitle = new QLabel(m_table);
    QFont bold = m_secondResultTitle->font();
    bold.setBold(true);
    m_secondResultTitle->setFont(bold);
    grid->addWidget(m_secondResultTitle, firstRow + 2, 0);
    for (int r = 0; r < RulesCount; ++r) {
        for (int side = 0; side < 2; ++side) {
            auto* cell = new QLabel(m_table);
            cell->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
            cell->setTextInteractionFlags(Qt::TextSelectableByMouse);
            grid->addWidget(cell, firstRow + 1, 1 + 2 * r + side);
            m_secondTerritory[size_t(r)][size_t(side)] = cell;
        }
        auto* result = new QLabel(m_table);
        result->setFont(bold);
        result->setAlignment(Qt::AlignCenter);
        result->setTextInteractionFlags(Qt::TextSelectableByMouse);
        grid->addWidget(result, firstRow + 2, 1 + 2 * r, 1, 2);
        m_secondResults[size_t(r)] = result;
    }
    clearSecondReading();
}

void ScorePanel::setSecondReading(const QString& title, const std::array<const ScoreResult*, RulesCount>& results)
{
    if (std::none_of(results.begin(), results.end(), [](const ScoreResult* r) { return r != nullptr; })) {
        clearSecondReading();
        return;
    }
    m_secondTitle->setText(title);
    for (QLabel* label : {m_secondTitle, m_secondTerritoryTitle, m_secondResultTitle})
        label->show();
    for (int r = 0; r < RulesCount; ++r) {
        const ScoreResult* result = results[size_t(r)];
        for (int side = 0; side < 2; ++side) {
            QLabel* cell = m_secondTerritory[size_t(r)][size_t(side)];
            cell->setText(result ? number((side == 0 ? result->black : result->white).territory) : QString());
            cell->show();
        }
        QLabel* label = m_secondResults[size_t(r)];
        label->setText(result ? QString::fromStdString(result->resultText()) : QString());
        // A different result is the point of the comparison: make it stand out.
        const bool differs = result && label->text() != m_results[size_t(r)]->text();
        label->setStyleSheet(differs ? QStringLiteral("color: #b03000;") : QString());
        label->setToolTip(
            differs
                ? tr("Differs from the result with the boundary-length table (%1)").arg(m_results[size_t(r)]->text())
                : QString());
        label->show();
    }
}

void ScorePanel::clearSecondReading()
{
    for (QLabel* label : {m_secondTitle, m_secondTerritoryTitle, m_secondResultTitle})
        label->hide();
    m_secondTitle->clear();
    for (int r = 0; r < RulesCount; ++r) {
        for (QLabel* cell : m_secondTerritory[size_t(r)]) {
            cell->clear();
            cell->hide();
        }
        m_secondResults[size_t(r)]->clear();
        m_secondResults[size_t(r)]->setStyleSheet(QString());
        m_secondResults[size_t(r)]->hide();
    }
}

int ScorePanel::essentialHeight() const
{
    const QWidget* last = m_warning->isVisible() ? static_cast<const QWidget*>(m_warning) : m_table;
    return last->geometry().bottom() + 1;
}

QString ScorePanel::secondReadingTitle() const
{
    return m_secondTitle->isHidden() ? QString() : m_secondTitle->text();
}

QString ScorePanel::secondResultText(Rules rules) const
{
    const QLabel* label = m_secondResults[size_t(column(rules))];
    return label->isHidden() ? QString() : label->text();
}

QString ScorePanel::secondTerritoryText(Rules rules, Color color) const
{
    const QLabel* cell = m_secondTerritory[size_t(column(rules))][color == Color::Black ? 0 : 1];
    return cell->isHidden() ? QString() : cell->text();
}

bool ScorePanel::secondReadingDiffers(Rules rules) const
{
    const QString second = secondResultText(rules);
    return !second.isEmpty() && second != resultText(rules);
}

} // namespace seki::ui
