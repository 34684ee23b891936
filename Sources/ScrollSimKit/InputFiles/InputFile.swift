/// Reads an input file (scenario, script) within a size limit, with a true one-line reason for
/// every refusal: missing, a directory, a device or FIFO (which could block or never end),
/// unreadable, too large. Every input file is read through here.
package enum InputFile {
    /// The file's bytes, at most `limit` of them.
    /// - Parameter what: what the file should be, for the fix (`a scenario JSON file`).
    /// - Throws: `InputFileError` whose message names the path, the problem and the fix.
    package static func read(_ path: String, limit: Int, what: String) throws(InputFileError) -> [UInt8] {
        let status: FileSystem.Status
        switch FileSystem.status(path) {
        case .success(let found): status = found
        case .failure(.missing): throw InputFileError("\(path): no such file; give \(what)")
        case .failure(let failure): throw InputFileError("\(path): cannot be read (\(failure.words)); give \(what)")
        }
        switch status.kind {
        case .regular: break
        case .directory: throw InputFileError("\(path): is a directory; give \(what)")
        case .device: throw InputFileError("\(path): is a device, not a file; give \(what)")
        case .pipeOrSocket: throw InputFileError("\(path): is a pipe or socket, not a file; give \(what)")
        case .other: throw InputFileError("\(path): is not a regular file; give \(what)")
        }
        if status.size > limit {
            throw InputFileError("\(path): is \(megabytes(status.size)) MB; the limit is \(megabytes(limit)) MB")
        }
        // One byte more than the limit allows, so a file that grew since `stat` is caught.
        switch FileSystem.read(path, limit: min(limit, status.size) + 1) {
        case .success(let bytes):
            if bytes.count > limit { throw InputFileError("\(path): is larger than \(megabytes(limit)) MB, the limit") }
            return bytes
        case .failure(.permissionDenied):
            throw InputFileError("\(path): permission denied; make it readable (chmod +r) or give another file")
        case .failure(let failure):
            throw InputFileError("\(path): cannot be read (\(failure.words)); give \(what)")
        }
    }

    /// `bytes` as text, or where the first byte that is not UTF-8 is.
    package static func text(_ bytes: [UInt8], path: String, fix: String) throws(InputFileError) -> String {
        var line = 1
        var index = 0
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var text = ""
        text.reserveCapacity(bytes.count)
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" { line += 1 }
                text.unicodeScalars.append(scalar)
                index += scalar.utf8Length
            case .emptyInput:
                return text
            case .error:
                let byte = index < bytes.count ? bytes[index] : 0
                throw InputFileError("\(path):\(line): not UTF-8 text (byte 0x\(String(byte, radix: 16, uppercase: true))); \(fix)")
            }
        }
    }

    private static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + (1 << 20) - 1) >> 20
        return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(tenths % 10)"
    }
}

/// A file that cannot be used as input; `message` is one line with the path and the fix.
package struct InputFileError: Error, Sendable, CustomStringConvertible {
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}

extension Unicode.Scalar {
    var utf8Length: Int { value < 0x80 ? 1 : value < 0x800 ? 2 : value < 0x10000 ? 3 : 4 }
}
