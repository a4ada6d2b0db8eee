// GENERATED FILE: do not edit. It is written by Scripts/generate-arities.py.
// To change it, edit the script and run `python3 Scripts/generate-arities.py`;
// `python3 Scripts/generate-arities.py --check` fails when this file is out of date.

// MARK: - 2 sources

extension Infallible {
    /// Combines the latest elements of 2 infallibles with `resultSelector` whenever any of them
    /// emits, once each has emitted at least once; see `ObservableType.combineLatest`.
    ///
    /// Completes when every source has completed, or as soon as no combination can appear any
    /// more. An error `resultSelector` throws ends the result, as in RxSwift (see ``Infallible``).
    ///
    /// ```
    /// source1: -a-c-|
    /// source2: --b--|
    /// result:  --xy-|    x = (a, b), y = (c, b)
    /// ```
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType>(
        _ source1: I1, _ source2: I2,
        resultSelector: @escaping (I1.Element, I2.Element) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }
}

extension InfallibleType where Element == Any {
    /// Combines the latest elements of 2 infallibles into tuples whenever any of them emits, once
    /// each has emitted at least once; see `ObservableType.combineLatest`.
    ///
    /// ```
    /// source1: -a-c-|
    /// source2: --b--|
    /// result:  --xy-|    x = (a, b), y = (c, b)
    /// ```
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType>(
        _ source1: I1, _ source2: I2
    ) -> Infallible<(I1.Element, I2.Element)> {
        Infallible.combineLatest(source1, source2) { ($0, $1) }
    }
}

// MARK: - 3 sources

extension Infallible {
    /// Combines the latest elements of 3 infallibles with `resultSelector` whenever any of them
    /// emits, once each has emitted at least once; see `ObservableType.combineLatest`.
    ///
    /// Completes when every source has completed, or as soon as no combination can appear any
    /// more. An error `resultSelector` throws ends the result, as in RxSwift (see ``Infallible``).
    ///
    /// ```
    /// source1: -a--d-|
    /// source2: --b---|
    /// source3: ---c--|
    /// result:  ---xy-|    x = (a, b, c), y = (d, b, c)
    /// ```
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector))
    }
}

extension InfallibleType where Element == Any {
    /// Combines the latest elements of 3 infallibles into tuples whenever any of them emits, once
    /// each has emitted at least once; see `ObservableType.combineLatest`.
    ///
    /// ```
    /// source1: -a--d-|
    /// source2: --b---|
    /// source3: ---c--|
    /// result:  ---xy-|    x = (a, b, c), y = (d, b, c)
    /// ```
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3
    ) -> Infallible<(I1.Element, I2.Element, I3.Element)> {
        Infallible.combineLatest(source1, source2, source3) { ($0, $1, $2) }
    }
}

// MARK: - 4 sources

extension Infallible {
    /// Combines the latest elements of 4 infallibles with `resultSelector` whenever any of them
    /// emits, once each has emitted at least once; see `ObservableType.combineLatest`.
    ///
    /// Completes when every source has completed, or as soon as no combination can appear any
    /// more. An error `resultSelector` throws ends the result, as in RxSwift (see ``Infallible``).
    ///
    /// ```
    /// source1: -a---e-|
    /// source2: --b----|
    /// source3: ---c---|
    /// source4: ----d--|
    /// result:  ----xy-|    x = (a, b, c, d), y = (e, b, c, d)
    /// ```
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), resultSelector: resultSelector))
    }
}

extension InfallibleType where Element == Any {
    /// Combines the latest elements of 4 infallibles into tuples whenever any of them emits, once
    /// each has emitted at least once; see `ObservableType.combineLatest`.
    ///
    /// ```
    /// source1: -a---e-|
    /// source2: --b----|
    /// source3: ---c---|
    /// source4: ----d--|
    /// result:  ----xy-|    x = (a, b, c, d), y = (e, b, c, d)
    /// ```
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element)> {
        Infallible.combineLatest(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }
}

// MARK: - 5 sources

extension Infallible {
    /// Combines the latest elements of 5 infallibles with `resultSelector` whenever any of them
    /// emits, once each has emitted at least once; see `ObservableType.combineLatest`.
    ///
    /// Completes when every source has completed, or as soon as no combination can appear any
    /// more. An error `resultSelector` throws ends the result, as in RxSwift (see ``Infallible``).
    ///
    /// ```
    /// source1: -a----f-|
    /// source2: --b-----|
    /// source3: ---c----|
    /// source4: ----d---|
    /// source5: -----e--|
    /// result:  -----xy-|    x = (a, b, c, d, e), y = (f, b, c, d, e)
    /// ```
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), resultSelector: resultSelector))
    }
}

extension InfallibleType where Element == Any {
    /// Combines the latest elements of 5 infallibles into tuples whenever any of them emits, once
    /// each has emitted at least once; see `ObservableType.combineLatest`.
    ///
    /// ```
    /// source1: -a----f-|
    /// source2: --b-----|
    /// source3: ---c----|
    /// source4: ----d---|
    /// source5: -----e--|
    /// result:  -----xy-|    x = (a, b, c, d, e), y = (f, b, c, d, e)
    /// ```
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element)> {
        Infallible.combineLatest(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
    }
}

// MARK: - 6 sources

extension Infallible {
    /// Combines the latest elements of 6 infallibles with `resultSelector` whenever any of them
    /// emits, once each has emitted at least once; see `ObservableType.combineLatest`.
    ///
    /// Completes when every source has completed, or as soon as no combination can appear any
    /// more. An error `resultSelector` throws ends the result, as in RxSwift (see ``Infallible``).
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
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), resultSelector: resultSelector))
    }
}

extension InfallibleType where Element == Any {
    /// Combines the latest elements of 6 infallibles into tuples whenever any of them emits, once
    /// each has emitted at least once; see `ObservableType.combineLatest`.
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
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element)> {
        Infallible.combineLatest(source1, source2, source3, source4, source5, source6) { ($0, $1, $2, $3, $4, $5) }
    }
}

// MARK: - 7 sources

extension Infallible {
    /// Combines the latest elements of 7 infallibles with `resultSelector` whenever any of them
    /// emits, once each has emitted at least once; see `ObservableType.combineLatest`.
    ///
    /// Completes when every source has completed, or as soon as no combination can appear any
    /// more. An error `resultSelector` throws ends the result, as in RxSwift (see ``Infallible``).
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
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), resultSelector: resultSelector))
    }
}

extension InfallibleType where Element == Any {
    /// Combines the latest elements of 7 infallibles into tuples whenever any of them emits, once
    /// each has emitted at least once; see `ObservableType.combineLatest`.
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
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element)> {
        Infallible.combineLatest(source1, source2, source3, source4, source5, source6, source7) { ($0, $1, $2, $3, $4, $5, $6) }
    }
}

// MARK: - 8 sources

extension Infallible {
    /// Combines the latest elements of 8 infallibles with `resultSelector` whenever any of them
    /// emits, once each has emitted at least once; see `ObservableType.combineLatest`.
    ///
    /// Completes when every source has completed, or as soon as no combination can appear any
    /// more. An error `resultSelector` throws ends the result, as in RxSwift (see ``Infallible``).
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
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType, I8: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7, _ source8: I8,
        resultSelector: @escaping (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(), resultSelector: resultSelector))
    }
}

extension InfallibleType where Element == Any {
    /// Combines the latest elements of 8 infallibles into tuples whenever any of them emits, once
    /// each has emitted at least once; see `ObservableType.combineLatest`.
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
    public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType, I6: InfallibleType, I7: InfallibleType, I8: InfallibleType>(
        _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7, _ source8: I8
    ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element)> {
        Infallible.combineLatest(source1, source2, source3, source4, source5, source6, source7, source8) { ($0, $1, $2, $3, $4, $5, $6, $7) }
    }
}
