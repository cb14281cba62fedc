/// How the lines of a multi-line text sit within its width, as SwiftUI's `multilineTextAlignment`.
public enum TextAlignment: Hashable, Sendable {
    case leading, center, trailing
}
