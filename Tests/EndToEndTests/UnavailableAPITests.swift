import Foundation
import TestSupport
import Testing

/// What UIKitCompat does not cover fails to compile with a message naming the gap (never a silent
/// stub): each snippet below is type-checked against the built module with `swiftc`.
@Suite struct UnavailableAPITests {
    /// The built modules (`.build/debug/Modules` next to the `scrollsim` binary).
    private var modules: String {
        URL(fileURLWithPath: BuiltProduct.scrollsim).deletingLastPathComponent().appendingPathComponent("Modules").path
    }

    /// The build's clang module cache (`.build/debug/ModuleCache`), kept between runs, so `swiftc`
    /// neither rebuilds the system modules each time nor writes a cache under `$HOME`.
    private var moduleCache: String {
        URL(fileURLWithPath: BuiltProduct.scrollsim).deletingLastPathComponent().appendingPathComponent("ModuleCache").path
    }

    /// On macOS, the package's deployment floor (the built modules are for macOS 14; `swiftc` alone
    /// may assume an older system). On Linux nothing.
    #if os(macOS)
    private let targetFlag = "-target \"$(uname -m)-apple-macosx14.0\""
    #else
    private let targetFlag = ""
    #endif

    /// The environment `swiftc` runs in: `PATH`, and the variables that choose the toolchain when
    /// set (`DEVELOPER_DIR`, `TOOLCHAINS`, `SDKROOT`: macOS's `/usr/bin/swiftc` picks its Xcode by
    /// them), so the compiler is the one that built the modules, not the system's default Xcode.
    static func compilerEnvironment(home: String) -> [String: String] {
        let inherited = ProcessInfo.processInfo.environment
        var environment = ["PATH": inherited["PATH"] ?? "/usr/bin:/bin", "HOME": home]
        for name in ["DEVELOPER_DIR", "TOOLCHAINS", "SDKROOT"] {
            if let value = inherited[name] { environment[name] = value }
        }
        return environment
    }

    /// Type-checks `body` inside a flow-layout subclass, `header` after the import; returns swiftc's
    /// exit status and its errors.
    private func typecheck(_ body: String, header: String = "") throws -> (status: Int32, errors: [String]) {
        let folder = try TemporaryFolder("uikitcompat")
        defer { folder.remove() }
        let file = folder.path("layout.swift")
        let source = """
            import UIKitCompat
            \(header)
            final class Layout: UICollectionViewFlowLayout {
            \(body)
            }

            """
        try source.write(toFile: file, atomically: true, encoding: .utf8)
        let result = try Program.run(
            ["sh", "-c", "swiftc -typecheck \(targetFlag) -module-cache-path '\(moduleCache)' -I '\(modules)' '\(file)' 2>&1"],
            environment: Self.compilerEnvironment(home: folder.path))
        let errors = result.stdout.split(separator: "\n").map(String.init).filter { $0.hasPrefix(file) && $0.contains(": error: ") }
        return (result.status, errors)
    }

    @Test func aSeedStyleSubclassTypeChecks() throws {
        let (status, errors) = try typecheck("""
                override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    let all = super.layoutAttributesForElements(in: rect)?.compactMap { $0.copy() as? UICollectionViewLayoutAttributes } ?? []
                    for a in all where a.representedElementKind == UICollectionView.elementKindSectionHeader {
                        a.frame.origin.y = max(collectionView?.contentOffset.y ?? 0, a.frame.minY)
                        a.zIndex = 1024
                    }
                    return all + [layoutAttributesForItem(at: IndexPath(item: 0, section: 0))].compactMap { $0 }
                }
            """)
        #expect(status == 0 && errors.isEmpty, "\(errors)")
    }

    /// Every override point of UIKit's layout protocol the host calls, with UIKit's signatures,
    /// and the flow-layout delegate asked with UIKit's optional-method spelling.
    @Test func theProtocolsOverridePointsTypeCheck() throws {
        let (status, errors) = try typecheck("""
                override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
                    for u in updateItems where u.updateAction == .insert && u.indexPathAfterUpdate?.item == NSNotFound {}
                    super.prepare(forCollectionViewUpdates: updateItems)
                }
                override func finalizeCollectionViewUpdates() { super.finalizeCollectionViewUpdates() }
                override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                    super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
                }
                override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                    super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
                }
                override func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                    super.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
                }
                override func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                    super.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
                }
                override func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
                override func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
                override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
                override func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
                override func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }
                override func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }
                override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                    register(nil, forDecorationViewOfKind: elementKind)
                    return UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
                }
                override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }
                override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint { proposedContentOffset }
                override func prepare(forAnimatedBoundsChange oldBounds: CGRect) { super.prepare(forAnimatedBoundsChange: oldBounds) }
                override func finalizeAnimatedBoundsChange() { super.finalizeAnimatedBoundsChange() }
                override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes, withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { true }
                override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes, withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
                    let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
                    context.contentOffsetAdjustment = CGPoint(x: 0, y: 1)
                    context.contentSizeAdjustment = CGSize(width: 0, height: 1)
                    context.invalidateDecorationElements(ofKind: "line", at: [IndexPath(item: 0, section: 0)])
                    return context
                }
                func size(_ p: IndexPath) -> CGSize {
                    guard let cv = collectionView else { return itemSize }
                    let d = cv.delegate as? UICollectionViewDelegateFlowLayout
                    let inset = d?.collectionView?(cv, layout: self, insetForSectionAt: p.section) ?? sectionInset
                    let line = d?.collectionView?(cv, layout: self, minimumLineSpacingForSectionAt: p.section) ?? minimumLineSpacing
                    let gap = d?.collectionView?(cv, layout: self, minimumInteritemSpacingForSectionAt: p.section) ?? minimumInteritemSpacing
                    let header = d?.collectionView?(cv, layout: self, referenceSizeForHeaderInSection: p.section) ?? headerReferenceSize
                    let footer = d?.collectionView?(cv, layout: self, referenceSizeForFooterInSection: p.section) ?? footerReferenceSize
                    _ = (inset, line, gap, header, footer)
                    return d?.collectionView?(cv, layout: self, sizeForItemAt: p) ?? itemSize
                }
            """)
        #expect(status == 0 && errors.isEmpty, "\(errors)")
    }

    @Test(arguments: [
        ("scaling transforms", "func f(_ a: UICollectionViewLayoutAttributes) { a.transform3D = CATransform3DMakeScale(2, 2, 1) }", "only translations are kept"),
        ("affine transforms", "func f(_ a: UICollectionViewLayoutAttributes) { _ = a.transform }", "transforms are not simulated"),
        ("size classes", "func f() -> Int { collectionView?.traitCollection.horizontalSizeClass ?? 0 }", "size classes are not simulated"),
        ("a cell class",
         """
         final class Cell: UICollectionViewCell {
             override func preferredLayoutAttributesFitting(_ a: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
                 contentView.bounds.size.width = a.size.width
                 a.size = super.systemLayoutSizeFitting(a.size, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
                 return a
             }
         }
         """,
         "leave cell files out of the target"),
        ("a reusable view class",
         "final class Header: UICollectionReusableView { override func prepareForReuse() {} }",
         "leave reusable-view files out of the target"),
        ("self-sizing", "func f() { estimatedItemSize = CGSize(width: 1, height: 1) }", "self-sizing"),
        ("batch updates on the view", "func f() { collectionView?.performBatchUpdates(nil) }", "data changes"),
        ("old constant", "func f() -> String { UICollectionElementKindSectionHeader }", "renamed to 'UICollectionView.elementKindSectionHeader'"),
        ("data source's section count",
         "func f() -> Int { collectionView?.dataSource?.numberOfSections?(in: collectionView!) ?? 0 }",
         "'numberOfSections' is unavailable: UIKitCompat: there is no data source; use collectionView.numberOfSections"),
        ("data source's item count",
         "func f() -> Int { collectionView?.dataSource?.collectionView?(collectionView!, numberOfItemsInSection: 0) ?? 0 }",
         "UIKitCompat: there is no data source; use collectionView.numberOfItems(inSection:)"),
    ])
    func notCoveredIsACompileError(_ what: String, _ line: String, _ message: String) throws {
        let (status, errors) = try typecheck("    " + line)
        #expect(status != 0, "\(what) compiled")
        #expect(errors.contains { $0.contains(message) }, "\(what): \(errors)")
        // Every error is the compat layer's explanation, never a bare type error.
        #expect(errors.allSatisfy { $0.contains("UIKitCompat:") || $0.contains("renamed to") }, "\(what): \(errors)")
        #expect(!errors.contains { $0.contains("has no member") }, "\(what): \(errors)")
    }

    /// What an iOS layout library uses of UIKit and CoreGraphics beyond the flow layout compiles:
    /// `import CoreGraphics`, the screen's traits and direction, the layout-direction overrides, a
    /// z-translation transform, a kind of its own at a one-index path, a delegate cast to its own
    /// protocol, an attributes subclass with `copy(with:)` and `isEqual`.
    @Test func whatLayoutLibrariesUseTypeChecks() throws {
        let (status, errors) = try typecheck("""
                override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
                override var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
                override class var layoutAttributesClass: AnyClass { Attributes.self }
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    guard let cv = collectionView, cv.superview != nil else { return nil }
                    cv.isPrefetchingEnabled = true
                    let scale: CGFloat = cv.traitCollection.displayScale
                    let rtl = cv.effectiveUserInterfaceLayoutDirection == .rightToLeft
                    let banner = Attributes(forSupplementaryViewOfKind: "Banner", with: IndexPath(index: 0))
                    banner.transform3D = CATransform3DMakeTranslation(0, 0, rtl ? 1 : -1)
                    banner.frame.size = CGSize(width: 1 / scale, height: 1)
                    let delegated = (cv.delegate as? OwnDelegate)?.collectionView(cv, layout: self, widthFor: 0) ?? 0
                    banner.frame.size.width += delegated
                    return (super.layoutAttributesForElements(in: rect) ?? []) + (CGSize.zero.equalTo(banner.size) ? [] : [banner])
                }
            """, header: """
                import CoreGraphics

                protocol OwnDelegate: UICollectionViewDelegate {
                    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, widthFor section: Int) -> CGFloat
                }

                final class Attributes: UICollectionViewLayoutAttributes {
                    var progress: CGFloat = 0
                    override func copy(with zone: NSZone? = nil) -> Any {
                        let copy = super.copy(with: zone)
                        (copy as? Attributes)?.progress = progress
                        return copy
                    }
                    override func isEqual(_ object: Any?) -> Bool {
                        (object as? Attributes)?.progress == progress && super.isEqual(object)
                    }
                    override var zIndex: Int {
                        didSet { transform3D = CATransform3DMakeTranslation(0, 0, zIndex == 1 ? -1 : 0) }
                    }
                }
            """)
        #expect(status == 0 && errors.isEmpty, "\(errors)")
    }
}
