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
    /// transforms its content's value. `parent` is where the coordinates of this node's parent are on the canvas
    /// (layout origin and the geometry effects around it). Each writer's geometry is its frame as the trace walk
    /// places it with model values, so the effects around it count (fidelity.md §9: anchors are taken in global space).
    func preferenceValue<K: PreferenceKey>(_ key: K.Type, parent: CoordinateTransform, layout: LayoutEngine) -> K.Value? {
        var frames: [ObjectIdentifier: CGRect] = [:]
        for entry in TraceWalker.modelEntries(of: self, parent: parent, layout: layout) {
            frames[ObjectIdentifier(entry.node)] = entry.bounds
        }
        return preferenceValue(key, frames: frames)
    }

    private func preferenceValue<K: PreferenceKey>(_ key: K.Type, frames: [ObjectIdentifier: CGRect]) -> K.Value? {
        var result: K.Value?
        for child in children {
            guard let next = child.preferenceValue(key, frames: frames) else { continue }
            if result == nil {
                result = next
            } else {
                K.reduce(value: &result!) { next }
            }
        }
        if let writer = kind.as(PreferenceKind.self)?.writer, writer.key == ObjectIdentifier(key) {
            result = writer.value(result, frames[ObjectIdentifier(self)] ?? frame) as? K.Value
        }
        return result
    }
}
