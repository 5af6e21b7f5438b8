#include "sgfparser.h"

#include "parseerror.h"

#include <cstdio>
#include <string>
#include <vector>

namespace seki {

namespace {

// Walks the text byte by byte and keeps the line and column of the next byte.
class Scanner {
public:
    explicit Scanner(std::string_view text) : m_text(text) { }

    bool atEnd() const { return m_position >= m_text.size(); }
    char peek() const { return m_text[m_position]; }
    size_t position() const { return m_position; }
    std::string_view slice(size_t from, size_t to) const { return m_text.substr(from, to - from); }
    TextLocation location() const { return {m_line, m_column}; }

    void advance()
    {
        const char c = m_text[m_position++];
        if (c == '\n' || c == '\r') {
            // "\r\n" and "\n\r" are one line break: the first byte already moved to the next line.
            if (m_breakStart != 0 && m_breakStart != c) {
                m_breakStart = 0;
            } else {
                ++m_line;
                m_breakStart = c;
            }
            m_column = 1;
            return;
        }
        m_breakStart = 0;
        if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) {
            // UTF-8 continuation bytes belong to the character already counted.
            ++m_column;
        }
    }

    void skipWhitespace()
    {
        while (!atEnd() && isWhitespace(peek()))
            advance();
    }

    static bool isWhitespace(char c)
    {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
    }
    static bool isLetter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

    // Whether the '(' at the current position opens a game tree: after whitespace, a ';' or an
    // identifier of upper-case letters followed by '['.
    bool opensGameTree() const
    {
        size_t k = m_position + 1;
        while (k < m_text.size() && isWhitespace(m_text[k]))
            ++k;
        if (k < m_text.size() && m_text[k] == ';')
            return true;
        const size_t identifier = k;
        while (k < m_text.size() && m_text[k] >= 'A' && m_text[k] <= 'Z')
            ++k;
        if (k == identifier)
            return false;
        while (k < m_text.size() && isWhitespace(m_text[k]))
            ++k;
        return k < m_text.size() && m_text[k] == '[';
    }

private:
    std::string_view m_text;
    size_t m_position = 0;
    char m_breakStart = 0; // the byte that began the line break just read, 0 after other bytes
    int m_line = 1;
    int m_column = 1;
};

// One open '(' : where the sequence it starts hangs from, and what it has seen so far.
struct OpenTree {
    int parentNode;        // the node the first ';' of this tree becomes a child of (NoNode: root)
    TextLocation location; // of the '('
    int lastNode = SgfNode::NoNode;
    bool hasVariation = false;
};

// The error for an unexpected character at text[at]: printable ASCII quoted, anything else by
// its code point (the text is UTF-8, decoded from the file's charset), so a message never names
// a byte of the decoded text that is not in the file.
ParseError unexpectedAt(TextLocation location, std::string_view text, size_t at)
{
    const auto lead = static_cast<unsigned char>(text[at]);
    if (lead >= 0x20 && lead < 0x7F) {
        const std::string symbol(1, char(lead));
        return ParseError(location, ParseProblem::UnexpectedSymbol, {symbol}, "unexpected '" + symbol + "'");
    }
    char32_t codePoint = lead;
    int length = 0;
    if (lead >= 0xC0)
        length = (lead & 0xE0) == 0xC0 ? 1 : (lead & 0xF0) == 0xE0 ? 2 : 3;
    std::string character(text.substr(at, size_t(length) + 1));
    if (length > 0) {
        codePoint = lead & (0x3F >> length);
        for (int k = 1; k <= length && at + size_t(k) < text.size(); ++k)
            codePoint = (codePoint << 6) | (static_cast<unsigned char>(text[at + size_t(k)]) & 0x3F);
    }
    char hex[16];
    std::snprintf(hex, sizeof hex, "U+%04X", unsigned(codePoint));
    const bool printable = codePoint >= 0xA0 && codePoint != 0xFFFD && character.size() == size_t(length) + 1;
    if (printable)
        return ParseError(location, ParseProblem::UnexpectedCharacter, {character, hex},
                          "unexpected character '" + character + "' (" + hex + ")");
    return ParseError(location, ParseProblem::UnexpectedCodePoint, {hex}, std::string("unexpected character ") + hex);
}

} // namespace

SgfCollection SgfParser::parse(std::string_view text, std::vector<SgfWarning>* warnings) const
{
    bool warnedOfText = false;
    SgfCollection collection;
    Scanner scanner(text);
    std::vector<OpenTree> open;
    int nodeCount = 0;

    auto readProperty = [&](SgfNode& node) {
        // Read in place at the node's end rather than built and moved there: an error discards
        // the whole collection, half-read property included.
        SgfProperty& property = node.properties().emplace_back();
        property.location = scanner.location();
        while (!scanner.atEnd() && Scanner::isLetter(scanner.peek())) {
            // FF[3] allowed lower-case letters for readability ("AddBlack"): only capitals count.
            if (scanner.peek() >= 'A' && scanner.peek() <= 'Z')
                property.identifier += scanner.peek();
            scanner.advance();
        }
        if (property.identifier.empty())
            throw ParseError(property.location, ParseProblem::IdentifierWithoutCapitals, {},
                             "property identifier without upper-case letters");
        scanner.skipWhitespace();
        if (scanner.atEnd() || scanner.peek() != '[')
            throw ParseError(scanner.location(), ParseProblem::PropertyWithoutValue, {property.identifier},
                             "property " + property.identifier + " has no value ('[' expected)");
        while (!scanner.atEnd() && scanner.peek() == '[') {
            const TextLocation valueLocation = scanner.location();
            scanner.advance();
            const size_t start = scanner.position();
            for (;;) {
                if (scanner.atEnd())
                    throw ParseError(valueLocation, ParseProblem::UnterminatedValue, {property.identifier},
                                     "unterminated value of property " + property.identifier + " (']' missing)");
                const char c = scanner.peek();
                if (c == ']')
                    break;
                scanner.advance();
                if (c == '\\') {
                    if (scanner.atEnd())
                        continue; // reported as unterminated above
                    scanner.advance();
                }
                if (scanner.position() - start > m_limits.maxValueLength)
                    throw ParseError(valueLocation, ParseProblem::ValueTooLong,
                                     {property.identifier, std::to_string(m_limits.maxValueLength)},
                                     "value of property " + property.identifier + " is longer than "
                                         + std::to_string(m_limits.maxValueLength) + " bytes");
            }
            property.values.push_back(
                SgfValue::fromRaw(std::string(scanner.slice(start, scanner.position())), valueLocation));
            scanner.advance(); // ']'
            scanner.skipWhitespace();
        }
    };

    for (;;) {
        scanner.skipWhitespace();
        if (scanner.atEnd())
            break;
        const char c = scanner.peek();
        const TextLocation location = scanner.location();

        if (open.empty()) {
            // Outside every game tree: mail headers, a trailing ^Z, notes, "(c) 2003"... are not
            // ours to judge, but text after a game may be something the user expected us to read.
            if (c == '(' && scanner.opensGameTree()) {
                collection.games.emplace_back();
                open.push_back({SgfNode::NoNode, location});
            } else if (!collection.games.empty() && !warnedOfText) {
                warnedOfText = true;
                if (warnings)
                    warnings->push_back({location, "text after the game ignored", false, WarningProblem::TextAfterGame, {}});
            }
            scanner.advance();
            continue;
        }

        SgfGameTree& tree = collection.games.back();
        OpenTree& current = open.back();
        switch (c) {
        case '(':
            if (current.lastNode == SgfNode::NoNode)
                throw ParseError(location, ParseProblem::TreeWithoutNode, {},
                                 "expected ';' (a game tree starts with a node) before '('");
            if (int(open.size()) >= m_limits.maxDepth)
                throw ParseError(location, ParseProblem::VariationsTooDeep, {std::to_string(m_limits.maxDepth)},
                                 "variations nested deeper than " + std::to_string(m_limits.maxDepth));
            current.hasVariation = true;
            open.push_back({current.lastNode, location});
            scanner.advance();
            break;
        case ')':
            if (current.lastNode == SgfNode::NoNode)
                throw ParseError(location, ParseProblem::EmptyGameTree, {}, "empty game tree: expected ';' before ')'");
            open.pop_back();
            scanner.advance();
            break;
        case ';': {
            if (current.hasVariation)
                throw ParseError(location, ParseProblem::NodeAfterVariation, {},
                                 "node after a variation: expected '(' or ')'");
            if (++nodeCount > m_limits.maxNodes)
                throw ParseError(location, ParseProblem::TooManyNodes, {std::to_string(m_limits.maxNodes)},
                                 "more than " + std::to_string(m_limits.maxNodes) + " nodes");
            int index;
            if (current.lastNode != SgfNode::NoNode)
                index = tree.addChild(current.lastNode);
            else if (current.parentNode != SgfNode::NoNode)
                index = tree.addChild(current.parentNode);
            else
                index = SgfGameTree::Root; // the game's first ';'
            current.lastNode = index;
            SgfNode& node = tree.node(index);
            node.setLocation(location);
            scanner.advance();
            for (;;) {
                scanner.skipWhitespace();
                if (scanner.atEnd() || !Scanner::isLetter(scanner.peek()))
                    break;
                readProperty(node);
            }
            break;
        }
        default:
            if (Scanner::isLetter(c) && current.lastNode == SgfNode::NoNode && current.parentNode == SgfNode::NoNode) {
                // Nihon Kiin: the game's first properties follow '(' without a ';'.
                if (++nodeCount > m_limits.maxNodes)
                    throw ParseError(location, ParseProblem::TooManyNodes, {std::to_string(m_limits.maxNodes)},
                                     "more than " + std::to_string(m_limits.maxNodes) + " nodes");
                current.lastNode = SgfGameTree::Root;
                SgfNode& node = tree.node(SgfGameTree::Root);
                node.setLocation(location);
                while (!scanner.atEnd() && Scanner::isLetter(scanner.peek())) {
                    readProperty(node);
                    scanner.skipWhitespace();
                }
                break;
            }
            if (Scanner::isLetter(c))
                throw ParseError(location, ParseProblem::PropertyOutsideNode, {}, "expected ';' before property");
            throw unexpectedAt(location, text, scanner.position());
        }
    }

    if (!open.empty())
        throw ParseError(open.back().location, ParseProblem::TreeNotClosed, {},
                         "game tree is not closed (')' missing)");
    if (collection.games.empty())
        throw ParseError(TextLocation{1, 1}, ParseProblem::NoGame, {}, "no game in file");
    return collection;
}

} // namespace seki
