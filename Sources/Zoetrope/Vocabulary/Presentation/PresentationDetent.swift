import Foundation

/// A height a sheet rests at: SwiftUI's `PresentationDetent`.
public struct PresentationDetent: Hashable, Sendable {
    enum Height: Hashable, Sendable {
        case medium, large
        case fraction(CGFloat)
        case height(CGFloat)
    }
    let height: Height

    /// About half the large detent's height.
    public static let medium = PresentationDetent(height: .medium)
    /// The full height a sheet can take: from just below the top safe area to the bottom of the screen.
    public static let large = PresentationDetent(height: .large)
    /// A fraction of the large detent's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(height: .fraction(fraction)) }
    /// A height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(height: .height(height)) }

    /// The large detent's height on `canvas`: from max(top safe area, 30) + `NavigationMetrics.sheetTopInset`
    /// below the top to the bottom edge.
    static func largeHeight(on canvas: SceneCanvas) -> CGFloat {
        canvas.size.height - (max(canvas.safeAreaInsets.top, 30) + NavigationMetrics.sheetTopInset)
    }

    /// The sheet's height at this detent when the large detent is `large` points tall.
    func resolved(large: CGFloat) -> CGFloat {
        switch height {
        case .medium: return (large * 0.5).rounded()
        case .large: return large
        case let .fraction(f): return f.isFinite ? min(max(f, 0), 1) * large : large
        case let .height(h): return h.isFinite ? min(max(h, 0), large) : large
        }
    }

    /// Whether the detent's value is a number (not NaN or infinite); a detent that is not is ignored.
    var isNumber: Bool {
        switch height {
        case .medium, .large: return true
        case let .fraction(value), let .height(value): return value.isFinite
        }
    }

    /// What is wrong with this detent's value, and what the sheet does instead; nil for a usable one.
    var problem: String? {
        switch height {
        case .medium, .large: return nil
        case let .fraction(f):
            if !f.isFinite { return ".fraction(\(f)) is not a number: it is ignored (the large detent if no other is left)" }
            if f <= 0 || f > 1 { return ".fraction(\(f)) is outside 0 < fraction ≤ 1: clamped to \(min(max(f, 0), 1))" }
            return nil
        case let .height(h):
            if !h.isFinite { return ".height(\(h)) is not a number: it is ignored (the large detent if no other is left)" }
            if h <= 0 { return ".height(\(h)) is not a positive height: the sheet has no height" }
            return nil
        }
    }
}

/// Whether something shows: SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable {
    case automatic, visible, hidden
}
