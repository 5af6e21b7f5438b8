#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;

namespace seki::ui {

class ExerciseSession;

// The Exercise dock: the exercise's title and the progress through the set ("Exercise 3 of 12 ·
// 2 solved"), the question and what to do, the result field of Count it, and Check, Show
// Answer, Try Again, Previous and Next; beneath them what the check or the answer says. It shows
// the ExerciseSession and hands it the result typed; the controller moves through the set.
class ExercisePanel : public QWidget {
    Q_OBJECT
public:
    explicit ExercisePanel(ExerciseSession& session, QWidget* parent = nullptr);

    // The exercise's title and where it is in the set.
    void setProgress(const QString& title, int index, int count, int solved);

    QString verdictText() const;
    QString progressText() const;
    QPushButton* checkButton() const { return m_check; }
    QPushButton* answerButton() const { return m_answer; }
    QPushButton* againButton() const { return m_again; }
    QPushButton* previousButton() const { return m_previous; }
    QPushButton* nextButton() const { return m_next; }
    QLineEdit* resultEdit() const { return m_resultEdit; }

signals:
    void previousRequested();
    void nextRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void follow();

    ExerciseSession& m_session;
    QString m_title;
    int m_index = 0;
    int m_count = 0;
    int m_solved = 0;
    QLabel* m_titleLabel;
    QLabel* m_progress;
    QLabel* m_question;
    QLabel* m_instructions;
    QLabel* m_resultLabel;
    QLineEdit* m_resultEdit;
    QPushButton* m_check;
    QPushButton* m_answer;
    QPushButton* m_again;
    QPushButton* m_previous;
    QPushButton* m_next;
    QLabel* m_verdict;
};

} // namespace seki::ui
