/// Problems with the command line itself that the render layer does not know about.
enum CLIError: Error, Hashable {
    /// No scene in the catalog has this id; `known` lists the ids that exist.
    case unknownScene(id: String, known: [String])
    /// The scene's evaluation found errors (a script step that finds no view, …); nothing was rendered.
    case sceneErrors(id: String, count: Int)
    /// Two scenes share this id.
    case duplicateScene(id: String)
}
