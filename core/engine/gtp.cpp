#include "gtp.h"

#include <cctype>
#include <charconv>

namespace seki {

namespace {

// GTP 2, "Preprocessing": control characters other than HT and LF removed, HT read as a space.
char clean(char c, bool& keep)
{
    const auto u = static_cast<unsigned char>(c);
    keep = !(u < 32 && c != '\n' && c != '\t') && u != 127;
    return c == '\t' ? ' ' : c;
}

GtpResponse parseAnswer(std::string_view block)
{
    GtpResponse response;
    const char mark = block.front();
    std::size_t pos = 1;
    std::size_t digits = pos;
    while (digits < block.size() && std::isdigit(static_cast<unsigned char>(block[digits])))
        ++digits;
    if (digits > pos) {
        int id = 0;
        const auto [end, error] = std::from_chars(block.data() + pos, block.data() + digits, id);
        if (error == std::errc() && end == block.data() + digits)
            response.id = id;
        pos = digits;
    }
    if (pos < block.size() && block[pos] != ' ' && block[pos] != '\n') {
        // "=abc" is neither an id nor a separator: not a GTP answer.
        response.text = std::string(block);
        return response;
    }
    while (pos < block.size() && block[pos] == ' ')
        ++pos;
    std::string text(block.substr(pos));
    while (!text.empty() && (text.back() == ' ' || text.back() == '\n'))
        text.pop_back();
    response.kind = mark == '=' ? GtpResponse::Kind::Success : GtpResponse::Kind::Failure;
    response.text = std::move(text);
    return response;
}

} // namespace

std::string gtpCommand(int id, std::string_view command)
{
    std::string line = std::to_string(id);
    line += ' ';
    line += command;
    line += '\n';
    return line;
}

void GtpResponseReader::feed(std::string_view bytes)
{
    m_buffer.reserve(m_buffer.size() + bytes.size());
    for (char c : bytes) {
        bool keep = true;
        const char cleaned = clean(c, keep);
        if (keep)
            m_buffer += cleaned;
    }
}

std::optional<GtpResponse> GtpResponseReader::next()
{
    // Empty lines between answers are allowed (GTP 2 ends every answer with one).
    std::size_t start = 0;
    while (start < m_buffer.size() && (m_buffer[start] == '\n' || m_buffer[start] == ' '))
        ++start;
    if (start == m_buffer.size()) {
        m_buffer.clear();
        return std::nullopt;
    }
    const char mark = m_buffer[start];
    if (mark != '=' && mark != '?') {
        // Not an answer: one line of it is enough to say what came.
        const std::size_t lineEnd = m_buffer.find('\n', start);
        if (lineEnd == std::string::npos && m_buffer.size() - start < 200)
            return std::nullopt; // may still be completing a line; judged when it ends
        GtpResponse garbage;
        garbage.text = m_buffer.substr(
            start, std::min<std::size_t>(200, (lineEnd == std::string::npos ? m_buffer.size() : lineEnd) - start));
        m_buffer.clear();
        return garbage;
    }
    const std::size_t end = m_buffer.find("\n\n", start);
    if (end == std::string::npos) {
        if (m_buffer.size() - start > MaxAnswer) {
            GtpResponse garbage;
            garbage.text = "an answer of more than 1 MB without its closing empty line";
            m_buffer.clear();
            return garbage;
        }
        return std::nullopt;
    }
    GtpResponse response = parseAnswer(std::string_view(m_buffer).substr(start, end - start));
    m_buffer.erase(0, end + 2);
    return response;
}

std::string toGtpVertex(Point p, int size)
{
    return toGtp(p, size);
}

std::optional<Point> parseGtpVertex(std::string_view text, int size)
{
    if (size < 1 || size > MaxGtpSide)
        return std::nullopt;
    return fromGtp(text, size, size);
}

} // namespace seki
