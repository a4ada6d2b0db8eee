extension PrimitiveSequenceType where Trait == SingleTrait, Element: Sendable {
    /// Waits for the single's outcome: returns its element or throws its error.
    ///
    /// ```swift
    /// let user = try await api.user(id: 7).value
    /// ```
    ///
    /// Subscribes when awaited, even in a task already cancelled (as RxSwift does). Cancelling the
    /// awaiting task disposes the subscription (on the thread that cancels) and throws
    /// `CancellationError`, unless the outcome came first. The element crosses from the thread
    /// that emits it to the awaiting task, so it must be `Sendable`.
    public var value: Element {
        get async throws {
            try await primitiveSequence.awaitOutcome { event in
                switch event {
                case .next(let element): .success(element)
                case .error(let error): .failure(error)
                case .completed: .failure(RxError.noElements)
                }
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait, Element: Sendable {
    /// Waits for the maybe's outcome: returns its element, `nil` when it completes without one,
    /// or throws its error.
    ///
    /// ```swift
    /// let cached: User? = try await cache.user(id: 7).value
    /// ```
    ///
    /// Subscribes when awaited, even in a task already cancelled (as RxSwift does). Cancelling the
    /// awaiting task disposes the subscription (on the thread that cancels) and throws
    /// `CancellationError`, unless the outcome came first. The element crosses from the thread
    /// that emits it to the awaiting task, so it must be `Sendable`.
    public var value: Element? {
        get async throws {
            try await primitiveSequence.awaitOutcome { event in
                switch event {
                case .next(let element): .success(element)
                case .error(let error): .failure(error)
                case .completed: .success(nil)
                }
            }
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Waits for the completable to complete, or throws its error.
    ///
    /// ```swift
    /// try await store.save(draft).value
    /// ```
    ///
    /// Subscribes when awaited, even in a task already cancelled (as RxSwift does). Cancelling the
    /// awaiting task disposes the subscription (on the thread that cancels) and throws
    /// `CancellationError`, unless the outcome came first.
    public var value: Void {
        get async throws {
            try await primitiveSequence.awaitOutcome { event -> Result<Void, Swift.Error> in
                if case .error(let error) = event {
                    return .failure(error)
                }
                return .success(())
            }
        }
    }
}
