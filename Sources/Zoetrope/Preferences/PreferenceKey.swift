import Foundation

/// A named value that views produce for their ancestors: SwiftUI's `PreferenceKey`.
public protocol PreferenceKey {
    associatedtype Value
    /// The value of a subtree in which no view writes one.
    static var defaultValue: Value { get }
    /// Folds the next value, in tree order, into the values seen so far. The first value written in a subtree is
    /// taken as it is (not reduced into `defaultValue`), as SwiftUI's preference combiner does.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// What a preference-writing node produces for one key.
struct PreferenceWriter {
    let key: ObjectIdentifier
    /// The key's type name, for inspection.
    let keyName: String
    /// The modifier's name, for inspection (`preference`, `anchorPreference`, …).
    let modifierName: String
    /// The value the node's subtree produces, from its content's value (nil when the content writes none) and the
    /// node's frame on the canvas (model geometry, before pixel rounding).
    let value: (_ content: Any?, _ canvasFrame: CGRect) -> Any
}

extension Node {
    /// The value of preference `K` this laid-out subtree produces, or nil when no view in it writes one. Children
    /// are reduced in tree order (for a decoration, the primary view before the decoration); a writer replaces or
    /// transforms its content's value. `parentOrigin` is the canvas origin of this node's parent; `.offset` moves
    /// the geometry of what it wraps (fidelity.md §9: anchors are taken in global space).
    func preferenceValue<K: PreferenceKey>(_ key: K.Type, parentOrigin: CGPoint) -> K.Value? {
        let canvasFrame = frame.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
        var childOrigin = canvasFrame.origin
        if case let .offset(o) = kind {
            childOrigin.x += o.width
            childOrigin.y += o.height
        }
        var result: K.Value?
        for child in children {
            guard let next = child.preferenceValue(key, parentOrigin: childOrigin) else { continue }
            if result == nil {
                result = next
            } else {
                K.reduce(value: &result!) { next }
            }
        }
        if case let .preference(writer) = kind, writer.key == ObjectIdentifier(key) {
            result = writer.value(result, canvasFrame) as? K.Value
        }
        return result
    }
}
