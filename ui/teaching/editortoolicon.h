#pragma once

#include "teaching/editortool.h"

#include <QIcon>

namespace seki::ui {

// A tool's icon, drawn rather than shipped so it matches the board at any size: a stone of each
// colour, a half-and-half stone, an empty point, a stone with the dead mark, the lesson's marks,
// a letter, a numbered stone.
QIcon editorToolIcon(EditorTool tool);

} // namespace seki::ui
