#pragma once

#include <QDialog>
#include <QSize>

class QCheckBox;
class QFormLayout;
class QComboBox;
class QHBoxLayout;
class QLabel;
class QSpinBox;

namespace seki::ui {

// Asks for a board size: the usual squares from a list, or any width and height from 1 to 52
// (a rectangle too, for corner and edge problems). Used by New Position and the board editor.
class BoardSizeDialog : public QDialog {
    Q_OBJECT
public:
    explicit BoardSizeDialog(QSize current, QWidget* parent = nullptr);

    QSize boardSize() const;
    void setBoardSize(QSize size);
    // What a resize does to the stones, shown under the fields ("" for a new board).
    void setNote(const QString& note);

    QSpinBox* widthBox() const { return m_width; }
    QSpinBox* heightBox() const { return m_height; }

protected:
    // LanguageChange: the dialog's texts are set again; the size chosen stays.
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void onPresetChosen(int index);
    void onWidthChanged(int width);
    void syncPreset();

    QComboBox* m_preset;
    QSpinBox* m_width;
    QSpinBox* m_height;
    QCheckBox* m_square;
    QLabel* m_note;
    QFormLayout* m_form;
    QHBoxLayout* m_sides;
    // The title this dialog gave itself; one the caller set ("New Position") is the caller's.
    QString m_ownTitle;
    bool m_syncing = false;
};

} // namespace seki::ui
