/// The errors Ripple's operators produce, with RxSwift's cases.
///
/// Unlike RxSwift's, it is `Equatable`, so tests can write `#expect(throws: RxError.timeout)`.
public enum RxError: Swift.Error, Equatable, CustomDebugStringConvertible, Sendable {
    /// An unknown error.
    case unknown
    /// An operation was performed on an object that was already disposed.
    case disposed(object: ObjectDescription)
    /// An arithmetic overflow.
    case overflow
    /// An argument was out of range.
    case argumentOutOfRange
    /// A sequence that had to emit an element completed without one.
    case noElements
    /// A sequence that had to emit one element emitted more.
    case moreThanOneElement
    /// A timeout expired.
    case timeout

    /// Names a disposed object without keeping it alive or sending it across threads.
    ///
    /// RxSwift carries the object itself; Swift 6 requires errors to be `Sendable`, so Ripple
    /// carries its identity and type name.
    public struct ObjectDescription: Hashable, Sendable, CustomStringConvertible {
        /// The identity of the object.
        public let id: ObjectIdentifier
        /// The name of the object's type, such as `PublishSubject<Int>`.
        public let typeName: String

        /// Describes `object`.
        public init(_ object: AnyObject) {
            id = ObjectIdentifier(object)
            typeName = String(describing: type(of: object))
        }

        /// The type name of the object.
        public var description: String { typeName }
    }

    /// A readable description of the error.
    public var debugDescription: String {
        switch self {
        case .unknown: "Unknown error occurred."
        case .disposed(let object): "Object `\(object)` was already disposed."
        case .overflow: "Arithmetic overflow occurred."
        case .argumentOutOfRange: "Argument out of range."
        case .noElements: "Sequence doesn't contain any elements."
        case .moreThanOneElement: "Sequence contains more than one element."
        case .timeout: "Sequence timeout."
        }
    }
}

extension RxError: CustomStringConvertible {
    /// The same text as ``debugDescription``.
    public var description: String { debugDescription }
}
