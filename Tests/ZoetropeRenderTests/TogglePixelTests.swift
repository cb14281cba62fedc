import Foundation
import Testing
@testable import Zoetrope
import ZoetropeCairo
import ZoetropeDisplay

/// A Toggle's switch drawn by Cairo at 2x, light and dark, on and off: the track's colours (systemGreen, and
/// secondarySystemFill over the background; fidelity.md §8.4), the white knob at its end of the track, the
/// background outside the capsule's corner, and the knob's shadow darkening the track below it.
@MainActor @Suite struct TogglePixelTests {
    /// The switch alone on a 51 × 31 pt canvas at 2x (102 × 62 px).
    private func render(isOn: Bool, _ scheme: ColorScheme) -> RasterImage {
        let canvas = SceneCanvas(width: 51, height: 31, scale: 2, colorScheme: scheme)
        let scene = MotionScene("toggle", canvas: canvas, duration: 1) { ToggleSwitch(isOn: isOn) }
        return CairoRasterizer().draw(scene.renderTimeline().displayList(at: 0))
    }

    private typealias RGB = (r: Double, g: Double, b: Double)

    /// `color` at straight alpha `alpha` over `background`.
    private func over(_ color: RGB, _ alpha: Double, _ background: RGB) -> RGB {
        (background.r + (color.r - background.r) * alpha, background.g + (color.g - background.g) * alpha,
         background.b + (color.b - background.b) * alpha)
    }

    /// The pixels of the inclusive box whose colour is more than 2 off `expected` in any channel.
    private func mismatches(_ image: RasterImage, x: ClosedRange<Int>, y: ClosedRange<Int>, _ expected: RGB) -> Int {
        var count = 0
        for py in y {
            for px in x {
                let p = image.rgba(x: px, y: py)
                if abs(Double(p.r) - expected.r) > 2 || abs(Double(p.g) - expected.g) > 2 || abs(Double(p.b) - expected.b) > 2 { count += 1 }
            }
        }
        return count
    }

    // Regions, in pixels at 2x. Track ends: from 2 to 10 pt across (4...20 px), 10 to 21 pt down (20...42 px) —
    // inside the capsule (its end circles have radius 15.5 pt about x 15.5 and 35.5) and more than 8 pt from the
    // knob's edge, beyond its shadow. Knob centre: ±3 pt about (15.5, 15.5) off or (35.5, 15.5) on. Corner: the
    // pixel (0, 0), outside the capsule.
    private let leadingTrack = (x: 4...20, y: 20...42)
    private let trailingTrack = (x: 82...98, y: 20...42)

    @Test func onInLightIsGreenWithTheKnobTrailing() {
        let image = render(isOn: true, .light)
        let white: RGB = (255, 255, 255), green: RGB = (52, 199, 89)
        #expect(mismatches(image, x: leadingTrack.x, y: leadingTrack.y, green) == 0)
        #expect(mismatches(image, x: 65...77, y: 25...37, white) == 0)
        #expect(mismatches(image, x: 0...0, y: 0...0, white) == 0)
        // Under the knob's bottom edge (29 pt) at 29.5–30 pt, the 3 pt-down shadow darkens the green.
        let shadowed = image.rgba(x: 71, y: 59)
        #expect(shadowed.g < 195 && shadowed.g > 140)
    }

    @Test func offInLightIsALightGreyFillWithTheKnobLeading() {
        let image = render(isOn: false, .light)
        let white: RGB = (255, 255, 255)
        // secondarySystemFill rgba(120, 120, 128, 0.16) over white: 255 − 135 × 0.16 = 233.4, 255 − 127 × 0.16 = 234.68.
        #expect(mismatches(image, x: trailingTrack.x, y: trailingTrack.y, over((120, 120, 128), 0.16, white)) == 0)
        #expect(mismatches(image, x: 25...37, y: 25...37, white) == 0)
    }

    @Test func darkAppearance() {
        let black: RGB = (0, 0, 0)
        let on = render(isOn: true, .dark)
        // Dark systemGreen (48, 209, 88); the knob stays white.
        #expect(mismatches(on, x: leadingTrack.x, y: leadingTrack.y, (48, 209, 88)) == 0)
        #expect(mismatches(on, x: 65...77, y: 25...37, (255, 255, 255)) == 0)
        #expect(mismatches(on, x: 0...0, y: 0...0, black) == 0)
        // Off: rgba(120, 120, 128, 0.32) over black: 38.4, 38.4, 40.96.
        let off = render(isOn: false, .dark)
        #expect(mismatches(off, x: trailingTrack.x, y: trailingTrack.y, over((120, 120, 128), 0.32, black)) == 0)
    }
}
