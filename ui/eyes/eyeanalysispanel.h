#pragma once

#include <QWidget>

class QLabel;
class QTextBrowser;
class QTreeWidget;
class QTreeWidgetItem;

namespace seki::ui {

class EyeLens;

// The "Eye analysis" dock: every eye space of the final position, one row each, with
// its owner, its points, its drawing in GNU Go's notation ('!' marginal, '.' proper, 'X' a dead
// stone inside), GNU Go's local-game value {max|min} with the four digits, and the boundary-length
// table's count for the same space. Where the two readings disagree the row is highlighted and a
// line under it says why. Below the list, the selected space in full: its topology (each half or
// false eye with its diagonals) and what the digits mean. It shows what EyeLens returns and
// computes nothing itself. While a slow reading runs, the last rows stay, greyed, under
// "Reading the eye spaces…".
class EyeAnalysisPanel : public QWidget {
    Q_OBJECT
public:
    enum class Column { Owner, Points, Drawing, LocalGame, Table };
    static constexpr int ColumnCount = 5;

    explicit EyeAnalysisPanel(EyeLens& lens, QWidget* parent = nullptr);

    // One row per eye space, in the analysis' order (row == space index).
    int rowCount() const;
    QString text(int row, Column column) const;
    bool isFlagged(int row) const;
    // The highlighted line under a disagreeing row, "" otherwise.
    QString reasonText(int row) const;
    QString summaryText() const;
    QString detailText() const;

    int selectedSpace() const { return m_selected; }
    void selectSpace(int space);
    QTreeWidget* list() const { return m_list; }

protected:
    void changeEvent(QEvent* event) override;

signals:
    // A row was selected (-1: none): the board highlights that space.
    void selectedSpaceChanged(int space);

private:
    void rebuild();
    // While the lens reads a new position for longer than its busy delay: the list and the
    // detail stay as they were, greyed, under a line that says the spaces are being read.
    void showAnalysing();
    void retranslateHeaders();
    void updateDetail();
    void onCurrentItemChanged(QTreeWidgetItem* current);
    QTreeWidgetItem* itemFor(int row) const;

    EyeLens& m_lens;
    QLabel* m_summary = nullptr;
    QTreeWidget* m_list = nullptr;
    QTextBrowser* m_detail = nullptr;
    int m_selected = -1;
};

} // namespace seki::ui
