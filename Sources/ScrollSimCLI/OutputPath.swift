import CursesBackend
import ScrollSimExport
import ScrollSimKit

/// The `--output` file of `record` and `export`: a new file, or an existing regular one with
/// `--overwrite`; never a symbolic link, FIFO, device or folder.
enum OutputPath {
    /// Refuses `path` when it cannot be written as asked; `expected` says what to give instead.
    static func check(_ path: String, overwrite: Bool, expected: String) throws {
        let kind = FileKind.of(path)
        switch kind {
        case .missing:
            return
        case .regular:
            guard overwrite else {
                throw CommandFailure("--output \(path): the file exists; add --overwrite to replace it, or choose another name")
            }
        case .symbolicLink:
            throw CommandFailure("--output \(path): is a symbolic link; give the path of the file itself (nothing was written)")
        default:
            throw CommandFailure("--output \(path): is \(kind.phrase), not a regular file; give \(expected)")
        }
    }

    /// Writes what `body` hands to its writers (text, bytes) into `path` through a temporary file
    /// renamed into place, so a failure never leaves a truncated file; errors become one-line messages.
    static func write<T>(
        _ path: String, what: String,
        _ body: (@escaping (String) throws -> Void, @escaping ([UInt8]) throws -> Void) throws -> T
    ) throws -> T {
        let file: AtomicFile
        switch AtomicFile.create(replacing: path) {
        case .success(let created): file = created
        case .failure(let error):
            throw CommandFailure("--output \(path): cannot create a file in its folder (\(error)); check the folder exists and is writable")
        }
        do {
            let result = try body({ chunk in
                do { try file.write(chunk) } catch { throw DemoStreamStop("\(error)") }
            }, { bytes in
                do { try file.write(bytes: bytes) } catch { throw DemoStreamStop("\(error)") }
            })
            try file.commit()
            return result
        } catch let stop as DemoStreamStop {
            throw CommandFailure("--output \(path): cannot write the \(what) (\(stop.reason)); nothing was replaced", exitCode: 1)
        } catch let error as RecordingError {
            throw CommandFailure("--output \(path): \(error); nothing was written")
        } catch let error as AtomicFileError {
            throw CommandFailure("--output \(path): cannot write the \(what) (\(error)); nothing was replaced", exitCode: 1)
        }
    }
}
