/// A binary min-heap: O(log n) insertion and removal of the first element.
///
/// Removal sifts the hole left by the first element down to a leaf along the smaller children
/// (one comparison per level), then sifts the last element up from there: about log n
/// comparisons instead of the 2 log n of a plain sift-down, which matters when comparing is a
/// call through a closure.
package struct PriorityQueue<Element> {
    private var storage: ContiguousArray<Element> = []
    private let isOrderedBefore: (Element, Element) -> Bool

    package init(isOrderedBefore: @escaping (Element, Element) -> Bool) {
        self.isOrderedBefore = isOrderedBefore
    }

    package var isEmpty: Bool { storage.isEmpty }
    package var count: Int { storage.count }
    package var first: Element? { storage.first }

    /// Every element, in no particular order.
    package var unordered: [Element] { Array(storage) }

    package mutating func insert(_ element: Element) {
        storage.append(element)
        siftUp(element, from: storage.count - 1)
    }

    package mutating func popFirst() -> Element? {
        guard let last = storage.popLast() else { return nil }
        guard !storage.isEmpty else { return last }
        let first = storage[0]
        let leaf = sinkHoleToLeaf()
        siftUp(last, from: leaf)
        return first
    }

    /// Moves the hole at the root down to a leaf, pulling the smaller child up at each level;
    /// returns the leaf's index.
    private mutating func sinkHoleToLeaf() -> Int {
        var hole = 0
        while true {
            let left = 2 * hole + 1
            guard left < storage.count else { return hole }
            let right = left + 1
            let child = right < storage.count && isOrderedBefore(storage[right], storage[left]) ? right : left
            storage[hole] = storage[child]
            hole = child
        }
    }

    /// Places `element` at `index` or above it, moving larger parents down.
    private mutating func siftUp(_ element: Element, from index: Int) {
        var child = index
        while child > 0 {
            let parent = (child - 1) / 2
            guard isOrderedBefore(element, storage[parent]) else { break }
            storage[child] = storage[parent]
            child = parent
        }
        storage[child] = element
    }
}
