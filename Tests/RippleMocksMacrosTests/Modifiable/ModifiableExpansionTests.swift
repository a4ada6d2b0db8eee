#if Mocks
import MacroTesting
import RippleMocksMacros
import Testing

/// `@Modifiable`: `modify(...)` with one optional parameter per stored property.
@Suite(.macros(["Modifiable": ModifiableMacro.self]))
struct ModifiableExpansionTests {
    @Test func everyStoredPropertyBecomesAParameter() {
        assertMacro {
            """
            @Modifiable
            struct LightModel {
                let id: Int
                let name: String
                var isOn: Bool
            }
            """
        } expansion: {
            """
            struct LightModel {
                let id: Int
                let name: String
                var isOn: Bool

                /// A copy of this value with the given properties changed; `nil` keeps a property's value.
                func modify(id: Int? = nil, name: String? = nil, isOn: Bool? = nil) -> Self {
                    Self(id: id ?? self.id, name: name ?? self.name, isOn: isOn ?? self.isOn)
                }
            }
            """
        }
    }

    @Test func optionalPropertiesTakeDoubleOptionals() {
        assertMacro {
            """
            @Modifiable
            struct User {
                let name: String
                let email: String?
                let nickname: Optional<String>
                let onTap: (() -> Void)?
            }
            """
        } expansion: {
            """
            struct User {
                let name: String
                let email: String?
                let nickname: Optional<String>
                let onTap: (() -> Void)?

                /// A copy of this value with the given properties changed; `nil` keeps a property's value.
                func modify(name: String? = nil, email: String?? = nil, nickname: Optional<String>? = nil, onTap: (() -> Void)?? = nil) -> Self {
                    Self(name: name ?? self.name, email: email ?? self.email, nickname: nickname ?? self.nickname, onTap: onTap ?? self.onTap)
                }
            }
            """
        }
    }

    @Test func computedStaticAndInitializedConstantsAreSkipped() {
        assertMacro {
            """
            @Modifiable
            struct Product {
                static let currency = "EUR"
                let kind = "product"
                let id: Int
                var price: Double = 0
                var label: String { "\\(id)" }
                var stock: Int {
                    didSet { print(stock) }
                }
            }
            """
        } expansion: {
            #"""
            struct Product {
                static let currency = "EUR"
                let kind = "product"
                let id: Int
                var price: Double = 0
                var label: String { "\(id)" }
                var stock: Int {
                    didSet { print(stock) }
                }

                /// A copy of this value with the given properties changed; `nil` keeps a property's value.
                func modify(id: Int? = nil, price: Double? = nil, stock: Int? = nil) -> Self {
                    Self(id: id ?? self.id, price: price ?? self.price, stock: stock ?? self.stock)
                }
            }
            """#
        }
    }

    @Test func accessLevelIsRespected() {
        assertMacro {
            """
            @Modifiable
            public struct Account {
                public let id: Int
                public var name: String
                let internalNote: String
                private var secret: String
            }
            """
        } expansion: {
            """
            public struct Account {
                public let id: Int
                public var name: String
                let internalNote: String
                private var secret: String

                /// A copy of this value with the given properties changed; `nil` keeps a property's value.
                public func modify(id: Int? = nil, name: String? = nil) -> Self {
                    Self(id: id ?? self.id, name: name ?? self.name, internalNote: self.internalNote, secret: self.secret)
                }
            }
            """
        }
    }

    @Test func closureAndExistentialTypesAreParenthesized() {
        assertMacro {
            """
            @Modifiable
            struct Row {
                let action: () -> Void
                let model: any Equatable
                var a, b: Int
            }
            """
        } expansion: {
            """
            struct Row {
                let action: () -> Void
                let model: any Equatable
                var a, b: Int

                /// A copy of this value with the given properties changed; `nil` keeps a property's value.
                func modify(action: (() -> Void)? = nil, model: (any Equatable)? = nil, a: Int? = nil, b: Int? = nil) -> Self {
                    Self(action: action ?? self.action, model: model ?? self.model, a: a ?? self.a, b: b ?? self.b)
                }
            }
            """
        }
    }

    @Test func genericStructs() {
        assertMacro {
            """
            @Modifiable
            struct Pair<Value> {
                let first: Value
                let second: Value?
            }
            """
        } expansion: {
            """
            struct Pair<Value> {
                let first: Value
                let second: Value?

                /// A copy of this value with the given properties changed; `nil` keeps a property's value.
                func modify(first: Value? = nil, second: Value?? = nil) -> Self {
                    Self(first: first ?? self.first, second: second ?? self.second)
                }
            }
            """
        }
    }

    @Test func keywordsAsNamesAreEscaped() {
        assertMacro {
            """
            @Modifiable
            struct Flags {
                let `default`: Bool
                let `in`: Int
            }
            """
        } expansion: {
            """
            struct Flags {
                let `default`: Bool
                let `in`: Int

                /// A copy of this value with the given properties changed; `nil` keeps a property's value.
                func modify(`default`: Bool? = nil, `in`: Int? = nil) -> Self {
                    Self(default: `default` ?? self.default, in: `in` ?? self.in)
                }
            }
            """
        }
    }

    @Test func aMatchingInitializerCanStandInForTheMemberwiseOne() {
        assertMacro {
            """
            @Modifiable
            struct Point {
                let x: Int
                let y: Int
                init(x: Int, y: Int) {
                    self.x = x
                    self.y = y
                }
                init(both: Int) {
                    self.init(x: both, y: both)
                }
            }
            """
        } expansion: {
            """
            struct Point {
                let x: Int
                let y: Int
                init(x: Int, y: Int) {
                    self.x = x
                    self.y = y
                }
                init(both: Int) {
                    self.init(x: both, y: both)
                }

                /// A copy of this value with the given properties changed; `nil` keeps a property's value.
                func modify(x: Int? = nil, y: Int? = nil) -> Self {
                    Self(x: x ?? self.x, y: y ?? self.y)
                }
            }
            """
        }
    }
}
#endif
