// expected-error: capture of 'handler' with non-Sendable type 'Hooks.DefaultErrorHandler'
// The default error handler may capture a test's state: it cannot be sent to another thread.
import Dispatch
import Ripple

func callTheHandlerElsewhere() {
    let handler = Hooks.defaultErrorHandler
    DispatchQueue.global().async { handler([], CancellationError()) }
}
