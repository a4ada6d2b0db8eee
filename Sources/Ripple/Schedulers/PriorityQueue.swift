/// A binary min-heap: O(log n) insertion and removal of the first element.
struct PriorityQueue<Element> {
    private var storage: [Element] = []
    private let isOrderedBefore: (Element, Element) -> Bool

    init(isOrderedBefore: @escaping (Element, Element) -> Bool) {
        self.isOrderedBefore = isOrderedBefore
    }

    var isEmpty: Bool { storage.isEmpty }
    var count: Int { storage.count }
    var first: Element? { storage.first }

    /// Every element, in no particular order.
    var unordered: [Element] { storage }

    mutating func insert(_ element: Element) {
        storage.append(element)
        siftUp(storage.count - 1)
    }

    mutating func popFirst() -> Element? {
        guard !storage.isEmpty else { return nil }
        storage.swapAt(0, storage.count - 1)
        let first = storage.removeLast()
        if !storage.isEmpty {
            siftDown(0)
        }
        return first
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard isOrderedBefore(storage[child], storage[parent]) else { return }
            storage.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var first = parent
            if left < storage.count && isOrderedBefore(storage[left], storage[first]) { first = left }
            if right < storage.count && isOrderedBefore(storage[right], storage[first]) { first = right }
            guard first != parent else { return }
            storage.swapAt(parent, first)
            parent = first
        }
    }
}
