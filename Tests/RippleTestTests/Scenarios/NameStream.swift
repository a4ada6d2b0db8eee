import Ripple

/// The value that records use for "no name".
let missingName = "<none>"

/// The names in a stream of records, without the placeholder, until `stop` emits.
func names(in records: Observable<[String: String]>, until stop: Observable<Void>) -> Observable<String> {
    records
        .map { $0["name"] ?? missingName }
        .filter { $0 != missingName }
        .take(until: stop)
}
