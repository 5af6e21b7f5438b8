#pragma once

#include <QWidget>

namespace seki::ui {

class BoardView;
class EyeLens;

// The eye lens laid over the window's board: a transparent child of BoardView, exactly its size,
// that lets every click and key through and draws EyeOverlayPainter with the board's own
// geometry. It shows the space selected in the Eye analysis panel, and with "Show Eye Spaces"
// every space's outline with its half and false eyes.
class EyeOverlay : public QWidget {
    Q_OBJECT
public:
    EyeOverlay(EyeLens& lens, BoardView& board);

    void setShowAll(bool on);
    bool showAll() const { return m_showAll; }
    void setSelectedSpace(int space);
    int selectedSpace() const { return m_selected; }
    // Whether anything of the lens is on the board now.
    bool isShowing() const;
    // Whether the user has the lens on the board (Show Eye Spaces, or a space picked), drawn or
    // not yet (while the position is read): what the board's input mode follows.
    bool isOn() const { return m_showAll || m_selected >= 0; }

signals:
    void onChanged(bool on);

protected:
    void paintEvent(QPaintEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void updateVisibility();

    EyeLens& m_lens;
    BoardView& m_board;
    int m_selected = -1;
    bool m_showAll = false;
};

} // namespace seki::ui
