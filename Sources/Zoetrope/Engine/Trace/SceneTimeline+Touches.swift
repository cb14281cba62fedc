import Foundation
import ZoetropeDisplay

extension SceneTimeline {
    /// The indicator's diameter in points (a fingertip, like iOS's screen-recording touches).
    static let touchDiameter = 44.0
    /// Its fill: 50 % grey at 50 % opacity.
    static let touchFill = DisplayColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.5)
    /// Its ring: white at 80 % opacity, 2 pt wide, just inside the circle's edge.
    static let touchRing = DisplayColor(red: 1, green: 1, blue: 1, alpha: 0.8)
    static let touchRingWidth = 2.0

    /// A translucent circle with a white ring at each finger down at `time`, in script order; none when no finger is
    /// down, so frames without touches are the same with or without the indicator.
    func touchIndicators(at time: Double) -> [DisplayItem] {
        touches.filter { $0.isShowing(at: time) }.flatMap { trace -> [DisplayItem] in
            let center = trace.location(at: time)
            let radius = Self.touchDiameter / 2
            let disc = CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
            let ring = disc.insetBy(dx: Self.touchRingWidth / 2, dy: Self.touchRingWidth / 2)
            return [
                .shape(ShapeItem(path: .ellipse(in: disc), paint: .color(Self.touchFill))),
                .shape(ShapeItem(path: .ellipse(in: ring), paint: .color(Self.touchRing),
                                 stroke: StrokeData(lineWidth: Self.touchRingWidth))),
            ]
        }
    }
}
