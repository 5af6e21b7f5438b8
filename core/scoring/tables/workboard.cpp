#include "workboard.h"

#include "eyes/eyeanalyzer.h"

namespace seki {

WorkBoard::WorkBoard() = default;
WorkBoard::~WorkBoard() = default;

} // namespace seki
