import Testing
import ZoetropeSystem

/// `Markup`: the five special characters per context, line breaks in attributes, and characters XML 1.0 forbids.
@Suite struct MarkupTests {
    @Test func textEscapesWhatStartsMarkupAndLeavesQuotes() {
        #expect(Markup.text(#"a < b && c > d "q" 'r'"#) == #"a &lt; b &amp;&amp; c &gt; d "q" 'r'"#)
        #expect(Markup.text("]]>") == "]]&gt;")
        #expect(Markup.text("&amp;") == "&amp;amp;") // escaped again: text is never taken for markup
        #expect(Markup.text("line\nnext\ttab") == "line\nnext\ttab")
    }

    @Test func attributeEscapesBothQuotesAndKeepsLineBreaks() {
        #expect(Markup.attribute(#"<a href="x">Tom & Jerry's</a>"#)
                == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
        #expect(Markup.attribute("one\ntwo\r\tthree") == "one&#10;two&#13;&#9;three")
    }

    @Test func charactersXMLForbidsBecomeTheReplacementCharacter() {
        for escape in [Markup.text, Markup.attribute] {
            #expect(escape("a\u{0}b\u{1B}c\u{FFFE}d\u{FFFF}") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}")
            #expect(escape("plain 0° → 45° 🎞") == "plain 0° → 45° 🎞")
        }
    }
}
