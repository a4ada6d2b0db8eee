/// A subscription's resource that Ripple may dispose on another thread than the one that created
/// it, following the concurrency contract's rule: a subscription's resources (your `Disposable`s
/// and dispose closures among them) are disposed once, on the thread that ends the subscription.
///
/// `Disposable` is not `Sendable`, so that your own disposables may hold non-`Sendable` state; this
/// box is the one place where Ripple carries such a resource across a `@Sendable` boundary. Every
/// use says why the crossing follows the rule.
struct DisposedAnywhere<Resource>: @unchecked Sendable {
    // @unchecked Sendable: the resource is only disposed (once), never otherwise shared; which
    // thread disposes it is the contract's rule, documented in ConcurrencyContract.md.
    let resource: Resource

    init(_ resource: Resource) {
        self.resource = resource
    }
}
