/// Another name for ``Observable``, as in RxSwift, for code that also imports a module with an
/// `Observable` type of its own (such as Observation's `Observable` macro).
public typealias RxObservable<Element> = Observable<Element>
