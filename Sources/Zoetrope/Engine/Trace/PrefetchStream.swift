import CPrefetch
import Foundation

/// The memory a frame's walk reads for each node of a tree, in the order the walk visits them (depth first, in drawing
/// order): the node's first cache lines, its kind's box, its children's and outline's buffers and its first track's
/// record.
///
/// A frame of thousands of views reads each view's data once, scattered through the heap: each read waits for main
/// memory or the last cache level, where a frame of a few views finds it in the nearer caches. The walk asks for the
/// data of the node a few visits ahead (`Cursor.issue(ahead:)`), which the processor then loads while the walk works
/// on this one. A hint only: an address no longer valid, or a walk that visits other nodes (removed views, live
/// content), costs a wasted load, never a wrong value.
final class PrefetchStream {
    /// `slots` addresses per node, 0 for none.
    private let addresses: UnsafeMutableBufferPointer<UInt>
    static let slots = 9
    /// The trees that get one: in a smaller tree what a frame reads stays in the processor's nearer caches from one
    /// frame to the next, and the hints cost about what they save (animated views of 6 nodes each, measured: 2,000
    /// views 3 % slower with them, 4,000 the same, 7,000 and 10,000 10–12 % faster; docs/performance.md).
    static let minimumNodes = 32_768
    /// How many nodes ahead of the one being visited the walk asks for.
    static let distance = 2

    /// How many nodes each node holds, all levels down, by its visit.
    private let descendants: UnsafeMutableBufferPointer<Int32>
    /// How many nodes it has data for.
    let count: Int

    /// What the walk reads the stream through, valid while the stream lives. Plain pointers: reading through them
    /// changes no reference count, where each visit would otherwise retain and release the stream and its buffers.
    struct Cursor {
        fileprivate let addresses: UnsafePointer<UInt>
        fileprivate let descendants: UnsafePointer<Int32>
        fileprivate let count: Int

        /// Asks for the data of the node visited `distance` visits after the `visit`-th.
        @inline(__always)
        func issue(ahead visit: Int) {
            guard visit + PrefetchStream.distance < count else { return }
            let slots = addresses + (visit + PrefetchStream.distance) * PrefetchStream.slots
            for slot in 0..<PrefetchStream.slots {
                let address = slots[slot]
                if address & 1 != 0 {
                    zoetrope_prefetch_write(UnsafeRawPointer(bitPattern: address & ~1))
                } else if address != 0 {
                    zoetrope_prefetch(UnsafeRawPointer(bitPattern: address))
                }
            }
        }

        /// How many nodes the node visited `visit`-th holds, all levels down: the walk's next visit after it is
        /// `visit + 1 + descendants(ofVisit: visit)`, whether it walked them or skipped them (a hidden view).
        func descendants(ofVisit visit: Int) -> Int { visit < count ? Int(descendants[visit]) : 0 }
    }

    /// The walk's view of the stream (see `Cursor`); the walker keeps the stream alive while it uses it.
    var cursor: Cursor {
        Cursor(addresses: UnsafePointer(addresses.baseAddress!), descendants: UnsafePointer(descendants.baseAddress!),
               count: count)
    }

    /// The stream of the tree under `root`, of `nodeCount` nodes (`EvaluatedTree.order.count`: room for them all at
    /// once, written in place).
    init(root: Node, nodeCount: Int, tracks: TrackStore) {
        var capacity = max(1, nodeCount), count = 0
        var addresses = UnsafeMutableBufferPointer<UInt>.allocate(capacity: capacity * Self.slots)
        var descendants = UnsafeMutableBufferPointer<Int32>.allocate(capacity: capacity)
        // The walk's order (`TraceWalker.walkNode`): a background before its content, children by zIndex.
        func visit(_ node: Node) {
            if count == capacity {
                // More nodes than counted: room for twice as many.
                capacity *= 2
                addresses = Self.moved(addresses, toCapacity: capacity * Self.slots, count: count * Self.slots)
                descendants = Self.moved(descendants, toCapacity: capacity, count: count)
            }
            let position = count
            count += 1
            Self.write(node, tracks: tracks, into: addresses.baseAddress! + position * Self.slots)
            switch node.drawingRole {
            case .backgroundFirst:
                visit(node.children[1])
                visit(node.children[0])
            case .masked:
                node.children.forEach(visit)
            case .container:
                TraceWalker.drawingOrder(node.children, zIndex: \.zIndex).forEach(visit)
            }
            descendants.initializeElement(at: position, to: Int32(count - position - 1))
        }
        visit(root)
        self.addresses = addresses
        self.descendants = descendants
        self.count = count
    }

    deinit {
        addresses.deallocate()
        descendants.deallocate()
    }

    /// `buffer`'s first `count` elements moved into a new buffer of `capacity`; `buffer` is deallocated.
    private static func moved<Element>(_ buffer: UnsafeMutableBufferPointer<Element>, toCapacity capacity: Int,
                                       count: Int) -> UnsafeMutableBufferPointer<Element> {
        let larger = UnsafeMutableBufferPointer<Element>.allocate(capacity: capacity)
        _ = larger.moveInitialize(fromContentsOf: buffer[..<count])
        buffer.deallocate()
        return larger
    }

    /// Writes the `slots` addresses the walk reads of `node` at `slots`, 0 for none. Objects whose reference count
    /// the walk changes are asked for to write (the low bit set).
    private static func write(_ node: Node, tracks: TrackStore, into slots: UnsafeMutablePointer<UInt>) {
        let object = UInt(bitPattern: Unmanaged.passUnretained(node).toOpaque())
        var record: UInt = 0
        if let indices = node.trackIndices, !tracks.frozen.isEmpty,
           let index = [indices.frame, indices.fill, indices.effect].first(where: { $0 >= 0 }) {
            record = tracks.frozen.recordAddress(of: Int(index))
        }
        let values: [UInt] = [
            object | 1, object + 64, object + 128, object + 192,
            box(of: node.kind.base),
            header(of: node.children),
            node.preparedOutline.map { header(of: $0.elements) } ?? 0,
            record, record == 0 ? 0 : record + 64,
        ]
        slots.initialize(from: values, count: Self.slots)
    }

    /// How many nodes the node visited `visit`-th holds, all levels down (for tests; the walk reads `cursor`).
    func descendants(ofVisit visit: Int) -> Int { cursor.descendants(ofVisit: visit) }

    /// The address of the node visited `visit`-th (for tests).
    func nodeAddress(ofVisit visit: Int) -> UInt { addresses[visit * Self.slots] & ~1 }

    /// The header of `array`'s buffer (its reference count, to write), 0 for an empty array.
    private static func header<Element>(of array: [Element]) -> UInt {
        guard !array.isEmpty else { return 0 }
        return array.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress.map { UnsafeRawPointer($0) - 32 }) } | 1
    }

    /// The heap box holding `kind`, 0 when it is stored inline in the existential.
    private static func box(of kind: any ViewKind) -> UInt {
        func isBoxed<K: ViewKind>(_ kind: K) -> Bool {
            MemoryLayout<K>.size > 3 * MemoryLayout<Int>.size || MemoryLayout<K>.alignment > MemoryLayout<Int>.alignment
        }
        guard isBoxed(kind) else { return 0 }
        let box = withUnsafeBytes(of: kind) { $0.load(as: UInt.self) }
        return box == 0 ? 0 : box | 1
    }
}
