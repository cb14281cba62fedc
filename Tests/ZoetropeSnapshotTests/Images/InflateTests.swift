import Testing
@testable import ZoetropeSnapshot

/// Streams from Python's `zlib.compress` (an independent deflate) and a stored block built by hand.
@Suite struct InflateTests {
    static func hex(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(index, offsetBy: 2)
            bytes.append(UInt8(text[index..<next], radix: 16)!)
            index = next
        }
        return bytes
    }

    @Test func storedBlockBuiltByHand() throws {
        // header 78 01; final stored block; LEN 3, NLEN ~3; "abc"; Adler-32: a = 1+97+98+99 = 0x127,
        // b = 98 + 196 + 295 = 589 = 0x24D.
        let stream: [UInt8] = [0x78, 0x01, 0x01, 0x03, 0x00, 0xFC, 0xFF, 0x61, 0x62, 0x63, 0x02, 0x4D, 0x01, 0x27]
        #expect(try Inflate.zlib(stream, outputLimit: 100) == Array("abc".utf8))
    }

    @Test func fixedHuffmanBlocks() throws {
        // zlib.compress(b"hello", 6) and zlib.compress(b"abcabcabcabc", 6): block type 1, the second with a
        // back-reference that overlaps its own output (distance 3, length 9).
        #expect(try Inflate.zlib(Self.hex("789ccb48cdc9c90700062c0215"), outputLimit: 100) == Array("hello".utf8))
        #expect(try Inflate.zlib(Self.hex("789c4b4c4a4e8421001de00499"), outputLimit: 100) == Array("abcabcabcabc".utf8))
    }

    @Test func dynamicHuffmanBlock() throws {
        let text = "the quick brown fox jumps over the lazy dog; the quick brown fox jumps over the lazy dog; "
            + "the quick brown fox jumps over the lazy dog; pack my box with five "
        // zlib.compress(text, 9): the shortest prefix of this text for which zlib picks block type 2.
        let stream = Self.hex("78dab5cac11180200c05d1567e1f56031a242a06318058bd8c3d70dcd9a79e70659e77d824f58493075b0ef"
            + "186144ad0be0ff3362cb24e7f8dc1d174171a6c4795d5c371217cb3d938d1")
        #expect(stream[2] >> 1 & 3 == 2)
        #expect(try Inflate.zlib(stream, outputLimit: 1000) == Array(text.utf8))
    }

    @Test func damagedStreamsSayWhy() {
        let hello = Self.hex("789ccb48cdc9c90700062c0215")
        #expect(throws: InflateError.self) { try Inflate.zlib(Array(hello.dropLast()), outputLimit: 100) }
        var badChecksum = hello
        badChecksum[badChecksum.count - 1] ^= 1
        #expect { try Inflate.zlib(badChecksum, outputLimit: 100) } throws: { error in
            (error as? InflateError)?.reason.contains("Adler-32") == true
        }
        // More output than the caller allows is refused, not grown.
        #expect { try Inflate.zlib(hello, outputLimit: 4) } throws: { error in
            (error as? InflateError)?.reason.contains("more than the expected 4 bytes") == true
        }
        #expect(throws: InflateError.self) { try Inflate.zlib([0x78, 0x9D], outputLimit: 100) } // header check fails
    }
}
