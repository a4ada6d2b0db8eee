/// A group of disposables disposed together.
///
/// Once the group is disposed, anything inserted later is disposed at once. Inserting and
/// removing take constant time however many disposables the group holds (a key names its place
/// in the group's storage, as in RxSwift's `Bag`), and the group has a lock of its own.
public final class CompositeDisposable: Cancelable {
    // `members` is guarded by its own lock.

    /// Identifies a disposable inserted into a ``CompositeDisposable``.
    public struct DisposeKey: Hashable, Sendable {
        /// Where the disposable is stored.
        fileprivate let slot: Int
        /// Which insertion it was: a place is reused once emptied, so a stale key does not match.
        fileprivate let serial: UInt64
    }

    private let members = LockedState(Members())

    /// Creates an empty group.
    public init() {}

    /// Creates a group of two disposables.
    public init(_ disposable1: Disposable, _ disposable2: Disposable) {
        add([disposable1, disposable2])
    }

    /// Creates a group of three disposables.
    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        add([disposable1, disposable2, disposable3])
    }

    /// Creates a group of four or more disposables.
    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable, _ disposable4: Disposable, _ disposables: Disposable...) {
        add([disposable1, disposable2, disposable3, disposable4] + disposables)
    }

    /// Creates a group of the given disposables.
    public init(disposables: [Disposable]) {
        add(disposables)
    }

    private func add(_ disposables: [Disposable]) {
        members.withLock { members in
            for disposable in disposables {
                _ = members.insert(disposable)
            }
        }
    }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool {
        members.withLock { $0.isDisposed }
    }

    /// The number of disposables in the group.
    public var count: Int {
        members.withLock { $0.count }
    }

    /// Adds `disposable` and returns its key; if the group is already disposed, disposes it at once
    /// and returns nil.
    @discardableResult
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key = members.withLock { members -> DisposeKey? in
            members.isDisposed ? nil : members.insert(disposable)
        }
        if key == nil {
            disposable.dispose()
        }
        return key
    }

    /// Removes the disposable with `disposeKey` from the group and disposes it; does nothing if it
    /// was already removed.
    public func remove(for disposeKey: DisposeKey) {
        members.withLock { $0.remove(disposeKey) }?.dispose()
    }

    /// Disposes every disposable in the group, in the order they were inserted, and any inserted
    /// later.
    public func dispose() {
        for disposable in members.withLock({ $0.disposeAll() }) {
            disposable.dispose()
        }
    }
}

/// The disposables of a ``CompositeDisposable``: places in an array, each holding a disposable or
/// the index of the next empty place, so that a key finds its disposable, and an insertion an
/// empty place, without searching.
private struct Members {
    private struct Slot {
        /// The insertion that filled the place; also orders disposal.
        var serial: UInt64
        var disposable: Disposable?
        /// While empty: the next empty place, or -1.
        var nextFree: Int
    }

    private var slots: [Slot] = []
    private var firstFree = -1
    private var nextSerial: UInt64 = 0
    private(set) var count = 0
    private(set) var isDisposed = false

    mutating func insert(_ disposable: Disposable) -> CompositeDisposable.DisposeKey {
        let serial = nextSerial
        nextSerial += 1
        count += 1
        let filled = Slot(serial: serial, disposable: disposable, nextFree: -1)
        if firstFree >= 0 {
            let slot = firstFree
            firstFree = slots[slot].nextFree
            slots[slot] = filled
            return CompositeDisposable.DisposeKey(slot: slot, serial: serial)
        }
        slots.append(filled)
        return CompositeDisposable.DisposeKey(slot: slots.count - 1, serial: serial)
    }

    mutating func remove(_ key: CompositeDisposable.DisposeKey) -> Disposable? {
        guard key.slot < slots.count, slots[key.slot].serial == key.serial,
              let disposable = slots[key.slot].disposable
        else { return nil }
        count -= 1
        if count == 0 {
            // Start over, releasing a large array; serials keep increasing, so old keys stay stale.
            slots.removeAll(keepingCapacity: slots.capacity <= 16)
            firstFree = -1
        } else {
            slots[key.slot].disposable = nil
            slots[key.slot].nextFree = firstFree
            firstFree = key.slot
        }
        return disposable
    }

    /// Marks the group disposed and hands out its disposables in insertion order.
    mutating func disposeAll() -> [Disposable] {
        guard !isDisposed else { return [] }
        isDisposed = true
        let filled = slots.filter { $0.disposable != nil }.sorted { $0.serial < $1.serial }
        slots = []
        firstFree = -1
        count = 0
        return filled.compactMap(\.disposable)
    }
}
