// The bench is a measuring tool that calls the C library throughout (files, processes, ptys,
// clocks); this file imports it once for the whole target, under the name each system gives it.
// What differs beyond the name is in `BenchPlatform+Linux.swift` / `BenchPlatform+Darwin.swift`
// and, for posix_spawn, ScrollSimKit's `Platform/Spawn.swift`.
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Darwin)
@_exported import Darwin
#endif
@_exported import CPlatform
