import Foundation

/// The switch of a `Toggle`, drawn as iOS 17/18's `UISwitch`: a 51 × 31 pt capsule track (green when on, a light
/// grey fill when off) and a white 27 pt knob with a soft shadow, 2 pt inside the track. The knob's slide and the
/// track's colour change animate together, from the one change of `isOn`, with `ToggleMetrics.animation`.
struct ToggleSwitch: View {
    let isOn: Bool
    @Environment(\.explicitTint) private var tint

    var body: some View {
        ZStack {
            Capsule()
                .fill(isOn ? (tint ?? Color.green) : Color.secondarySystemFill)
            Circle()
                .fill(Color.white)
                .shadow(color: .black.opacity(ToggleMetrics.knobShadowOpacity), radius: ToggleMetrics.knobShadowRadius,
                        y: ToggleMetrics.knobShadowOffset)
                .frame(width: ToggleMetrics.knobDiameter, height: ToggleMetrics.knobDiameter)
                .offset(x: isOn ? ToggleMetrics.knobTravel / 2 : -ToggleMetrics.knobTravel / 2)
        }
        .frame(width: ToggleMetrics.trackSize.width, height: ToggleMetrics.trackSize.height)
        .animation(ToggleMetrics.animation, value: isOn)
    }
}

/// The measurements and timing of iOS's switch (`docs/approximations.md`, "Controls").
enum ToggleMetrics {
    /// The track, in points: `UISwitch`'s intrinsic size on iOS 7–18.
    static let trackSize = CGSize(width: 51, height: 31)
    /// The knob's diameter, in points: the track's height less 2 pt on each side.
    static let knobDiameter: CGFloat = 27
    /// How far the knob's centre moves between off and on, in points: 51 − 2 × (2 + 27 / 2) = 20.
    static let knobTravel: CGFloat = trackSize.width - 2 * (2 + knobDiameter / 2)
    /// The knob's shadow (an estimate of UIKit's thumb shadow: black 15 %, blurred, 3 pt down).
    static let knobShadowOpacity = 0.15
    static let knobShadowRadius: CGFloat = 4
    static let knobShadowOffset: CGFloat = 3
    /// The switch's animation. UIKit does not publish it; the thumb slides without overshoot in roughly a third of
    /// a second, which a critically damped spring of 0.35 s response (`.smooth(duration: 0.35)`) matches closely.
    static let animation = Animation.smooth(duration: 0.35)
}
