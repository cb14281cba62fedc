import Foundation
import Testing
@testable import ZoetropeDisplay

@Suite struct TextItemDumpTests {
    @Test func textItemsDumpOnOneStableLine() {
        let run = TextRun("Say \"hi\"\nnow", font: FontDescriptor(size: 17, weight: 600, isItalic: true),
                          lineHeight: 22, alignment: .center, lineLimit: 2, tracking: 0.5)
        let item = TextItem(run: run, origin: CGPoint(x: 16, y: 20.5), width: 44.25, color: .black)
        let list = DisplayList(size: CGSize(width: 100, height: 50), scale: 3, background: nil, items: [.text(item)])
        #expect(list.textDump == """
            list 100x50 @3x background none
              text "Say \\"hi\\"\\nnow" Inter 17 w600 italic at 16,20.5 width 44.25 #000000FF line 22 center limit 2 tracking 0.5

            """)
    }
}
