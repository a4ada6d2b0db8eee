/// Writes an SVG document one element at a time, escaping text and attributes.
struct SVGWriter {
    private(set) var text = ""

    mutating func open(width: Double, height: Double) {
        text += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.coordinate(width))\" height=\"\(Self.coordinate(height))\" viewBox=\"0 0 \(Self.coordinate(width)) \(Self.coordinate(height))\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\">\n"
    }

    mutating func close() {
        text += "</svg>\n"
    }

    mutating func group(class name: String, _ body: (inout SVGWriter) -> Void) {
        text += "<g class=\"\(Self.escaped(name))\">\n"
        body(&self)
        text += "</g>\n"
    }

    mutating func rect(
        x: Double,
        y: Double,
        width: Double,
        height: Double,
        fill: String,
        stroke: String? = nil,
        radius: Double? = nil,
        class name: String? = nil,
        data: [String: String] = [:]
    ) {
        var attributes = [("x", Self.coordinate(x)), ("y", Self.coordinate(y)), ("width", Self.coordinate(width)), ("height", Self.coordinate(height)), ("fill", fill)]
        if let stroke {
            attributes.append(("stroke", stroke))
        }
        if let radius {
            attributes += [("rx", Self.coordinate(radius)), ("ry", Self.coordinate(radius))]
        }
        element("rect", attributes, class: name, data: data)
    }

    mutating func circle(x: Double, y: Double, radius: Double, fill: String, stroke: String, dash: String? = nil, class name: String? = nil) {
        var attributes = [("cx", Self.coordinate(x)), ("cy", Self.coordinate(y)), ("r", Self.coordinate(radius)), ("fill", fill), ("stroke", stroke), ("stroke-width", "1.5")]
        if let dash {
            attributes.append(("stroke-dasharray", dash))
        }
        element("circle", attributes, class: name)
    }

    mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, stroke: String, width: Double, dash: String? = nil) {
        var attributes = [("x1", Self.coordinate(x1)), ("y1", Self.coordinate(y1)), ("x2", Self.coordinate(x2)), ("y2", Self.coordinate(y2)), ("stroke", stroke), ("stroke-width", Self.coordinate(width))]
        if let dash {
            attributes.append(("stroke-dasharray", dash))
        }
        element("line", attributes)
    }

    mutating func path(_ data: String, fill: String = "none", stroke: String? = nil, width: Double? = nil, class name: String? = nil) {
        var attributes = [("d", data), ("fill", fill)]
        if let stroke {
            attributes.append(("stroke", stroke))
        }
        if let width {
            attributes += [("stroke-width", Self.coordinate(width)), ("stroke-linecap", "round")]
        }
        element("path", attributes, class: name)
    }

    mutating func text(
        _ content: some StringProtocol,
        x: Double,
        y: Double,
        size: Double,
        weight: String? = nil,
        anchor: String? = nil,
        monospace: Bool = false,
        italic: Bool = false,
        fill: String,
        class name: String? = nil,
        preserveSpaces: Bool = false
    ) {
        var attributes = [("x", Self.coordinate(x)), ("y", Self.coordinate(y)), ("font-size", Self.coordinate(size)), ("fill", fill)]
        if let weight {
            attributes.append(("font-weight", weight))
        }
        if let anchor {
            attributes.append(("text-anchor", anchor))
        }
        if monospace {
            attributes.append(("font-family", "DejaVu Sans Mono, Menlo, Consolas, monospace"))
        }
        if italic {
            attributes.append(("font-style", "italic"))
        }
        if preserveSpaces {
            attributes.append(("xml:space", "preserve"))
        }
        text += "<text" + Self.attributes(attributes, class: name, data: [:]) + ">" + Self.escaped(String(content)) + "</text>\n"
    }

    private mutating func element(_ name: String, _ attributes: [(String, String)], class className: String? = nil, data: [String: String] = [:]) {
        text += "<\(name)" + Self.attributes(attributes, class: className, data: data) + "/>\n"
    }

    private static func attributes(_ attributes: [(String, String)], class className: String?, data: [String: String]) -> String {
        var all = attributes
        if let className {
            all.append(("class", className))
        }
        all += data.sorted { $0.key < $1.key }.map { ("data-\($0.key)", $0.value) }
        return all.map { " \($0.0)=\"\(escaped($0.1))\"" }.joined()
    }

    /// `text` with the characters that XML reserves escaped.
    static func escaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// A coordinate with at most one decimal.
    static func coordinate(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int(tenths / 10)) : String(tenths / 10)
    }
}
