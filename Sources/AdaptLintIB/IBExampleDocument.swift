/// How the rule book's IB examples become documents. A ```` ```xib ```` example that does not
/// start with `<?xml` or `<document` is wrapped in a minimal iOS xib drawn on the retina4_7
/// canvas (375×667): an XML declaration, `<document … targetRuntime="iOS.CocoaTouch">`,
/// `<device id="retina4_7" orientation="portrait"/>` and `<objects>`, each on its own line,
/// before it; `</objects>` and `</document>` after it. Lines keep their columns; subtract
/// `lineOffset` from a finding's line to get the line in the example.
public enum IBExampleDocument {
  public static let header = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" \
    targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" \
    useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <objects>

    """

  public static let footer = """
        </objects>
    </document>

    """

  /// The document for an example, and how many lines the wrapper added above it.
  public static func wrap(_ code: String) -> (text: String, lineOffset: Int) {
    let start = code.drop { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
    if start.hasPrefix("<?xml") || start.hasPrefix("<document") { return (code, 0) }
    let lineOffset = header.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
    return (header + code + footer, lineOffset)
  }
}
