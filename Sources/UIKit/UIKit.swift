// `import UIKit` in a user's file resolves to this module: the few UIKit names SwiftUI animation code uses
// (`UIScreen`, the feedback generators, `UIColor`…, docs/swiftui-coverage.md) are Zoetrope's. Any other UIKit name
// fails to compile, naming it. (Linux has no UIKit.)
@_exported import Zoetrope
