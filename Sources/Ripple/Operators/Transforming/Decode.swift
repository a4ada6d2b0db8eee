import Foundation

/// A decoder that turns `Data` into a `Decodable` value, such as `JSONDecoder` or
/// `PropertyListDecoder`; `decode(type:decoder:)` takes one.
public protocol DataDecoder {
    /// Decodes a value of `type` from `data`; throws when `data` does not hold one.
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}

extension PropertyListDecoder: DataDecoder {}

extension ObservableType where Element == Data {
    /// Decodes each element into a value of `type` with `decoder`; an error the decoder throws
    /// terminates the sequence.
    ///
    /// ```
    /// source:                                     -d-e-|      d = {"x":1}, e = not JSON
    /// decode(type: Point.self, decoder: JSONDecoder()): -p-#      p = Point(x: 1)
    /// ```
    public func decode<Item: Decodable>(type: Item.Type, decoder: some DataDecoder) -> Observable<Item> {
        map { try decoder.decode(type, from: $0) }
    }
}
