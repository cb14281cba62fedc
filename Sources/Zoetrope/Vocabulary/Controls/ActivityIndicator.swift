import Foundation

/// The indeterminate spinner of `ProgressView()`: iOS's medium activity indicator, 20 × 20 pt, eight spokes in
/// the secondary label colour whose opacity fades behind a highlighted spoke that goes round once per
/// `ProgressMetrics.spinnerPeriod` seconds of scene time (so every frame is a function of its time alone).
struct ActivityIndicator: View, PrimitiveView {
    typealias Body = Never

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let color = Color.secondary.resolve(in: context.environment.colorScheme)
        return [context.child("ActivityIndicator").node(.activityIndicator(color: color))]
    }
}
