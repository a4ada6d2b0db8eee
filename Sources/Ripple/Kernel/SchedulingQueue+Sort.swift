extension SchedulingQueue {
    /// Sorts `elements`, which are in insertion order: by a radix sort of their keys when the
    /// order is by key, then by insertion (a stable sort keeps insertion order among equal keys),
    /// unless the keys span more than `radixPasses` digits; otherwise by `sort(_:in:)`.
    static func sortInserted(_ elements: inout ContiguousArray<Element>, in order: Order) {
        if !(order.ordersByKeyThenInsertion && radixSort(&elements, in: order)) {
            sort(&elements, in: order)
        }
    }

    /// Bits per digit of the radix sort: 2,048 buckets, so that two passes sort the keys of
    /// 100,000 actions scheduled at distinct ticks and one pass those of a typical test.
    private static var radixDigitBits: Int { 11 }

    /// The most passes the radix sort makes; keys that span more digits are compared instead.
    private static var radixPasses: Int { 3 }

    /// A stable least-significant-digit radix sort of `elements` by `order.key(of:)`, relative to
    /// the least key; false, leaving `elements` as they are, if the keys span more than
    /// `radixPasses` digits.
    private static func radixSort(_ elements: inout ContiguousArray<Element>, in order: Order) -> Bool {
        var least = Int.max
        var greatest = Int.min
        for element in elements {
            let key = order.key(of: element)
            least = Swift.min(least, key)
            greatest = Swift.max(greatest, key)
        }
        // The span of the keys fits in a `UInt` even when their difference overflows an `Int`.
        let span = UInt(bitPattern: greatest &- least)
        let passes = (UInt.bitWidth - span.leadingZeroBitCount + radixDigitBits - 1) / radixDigitBits
        guard passes <= radixPasses else { return false }
        guard passes > 0 else { return true }
        // Initialized, so that each pass assigns over elements in either buffer.
        var scratch = ContiguousArray<Element>()
        scratch.reserveCapacity(elements.count)
        scratch.append(contentsOf: elements)
        var counts = [Int](repeating: 0, count: 1 << radixDigitBits)
        let mask = UInt(1 << radixDigitBits - 1)
        for pass in 0..<passes {
            let shift = pass * radixDigitBits
            counts.withUnsafeMutableBufferPointer { counts in
                counts.update(repeating: 0)
                elements.withUnsafeBufferPointer { source in
                    for element in source {
                        counts[Int(UInt(bitPattern: order.key(of: element) &- least) >> shift & mask)] += 1
                    }
                    var start = 0
                    for digit in counts.indices {
                        (counts[digit], start) = (start, start + counts[digit])
                    }
                    scratch.withUnsafeMutableBufferPointer { target in
                        for element in source {
                            let digit = Int(UInt(bitPattern: order.key(of: element) &- least) >> shift & mask)
                            target[counts[digit]] = element
                            counts[digit] += 1
                        }
                    }
                }
            }
            swap(&elements, &scratch)
        }
        return true
    }

    /// The elements of two sorted sequences, sorted.
    static func merge(_ first: ArraySlice<Element>, _ second: ContiguousArray<Element>, in order: Order) -> ContiguousArray<Element> {
        var merged = ContiguousArray<Element>()
        merged.reserveCapacity(first.count + second.count)
        var (left, right) = (first.startIndex, second.startIndex)
        while left < first.endIndex, right < second.endIndex {
            if order.isOrderedBefore(second[right], first[left]) {
                merged.append(second[right])
                right += 1
            } else {
                merged.append(first[left])
                left += 1
            }
        }
        merged.append(contentsOf: first[left...])
        merged.append(contentsOf: second[right...])
        return merged
    }

    /// Sorts `elements` in `order` by a merge sort written here rather than the standard
    /// library's sort, which calls its comparison through a closure: this one is specialized for
    /// `Order` and compares without a call. It recurses top-down, so that the halves it sorts
    /// soon fit in the cache and only the last few merges stream through the whole array, and
    /// sorts short ranges by insertion. The elements are distinct in the order (a scheduler's
    /// entries differ in scheduling order), so stability does not arise.
    static func sort(_ elements: inout ContiguousArray<Element>, in order: Order) {
        var scratch = elements
        elements.withUnsafeMutableBufferPointer { elements in
            scratch.withUnsafeMutableBufferPointer { scratch in
                mergeSort(from: scratch, into: elements, range: 0..<elements.count, in: order)
            }
        }
    }

    /// Sorts `range` of `target`, whose elements are also in `source` (each level of the
    /// recursion sorts the halves into the other buffer, then merges them back).
    private static func mergeSort(
        from source: UnsafeMutableBufferPointer<Element>, into target: UnsafeMutableBufferPointer<Element>,
        range: Range<Int>, in order: Order
    ) {
        guard range.count > 16 else {
            for index in range.dropFirst() {
                let element = target[index]
                var hole = index
                while hole > range.lowerBound, order.isOrderedBefore(element, target[hole - 1]) {
                    target[hole] = target[hole - 1]
                    hole -= 1
                }
                target[hole] = element
            }
            return
        }
        let middle = range.lowerBound + range.count / 2
        mergeSort(from: target, into: source, range: range.lowerBound..<middle, in: order)
        mergeSort(from: target, into: source, range: middle..<range.upperBound, in: order)
        var left = range.lowerBound
        var right = middle
        for index in range {
            if right == range.upperBound || (left < middle && !order.isOrderedBefore(source[right], source[left])) {
                target[index] = source[left]
                left += 1
            } else {
                target[index] = source[right]
                right += 1
            }
        }
    }
}
