#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads an input file (scenario, script) within a size limit, with a true one-line reason for
/// every refusal: missing, a directory, a device or FIFO (which could block or never end),
/// unreadable, too large. Every input file is read through here.
package enum InputFile {
    /// The file's bytes, at most `limit` of them.
    /// - Parameter what: what the file should be, for the fix (`a scenario JSON file`).
    /// - Throws: `InputFileError` whose message names the path, the problem and the fix.
    package static func read(_ path: String, limit: Int, what: String) throws(InputFileError) -> [UInt8] {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let number = errno
            if number == ENOENT || number == ENOTDIR { throw InputFileError("\(path): no such file; give \(what)") }
            throw InputFileError("\(path): cannot be read (\(describe(number))); give \(what)")
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw InputFileError("\(path): is a directory; give \(what)")
        case S_IFCHR, S_IFBLK: throw InputFileError("\(path): is a device, not a file; give \(what)")
        case S_IFIFO, S_IFSOCK: throw InputFileError("\(path): is a pipe or socket, not a file; give \(what)")
        default: throw InputFileError("\(path): is not a regular file; give \(what)")
        }
        if Int(info.st_size) > limit {
            throw InputFileError("\(path): is \(megabytes(Int(info.st_size))) MB; the limit is \(megabytes(limit)) MB")
        }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            let number = errno
            if number == EACCES { throw InputFileError("\(path): permission denied; make it readable (chmod +r) or give another file") }
            throw InputFileError("\(path): cannot be read (\(describe(number))); give \(what)")
        }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: min(limit, Int(info.st_size)) + 1)
        var count = 0
        while count < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + count, $0.count - count) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { throw InputFileError("\(path): cannot be read (\(describe(errno))); give \(what)") }
            if n == 0 { break }
            count += n
        }
        if count > limit { throw InputFileError("\(path): is larger than \(megabytes(limit)) MB, the limit") }
        bytes.removeSubrange(count...)
        return bytes
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

    private static func describe(_ number: Int32) -> String {
        strerror(number).map { String(cString: $0) } ?? "error \(number)"
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
