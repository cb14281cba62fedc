import Testing
@testable import Zoetrope

@Suite struct SceneCanvasTests {
    @Test func iPhone15ProIs393By852PointsAt3x() {
        let canvas = Device.iPhone15Pro.canvas
        #expect(canvas.size.width == 393 && canvas.size.height == 852 && canvas.scale == 3)
    }
}
