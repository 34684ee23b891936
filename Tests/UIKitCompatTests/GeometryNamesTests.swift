import Testing
import UIKitCompat

/// A team's file that imports only UIKitCompat (which brings Foundation, as UIKit does) names the
/// engine's geometry in type positions. On macOS Foundation also brings MacTypes' `Point`, `Rect`
/// and `Size`; UIKitCompat's own names win over them (CI's build with macOS's headers compiles this
/// file with a stand-in for MacTypes in scope: README, Tests).
@Suite struct GeometryNamesTests {
    @Test func pointRectAndSizeAreTheEnginesNextToFoundation() {
        let rect: Rect = Rect(origin: Point(x: 1, y: 2), size: Size(width: 3, height: 4))
        let origin: Point = rect.origin
        let size: Size = rect.size
        #expect(origin.x == 1 && origin.y == 2 && size.width == 3 && size.height == 4)
        #expect(String(reflecting: Rect.self) == "StickyLayout.Rect")
        #expect(String(reflecting: Point.self) == "StickyLayout.Point")
        #expect(String(reflecting: Size.self) == "StickyLayout.Size")
    }
}
