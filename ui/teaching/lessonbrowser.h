#pragma once

#include "teaching/lessonlibrary.h"

#include <QDialog>
#include <QImage>

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTabBar;
class QTextBrowser;

namespace seki::ui {

// Lessons > Browse Lessons: the bundled lessons on two shelves (tabs), "Seki in Go" and "How
// SekiScope counts", and the teacher's own (LessonLibrary::userFolder) on a third, "My lessons"; each lesson a
// thumbnail of its board (drawn by BoardPainter, like every board in the application) with its title; the chosen
// lesson's larger board and the teacher's text beside them. Open (or a double click, or Enter) asks the window to open
// the lesson in the scoring walk-through.
class LessonBrowser : public QDialog {
    Q_OBJECT
public:
    explicit LessonBrowser(const QList<Lesson>& lessons, QWidget* parent = nullptr);

    // The board of a position drawn into a square image of `side` logical pixels, transparent
    // around a rectangular board.
    static QImage thumbnail(const Position& position, int side, qreal devicePixelRatio = 1.0);

    QListWidget* list() const { return m_list; }
    QTabBar* shelves() const { return m_shelves; }
    // The shelf keys of the tabs, in order (lessons.txt's "[go]", "[scorer]", then "mine").
    static QStringList shelfKeys();
    // A shelf's name in the window's language ("Seki in Go").
    static QString shelfTitle(const QString& key);
    // Whether `lesson` stands on the shelf `key` (a lesson the index puts on no shelf is on every
    // shelf, never lost).
    static bool onShelf(const Lesson& lesson, const QString& key);
    QPushButton* problemSheetButton() const { return m_problemSheet; }
    QString currentPath() const;
    void selectLesson(const QString& path);

protected:
    // LanguageChange: the dialog's own texts and the lessons' titles and comments are set
    // again in the new language; the chosen lesson stays chosen.
    void changeEvent(QEvent* event) override;

signals:
    void lessonChosen(const QString& path);
    // Print Problems of This Shelf: a sheet of the exercises of the shelf shown.
    void problemSheetRequested(const QString& shelf);

private:
    void retranslate();
    void showCurrent();
    void applyFilter();
    void openCurrent();

    QList<Lesson> m_lessons;
    QLineEdit* m_filter;
    QTabBar* m_shelves;
    QListWidget* m_list;
    QLabel* m_preview;
    QLabel* m_title;
    QLabel* m_details;
    QTextBrowser* m_comment;
    QPushButton* m_open;
    QPushButton* m_problemSheet;
};

} // namespace seki::ui
