extension ObservableType {
    /// A connectable sequence that, once connected, sends the source's events into `subject`,
    /// which every observer subscribes to.
    ///
    /// The same subject serves every connection: after a disconnection, observers that subscribe
    /// meet the subject as the previous connection left it (a terminated subject stays terminated).
    ///
    /// ```
    /// source:     -1-2-3-4-|
    /// connect():  ----^
    /// observer:   -----3-4-|    (subscribed before the connection)
    /// ```
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element {
        ConnectableObservableAdapter(source: asObservable()) { subject }
    }

    /// A connectable sequence that, once connected, sends the source's events into a subject made
    /// by `makeSubject`, which every observer subscribes to.
    ///
    /// A subject is made for each connection: when the connection is disposed or the source
    /// terminates, the subject is released, and the next subscription or connection makes a new
    /// one.
    ///
    /// ```
    /// source:     -1-2-3-4-|
    /// connect():  ----^
    /// observer:   -----3-4-|    (subscribed before the connection)
    /// ```
    public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject) -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element {
        ConnectableObservableAdapter(source: asObservable(), makeSubject: makeSubject)
    }
}
