// UIKitCompat: the part of UIKit a UICollectionViewFlowLayout subclass touches, under UIKit's own
// names, so a layout written for iOS compiles here with `import UIKitCompat` instead of `import UIKit`.
// As `import UIKit` does, this brings Foundation (CGRect, CGFloat, CGPoint, CGSize, IndexPath, NSObject).
@_exported import Foundation
