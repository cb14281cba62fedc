import Foundation

/// Dismisses the sheet or cover the view is presented in, or pops its screen off a navigation stack:
/// SwiftUI's `DismissAction`, read with `@Environment(\.dismiss)`. Outside both it does nothing.
public struct DismissAction {
    let action: (() -> Void)?

    /// Dismisses (`dismiss()`).
    public func callAsFunction() { action?() }
}
