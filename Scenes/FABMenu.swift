import Zoetrope

/// The flagship: a floating action button whose secondary actions grow out of it.
@MainActor let fabMenuScene = MotionScene("fab-menu", device: .iPhone15Pro, duration: 2.4) {
    EmptyView()
} script: {
    Tap("fab", at: 0.4)
    Tap("fab", at: 1.4)
}
