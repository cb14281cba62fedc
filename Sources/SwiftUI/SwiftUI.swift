// `import SwiftUI` in a user's file resolves to this module, which is Zoetrope under SwiftUI's name: public SwiftUI
// code compiles as written, and `SwiftUI.Color`, `SwiftUI.Animation`… name Zoetrope's types. (Linux has no SwiftUI.)
@_exported import Zoetrope
