import ScrollSimKit
import TestSupport
import Testing

/// The small string helpers that replaced Foundation's URL and String(format:) in the command line.
@Suite struct PathAndNumberTextTests {
    @Test(arguments: [
        ("Demos/push-off.demo", "Demos/", "push-off"),
        ("/abs/dir/scene.json", "/abs/dir/", "scene"),
        ("/scene.json", "/", "scene"),
        ("scene.json", "", "scene"),
        ("archive.tar.json", "", "archive.tar"),
        (".hidden", "", ".hidden"),
        ("noext", "", "noext"),
        ("dir/sub/", "dir/sub/", "sub"),
    ])
    func folderAndStem(_ path: String, _ folder: String, _ stem: String) {
        #expect(PathName.folder(of: path) == folder)
        #expect(PathName.stem(of: path) == stem)
    }

    @Test func resolveKeepsAbsolutePathsAndJoinsRelativeOnes() {
        #expect(PathName.resolve("mine.json", in: "Demos/") == "Demos/mine.json")
        #expect(PathName.resolve("mine.json", in: "") == "mine.json")
        #expect(PathName.resolve("/etc/mine.json", in: "Demos/") == "/etc/mine.json")
    }

    @Test(arguments: [
        (2.5, 2, "2.50"), (0.004, 2, "0.00"), (0.005, 2, "0.01"), (12.345, 1, "12.3"), (-1.25, 1, "-1.3"),
        (-0.01, 1, "0.0"), (7, 0, "7"), (1234567.891, 2, "1234567.89"),
    ])
    func fixedDecimals(_ value: Double, _ places: Int, _ text: String) {
        #expect(Decimals.fixed(value, places: places) == text)
    }

    @Test func fileStampsTellARenamedInFileEvenWithTheSameSizeAndTime() throws {
        let tmp = try TemporaryFolder("scenario-tests")
        defer { tmp.remove() }
        let a = try tmp.write("same", name: "stamp-a.txt")
        let b = try tmp.write("same", name: "stamp-b.txt")
        let before = try #require(FileStamp.of(a))
        #expect(FileStamp.of(a) == before)
        #expect(FileStamp.of(b) != before)  // another file (inode)
        #expect(FileStamp.of(a + ".missing") == nil)
        #expect(FileStamp.exists(a))
        #expect(!FileStamp.exists(a + ".missing"))
    }
}
