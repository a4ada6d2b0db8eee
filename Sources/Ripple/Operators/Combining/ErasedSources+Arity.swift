// GENERATED FILE: do not edit. It is written by Scripts/generate-arities.py.
// To change it, edit the script and run `python3 Scripts/generate-arities.py`;
// `python3 Scripts/generate-arities.py --check` fails when this file is out of date.

/// The sources of a fixed-arity `combineLatest` or `zip`, in order, their elements erased to
/// `Any` for the operator's N-ary engine, which hands source k's elements back at index k - 1.
func erasedSources<each Source: ObservableType>(_ source: repeat each Source) -> [Observable<Any>] {
    var sources: [Observable<Any>] = []
    for source in repeat each source {
        sources.append(ErasedElements(source: source.asObservable()))
    }
    return sources
}
