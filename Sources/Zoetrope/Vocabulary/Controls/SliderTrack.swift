import Foundation

/// A slider's track and thumb: the `systemFill` capsule across the width offered, the tint filling it from the
/// leading edge to the thumb's centre, and the white thumb with its shadow. The thumb travels between the track's
/// ends inset by its radius, so its centre is at `13.5 + fraction × (width − 27)`.
///
/// It tells the slider's drag (`SliderDrag`) how far the thumb travels.
struct SliderTrack: View {
    let fraction: Double
    let drag: SliderDrag

    var body: some View {
        GeometryReader { proxy in
            let travel = drag.measure(max(proxy.size.width - SliderMetrics.thumbDiameter, 0))
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(ControlPalette.systemFill)
                    .frame(height: SliderMetrics.trackHeight)
                SliderFillShape(fraction: fraction, inset: SliderMetrics.thumbDiameter / 2)
                    .fill(.tint)
                    .frame(height: SliderMetrics.trackHeight)
                Circle()
                    .fill(Color.white)
                    .shadow(color: .black.opacity(ToggleMetrics.knobShadowOpacity), radius: ToggleMetrics.knobShadowRadius,
                            y: ToggleMetrics.knobShadowOffset)
                    .frame(width: SliderMetrics.thumbDiameter, height: SliderMetrics.thumbDiameter)
                    .offset(x: travel * fraction)
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
        }
        .frame(height: SliderMetrics.height)
    }
}

/// A slider's drag: a finger anywhere on the slider moves the thumb by its horizontal travel from where it landed
/// (UISlider tracks the thumb relative to the finger), over the thumb's travel along the track, which the track
/// measures as it is laid out. The value is set in the drag's own transaction, without animation.
/// A reference, kept in the slider's state: the start value and the travel are bookkeeping of one gesture, not
/// state that views read.
final class SliderDrag {
    private(set) var travel: CGFloat = 0
    private var start: Double?

    /// Records the thumb's travel, in points, and returns it.
    func measure(_ travel: CGFloat) -> CGFloat {
        self.travel = travel
        return travel
    }

    func gesture(fraction: Double, set: @escaping (Double) -> Void, editing: @escaping (Bool) -> Void) -> some Gesture {
        DragGesture(minimumDistance: 0)
            .onChanged { [self] value in
                let origin: Double
                if let started = start {
                    origin = started
                } else {
                    origin = fraction
                    start = fraction
                    editing(true)
                }
                guard travel > 0 else { return }
                set(min(max(origin + Double(value.translation.width / travel), 0), 1))
            }
            .onEnded { [self] _ in
                start = nil
                editing(false)
            }
    }
}

/// The filled part of a slider's track: a capsule from the leading edge to `inset + fraction × (width − 2·inset)`
/// (the thumb's centre). Its animatable data is the fraction, so the fill follows the thumb in an animation.
struct SliderFillShape: Shape {
    var fraction: Double
    var inset: CGFloat

    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let travel = max(rect.width - 2 * inset, 0)
        let width = min(inset + travel * CGFloat(min(max(fraction, 0), 1)), rect.width)
        guard width > 0 else { return Path() }
        let filled = CGRect(x: rect.minX, y: rect.minY, width: width, height: rect.height)
        return Path(roundedRect: filled, cornerRadius: min(filled.width, filled.height) / 2, style: .circular)
    }
}
