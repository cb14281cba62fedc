/// pixelmatch's test for anti-aliased pixels (after Vyšniauskas 2009, "Anti-aliased pixel and intensity slope
/// detector"), reproduced step by step so a pixel exempt there is exempt here.
///
/// A pixel counts as anti-aliasing when, among its 8 neighbours in `image`, at most 2 have its exact colour
/// (a pixel on the image border counts one extra), there is both a darker and a brighter one, and the darkest
/// or the brightest of them lies on a flat region — it has 3 or more identical neighbours — in *both* images.
/// That is an edge pixel blended between two flat areas, whatever the blend.
struct AntialiasingDetector {
    var width: Int
    var height: Int

    /// Whether the pixel at (x, y) of `image` is anti-aliasing, `other` being the image it is compared with.
    func isAntialiased(_ image: UnsafeBufferPointer<UInt32>, other: UnsafeBufferPointer<UInt32>, x: Int, y: Int) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0), x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
        let centre = image[y * width + x]
        let centreLuma = YIQ.luma(centre)
        var equal = x == x0 || x == x2 || y == y0 || y == y2 ? 1 : 0
        var lowest = 0.0, highest = 0.0
        var lowestAt = (x: 0, y: 0), highestAt = (x: 0, y: 0)
        // pixelmatch walks columns outside and rows inside; the order decides ties, so keep it.
        for nx in x0...x2 {
            for ny in y0...y2 where nx != x || ny != y {
                let neighbour = image[ny * width + nx]
                let delta = neighbour == centre ? 0 : centreLuma - YIQ.luma(neighbour)
                if delta == 0 {
                    equal += 1
                    if equal > 2 { return false }
                } else if delta < lowest {
                    lowest = delta
                    lowestAt = (nx, ny)
                } else if delta > highest {
                    highest = delta
                    highestAt = (nx, ny)
                }
            }
        }
        if lowest == 0 || highest == 0 { return false }
        return (hasManySiblings(image, lowestAt.x, lowestAt.y) && hasManySiblings(other, lowestAt.x, lowestAt.y))
            || (hasManySiblings(image, highestAt.x, highestAt.y) && hasManySiblings(other, highestAt.x, highestAt.y))
    }

    /// Whether the pixel at (x, y) has 3 or more neighbours of exactly its colour (border pixels count one extra).
    func hasManySiblings(_ image: UnsafeBufferPointer<UInt32>, _ x: Int, _ y: Int) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0), x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
        let centre = image[y * width + x]
        var equal = x == x0 || x == x2 || y == y0 || y == y2 ? 1 : 0
        for nx in x0...x2 {
            for ny in y0...y2 where (nx != x || ny != y) && image[ny * width + nx] == centre {
                equal += 1
                if equal > 2 { return true }
            }
        }
        return false
    }
}
