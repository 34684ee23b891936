import ScrollSimKit
import StickyLayout
import Testing

/// Elements are painted by depth, zIndex plus the `transform3D` z translation, as Core Animation
/// orders a collection view's sibling layers.
@Suite struct PaintOrderTests {
    static func element(_ kind: ElementKind, _ item: Int, z: Int, tz: Double = 0) -> LayoutAttributes {
        LayoutAttributes(kind: kind, indexPath: IndexPath(item: item, section: 0),
                         frame: Rect(x: 0, y: 0, width: 10, height: 1), zIndex: z, transformZ: tz)
    }

    @Test func aZTranslationMovesAnElementInTheOrder() {
        // CSStickyHeaderFlowLayout's cells: zIndex 1 at z -1, under a parallax header at zIndex 0 z 0
        // once equal depths put supplementary views first.
        let cell = Self.element(.cell, 0, z: 1, tz: -1)
        let parallax = Self.element(.parallaxHeader, 0, z: 0)
        let header = Self.element(.header, 0, z: 1024)
        let lifted = Self.element(.custom("Banner"), 0, z: 0, tz: 2000)
        let order = PaintOrder.sorted([lifted, header, cell, parallax])
        #expect(order.map(\.kind) == [.parallaxHeader, .cell, .header, .custom("Banner")])
        // Without the translation the cell is above the parallax header by zIndex alone.
        #expect(PaintOrder.sorted([Self.element(.cell, 0, z: 1), parallax]).map(\.kind) == [.parallaxHeader, .cell])
        #expect(PaintOrder.sorted([Self.element(.cell, 0, z: 1, tz: -2), parallax]).map(\.kind) == [.cell, .parallaxHeader])
    }
}
