import Ripple

/// A barcode scanning session at a warehouse door: the scanner reports one payload per read, and
/// the session lasts until the operator closes it.
///
/// The scanner's payloads are dictionaries such as `["code": "4006381333931", "symbology": "ean13"]`.
/// When the scanner sees a label it cannot decode it still reports a payload, whose code is
/// ``noRead``; those are not codes and are dropped.
struct ScanSession {
    /// The code the scanner reports for a label it could not decode.
    static let noRead = "NOREAD"

    /// Every payload the scanner reports.
    let payloads: Observable<[String: String]>
    /// Emits when the operator closes the session.
    let closed: Observable<Void>

    /// The codes read during the session, in order; completes when the session is closed.
    ///
    /// A payload without a code counts as a failed read.
    func codes() -> Observable<String> {
        payloads
            .map { $0["code"] ?? Self.noRead }
            .filter { $0 != Self.noRead }
            .take(until: closed)
    }
}
