import Foundation

/// The scene's root views when it has presentation slots: black behind, the presenting content (which shrinks
/// toward the top centre and rounds its corners while a sheet is at its large detent), then the slots above.
struct PresenterBuilder {
    let context: ResolveContext
    let canvas: Canvas

    func nodes(content: [Node], presentations: [Node]) -> [Node] {
        let shrinks = presentations.contains { slot in
            slot.kind.as(PresentationKind.self)?.layout.shrinksPresenter == true && !slot.children.isEmpty
        }
        var motion = context
        motion.transaction.animation = context.transaction.disablesAnimations ? nil : SystemMotion.presentation
        let backdrop = motion.child("presenterBackdrop").resolve(Color.black.opacity(shrinks ? 1 : 0).ignoresSafeArea())
        let scale = shrinks ? SystemMotion.sheetPresenterScale : 1
        // The presenting screen's own background (a view controller's), which shrinks with it.
        let page = context.child("presenterPage").resolve(Color.systemBackground.ignoresSafeArea())
        let presenter = Node(path: "presenter", kind: .presenter(PresenterKind(scale: scale, canvas: canvas)),
                             children: page + content, transaction: motion.transaction)
        presenter.allowsHitTesting = content.allSatisfy(\.allowsHitTesting)
        return backdrop + [presenter] + presentations
    }
}
