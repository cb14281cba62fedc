import Foundation

/// How a view's content changes inside an animated transaction: SwiftUI's `ContentTransition`. Zoetrope applies it
/// to `Text`: with `.opacity` the old and new text cross-fade; with `.numericText` each changed character rolls in
/// (from below when counting up) while the old one rolls out, fading, and unchanged characters stay; and to
/// `Image(systemName:)`: with `.symbolEffect(.replace)` the old symbol scales down and fades as the new one scales up.
public struct ContentTransition: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case identity
        case opacity
        case numeric(countsDown: Bool?)
        /// `.symbolEffect(.replace)`: symbols scale and fade; text cross-fades.
        case symbolReplace
    }

    let kind: Kind

    /// The content changes at once.
    public static let identity = ContentTransition(kind: .identity)
    /// Old and new content cross-fade.
    public static let opacity = ContentTransition(kind: .opacity)
    /// Interpolates where it can; Zoetrope cross-fades text.
    public static let interpolate = ContentTransition(kind: .opacity)

    /// Digits roll: upward when counting up, downward with `countsDown`.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numeric(countsDown: countsDown))
    }

    /// Digits roll in the direction `value` moved since the previous evaluation.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numeric(countsDown: nil)).withValue(value)
    }

    /// The value `numericText(value:)` compares.
    var value: Double?

    private func withValue(_ value: Double) -> ContentTransition {
        var copy = self
        copy.value = value
        return copy
    }

    /// The transition between the old and the new content; `countsDown` decides the direction of a numeric roll.
    func transition(countsDown: Bool) -> AnyTransition? {
        switch kind {
        case .identity: return nil
        case .opacity: return .opacity
        case .symbolReplace: return .scale(scale: 0.5).combined(with: .opacity)
        case .numeric:
            // The new text comes from the edge the count moves from; the old one leaves the other way.
            return countsDown ? .push(from: .top) : .push(from: .bottom)
        }
    }
}

extension EnvironmentValues {
    /// How content changes animate in this part of the tree (`.identity` by default).
    public var contentTransition: ContentTransition {
        get { contentTransitionValue }
        set { contentTransitionValue = newValue }
    }
}

extension View {
    /// Sets how the content of views in this subtree (text) changes in animated transactions.
    public func contentTransition(_ transition: ContentTransition) -> some View {
        ContextView(content: self) { $0.environment.contentTransition = transition }
    }
}
