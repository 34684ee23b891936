/// Path arithmetic on strings, without looking at the file system.
package enum PathName {
    /// The folder part of `path` with its trailing slash (`Demos/` for `Demos/push-off.demo`, `/`
    /// for `/a.json`), or "" when `path` has no slash.
    package static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    /// `name` as seen from `folder` (as `folder(of:)` returns it): unchanged when absolute.
    package static func resolve(_ name: String, in folder: String) -> String {
        name.hasPrefix("/") ? name : folder + name
    }

    /// The last component of `path` (`push-off.demo` for `Demos/push-off.demo`).
    package static func lastComponent(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The last component of `path` without its extension (`push-off` for `Demos/push-off.demo`);
    /// a leading dot is part of the name (`.demo` stays `.demo`).
    package static func stem(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        let name = trimmed.lastIndex(of: "/").map { trimmed[trimmed.index(after: $0)...] } ?? trimmed
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return String(name) }
        return String(name[..<dot])
    }
}
