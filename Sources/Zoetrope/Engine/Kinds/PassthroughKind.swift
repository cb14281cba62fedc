import Foundation

/// A view that lays out and draws its single child unchanged (Button, gesture and trait carriers); inspection
/// names it after the last component of its path.
struct PassthroughKind: ViewKind {}

extension NodeKind {
    static var passthrough: NodeKind { NodeKind(PassthroughKind()) }
}
