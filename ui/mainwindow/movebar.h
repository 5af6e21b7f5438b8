#pragma once

#include <QWidget>

class QLabel;
class QSlider;

namespace seki::ui {

class RecordNavigator;

// The record's slider under the board: from the setup (0) to the final position (moveCount).
class MoveBar : public QWidget {
    Q_OBJECT
public:
    explicit MoveBar(QWidget* parent = nullptr);

    void setMoveCount(int moves);
    int moveCount() const { return m_moveCount; }
    int move() const;
    bool isAtEnd() const { return move() == m_moveCount; }

    QSlider* slider() const { return m_slider; }
    // What the move shown is ("Black C7, captures 1"), after the move number; "" for none.
    void setDetail(const QString& detail);
    // The whole line ("Move 12 of 200 · Black C7"); shown cut to half the bar when longer (a
    // node's problems), the whole of it then in the label's tooltip.
    QString labelText() const { return m_text; }
    // What the label shows.
    QString shownText() const;
    // Keeps to `navigator`'s line and node, and moving the slider moves the navigator.
    void follow(RecordNavigator& navigator);

public slots:
    void setMove(int move);

signals:
    void moveChanged(int move);

protected:
    // LanguageChange: the tooltip and the "Move 12 of 200" line are set again.
    void changeEvent(QEvent* event) override;
    // The label's room changes: the line is cut again.
    void resizeEvent(QResizeEvent* event) override;

private:
    void retranslate();
    void updateLabel();

    QSlider* m_slider;
    QLabel* m_label;
    int m_moveCount = 0;
    QString m_detail;
    QString m_text; // the whole line
    RecordNavigator* m_navigator = nullptr; // followed: its move's words, made again in a new language
    void followNavigator();
};

} // namespace seki::ui
