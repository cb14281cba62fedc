/// pixelmatch's perceptual colour distance: squared distance in YIQ, weighted as Kotsarenko & Ramos (2010) do.
///
/// Pixels are packed premultiplied BGRA (`b | g << 8 | r << 16 | a << 24`) and compared as their colour over
/// white, as pixelmatch (up to 6.x, or 7.x with `checkerboard: false`) blends semi-transparent pixels. Straight
/// colour `c` at alpha `a` over white is `c·a/255 + 255·(1 − a/255)`, which is the premultiplied value plus
/// `255 − a`: no un-premultiplying, so no rounding.
enum YIQ {
    /// The largest value `delta` can take (black against white): pixelmatch's 35215.
    static let maximumDelta = 35215.0

    /// Brightness (Y) of the pixel over white, 0–255.
    @inline(__always)
    static func luma(_ pixel: UInt32) -> Double {
        let (r, g, b) = overWhite(pixel)
        return r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    /// `0.5053·ΔY² + 0.299·ΔI² + 0.1957·ΔQ²` between the two pixels over white; 0 for identical pixels.
    static func delta(_ first: UInt32, _ second: UInt32) -> Double {
        if first == second { return 0 }
        let (r1, g1, b1) = overWhite(first), (r2, g2, b2) = overWhite(second)
        let y = (r1 - r2) * 0.29889531 + (g1 - g2) * 0.58662247 + (b1 - b2) * 0.11448223
        let i = (r1 - r2) * 0.59597799 - (g1 - g2) * 0.27417610 - (b1 - b2) * 0.32180189
        let q = (r1 - r2) * 0.21147017 - (g1 - g2) * 0.52261711 + (b1 - b2) * 0.31114694
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }

    /// The red, green and blue of a premultiplied pixel composited over white, 0–255.
    @inline(__always)
    static func overWhite(_ pixel: UInt32) -> (Double, Double, Double) {
        let white = 255 - Double(pixel >> 24)
        return (Double(pixel >> 16 & 0xFF) + white, Double(pixel >> 8 & 0xFF) + white, Double(pixel & 0xFF) + white)
    }
}
