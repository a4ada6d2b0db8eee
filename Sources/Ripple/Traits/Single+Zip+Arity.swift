// GENERATED FILE: do not edit. It is written by Scripts/generate-arities.py.
// To change it, edit the script and run `python3 Scripts/generate-arities.py`;
// `python3 Scripts/generate-arities.py --check` fails when this file is out of date.

// MARK: - 2 sources

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Succeeds with `resultSelector` applied to the elements of the 2 singles once every one
    /// has succeeded; the first error fails the result and disposes the others.
    ///
    /// ```
    /// source1:              --(1|)
    /// source2:              ----(2|)
    /// zip(...) { $0 + $1 }: ----(3|)
    /// ```
    public static func zip<E1, E2>(
        _ source1: Single<E1>, _ source2: Single<E2>,
        resultSelector: @escaping (E1, E2) throws -> Element
    ) -> Single<Element> {
        Single(raw: Observable.zip(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element == Any {
    /// Succeeds with the tuple of the elements of the 2 singles once every one has succeeded;
    /// the first error fails the result and disposes the others.
    ///
    /// ```
    /// source1:  --(1|)
    /// source2:  ----(2|)
    /// zip(...): ----((1, 2)|)
    /// ```
    public static func zip<E1, E2>(
        _ source1: Single<E1>, _ source2: Single<E2>
    ) -> Single<(E1, E2)> {
        Single<(E1, E2)>.zip(source1, source2) { ($0, $1) }
    }
}

// MARK: - 3 sources

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Succeeds with `resultSelector` applied to the elements of the 3 singles once every one
    /// has succeeded; the first error fails the result and disposes the others.
    ///
    /// ```
    /// source1:                   --(1|)
    /// source2:                   ----(2|)
    /// source3:                   ------(3|)
    /// zip(...) { $0 + $1 + $2 }: ------(6|)
    /// ```
    public static func zip<E1, E2, E3>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>,
        resultSelector: @escaping (E1, E2, E3) throws -> Element
    ) -> Single<Element> {
        Single(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element == Any {
    /// Succeeds with the tuple of the elements of the 3 singles once every one has succeeded;
    /// the first error fails the result and disposes the others.
    ///
    /// ```
    /// source1:  --(1|)
    /// source2:  ----(2|)
    /// source3:  ------(3|)
    /// zip(...): ------((1, 2, 3)|)
    /// ```
    public static func zip<E1, E2, E3>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>
    ) -> Single<(E1, E2, E3)> {
        Single<(E1, E2, E3)>.zip(source1, source2, source3) { ($0, $1, $2) }
    }
}

// MARK: - 4 sources

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Succeeds with `resultSelector` applied to the elements of the 4 singles once every one
    /// has succeeded; the first error fails the result and disposes the others.
    ///
    /// ```
    /// source1:                        --(1|)
    /// source2:                        ----(2|)
    /// source3:                        ------(3|)
    /// source4:                        --------(4|)
    /// zip(...) { $0 + $1 + $2 + $3 }: --------(10|)
    /// ```
    public static func zip<E1, E2, E3, E4>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>,
        resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
    ) -> Single<Element> {
        Single(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element == Any {
    /// Succeeds with the tuple of the elements of the 4 singles once every one has succeeded;
    /// the first error fails the result and disposes the others.
    ///
    /// ```
    /// source1:  --(1|)
    /// source2:  ----(2|)
    /// source3:  ------(3|)
    /// source4:  --------(4|)
    /// zip(...): --------((1, 2, 3, 4)|)
    /// ```
    public static func zip<E1, E2, E3, E4>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>
    ) -> Single<(E1, E2, E3, E4)> {
        Single<(E1, E2, E3, E4)>.zip(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }
}

// MARK: - 5 sources

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Succeeds with `resultSelector` applied to the elements of the 5 singles once every one
    /// has succeeded; the first error fails the result and disposes the others.
    ///
    /// ```
    /// source1:                             --(1|)
    /// source2:                             ----(2|)
    /// source3:                             ------(3|)
    /// source4:                             --------(4|)
    /// source5:                             ----------(5|)
    /// zip(...) { $0 + $1 + $2 + $3 + $4 }: ----------(15|)
    /// ```
    public static func zip<E1, E2, E3, E4, E5>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>, _ source5: Single<E5>,
        resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Element
    ) -> Single<Element> {
        Single(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element == Any {
    /// Succeeds with the tuple of the elements of the 5 singles once every one has succeeded;
    /// the first error fails the result and disposes the others.
    ///
    /// ```
    /// source1:  --(1|)
    /// source2:  ----(2|)
    /// source3:  ------(3|)
    /// source4:  --------(4|)
    /// source5:  ----------(5|)
    /// zip(...): ----------((1, 2, 3, 4, 5)|)
    /// ```
    public static func zip<E1, E2, E3, E4, E5>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>, _ source5: Single<E5>
    ) -> Single<(E1, E2, E3, E4, E5)> {
        Single<(E1, E2, E3, E4, E5)>.zip(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
    }
}

// MARK: - 6 sources

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Succeeds with `resultSelector` applied to the elements of the 6 singles once every one
    /// has succeeded; the first error fails the result and disposes the others.
    ///
    /// ```
    /// source1:                                  --(1|)
    /// source2:                                  ----(2|)
    /// source3:                                  ------(3|)
    /// source4:                                  --------(4|)
    /// source5:                                  ----------(5|)
    /// source6:                                  ------------(6|)
    /// zip(...) { $0 + $1 + $2 + $3 + $4 + $5 }: ------------(21|)
    /// ```
    public static func zip<E1, E2, E3, E4, E5, E6>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>, _ source5: Single<E5>, _ source6: Single<E6>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Element
    ) -> Single<Element> {
        Single(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element == Any {
    /// Succeeds with the tuple of the elements of the 6 singles once every one has succeeded;
    /// the first error fails the result and disposes the others.
    ///
    /// ```
    /// source1:  --(1|)
    /// source2:  ----(2|)
    /// source3:  ------(3|)
    /// source4:  --------(4|)
    /// source5:  ----------(5|)
    /// source6:  ------------(6|)
    /// zip(...): ------------((1, 2, 3, 4, 5, 6)|)
    /// ```
    public static func zip<E1, E2, E3, E4, E5, E6>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>, _ source5: Single<E5>, _ source6: Single<E6>
    ) -> Single<(E1, E2, E3, E4, E5, E6)> {
        Single<(E1, E2, E3, E4, E5, E6)>.zip(source1, source2, source3, source4, source5, source6) { ($0, $1, $2, $3, $4, $5) }
    }
}

// MARK: - 7 sources

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Succeeds with `resultSelector` applied to the elements of the 7 singles once every one
    /// has succeeded; the first error fails the result and disposes the others.
    ///
    /// ```
    /// source1:                                       --(1|)
    /// source2:                                       ----(2|)
    /// source3:                                       ------(3|)
    /// source4:                                       --------(4|)
    /// source5:                                       ----------(5|)
    /// source6:                                       ------------(6|)
    /// source7:                                       --------------(7|)
    /// zip(...) { $0 + $1 + $2 + $3 + $4 + $5 + $6 }: --------------(28|)
    /// ```
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>, _ source5: Single<E5>, _ source6: Single<E6>, _ source7: Single<E7>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Element
    ) -> Single<Element> {
        Single(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element == Any {
    /// Succeeds with the tuple of the elements of the 7 singles once every one has succeeded;
    /// the first error fails the result and disposes the others.
    ///
    /// ```
    /// source1:  --(1|)
    /// source2:  ----(2|)
    /// source3:  ------(3|)
    /// source4:  --------(4|)
    /// source5:  ----------(5|)
    /// source6:  ------------(6|)
    /// source7:  --------------(7|)
    /// zip(...): --------------((1, 2, 3, 4, 5, 6, 7)|)
    /// ```
    public static func zip<E1, E2, E3, E4, E5, E6, E7>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>, _ source5: Single<E5>, _ source6: Single<E6>, _ source7: Single<E7>
    ) -> Single<(E1, E2, E3, E4, E5, E6, E7)> {
        Single<(E1, E2, E3, E4, E5, E6, E7)>.zip(source1, source2, source3, source4, source5, source6, source7) { ($0, $1, $2, $3, $4, $5, $6) }
    }
}

// MARK: - 8 sources

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Succeeds with `resultSelector` applied to the elements of the 8 singles once every one
    /// has succeeded; the first error fails the result and disposes the others.
    ///
    /// ```
    /// source1:                                            --(1|)
    /// source2:                                            ----(2|)
    /// source3:                                            ------(3|)
    /// source4:                                            --------(4|)
    /// source5:                                            ----------(5|)
    /// source6:                                            ------------(6|)
    /// source7:                                            --------------(7|)
    /// source8:                                            ----------------(8|)
    /// zip(...) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }: ----------------(36|)
    /// ```
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>, _ source5: Single<E5>, _ source6: Single<E6>, _ source7: Single<E7>, _ source8: Single<E8>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element
    ) -> Single<Element> {
        Single(raw: Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(), source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(), resultSelector: resultSelector))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element == Any {
    /// Succeeds with the tuple of the elements of the 8 singles once every one has succeeded;
    /// the first error fails the result and disposes the others.
    ///
    /// ```
    /// source1:  --(1|)
    /// source2:  ----(2|)
    /// source3:  ------(3|)
    /// source4:  --------(4|)
    /// source5:  ----------(5|)
    /// source6:  ------------(6|)
    /// source7:  --------------(7|)
    /// source8:  ----------------(8|)
    /// zip(...): ----------------((1, 2, 3, 4, 5, 6, 7, 8)|)
    /// ```
    public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
        _ source1: Single<E1>, _ source2: Single<E2>, _ source3: Single<E3>, _ source4: Single<E4>, _ source5: Single<E5>, _ source6: Single<E6>, _ source7: Single<E7>, _ source8: Single<E8>
    ) -> Single<(E1, E2, E3, E4, E5, E6, E7, E8)> {
        Single<(E1, E2, E3, E4, E5, E6, E7, E8)>.zip(source1, source2, source3, source4, source5, source6, source7, source8) { ($0, $1, $2, $3, $4, $5, $6, $7) }
    }
}
