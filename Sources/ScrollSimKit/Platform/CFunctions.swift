#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's numeric and memory functions the kit uses, for files that do not import it.
package enum CFunctions {
    /// e raised to `x` (exp(3)).
    @inline(__always)
    package static func exponential(_ x: Double) -> Double { exp(x) }

    /// The environment variable `name`'s value, nil when unset or empty (getenv(3)).
    package static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        let text = String(cString: value)
        return text.isEmpty ? nil : text
    }

    /// True when the `count` bytes at `a` and at `b` are equal (memcmp(3)).
    @inline(__always)
    package static func bytesEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
        memcmp(a, b, count) == 0
    }
}
