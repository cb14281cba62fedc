import ZoetropeDisplay

/// A gradient's stops made drawable: finite, clamped to 0...1, ordered by location (ties keep their order).
///
/// Colours are interpolated as straight-alpha, sRGB-encoded components, then premultiplied, as Cairo's own linear
/// and radial gradients (pixman) do; this is SwiftUI's default `.device` interpolation on an sRGB display.
struct GradientRamp {
    let stops: [GradientStop]

    init?(_ stops: [GradientStop]) {
        func unit(_ v: Double) -> Double { min(max(v, 0), 1) }
        let usable = stops.enumerated().filter { $0.element.location.isFinite }
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map { entry -> GradientStop in
                let c = entry.element.color
                let color = DisplayColor(red: c.red.isFinite ? unit(c.red) : 0, green: c.green.isFinite ? unit(c.green) : 0,
                                         blue: c.blue.isFinite ? unit(c.blue) : 0, alpha: c.alpha.isFinite ? unit(c.alpha) : 0)
                return GradientStop(color: color, location: unit(entry.element.location))
            }
        guard !usable.isEmpty else { return nil }
        self.stops = usable
    }

    /// The straight-alpha colour at `t`, padded with the end colours outside the stops.
    func color(at t: Double) -> DisplayColor {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        var i = 1
        while stops[i].location < t { i += 1 }
        let a = stops[i - 1], b = stops[i]
        let span = b.location - a.location
        let f = span > 0 ? (t - a.location) / span : 1
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        return DisplayColor(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                            blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
    }
}
