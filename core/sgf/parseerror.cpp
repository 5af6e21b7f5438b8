#include "parseerror.h"

namespace seki {

ParseError::ParseError(int line, int column, std::string message)
    : std::runtime_error("line " + std::to_string(line) + ", column " + std::to_string(column) + ": " + message),
      line(line), column(column), message(std::move(message))
{
}

} // namespace seki
