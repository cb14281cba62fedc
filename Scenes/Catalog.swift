import Zoetrope

/// Every scene that ships with Zoetrope, by id: the gallery, the demo and the test corpus.
public enum Catalog {
    @MainActor public static let scenes: [MotionScene] = [
        fabMenuScene,
        textGalleryScene,
        symbolGalleryScene,
        shapeGalleryScene,
        layoutGalleryScene,
        styleGalleryScene,
        toolbarMenuIncorrectScene,
        toolbarMenuCorrectScene,
        playerJumpCutScene,
        playerMorphScene,
        playerChoreographedScene,
        matchedCircleScene,
        tabIndicatorScene,
        avatarZoomScene,
        cardDetailScene,
        phaseStarScene,
        keyframeHeartScene,
        interruptedSpringScene,
        countingNumberScene,
        selectionHighlightScene,
        pressFeedbackScene,
        navigationPushScene,
        sheetDetentsScene,
        formSheetScene,
        zoomSheetScene,
        scrollCollapseScene,
        zoomGridScene,
        zoomInterruptScene,
        scrollGridScene,
        controlsScene,
    ]

    /// The scene with this id, if any.
    @MainActor public static func scene(id: String) -> MotionScene? {
        scenes.first { $0.id == id }
    }
}
