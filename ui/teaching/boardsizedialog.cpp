#include "teaching/boardsizedialog.h"

#include "board/board.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace seki::ui {

namespace {

constexpr int Presets[] = {19, 13, 9, 7, 5};

} // namespace

BoardSizeDialog::BoardSizeDialog(QSize current, QWidget* parent) : QDialog(parent)
{
    m_preset = new QComboBox(this);
    for (int side : Presets)
        m_preset->addItem(QString(), QSize(side, side));
    m_preset->addItem(QString(), QSize());

    m_width = new QSpinBox(this);
    m_height = new QSpinBox(this);
    for (QSpinBox* box : {m_width, m_height}) {
        box->setRange(1, Board::MaxSide);
        box->setAccelerated(true);
    }
    m_square = new QCheckBox(this);
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    m_note->setVisible(false);

    auto* form = new QFormLayout;
    m_form = form;
    // Labels of their own: QFormLayout makes none for an empty title, and retranslate() sets them.
    auto* sizeLabel = new QLabel(this);
    sizeLabel->setBuddy(m_preset);
    form->addRow(sizeLabel, m_preset);
    auto* sides = new QHBoxLayout;
    m_sides = sides;
    sides->addWidget(m_width);
    sides->addWidget(new QLabel(QStringLiteral("\u00d7"), this));
    sides->addWidget(m_height);
    sides->addWidget(m_square);
    sides->addStretch(1);
    auto* sidesLabel = new QLabel(this);
    sidesLabel->setBuddy(m_width);
    form->addRow(sidesLabel, sides);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_note);
    layout->addWidget(buttons);

    connect(m_preset, &QComboBox::activated, this, &BoardSizeDialog::onPresetChosen);
    connect(m_width, &QSpinBox::valueChanged, this, &BoardSizeDialog::onWidthChanged);
    connect(m_height, &QSpinBox::valueChanged, this, &BoardSizeDialog::syncPreset);
    connect(m_square, &QCheckBox::toggled, this, [this](bool on) {
        if (on)
            m_height->setValue(m_width->value());
        m_height->setEnabled(!on);
    });

    retranslate();
    setBoardSize(current);
}

void BoardSizeDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void BoardSizeDialog::retranslate()
{
    if (windowTitle() == m_ownTitle) {
        m_ownTitle = tr("Board Size");
        setWindowTitle(m_ownTitle);
    }
    for (int k = 0; k < m_preset->count(); ++k) {
        const QSize size = m_preset->itemData(k).toSize();
        m_preset->setItemText(k, size.isValid() ? tr("%1 \u00d7 %1").arg(size.width()) : tr("Custom"));
    }
    m_width->setAccessibleName(tr("Width"));
    m_height->setAccessibleName(tr("Height"));
    m_square->setText(tr("&Square"));
    m_square->setToolTip(tr("Keep the height equal to the width"));
    if (auto* label = qobject_cast<QLabel*>(m_form->labelForField(m_preset)))
        label->setText(tr("&Size:"));
    if (auto* label = qobject_cast<QLabel*>(m_form->labelForField(m_sides)))
        label->setText(tr("&Width \u00d7 height:"));
}

QSize BoardSizeDialog::boardSize() const
{
    return QSize(m_width->value(), m_height->value());
}

void BoardSizeDialog::setBoardSize(QSize size)
{
    m_syncing = true;
    m_square->setChecked(size.width() == size.height());
    m_width->setValue(size.width());
    m_height->setValue(size.height());
    m_syncing = false;
    syncPreset();
}

void BoardSizeDialog::setNote(const QString& note)
{
    m_note->setText(note);
    m_note->setVisible(!note.isEmpty());
}

void BoardSizeDialog::onPresetChosen(int index)
{
    const QSize size = m_preset->itemData(index).toSize();
    if (!size.isValid()) {
        // Custom: the fields are the place to type it.
        m_square->setChecked(false);
        m_width->setFocus();
        return;
    }
    setBoardSize(size);
}

void BoardSizeDialog::onWidthChanged(int width)
{
    if (m_square->isChecked())
        m_height->setValue(width);
    syncPreset();
}

void BoardSizeDialog::syncPreset()
{
    if (m_syncing)
        return;
    const int index = m_preset->findData(boardSize());
    const QSignalBlocker blocker(m_preset);
    m_preset->setCurrentIndex(index >= 0 ? index : m_preset->count() - 1);
}

} // namespace seki::ui
