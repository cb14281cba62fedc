import CPrefetch
import Foundation

/// The memory a frame's walk reads for each node of a tree, in the order the walk visits them (depth first, in drawing
/// order): the node's first cache lines, its path's storage, its kind's box, its children's and outline's buffers and
/// its first track's record.
///
/// A frame of thousands of views reads each view's data once, scattered through the heap: each read waits for main
/// memory or the last cache level, where a frame of a few views finds it in the nearer caches. The walk asks for the
/// data of the node a few visits ahead (`issue(ahead:)`), which the processor then loads while the walk works on this
/// one. A hint only: an address no longer valid, or a walk that visits other nodes (removed views, live content),
/// costs a wasted load, never a wrong value.
final class PrefetchStream {
    /// `slots` addresses per node, 0 for none.
    private let addresses: ContiguousArray<UInt>
    static let slots = 10
    /// The trees that get one: in a smaller tree what a frame reads stays in the processor's nearer caches from one
    /// frame to the next, and the hints cost about what they save (animated views of 6 nodes each, measured: 2,000
    /// views 3 % slower with them, 4,000 the same, 7,000 and 10,000 10–12 % faster; docs/performance.md).
    static let minimumNodes = 32_768
    /// How many nodes ahead of the one being visited the walk asks for.
    static let distance = 2

    /// How many nodes each node holds, all levels down, by its visit.
    private let descendants: ContiguousArray<Int32>

    /// The stream of the tree under `root`, of `nodeCount` nodes (`EvaluatedTree.order.count`: room for them all at
    /// once, no array grown by doubling).
    init(root: Node, nodeCount: Int, tracks: TrackStore) {
        var addresses = ContiguousArray<UInt>()
        var descendants = ContiguousArray<Int32>()
        addresses.reserveCapacity(nodeCount * Self.slots)
        descendants.reserveCapacity(nodeCount)
        // The walk's order (`TraceWalker.walkNode`): a background before its content, children by zIndex.
        func visit(_ node: Node) {
            let position = descendants.count
            descendants.append(0)
            addresses += Self.slots(of: node, tracks: tracks)
            switch node.drawingRole {
            case .backgroundFirst:
                visit(node.children[1])
                visit(node.children[0])
            case .masked:
                node.children.forEach(visit)
            case .container:
                TraceWalker.drawingOrder(node.children, zIndex: \.zIndex).forEach(visit)
            }
            descendants[position] = Int32(descendants.count - position - 1)
        }
        visit(root)
        self.addresses = addresses
        self.descendants = descendants
    }

    /// What the walk reads of `node`, `slots` addresses.
    private static func slots(of node: Node, tracks: TrackStore) -> [UInt] {
        let object = UInt(bitPattern: Unmanaged.passUnretained(node).toOpaque())
        // Objects whose reference count the walk changes are asked for to write (the low bit set).
        var slots: [UInt] = [object | 1, object + 64, object + 128, object + 192]
        slots.append(storage(of: node.path))
        slots.append(box(of: node.kind.base))
        slots.append(header(of: node.children))
        slots.append(node.preparedOutline.map { header(of: $0.elements) } ?? 0)
        if let indices = node.trackIndices, !tracks.frozen.isEmpty,
           let index = [indices.frame, indices.fill, indices.effect].first(where: { $0 >= 0 }) {
            let record = tracks.frozen.recordAddress(of: Int(index))
            slots += [record, record + 64]
        }
        while slots.count < Self.slots { slots.append(0) }
        return Array(slots.prefix(Self.slots))
    }

    /// How many nodes the node visited `visit`-th holds, all levels down: the walk's next visit after it is
    /// `visit + 1 + descendants(ofVisit: visit)`, whether it walked them or skipped them (a hidden view).
    func descendants(ofVisit visit: Int) -> Int { visit < descendants.count ? Int(descendants[visit]) : 0 }

    /// How many nodes it has data for.
    var count: Int { addresses.count / Self.slots }

    /// The address of the node visited `visit`-th (for tests).
    func nodeAddress(ofVisit visit: Int) -> UInt { addresses[visit * Self.slots] & ~1 }

    /// The header of `array`'s buffer (its reference count, to write), 0 for an empty array.
    private static func header<Element>(of array: [Element]) -> UInt {
        guard !array.isEmpty else { return 0 }
        return array.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress.map { UnsafeRawPointer($0) - 32 }) } | 1
    }

    /// The heap storage of `string` (its reference count, to write: a frame's group takes the view's path as its
    /// label); for a string stored inline, a word of its characters, which the hint then ignores at no cost.
    private static func storage(of string: String) -> UInt {
        let words = unsafeBitCast(string, to: (UInt, UInt).self)
        return (words.1 & 0x0FFF_FFFF_FFFF_FFF8) | 1
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

    /// Asks for the data of the node visited `distance` visits after the `visit`-th.
    @inline(__always)
    func issue(ahead visit: Int) {
        let start = (visit + Self.distance) * Self.slots
        guard start + Self.slots <= addresses.count else { return }
        addresses.withUnsafeBufferPointer { buffer in
            for slot in start..<(start + Self.slots) {
                let address = buffer[slot]
                if address & 1 != 0 {
                    zoetrope_prefetch_write(UnsafeRawPointer(bitPattern: address & ~1))
                } else if address != 0 {
                    zoetrope_prefetch(UnsafeRawPointer(bitPattern: address))
                }
            }
        }
    }
}
