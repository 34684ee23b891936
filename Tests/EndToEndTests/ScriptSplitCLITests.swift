import Foundation
import TestSupport
import Testing

/// The README's `layout --script` example, run as written against the real binary.
@Suite("layout --script on split demos")
struct ScriptSplitCLITests {
    static let demo = BuiltProduct.packageRoot.appendingPathComponent("Demos/delete-at-bottom.demo").path

    @Test("the README example: --strategy chooses the cs pane of `split uikit,cs`")
    func readmeExample() throws {
        let r = try Program.scrollsim(["layout", "--script", Self.demo, "--strategy", "cs", "--viewport", "30x20"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains(#""strategy": "cs""#) && r.stdout.contains(#""command": "split uikit,cs""#))
        #expect(r.stdout.contains(#""action": "delete""#))
    }

    @Test("without --strategy the first pane is kept; a --strategy no pane shows is refused in one line")
    func otherPanes() throws {
        let first = try Program.scrollsim(["layout", "--script", Self.demo, "--viewport", "30x20"])
        #expect(first.status == 0 && first.stdout.contains(#""strategy": "uikit""#))
        let refused = try Program.scrollsim(["layout", "--script", Self.demo, "--strategy", "compose", "--viewport", "30x20"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("delete-at-bottom.demo:7:") && refused.stderr.contains("give --strategy one of uikit, cs"))
        #expect(refused.stderr.split(separator: "\n").count == 1)
    }
}
