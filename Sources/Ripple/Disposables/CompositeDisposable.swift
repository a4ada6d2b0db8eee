/// A group of disposables disposed together.
///
/// Once the group is disposed, anything inserted later is disposed at once.
public final class CompositeDisposable: Cancelable {
    // `members`, `nextKey` and `disposed` are guarded by the striped lock for `self`.

    /// Identifies a disposable inserted into a ``CompositeDisposable``.
    public struct DisposeKey: Hashable, Sendable {
        fileprivate let value: UInt64
    }

    /// A disposable and its key. A struct, not a tuple: the array methods that the standard
    /// library does not specialize look up a tuple's metadata on every call.
    private struct Member {
        let key: UInt64
        let disposable: Disposable
    }

    private var members: [Member] = []
    private var nextKey: UInt64 = 0
    private var disposed = false

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
        for disposable in disposables {
            members.append(Member(key: nextKey, disposable: disposable))
            nextKey += 1
        }
    }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool {
        StripedLock.withLock(for: self) { disposed }
    }

    /// The number of disposables in the group.
    public var count: Int {
        StripedLock.withLock(for: self) { members.count }
    }

    /// Adds `disposable` and returns its key; if the group is already disposed, disposes it at once
    /// and returns nil.
    @discardableResult
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key = StripedLock.withLock(for: self) { () -> DisposeKey? in
            if disposed { return nil }
            defer { nextKey += 1 }
            members.append(Member(key: nextKey, disposable: disposable))
            return DisposeKey(value: nextKey)
        }
        if key == nil {
            disposable.dispose()
        }
        return key
    }

    /// Removes the disposable with `disposeKey` from the group and disposes it.
    public func remove(for disposeKey: DisposeKey) {
        let removed = StripedLock.withLock(for: self) { () -> Disposable? in
            guard let index = members.firstIndex(where: { $0.key == disposeKey.value }) else { return nil }
            return members.remove(at: index).disposable
        }
        removed?.dispose()
    }

    /// Disposes every disposable in the group, and any inserted later.
    public func dispose() {
        let removed = StripedLock.withLock(for: self) { () -> [Member] in
            if disposed { return [] }
            disposed = true
            defer { members = [] }
            return members
        }
        for member in removed {
            member.disposable.dispose()
        }
    }
}
