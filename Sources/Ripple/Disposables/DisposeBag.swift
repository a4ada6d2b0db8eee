/// Collects disposables and disposes them all when the bag is deallocated.
///
/// Replace a bag with a new one to dispose everything it held.
public final class DisposeBag {
    // `disposables` and `isDisposed` are guarded by the striped lock for `self`.
    private var disposables: [Disposable] = []
    private var isDisposed = false

    /// Creates an empty bag.
    public init() {}

    /// Creates a bag holding `disposables`.
    public convenience init(disposing disposables: Disposable...) {
        self.init(disposing: disposables)
    }

    /// Creates a bag holding `disposables`.
    public convenience init(disposing disposables: [Disposable]) {
        self.init()
        self.disposables = disposables
    }

    /// Creates a bag holding the disposables that `builder` returns.
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init(disposing: builder())
    }

    /// Adds `disposable`; it is disposed when the bag is deallocated.
    public func insert(_ disposable: Disposable) {
        let disposeNow = StripedLock.withLock(for: self) { () -> Bool in
            if isDisposed { return true }
            disposables.append(disposable)
            return false
        }
        if disposeNow {
            disposable.dispose()
        }
    }

    /// Adds every disposable given.
    public func insert(_ disposables: Disposable...) {
        insert(disposables)
    }

    /// Adds every disposable in `disposables`.
    public func insert(_ disposables: [Disposable]) {
        for disposable in disposables {
            insert(disposable)
        }
    }

    /// Adds the disposables that `builder` returns.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }

    private func dispose() {
        let taken = StripedLock.withLock(for: self) { () -> [Disposable] in
            isDisposed = true
            defer { disposables = [] }
            return disposables
        }
        for disposable in taken {
            disposable.dispose()
        }
    }

    deinit {
        dispose()
    }

    /// Builds an array of disposables from a block of expressions.
    @resultBuilder
    public enum DisposableBuilder {
        /// Collects the disposables of a block.
        public static func buildBlock(_ disposables: Disposable...) -> [Disposable] {
            disposables
        }
    }
}

extension Disposable {
    /// Adds the disposable to `bag`, which disposes it when deallocated.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
