#pragma once

#include <QWidget>

class QFormLayout;
class QLabel;

namespace seki::ui {

class GameDocument;

// The game dock: who played, komi, the rules and result the file names, and notes.
class GameInfoPanel : public QWidget {
    Q_OBJECT
public:
    explicit GameInfoPanel(QWidget* parent = nullptr);

    void setDocument(const GameDocument* document);

private:
    QLabel* addRow(const QString& title);

    QFormLayout* m_form;
    QLabel* m_file;
    QLabel* m_black;
    QLabel* m_white;
    QLabel* m_size;
    QLabel* m_komi;
    QLabel* m_rules;
    QLabel* m_result;
    QLabel* m_moves;
    QLabel* m_note;
};

} // namespace seki::ui
