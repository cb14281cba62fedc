import Foundation
import Testing
@testable import ZoetropeUserFiles

/// `import Foundation` in a user's file would make Zoetrope's scene-clock `Date`, `Timer` and `DispatchQueue`
/// ambiguous; the compiled copy drops it (Zoetrope re-exports Foundation) and keeps every line's number.
@Suite struct CompilableSourceTests {
    @Test func foundationAndDispatchImportsBecomeZoetropeOnTheirLines() {
        let text = "import Foundation\nimport Zoetrope\n  import Dispatch\nimport SwiftUI\n@testable import Foundation\nlet x = 1\n"
        let compiled = SceneSources.compilable(text)
        let lines = compiled.components(separatedBy: "\n")
        #expect(lines.count == text.components(separatedBy: "\n").count)
        // An import of Zoetrope in their place: a file whose only import is Foundation still has Foundation's types.
        #expect(lines[0] == "import Zoetrope // import Foundation: provided by Zoetrope")
        #expect(lines[1] == "import Zoetrope")
        #expect(lines[2] == "import Zoetrope // import Dispatch: provided by Zoetrope")
        // Other modules are the compiler's to find (SwiftUI is Zoetrope's, Sources/SwiftUI); an attributed import is
        // left as written.
        #expect(lines[3] == "import SwiftUI")
        #expect(lines[4] == "@testable import Foundation")
        #expect(lines[5] == "let x = 1")
    }

    /// Observation's own `@Observable` would not tell the scene of a change: its import brings Zoetrope's in.
    @Test func observationImportsBecomeZoetropeOnTheirLines() {
        let text = "import SwiftUI\nimport Observation\n@Observable final class M {}\nimport UIKit\n"
        let lines = SceneSources.compilable(text).components(separatedBy: "\n")
        #expect(lines.count == text.components(separatedBy: "\n").count)
        // `import SwiftUI` is a module of Zoetrope's build (Sources/SwiftUI), left as written.
        #expect(lines[0] == "import SwiftUI")
        #expect(lines[1] == "import Zoetrope // import Observation: provided by Zoetrope")
        #expect(lines[2] == "@Observable final class M {}")
        // UIKit is not a module (a dependency's `#if canImport(UIKit)` must keep meaning iOS): its names are Zoetrope's.
        #expect(lines[3] == "import Zoetrope // import UIKit: provided by Zoetrope")
    }

    @Test func aFileWithoutImportsIsUnchanged() {
        #expect(SceneSources.compilable("let scenes = [1]\n") == "let scenes = [1]\n")
    }
}
