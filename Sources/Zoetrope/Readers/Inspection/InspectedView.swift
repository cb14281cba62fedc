import Foundation

/// One view of the tree showing at a time, as `zoetrope inspect` reports it: a view of the motion trace, the same
/// value (`TracedView`), printed as text or JSON (`InspectedView+Report.swift`).
package typealias InspectedView = TracedView

extension SceneTimeline {
    /// Every view showing at `time`, in drawing order, removed views included: the motion trace's views.
    public func inspect(at time: Double) -> [InspectedView] {
        trace(at: time).views
    }
}
