#pragma once

#include "teaching/handoutwriter.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QPushButton;
class QLabel;
class QLineEdit;

namespace seki::ui {

// The choices before a handout is printed or saved: its title, how many diagrams a page holds,
// one diagram per stage or per step, or (a lesson open) the lesson's own diagrams and exercises, the part of the board shown (found around what the scorer
// touches, or a corner or side), paper colours or the screen's theme, whether diagrams that change
// nothing are left out, a problem page and an answer page, and coordinates. It says how many pages
// that makes.
// The choices are remembered (QSettings) for the next handout and for File > Print.
class HandoutDialog : public QDialog {
    Q_OBJECT
public:
    // `lesson`: the open lesson, whose own diagrams the dialog offers (and shows first when they
    // were chosen last); nullptr for a game.
    HandoutDialog(std::shared_ptr<const TraceWalk> walk, const QString& title, const QString& introduction,
                  QWidget* parent = nullptr, std::shared_ptr<const LessonSource> lesson = nullptr);

    HandoutOptions options() const;
    QString title() const;

    static HandoutOptions storedOptions();
    static void storeOptions(const HandoutOptions& options);

protected:
    // LanguageChange: every text is set again; the choices made stay.
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void updatePages();
    bool lessonChosen() const;

    std::shared_ptr<const TraceWalk> m_walk;
    std::shared_ptr<const LessonSource> m_lesson;
    QString m_introduction;
    QLineEdit* m_title;
    QComboBox* m_layout;
    QComboBox* m_content;
    QComboBox* m_region;
    QCheckBox* m_coordinates;
    QCheckBox* m_printTheme;
    QCheckBox* m_skipUnchanged;
    QCheckBox* m_problemPage;
    QCheckBox* m_answerPage;
    QLabel* m_pages;
    QFormLayout* m_form;
    QPushButton* m_continue;
};

} // namespace seki::ui
