#pragma once

#include <QWidget>

class QLabel;
class QListWidget;
class QTextBrowser;

namespace seki::ui {

class RecordNavigator;

// The Comments dock: the comment of the node shown (wrapped, scrolled, selectable, however long
// the commentary) and the variations at the nearest fork, the one shown selected; choosing one
// goes there. Follows the RecordNavigator.
class GameTreePanel : public QWidget {
    Q_OBJECT
public:
    explicit GameTreePanel(RecordNavigator& navigator, QWidget* parent = nullptr);

    // For tests and accessibility.
    QString commentText() const;
    QListWidget* variationList() const { return m_variations; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void showNode();

    RecordNavigator& m_navigator;
    QLabel* m_where;
    QTextBrowser* m_comment;
    QLabel* m_variationsTitle;
    QListWidget* m_variations;
};

} // namespace seki::ui
