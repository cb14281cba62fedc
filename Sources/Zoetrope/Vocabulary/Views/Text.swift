import Foundation
import ZoetropeDisplay

/// A run of text: SwiftUI's `Text`. It uses the environment's font (`.body` by default), wraps at word boundaries
/// to the width it is offered, and is drawn with the bundled Inter face (docs/approximations.md).
public struct Text: View, PrimitiveView, Equatable {
    public typealias Body = Never
    let content: String
    var font: Font?
    var weight: Font.Weight?
    var isItalic = false
    var color: Color?
    var design: Font.Design?
    var hasMonospacedDigits = false

    /// Text showing `content` verbatim.
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }

    /// Text showing `content` without localisation.
    public init(verbatim content: String) { self.content = content }

    /// The same text in `font`.
    public func font(_ font: Font?) -> Text { var copy = self; copy.font = font; return copy }
    /// The same text with another weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text { var copy = self; copy.weight = weight; return copy }
    /// The same text in bold (unchanged when `isActive` is false): SwiftUI's `Text.bold(_:)`.
    public func bold(_ isActive: Bool = true) -> Text { isActive ? fontWeight(.bold) : self }
    /// The same text in italic (unchanged when `isActive` is false): SwiftUI's `Text.italic(_:)`.
    public func italic(_ isActive: Bool = true) -> Text { var copy = self; if isActive { copy.isItalic = true }; return copy }
    /// The same text in `color`.
    public func foregroundColor(_ color: Color?) -> Text { var copy = self; copy.color = color; return copy }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let environment = context.environment
        // With a content transition the content is part of the identity: a change removes the old text and inserts
        // the new one, each with the transition.
        let transition = environment.contentTransition
        var contentTransition: AnyTransition?
        var countsDown = false
        if case let .numeric(down) = transition.kind {
            if let down {
                countsDown = down
            } else if let value = transition.value {
                let key = context.path + "/Text.numericValue"
                let previous = context.graph.lastObservedValue(key) as? Double
                _ = context.graph.animationValueChanged(value, key: key)
                countsDown = previous.map { value < $0 } ?? false
            }
        }
        if transition.kind != .identity { contentTransition = transition.transition(countsDown: countsDown) }
        let font = resolvedFont(in: environment)
        let resolved = resolvedColor(in: environment)
        func run(_ string: String) -> TextRun { textRun(string, font: font, in: environment) }
        if case .numeric = transition.kind, content.count > 1, !content.contains("\n") {
            return [numericRow(context, transition: contentTransition, run: run, color: resolved)]
        }
        let node = transition.kind != .identity ? context.child("Text#" + content) : context.child("Text")
        let result = node.node(.text(run: run(content), color: resolved))
        result.textContent = content
        result.transition = contentTransition
        return [result]
    }

    /// Numeric text of several characters: one text per character side by side, each identified by its place
    /// counted from the end (ones, tens, …) and its character, so that a change rolls only the characters that
    /// changed (SwiftUI's `.numericText`); the unchanged ones stay. The row itself rolls in or out when the text
    /// grows from or shrinks to one character.
    private func numericRow(_ context: ResolveContext, transition: AnyTransition?, run: (String) -> TextRun,
                            color: ResolvedColor) -> Node {
        var row = context.child("Text")
        row.stackAxis = .horizontal
        let characters = Array(content)
        let cells = characters.enumerated().map { index, character -> Node in
            let cell = row.child("\(characters.count - 1 - index)#\(character)")
            let node = cell.node(.text(run: run(String(character)), color: color))
            node.textContent = String(character)
            node.transition = transition
            return node
        }
        let result = row.node(.stack(axis: .horizontal, alignment: .center, spacing: 0), children: cells)
        result.transition = transition
        return result
    }
}

/// How the lines of multi-line text line up: SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, Sendable {
    case leading, center, trailing

    var displayAlignment: ZoetropeDisplay.TextAlignment {
        switch self {
        case .leading: return .leading
        case .center: return .center
        case .trailing: return .trailing
        }
    }
}

extension Font {
    /// The bundled face for this font: for the default design Inter for text sizes, Inter Display from 20 pt up (as
    /// SF Pro switches from Text to Display); the other designs' faces at every size.
    var descriptor: FontDescriptor {
        FontDescriptor(family: Font.family(of: design, size: size), size: Double(size), weight: weight.value, isItalic: isItalic,
                       hasMonospacedDigits: hasMonospacedDigits)
    }
}

extension View {
    /// The most lines text in this view may use; nil is unlimited.
    public func lineLimit(_ number: Int?) -> some View {
        ContextView(content: self) { $0.environment.lineLimit = number }
    }

    /// How the lines of multi-line text in this view line up.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        ContextView(content: self) { $0.environment.multilineTextAlignment = alignment }
    }
}
