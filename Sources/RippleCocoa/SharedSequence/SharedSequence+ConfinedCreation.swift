import Ripple

extension SharedSequence {
    /// A shared sequence that emits `element`, then completes, on the strategy's scheduler when
    /// subscribed; for an element that need not be `Sendable` (in an extension of
    /// `SharedSequence` whose element is unconstrained, as RxSwift libraries write them).
    ///
    /// ```swift
    /// extension SharedSequence {
    ///     func keep(_ isIncluded: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
    ///         flatMap { isIncluded($0) ? .just($0) : .empty() }
    ///     }
    /// }
    /// ```
    ///
    /// A shared sequence delivers on its scheduler's thread (the main thread, or a mocked
    /// scheduler's), which is where such an element is usually made: in an operator of a shared
    /// sequence. An element that the scheduler would deliver on another thread than the one that
    /// called `just` would cross threads: it is dropped instead, the sequence completes, and
    /// `Hooks.defaultErrorHandler` gets an error saying so. For a `Sendable` element, the other
    /// `just` runs, which has no such check.
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        let elements = ThreadConfinedElements([element], madeBy: "just")
        return SharedSequence(raw: Observable.just(0).subscribe(on: SharingStrategy.scheduler).compactMap(elements.element(at:)))
    }

    /// A shared sequence that emits `elements`, one scheduled step each on the strategy's
    /// scheduler, then completes; for elements that need not be `Sendable`, with the thread check
    /// of `just(_:)` for such elements.
    public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
        from(elements)
    }

    /// A shared sequence that emits the elements of `array`, one scheduled step each on the
    /// strategy's scheduler, then completes; for elements that need not be `Sendable`, with the
    /// thread check of `just(_:)`.
    public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
        let elements = ThreadConfinedElements(array, madeBy: "from")
        return SharedSequence(raw: Observable.from(Array(array.indices), scheduler: SharingStrategy.scheduler).compactMap(elements.element(at:)))
    }

    /// A shared sequence that emits the value of `optional`, if any, then completes, on the
    /// strategy's scheduler; for an element that need not be `Sendable`, with the thread check of
    /// `just(_:)`.
    public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
        let elements = ThreadConfinedElements(optional.map { [$0] } ?? [], madeBy: "from(optional:)")
        return SharedSequence(raw: Observable.from(optional: elements.isEmpty ? nil : 0, scheduler: SharingStrategy.scheduler).compactMap(elements.element(at:)))
    }
}

/// Elements of a shared sequence's creation operator that need not be `Sendable`: handed out only
/// on the thread that made the sequence.
private final class ThreadConfinedElements<Element>: @unchecked Sendable {
    // @unchecked Sendable: `elements` are only read on `owner`, the thread that made this object;
    // `element(at:)` checks the thread first.
    private let elements: [Element]
    private let owner = ThreadIdentity.current
    private let operatorName: String

    init(_ elements: [Element], madeBy operatorName: String) {
        self.elements = elements
        self.operatorName = operatorName
    }

    var isEmpty: Bool { elements.isEmpty }

    /// The element at `index` on the thread that made the sequence; elsewhere, nil, and the
    /// dropped element is reported.
    func element(at index: Int) -> Element? {
        guard ThreadIdentity.current == owner else {
            Hooks.defaultErrorHandler([], SharedSequenceThreadError(operatorName: operatorName, elementType: "\(Element.self)"))
            return nil
        }
        return elements[index]
    }
}

/// Reported when a shared sequence made by `just`, `of` or `from` with an element that is not
/// known to be `Sendable` would deliver it on another thread than the one that made it.
struct SharedSequenceThreadError: Swift.Error, CustomStringConvertible {
    let operatorName: String
    let elementType: String

    var description: String {
        "SharedSequence.\(operatorName) was given an element of type \(elementType), which is not known to be Sendable, "
            + "and its scheduler would deliver it on another thread than the one that made the sequence; the element was "
            + "dropped. Make the sequence on the scheduler's thread (inside an operator of a shared sequence), or require "
            + "`Element: Sendable` where it is made."
    }
}
