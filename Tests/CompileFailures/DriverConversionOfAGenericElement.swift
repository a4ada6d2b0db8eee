// expected-error: type 'Self.Element' does not conform to the 'Sendable' protocol
// Converting to a driver moves each element to the driver's scheduler (the main thread): in a
// generic extension, require `Element: Sendable` (`extension ObservableType where Element: Sendable`).
import Ripple
import RippleCocoa

extension ObservableType {
    func asDriverOnErrorJustComplete() -> Driver<Element> {
        asDriver(onErrorDriveWith: .empty())
    }
}
