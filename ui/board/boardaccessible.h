#pragma once

#include <QAccessibleWidget>

namespace seki::ui {

class BoardView;

// What a screen reader hears on the board: its name is the point under the keyboard cursor and
// what stands there ("D4, black stone, dead"), its description that point's status in the score
// ("white territory"). BoardView announces NameChanged and DescriptionChanged whenever the cursor
// moves or the point changes, so the reader speaks as the arrows move.
class BoardAccessible : public QAccessibleWidget {
public:
    explicit BoardAccessible(BoardView* view);

    QString text(QAccessible::Text type) const override;

    // Registers the factory with QAccessible (once; BoardView calls it).
    static void install();

private:
    static QAccessibleInterface* create(const QString& className, QObject* object);
    BoardView* view() const;
};

} // namespace seki::ui
