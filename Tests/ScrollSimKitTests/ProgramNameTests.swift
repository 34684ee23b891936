@testable import ScrollSimKit
import Testing

@Suite struct ProgramNameTests {
    @Test(arguments: [
        ("/work/.build/debug/my-scrollsim", "my-scrollsim"),
        ("scrollsim", "scrollsim"),
        ("", "scrollsim"),
        ("/tmp/x\u{1B}]0;title\u{07}", "scrollsim"),
        ("/usr/bin/has space", "scrollsim"),
        ("/x/ScrollSimPackageTests.xctest", "scrollsim"),
    ])
    func plainNamesOnly(path: String, expected: String) {
        #expect(ProgramName.plain(path) == expected)
    }
}
