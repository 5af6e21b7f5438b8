#include "sgfwriter.h"

#include <vector>

namespace seki {

namespace {

constexpr size_t LineWidth = 72;

class Writer {
public:
    explicit Writer(std::string& out) : m_out(out) { }

    void writeTree(const SgfGameTree& tree)
    {
        // One frame per open '(' only: a node with a single child continues its sequence, and its
        // frame is reused for the child, so a long main line costs no stack at all.
        struct Frame {
            int node;
            size_t nextChild;
        };
        std::vector<Frame> frames;
        openTree();
        writeNode(tree.root());
        frames.push_back({SgfGameTree::Root, 0});
        while (!frames.empty()) {
            Frame& frame = frames.back();
            const auto& children = tree.node(frame.node).children();
            if (children.size() == 1) {
                frame.node = children.front();
                frame.nextChild = 0;
                writeNode(tree.node(frame.node));
            } else if (frame.nextChild < children.size()) {
                const int child = children[frame.nextChild++];
                openTree();
                writeNode(tree.node(child));
                frames.push_back({child, 0});
            } else {
                m_out += ')';
                ++m_lineLength;
                frames.pop_back();
            }
        }
        m_out += '\n';
        m_lineLength = 0;
    }

private:
    void newLine()
    {
        if (m_lineLength > 0) {
            m_out += '\n';
            m_lineLength = 0;
        }
    }

    void openTree()
    {
        newLine();
        m_out += '(';
        m_lineLength = 1;
    }

    void writeNode(const SgfNode& node)
    {
        const size_t start = m_out.size();
        if (m_lineLength > 1 && m_lineLength + nodeLength(node) > LineWidth)
            newLine();
        const size_t lineStart = m_out.size() - m_lineLength;
        m_out += ';';
        for (const auto& property : node.properties()) {
            // A property needs a value to be SGF at all; one emptied in code is left out.
            if (property.values.empty())
                continue;
            m_out += property.identifier;
            for (const auto& value : property.values) {
                m_out += '[';
                m_out += value.raw();
                m_out += ']';
            }
        }
        // A value may hold line breaks: the line length counts from the last one.
        const size_t lastBreak = m_out.find_last_of("\r\n");
        if (lastBreak != std::string::npos && lastBreak >= start)
            m_lineLength = m_out.size() - lastBreak - 1;
        else
            m_lineLength = m_out.size() - lineStart;
    }

    static size_t nodeLength(const SgfNode& node)
    {
        size_t length = 1;
        for (const auto& property : node.properties()) {
            length += property.values.empty() ? 0 : property.identifier.size();
            for (const auto& value : property.values)
                length += value.raw().size() + 2;
        }
        return length;
    }

    std::string& m_out;
    size_t m_lineLength = 0;
};

} // namespace

void declareUtf8(SgfCollection& collection)
{
    for (SgfGameTree& game : collection.games) {
        if (game.root().has("CA"))
            continue;
        bool ascii = true;
        for (int n = 0; n < game.nodeCount() && ascii; ++n)
            for (const SgfProperty& property : game.node(n).properties())
                for (const SgfValue& value : property.values)
                    for (const char c : value.raw())
                        ascii = ascii && static_cast<unsigned char>(c) < 0x80;
        if (ascii)
            continue;
        // First, after FF and GM when they lead, where a reader looks for it.
        std::vector<SgfProperty>& properties = game.root().properties();
        auto at = properties.begin();
        while (at != properties.end() && (at->identifier == "FF" || at->identifier == "GM"))
            ++at;
        SgfProperty charset;
        charset.identifier = "CA";
        charset.values.push_back(SgfValue::fromText("UTF-8"));
        properties.insert(at, std::move(charset));
    }
}

std::string writeSgf(const SgfGameTree& tree)
{
    std::string out;
    Writer(out).writeTree(tree);
    return out;
}

std::string writeSgf(const SgfCollection& collection)
{
    std::string out;
    Writer writer(out);
    for (const auto& tree : collection.games)
        writer.writeTree(tree);
    return out;
}

} // namespace seki
