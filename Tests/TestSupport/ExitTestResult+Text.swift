import Testing

extension ExitTest.Result {
    /// What the exited process wrote to its standard error, as text: empty unless the exit test
    /// observed `\.standardErrorContent`.
    public var standardErrorText: String {
        String(decoding: standardErrorContent, as: UTF8.self)
    }
}
