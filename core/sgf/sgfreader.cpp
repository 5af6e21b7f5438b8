#include "sgfreader.h"

#include "parseerror.h"
#include "textencoding.h"

#include <set>
#include <string>

namespace seki {

namespace {

// Warns once per property identifier holding a U+FFFD the decoding put there.
void warnOfReplacements(const SgfCollection& collection, const std::string& charset, std::vector<SgfWarning>& warnings)
{
    constexpr std::string_view Replacement = "\xEF\xBF\xBD";
    std::set<std::string> named;
    for (const SgfGameTree& game : collection.games)
        for (int n = 0; n < game.nodeCount(); ++n)
            for (const SgfProperty& property : game.node(n).properties())
                for (const SgfValue& value : property.values) {
                    if (value.raw().find(Replacement) == std::string::npos || named.count(property.identifier))
                        continue;
                    named.insert(property.identifier);
                    warnings.push_back({value.location(),
                                        property.identifier + ": bytes that are not valid " + charset
                                            + " were replaced with \xEF\xBF\xBD",
                                        true, WarningProblem::BytesReplaced, {property.identifier, charset}});
                }
}

} // namespace

SgfFile readSgf(std::string_view bytes, SgfParser::Limits limits)
{
    const DecodedFile decoded = decodeSgfFile(bytes);
    SgfFile file;
    file.charset = decoded.charset;
    file.warnings = decoded.notes;
    try {
        file.collection = SgfParser(limits).parse(decoded.utf8, &file.warnings);
    } catch (const ParseError& error) {
        // A character the message names is the decoded text's: say which reading that was.
        if (!decoded.converted || error.message.find("character") == std::string::npos)
            throw;
        ParseError named(error.location(), error.problem, error.arguments,
                         error.message + " (in the text read as " + decoded.charset + ")");
        named.decodedAs = decoded.charset;
        throw named;
    }
    // The tree holds UTF-8 now, whatever the games said (a CA set aside, text pasted with a CA of
    // the bytes it once was): it says so, for the reader of its values and for saving.
    for (SgfGameTree& game : file.collection.games)
        if (const std::optional<std::string> charset = game.root().text("CA"); charset && !isUtf8Charset(*charset))
            game.root().setText("CA", "UTF-8");
    if (decoded.replaced > 0)
        warnOfReplacements(file.collection, decoded.charset, file.warnings);
    return file;
}

} // namespace seki
