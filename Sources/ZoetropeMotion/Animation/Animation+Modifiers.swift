import Foundation

/// The animation modifiers (fidelity.md §3). The last modifier written is the outermost and sees real time first:
/// `a.delay(d).speed(s)` runs the base at max(0, s·t − d), `a.speed(s).delay(d)` at s·max(0, t − d).
extension Animation {
    /// Delays the start by `delay` seconds: the base sees max(0, t − delay). A negative delay starts the base part
    /// way through (the same arithmetic SwiftUI applies); NaN or infinite means no delay.
    public func delay(_ delay: Double) -> Animation {
        Animation(node: .delay(node, seconds: Animation.finite(delay, or: 0)))
    }

    /// Changes the pace: the base sees `speed`·t (2 halves the duration). Like SwiftUI, a speed of 0 or below
    /// never reaches the end (the value stays where the base is at time 0 and the animation never finishes);
    /// NaN or infinite means speed 1.
    public func speed(_ speed: Double) -> Animation {
        Animation(node: .speed(node, factor: Animation.finite(speed, or: 1)))
    }

    /// Plays the animation `repeatCount` times (one-way passes); with `autoreverses` (the default) odd passes run
    /// backwards. After the last pass the value jumps to the model value, so an even count with autoreverse ends
    /// with a jump (§3). A count below 1 plays once — what SwiftUI's repeat logic does (it stops after the first
    /// pass once the pass index reaches the count).
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(node: .repeating(node, count: max(1, repeatCount), autoreverses: autoreverses))
    }

    /// Repeats the animation for as long as the value exists (§3); never finishes.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(node: .repeating(node, count: nil, autoreverses: autoreverses))
    }

    /// Reports logical completion `duration` seconds after the start, whatever the base reports (iOS 17, §3).
    /// A negative or NaN duration reports it at once.
    public func logicallyComplete(after duration: Double) -> Animation {
        let d = duration.isNaN ? 0 : max(0, duration)
        return Animation(node: .logicallyComplete(node, after: d))
    }
}
