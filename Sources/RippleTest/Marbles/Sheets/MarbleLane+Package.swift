extension MarbleLane {
    /// A lane of calls at their virtual times, then one line per subscription to what they
    /// returned, as a ``MarbleMock`` draws itself: for the mocks of RipplePropertyChecks.
    package init(calls: [Recorded<MarbleCall>], subscriptions: [Subscription], scheduler: TestScheduler) {
        self.init(
            rows: [.marks(calls.map { Recorded(time: $0.time, value: .call($0.value)) })] + subscriptions.map(Row.subscription),
            scheduler: scheduler
        )
    }
}
