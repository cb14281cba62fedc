import Foundation
import Testing
@testable import Zoetrope

/// `Color.mix(with:by:in:)`, read back as the fill of a rectangle in the text dump (sRGB hex, rounded to 0…255).
@MainActor @Suite struct ColorMixTests {
    private func fill(_ color: Color, scheme: ColorScheme = .light) -> String {
        timeline(canvas: testCanvas.colorScheme(scheme)) { Rectangle().fill(color) }.displayList(at: 0).textDump
    }

    @Test func deviceMixInterpolatesTheEncodedComponents() {
        // .device mixes in the output space, the sRGB-encoded components: a quarter of the way from pure red
        // (1, 0, 0) to pure blue (0, 0, 1) is (0.75, 0, 0.25): 191.25 → 191 = BF, 63.75 → 64 = 40.
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        #expect(fill(red.mix(with: blue, by: 0.25, in: .device)).contains("fill #BF0040FF"))
        // fraction 0 is self, 1 is the other colour.
        #expect(fill(red.mix(with: blue, by: 0, in: .device)).contains("fill #FF0000FF"))
        #expect(fill(red.mix(with: blue, by: 1, in: .device)).contains("fill #0000FFFF"))
    }

    @Test func perceptualIsTheDefaultAndMixesInOklab() {
        // White is L = 1, black L = 0 (a = b = 0) in Oklab; halfway is L = 0.5, a = b = 0, so each cone response is
        // 0.5³ = 0.125 and (the inverse matrix's rows sum to 1) linear R = G = B = 0.125. sRGB-encoded:
        // 1.055 × 0.125^(1/2.4) − 0.055 = 0.3886 → × 255 = 99.1 → 99 = 63. A device mix would be 127.5 (7F/80).
        #expect(fill(Color.white.mix(with: .black, by: 0.5)).contains("fill #636363FF"))
        #expect(fill(Color.white.mix(with: .black, by: 0.5, in: .perceptual)).contains("fill #636363FF"))
    }

    @Test func mixOfSystemColoursFollowsTheColourScheme() {
        // System blue is (0, 122, 255) light and (10, 132, 255) dark (fidelity.md §8.4). 20 % of white in device
        // space: light 0.8 × (0, 122, 255) + 0.2 × 255 = (51, 148.6, 255) → 33 95 FF; dark (59, 156.6, 255) → 3B 9D FF.
        let mixed = Color.blue.mix(with: .white, by: 0.2, in: .device)
        #expect(fill(mixed).contains("fill #3395FFFF"))
        #expect(fill(mixed, scheme: .dark).contains("fill #3B9DFFFF"))
    }

    @Test func opacityIsInterpolatedToo() {
        // Opaque black mixed halfway with clear black: opacity 0.5 → 127.5, rounding to 7F or 80.
        let dump = fill(Color.black.mix(with: .clear, by: 0.5, in: .device))
        #expect(dump.contains("fill #0000007F") || dump.contains("fill #00000080"))
    }
}

/// `Color.Resolved` (iOS 17): linear storage, encoded `red`/`green`/`blue`, the `colorSpace:` initializer.
@MainActor @Suite struct ColorResolvedTests {
    @Test func sRGBComponentsAreStoredLinearAndReadBackEncoded() {
        // sRGB 0.5 decodes to ((0.5 + 0.055) / 1.055)^2.4 = 0.21404 linear; reading `green` encodes it back to 0.5.
        let resolved = Color.Resolved(colorSpace: .sRGB, red: 1, green: 0.5, blue: 0)
        #expect(abs(resolved.linearGreen - 0.21404) < 0.0001)
        #expect(abs(resolved.green - 0.5) < 0.0001)
        #expect(resolved == Color.Resolved(red: 1, green: 0.5, blue: 0))
    }

    @Test func linearComponentsAreTakenAsTheyAre() {
        // Linear 0.21404 is sRGB 0.5 (above): the same colour as the sRGB initializer's.
        let linear = Color.Resolved(colorSpace: .sRGBLinear, red: 1, green: 0.21404, blue: 0)
        #expect(linear.linearGreen == 0.21404)
        #expect(abs(linear.green - 0.5) < 0.0001)
    }

    @Test func aColourResolvesInTheEnvironmentsSchemeAndComesBack() {
        // System blue is (0, 122, 255) light and (10, 132, 255) dark (fidelity.md §8.4).
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        let dark = Color.blue.resolve(in: environment)
        #expect(abs(dark.red * 255 - 10) < 0.01 && abs(dark.green * 255 - 132) < 0.01 && abs(dark.blue - 1) < 0.0001)
        environment.colorScheme = .light
        let light = Color.blue.resolve(in: environment)
        #expect(abs(light.green * 255 - 122) < 0.01)
        // Color(_:) of a resolved colour is that colour whatever the scheme: #0A84FF (10, 132, 255) in light too.
        let dump = timeline(canvas: testCanvas) { Rectangle().fill(Color(dark)) }.displayList(at: 0).textDump
        #expect(dump.contains("fill #0A84FFFF"))
    }
}
