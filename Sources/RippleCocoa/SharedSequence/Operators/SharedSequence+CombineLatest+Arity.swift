// GENERATED FILE: do not edit. It is written by Scripts/generate-arities.py.
// To change it, edit the script and run `python3 Scripts/generate-arities.py`;
// `python3 Scripts/generate-arities.py --check` fails when this file is out of date.

import Ripple

// MARK: - 2 sources

extension SharedSequence {
    /// Combines the latest elements of 2 shared sequences of one strategy with `resultSelector`
    /// whenever any of them emits, once each has emitted at least once; see
    /// `ObservableType.combineLatest`.
    ///
    /// Completes when every source has completed, or as soon as no combination can appear any
    /// more. A shared sequence never fails: an error `resultSelector` throws goes to
    /// `Hooks.defaultErrorHandler` and the result completes (RxCocoa's fails).
    ///
    /// ```
    /// source1: -a-c-|
    /// source2: --b--|
    /// result:  --xy-|    x = (a, b), y = (c, b)
    /// ```
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element> where SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy {
        SharedSequence<SharingStrategy, Element>(
            Observable.combineLatest(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector)
                .completingOnUnexpectedFailure(in: "combineLatest's resultSelector")
        )
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// Combines the latest elements of 2 shared sequences of one strategy into a tuple whenever
    /// any of them emits, once each has emitted at least once.
    ///
    /// Completes when every source has completed, or as soon as no combination can appear any
    /// more.
    ///
    /// ```
    /// source1: -a-c-|
    /// source2: --b--|
    /// result:  --xy-|    x = (a, b), y = (c, b)
    /// ```
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element)> where SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element)>(
            Observable.combineLatest(source1.asObservable(), source2.asObservable()) { ($0, $1) }
        )
    }
}

// MARK: - 3 sources

extension SharedSequence {
    /// Combines the latest elements of 3 shared sequences of one strategy with `resultSelector`
    /// whenever any of them emits, once each has emitted at least once; see
    /// `ObservableType.combineLatest`.
    ///
    /// Completes when every source has completed, or as soon as no combination can appear any
    /// more. A shared sequence never fails: an error `resultSelector` throws goes to
    /// `Hooks.defaultErrorHandler` and the result completes (RxCocoa's fails).
    ///
    /// ```
    /// source1: -a--d-|
    /// source2: --b---|
    /// source3: ---c--|
    /// result:  ---xy-|    x = (a, b, c), y = (d, b, c)
    /// ```
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element> where SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy, O2.SharingStrategy == O3.SharingStrategy {
        SharedSequence<SharingStrategy, Element>(
            Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector)
                .completingOnUnexpectedFailure(in: "combineLatest's resultSelector")
        )
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// Combines the latest elements of 3 shared sequences of one strategy into a tuple whenever
    /// any of them emits, once each has emitted at least once.
    ///
    /// Completes when every source has completed, or as soon as no combination can appear any
    /// more.
    ///
    /// ```
    /// source1: -a--d-|
    /// source2: --b---|
    /// source3: ---c--|
    /// result:  ---xy-|    x = (a, b, c), y = (d, b, c)
    /// ```
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element)> where SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy, O2.SharingStrategy == O3.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element)>(
            Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable()) { ($0, $1, $2) }
        )
    }
}

// MARK: - 4 sources

extension SharedSequence {
    /// Combines the latest elements of 4 shared sequences of one strategy with `resultSelector`
    /// whenever any of them emits, once each has emitted at least once; see
    /// `ObservableType.combineLatest`.
    ///
    /// Completes when every source has completed, or as soon as no combination can appear any
    /// more. A shared sequence never fails: an error `resultSelector` throws goes to
    /// `Hooks.defaultErrorHandler` and the result completes (RxCocoa's fails).
    ///
    /// ```
    /// source1: -a---e-|
    /// source2: --b----|
    /// source3: ---c---|
    /// source4: ----d--|
    /// result:  ----xy-|    x = (a, b, c, d), y = (e, b, c, d)
    /// ```
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element> where SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy, O2.SharingStrategy == O3.SharingStrategy, O3.SharingStrategy == O4.SharingStrategy {
        SharedSequence<SharingStrategy, Element>(
            Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), resultSelector: resultSelector)
                .completingOnUnexpectedFailure(in: "combineLatest's resultSelector")
        )
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// Combines the latest elements of 4 shared sequences of one strategy into a tuple whenever
    /// any of them emits, once each has emitted at least once.
    ///
    /// Completes when every source has completed, or as soon as no combination can appear any
    /// more.
    ///
    /// ```
    /// source1: -a---e-|
    /// source2: --b----|
    /// source3: ---c---|
    /// source4: ----d--|
    /// result:  ----xy-|    x = (a, b, c, d), y = (e, b, c, d)
    /// ```
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)> where SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy, O2.SharingStrategy == O3.SharingStrategy, O3.SharingStrategy == O4.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)>(
            Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable()) { ($0, $1, $2, $3) }
        )
    }
}

// MARK: - 5 sources

extension SharedSequence {
    /// Combines the latest elements of 5 shared sequences of one strategy with `resultSelector`
    /// whenever any of them emits, once each has emitted at least once; see
    /// `ObservableType.combineLatest`.
    ///
    /// Completes when every source has completed, or as soon as no combination can appear any
    /// more. A shared sequence never fails: an error `resultSelector` throws goes to
    /// `Hooks.defaultErrorHandler` and the result completes (RxCocoa's fails).
    ///
    /// ```
    /// source1: -a----f-|
    /// source2: --b-----|
    /// source3: ---c----|
    /// source4: ----d---|
    /// source5: -----e--|
    /// result:  -----xy-|    x = (a, b, c, d, e), y = (f, b, c, d, e)
    /// ```
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element> where SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy, O2.SharingStrategy == O3.SharingStrategy, O3.SharingStrategy == O4.SharingStrategy, O4.SharingStrategy == O5.SharingStrategy {
        SharedSequence<SharingStrategy, Element>(
            Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), resultSelector: resultSelector)
                .completingOnUnexpectedFailure(in: "combineLatest's resultSelector")
        )
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// Combines the latest elements of 5 shared sequences of one strategy into a tuple whenever
    /// any of them emits, once each has emitted at least once.
    ///
    /// Completes when every source has completed, or as soon as no combination can appear any
    /// more.
    ///
    /// ```
    /// source1: -a----f-|
    /// source2: --b-----|
    /// source3: ---c----|
    /// source4: ----d---|
    /// source5: -----e--|
    /// result:  -----xy-|    x = (a, b, c, d, e), y = (f, b, c, d, e)
    /// ```
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> where SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy, O2.SharingStrategy == O3.SharingStrategy, O3.SharingStrategy == O4.SharingStrategy, O4.SharingStrategy == O5.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>(
            Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable()) { ($0, $1, $2, $3, $4) }
        )
    }
}

// MARK: - 6 sources

extension SharedSequence {
    /// Combines the latest elements of 6 shared sequences of one strategy with `resultSelector`
    /// whenever any of them emits, once each has emitted at least once; see
    /// `ObservableType.combineLatest`.
    ///
    /// Completes when every source has completed, or as soon as no combination can appear any
    /// more. A shared sequence never fails: an error `resultSelector` throws goes to
    /// `Hooks.defaultErrorHandler` and the result completes (RxCocoa's fails).
    ///
    /// ```
    /// source1: -a-----g-|
    /// source2: --b------|
    /// source3: ---c-----|
    /// source4: ----d----|
    /// source5: -----e---|
    /// source6: ------f--|
    /// result:  ------xy-|    x = (a, b, c, d, e, f), y = (g, b, c, d, e, f)
    /// ```
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element> where SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy, O2.SharingStrategy == O3.SharingStrategy, O3.SharingStrategy == O4.SharingStrategy, O4.SharingStrategy == O5.SharingStrategy, O5.SharingStrategy == O6.SharingStrategy {
        SharedSequence<SharingStrategy, Element>(
            Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), resultSelector: resultSelector)
                .completingOnUnexpectedFailure(in: "combineLatest's resultSelector")
        )
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// Combines the latest elements of 6 shared sequences of one strategy into a tuple whenever
    /// any of them emits, once each has emitted at least once.
    ///
    /// Completes when every source has completed, or as soon as no combination can appear any
    /// more.
    ///
    /// ```
    /// source1: -a-----g-|
    /// source2: --b------|
    /// source3: ---c-----|
    /// source4: ----d----|
    /// source5: -----e---|
    /// source6: ------f--|
    /// result:  ------xy-|    x = (a, b, c, d, e, f), y = (g, b, c, d, e, f)
    /// ```
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> where SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy, O2.SharingStrategy == O3.SharingStrategy, O3.SharingStrategy == O4.SharingStrategy, O4.SharingStrategy == O5.SharingStrategy, O5.SharingStrategy == O6.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>(
            Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable()) { ($0, $1, $2, $3, $4, $5) }
        )
    }
}

// MARK: - 7 sources

extension SharedSequence {
    /// Combines the latest elements of 7 shared sequences of one strategy with `resultSelector`
    /// whenever any of them emits, once each has emitted at least once; see
    /// `ObservableType.combineLatest`.
    ///
    /// Completes when every source has completed, or as soon as no combination can appear any
    /// more. A shared sequence never fails: an error `resultSelector` throws goes to
    /// `Hooks.defaultErrorHandler` and the result completes (RxCocoa's fails).
    ///
    /// ```
    /// source1: -a------h-|
    /// source2: --b-------|
    /// source3: ---c------|
    /// source4: ----d-----|
    /// source5: -----e----|
    /// source6: ------f---|
    /// source7: -------g--|
    /// result:  -------xy-|    x = (a, b, c, d, e, f, g), y = (h, b, c, d, e, f, g)
    /// ```
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType, O7: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element> where SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy, O2.SharingStrategy == O3.SharingStrategy, O3.SharingStrategy == O4.SharingStrategy, O4.SharingStrategy == O5.SharingStrategy, O5.SharingStrategy == O6.SharingStrategy, O6.SharingStrategy == O7.SharingStrategy {
        SharedSequence<SharingStrategy, Element>(
            Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), resultSelector: resultSelector)
                .completingOnUnexpectedFailure(in: "combineLatest's resultSelector")
        )
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// Combines the latest elements of 7 shared sequences of one strategy into a tuple whenever
    /// any of them emits, once each has emitted at least once.
    ///
    /// Completes when every source has completed, or as soon as no combination can appear any
    /// more.
    ///
    /// ```
    /// source1: -a------h-|
    /// source2: --b-------|
    /// source3: ---c------|
    /// source4: ----d-----|
    /// source5: -----e----|
    /// source6: ------f---|
    /// source7: -------g--|
    /// result:  -------xy-|    x = (a, b, c, d, e, f, g), y = (h, b, c, d, e, f, g)
    /// ```
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType, O7: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> where SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy, O2.SharingStrategy == O3.SharingStrategy, O3.SharingStrategy == O4.SharingStrategy, O4.SharingStrategy == O5.SharingStrategy, O5.SharingStrategy == O6.SharingStrategy, O6.SharingStrategy == O7.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)>(
            Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable()) { ($0, $1, $2, $3, $4, $5, $6) }
        )
    }
}

// MARK: - 8 sources

extension SharedSequence {
    /// Combines the latest elements of 8 shared sequences of one strategy with `resultSelector`
    /// whenever any of them emits, once each has emitted at least once; see
    /// `ObservableType.combineLatest`.
    ///
    /// Completes when every source has completed, or as soon as no combination can appear any
    /// more. A shared sequence never fails: an error `resultSelector` throws goes to
    /// `Hooks.defaultErrorHandler` and the result completes (RxCocoa's fails).
    ///
    /// ```
    /// source1: -a-------i-|
    /// source2: --b--------|
    /// source3: ---c-------|
    /// source4: ----d------|
    /// source5: -----e-----|
    /// source6: ------f----|
    /// source7: -------g---|
    /// source8: --------h--|
    /// result:  --------xy-|    x = (a, b, c, d, e, f, g, h), y = (i, b, c, d, e, f, g, h)
    /// ```
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType, O7: SharedSequenceConvertibleType, O8: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element> where SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy, O2.SharingStrategy == O3.SharingStrategy, O3.SharingStrategy == O4.SharingStrategy, O4.SharingStrategy == O5.SharingStrategy, O5.SharingStrategy == O6.SharingStrategy, O6.SharingStrategy == O7.SharingStrategy, O7.SharingStrategy == O8.SharingStrategy {
        SharedSequence<SharingStrategy, Element>(
            Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(), resultSelector: resultSelector)
                .completingOnUnexpectedFailure(in: "combineLatest's resultSelector")
        )
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// Combines the latest elements of 8 shared sequences of one strategy into a tuple whenever
    /// any of them emits, once each has emitted at least once.
    ///
    /// Completes when every source has completed, or as soon as no combination can appear any
    /// more.
    ///
    /// ```
    /// source1: -a-------i-|
    /// source2: --b--------|
    /// source3: ---c-------|
    /// source4: ----d------|
    /// source5: -----e-----|
    /// source6: ------f----|
    /// source7: -------g---|
    /// source8: --------h--|
    /// result:  --------xy-|    x = (a, b, c, d, e, f, g, h), y = (i, b, c, d, e, f, g, h)
    /// ```
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType, O7: SharedSequenceConvertibleType, O8: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8
    ) -> SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> where SharingStrategy == O1.SharingStrategy, O1.SharingStrategy == O2.SharingStrategy, O2.SharingStrategy == O3.SharingStrategy, O3.SharingStrategy == O4.SharingStrategy, O4.SharingStrategy == O5.SharingStrategy, O5.SharingStrategy == O6.SharingStrategy, O6.SharingStrategy == O7.SharingStrategy, O7.SharingStrategy == O8.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)>(
            Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable()) { ($0, $1, $2, $3, $4, $5, $6, $7) }
        )
    }
}
