/// Splits a script line into words: spaces separate, double quotes group, `#` starts a comment.
enum DemoLexer {
    static func words(_ line: String, path: String, line number: Int) throws -> [String] {
        var words: [String] = []
        var current = ""
        var inQuotes = false
        var hasWord = false
        var escaped = false
        for ch in line {
            if inQuotes {
                if escaped {
                    current.append(ch)
                    escaped = false
                } else if ch == "\\" {
                    escaped = true
                } else if ch == "\"" {
                    inQuotes = false
                } else {
                    current.append(ch)
                }
                continue
            }
            if ch == "#" { break }
            if ch == "\"" {
                inQuotes = true
                hasWord = true
            } else if ch == " " || ch == "\t" || ch == "\r" {
                if hasWord { words.append(current) }
                current = ""
                hasWord = false
            } else {
                current.append(ch)
                hasWord = true
            }
        }
        if inQuotes {
            throw DemoScriptError(path: path, line: number, message: "unterminated quote; close the caption with \"")
        }
        if hasWord { words.append(current) }
        return words
    }
}
