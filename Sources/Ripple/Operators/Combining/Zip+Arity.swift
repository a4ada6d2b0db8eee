// GENERATED FILE: do not edit. It is written by Scripts/generate-arities.py.
// To change it, edit the script and run `python3 Scripts/generate-arities.py`;
// `python3 Scripts/generate-arities.py --check` fails when this file is out of date.

// MARK: - 2 sources

extension ObservableType {
    /// Combines the n-th elements of 2 sequences with `resultSelector`, as soon as each has
    /// emitted its n-th element.
    ///
    /// Completes when every source has completed (elements still queued then are dropped); fails
    /// with the first error of a source or of `resultSelector`.
    ///
    /// ```
    /// source1: -a-c--|
    /// source2: --b-d-|
    /// result:  --x-y-|    x = (a, b), y = (c, d)
    /// ```
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        // The engine hands back source k's elements at index k - 1, so each cast succeeds.
        Zip(
            sources: erasedSources(source1, source2),
            form: .fixedArity,
            resultSelector: { values in
                try resultSelector(
                    values[0] as! O1.Element,
                    values[1] as! O2.Element
                )
            }
        )
    }
}

extension ObservableType where Element == Any {
    /// Combines the n-th elements of 2 sequences into a tuple, as soon as each has emitted its
    /// n-th element.
    ///
    /// Completes when every source has completed; fails with the first error of a source.
    ///
    /// ```
    /// source1: -a-c--|
    /// source2: --b-d-|
    /// result:  --x-y-|    x = (a, b), y = (c, d)
    /// ```
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2
    ) -> Observable<(O1.Element, O2.Element)> {
        Observable<(O1.Element, O2.Element)>.zip(source1, source2) { ($0, $1) }
    }
}

// MARK: - 3 sources

extension ObservableType {
    /// Combines the n-th elements of 3 sequences with `resultSelector`, as soon as each has
    /// emitted its n-th element.
    ///
    /// Completes when every source has completed (elements still queued then are dropped); fails
    /// with the first error of a source or of `resultSelector`.
    ///
    /// ```
    /// source1: -a--d---|
    /// source2: --b--e--|
    /// source3: ---c--f-|
    /// result:  ---x--y-|    x = (a, b, c), y = (d, e, f)
    /// ```
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        // The engine hands back source k's elements at index k - 1, so each cast succeeds.
        Zip(
            sources: erasedSources(source1, source2, source3),
            form: .fixedArity,
            resultSelector: { values in
                try resultSelector(
                    values[0] as! O1.Element,
                    values[1] as! O2.Element,
                    values[2] as! O3.Element
                )
            }
        )
    }
}

extension ObservableType where Element == Any {
    /// Combines the n-th elements of 3 sequences into a tuple, as soon as each has emitted its
    /// n-th element.
    ///
    /// Completes when every source has completed; fails with the first error of a source.
    ///
    /// ```
    /// source1: -a--d---|
    /// source2: --b--e--|
    /// source3: ---c--f-|
    /// result:  ---x--y-|    x = (a, b, c), y = (d, e, f)
    /// ```
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element)>.zip(source1, source2, source3) { ($0, $1, $2) }
    }
}

// MARK: - 4 sources

extension ObservableType {
    /// Combines the n-th elements of 4 sequences with `resultSelector`, as soon as each has
    /// emitted its n-th element.
    ///
    /// Completes when every source has completed (elements still queued then are dropped); fails
    /// with the first error of a source or of `resultSelector`.
    ///
    /// ```
    /// source1: -a---e----|
    /// source2: --b---f---|
    /// source3: ---c---g--|
    /// source4: ----d---h-|
    /// result:  ----x---y-|    x = (a, b, c, d), y = (e, f, g, h)
    /// ```
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        // The engine hands back source k's elements at index k - 1, so each cast succeeds.
        Zip(
            sources: erasedSources(source1, source2, source3, source4),
            form: .fixedArity,
            resultSelector: { values in
                try resultSelector(
                    values[0] as! O1.Element,
                    values[1] as! O2.Element,
                    values[2] as! O3.Element,
                    values[3] as! O4.Element
                )
            }
        )
    }
}

extension ObservableType where Element == Any {
    /// Combines the n-th elements of 4 sequences into a tuple, as soon as each has emitted its
    /// n-th element.
    ///
    /// Completes when every source has completed; fails with the first error of a source.
    ///
    /// ```
    /// source1: -a---e----|
    /// source2: --b---f---|
    /// source3: ---c---g--|
    /// source4: ----d---h-|
    /// result:  ----x---y-|    x = (a, b, c, d), y = (e, f, g, h)
    /// ```
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>.zip(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }
}

// MARK: - 5 sources

extension ObservableType {
    /// Combines the n-th elements of 5 sequences with `resultSelector`, as soon as each has
    /// emitted its n-th element.
    ///
    /// Completes when every source has completed (elements still queued then are dropped); fails
    /// with the first error of a source or of `resultSelector`.
    ///
    /// ```
    /// source1: -a----f-----|
    /// source2: --b----g----|
    /// source3: ---c----h---|
    /// source4: ----d----i--|
    /// source5: -----e----j-|
    /// result:  -----x----y-|    x = (a, b, c, d, e), y = (f, g, h, i, j)
    /// ```
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
    ) -> Observable<Element> {
        // The engine hands back source k's elements at index k - 1, so each cast succeeds.
        Zip(
            sources: erasedSources(source1, source2, source3, source4, source5),
            form: .fixedArity,
            resultSelector: { values in
                try resultSelector(
                    values[0] as! O1.Element,
                    values[1] as! O2.Element,
                    values[2] as! O3.Element,
                    values[3] as! O4.Element,
                    values[4] as! O5.Element
                )
            }
        )
    }
}

extension ObservableType where Element == Any {
    /// Combines the n-th elements of 5 sequences into a tuple, as soon as each has emitted its
    /// n-th element.
    ///
    /// Completes when every source has completed; fails with the first error of a source.
    ///
    /// ```
    /// source1: -a----f-----|
    /// source2: --b----g----|
    /// source3: ---c----h---|
    /// source4: ----d----i--|
    /// source5: -----e----j-|
    /// result:  -----x----y-|    x = (a, b, c, d, e), y = (f, g, h, i, j)
    /// ```
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>.zip(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
    }
}

// MARK: - 6 sources

extension ObservableType {
    /// Combines the n-th elements of 6 sequences with `resultSelector`, as soon as each has
    /// emitted its n-th element.
    ///
    /// Completes when every source has completed (elements still queued then are dropped); fails
    /// with the first error of a source or of `resultSelector`.
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
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
    ) -> Observable<Element> {
        // The engine hands back source k's elements at index k - 1, so each cast succeeds.
        Zip(
            sources: erasedSources(source1, source2, source3, source4, source5, source6),
            form: .fixedArity,
            resultSelector: { values in
                try resultSelector(
                    values[0] as! O1.Element,
                    values[1] as! O2.Element,
                    values[2] as! O3.Element,
                    values[3] as! O4.Element,
                    values[4] as! O5.Element,
                    values[5] as! O6.Element
                )
            }
        )
    }
}

extension ObservableType where Element == Any {
    /// Combines the n-th elements of 6 sequences into a tuple, as soon as each has emitted its
    /// n-th element.
    ///
    /// Completes when every source has completed; fails with the first error of a source.
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
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>.zip(source1, source2, source3, source4, source5, source6) { ($0, $1, $2, $3, $4, $5) }
    }
}

// MARK: - 7 sources

extension ObservableType {
    /// Combines the n-th elements of 7 sequences with `resultSelector`, as soon as each has
    /// emitted its n-th element.
    ///
    /// Completes when every source has completed (elements still queued then are dropped); fails
    /// with the first error of a source or of `resultSelector`.
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
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws -> Element
    ) -> Observable<Element> {
        // The engine hands back source k's elements at index k - 1, so each cast succeeds.
        Zip(
            sources: erasedSources(source1, source2, source3, source4, source5, source6, source7),
            form: .fixedArity,
            resultSelector: { values in
                try resultSelector(
                    values[0] as! O1.Element,
                    values[1] as! O2.Element,
                    values[2] as! O3.Element,
                    values[3] as! O4.Element,
                    values[4] as! O5.Element,
                    values[5] as! O6.Element,
                    values[6] as! O7.Element
                )
            }
        )
    }
}

extension ObservableType where Element == Any {
    /// Combines the n-th elements of 7 sequences into a tuple, as soon as each has emitted its
    /// n-th element.
    ///
    /// Completes when every source has completed; fails with the first error of a source.
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
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)>.zip(source1, source2, source3, source4, source5, source6, source7) { ($0, $1, $2, $3, $4, $5, $6) }
    }
}

// MARK: - 8 sources

extension ObservableType {
    /// Combines the n-th elements of 8 sequences with `resultSelector`, as soon as each has
    /// emitted its n-th element.
    ///
    /// Completes when every source has completed (elements still queued then are dropped); fails
    /// with the first error of a source or of `resultSelector`.
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
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) throws -> Element
    ) -> Observable<Element> {
        // The engine hands back source k's elements at index k - 1, so each cast succeeds.
        Zip(
            sources: erasedSources(source1, source2, source3, source4, source5, source6, source7, source8),
            form: .fixedArity,
            resultSelector: { values in
                try resultSelector(
                    values[0] as! O1.Element,
                    values[1] as! O2.Element,
                    values[2] as! O3.Element,
                    values[3] as! O4.Element,
                    values[4] as! O5.Element,
                    values[5] as! O6.Element,
                    values[6] as! O7.Element,
                    values[7] as! O8.Element
                )
            }
        )
    }
}

extension ObservableType where Element == Any {
    /// Combines the n-th elements of 8 sequences into a tuple, as soon as each has emitted its
    /// n-th element.
    ///
    /// Completes when every source has completed; fails with the first error of a source.
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
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)>.zip(source1, source2, source3, source4, source5, source6, source7, source8) { ($0, $1, $2, $3, $4, $5, $6, $7) }
    }
}
