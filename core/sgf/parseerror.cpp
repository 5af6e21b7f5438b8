#include "parseerror.h"

namespace seki {

ParseError::ParseError(int line, int column, std::string message)
    : std::runtime_error("line " + std::to_string(line) + ", column " + std::to_string(column) + ": " + message),
      line(line), column(column), message(std::move(message))
{
}

ParseError::ParseError(TextLocation location, ParseProblem problem, std::vector<std::string> arguments,
                       std::string message)
    : ParseError(location, std::move(message))
{
    this->problem = problem;
    this->arguments = std::move(arguments);
}

} // namespace seki
