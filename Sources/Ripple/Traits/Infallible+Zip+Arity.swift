// GENERATED FILE: do not edit. It is written by Scripts/generate-arities.py.
// To change it, edit the script and run `python3 Scripts/generate-arities.py`;
// `python3 Scripts/generate-arities.py --check` fails when this file is out of date.

// MARK: - 2 sources

extension InfallibleType {
    /// Combines the n-th elements of 2 infallibles with `resultSelector`, as soon as each has
    /// emitted its n-th element; see `ObservableType.zip`.
    ///
    /// Completes when every source has completed. An error `resultSelector` throws ends the result,
    /// as in RxSwift (see ``Infallible``).
    ///
    /// ```
    /// source1: -a-c--|
    /// source2: --b-d-|
    /// result:  --x-y-|    x = (a, b), y = (c, d)
    /// ```
    public static func zip<E1, E2>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>,
        resultSelector: @escaping (E1, E2) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.zip(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }
}

// MARK: - 3 sources

extension InfallibleType {
    /// Combines the n-th elements of 3 infallibles with `resultSelector`, as soon as each has
    /// emitted its n-th element; see `ObservableType.zip`.
    ///
    /// Completes when every source has completed. An error `resultSelector` throws ends the result,
    /// as in RxSwift (see ``Infallible``).
    ///
    /// ```
    /// source1: -a--d---|
    /// source2: --b--e--|
    /// source3: ---c--f-|
    /// result:  ---x--y-|    x = (a, b, c), y = (d, e, f)
    /// ```
    public static func zip<E1, E2, E3>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
        resultSelector: @escaping (E1, E2, E3) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector))
    }
}

// MARK: - 4 sources

extension InfallibleType {
    /// Combines the n-th elements of 4 infallibles with `resultSelector`, as soon as each has
    /// emitted its n-th element; see `ObservableType.zip`.
    ///
    /// Completes when every source has completed. An error `resultSelector` throws ends the result,
    /// as in RxSwift (see ``Infallible``).
    ///
    /// ```
    /// source1: -a---e----|
    /// source2: --b---f---|
    /// source3: ---c---g--|
    /// source4: ----d---h-|
    /// result:  ----x---y-|    x = (a, b, c, d), y = (e, f, g, h)
    /// ```
    public static func zip<E1, E2, E3, E4>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>, _ source4: Infallible<E4>,
        resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), resultSelector: resultSelector))
    }
}

// MARK: - 5 sources

extension InfallibleType {
    /// Combines the n-th elements of 5 infallibles with `resultSelector`, as soon as each has
    /// emitted its n-th element; see `ObservableType.zip`.
    ///
    /// Completes when every source has completed. An error `resultSelector` throws ends the result,
    /// as in RxSwift (see ``Infallible``).
    ///
    /// ```
    /// source1: -a----f-----|
    /// source2: --b----g----|
    /// source3: ---c----h---|
    /// source4: ----d----i--|
    /// source5: -----e----j-|
    /// result:  -----x----y-|    x = (a, b, c, d, e), y = (f, g, h, i, j)
    /// ```
    public static func zip<E1, E2, E3, E4, E5>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>, _ source4: Infallible<E4>, _ source5: Infallible<E5>,
        resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), resultSelector: resultSelector))
    }
}

// MARK: - 6 sources

extension InfallibleType {
    /// Combines the n-th elements of 6 infallibles with `resultSelector`, as soon as each has
    /// emitted its n-th element; see `ObservableType.zip`.
    ///
    /// Completes when every source has completed. An error `resultSelector` throws ends the result,
    /// as in RxSwift (see ``Infallible``).
    ///
    /// ```
    /// source1: -a-----g------|
    /// source2: --b-----h-----|
    /// source3: ---c-----i----|
    /// source4: ----d-----j---|
    /// source5: -----e-----k--|
    /// source6: ------f-----l-|
    /// result:  ------x-----y-|    x = (a, b, c, d, e, f), y = (g, h, i, j, k, l)
    /// ```
    public static func zip<E1, E2, E3, E4, E5, E6>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>, _ source4: Infallible<E4>, _ source5: Infallible<E5>, _ source6: Infallible<E6>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), resultSelector: resultSelector))
    }
}

// MARK: - 7 sources

extension InfallibleType {
    /// Combines the n-th elements of 7 infallibles with `resultSelector`, as soon as each has
    /// emitted its n-th element; see `ObservableType.zip`.
    ///
    /// Completes when every source has completed. An error `resultSelector` throws ends the result,
    /// as in RxSwift (see ``Infallible``).
    ///
    /// ```
    /// source1: -a------h-------|
    /// source2: --b------i------|
    /// source3: ---c------j-----|
    /// source4: ----d------k----|
    /// source5: -----e------l---|
    /// source6: ------f------m--|
    /// source7: -------g------n-|
    /// result:  -------x------y-|    x = (a, b, c, d, e, f, g), y = (h, i, j, k, l, m, n)
    /// ```
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>, _ source4: Infallible<E4>, _ source5: Infallible<E5>, _ source6: Infallible<E6>, _ source7: Infallible<E7>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), resultSelector: resultSelector))
    }
}

// MARK: - 8 sources

extension InfallibleType {
    /// Combines the n-th elements of 8 infallibles with `resultSelector`, as soon as each has
    /// emitted its n-th element; see `ObservableType.zip`.
    ///
    /// Completes when every source has completed. An error `resultSelector` throws ends the result,
    /// as in RxSwift (see ``Infallible``).
    ///
    /// ```
    /// source1: -a-------i--------|
    /// source2: --b-------j-------|
    /// source3: ---c-------k------|
    /// source4: ----d-------l-----|
    /// source5: -----e-------m----|
    /// source6: ------f-------n---|
    /// source7: -------g-------o--|
    /// source8: --------h-------p-|
    /// result:  --------x-------y-|    x = (a, b, c, d, e, f, g, h), y = (i, j, k, l, m, n, o, p)
    /// ```
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>, _ source4: Infallible<E4>, _ source5: Infallible<E5>, _ source6: Infallible<E6>, _ source7: Infallible<E7>, _ source8: Infallible<E8>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(), resultSelector: resultSelector))
    }
}
