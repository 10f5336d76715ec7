import AdaptLintCore

/// A layout attribute as Interface Builder writes it in `firstAttribute` / `secondAttribute`.
public enum IBAttribute: String, Sendable, Hashable, CaseIterable {
  case leading, trailing, left, right, top, bottom, width, height, centerX, centerY
  case firstBaseline, lastBaseline
  /// Older files write `baseline` for the last baseline.
  case baseline
  case leadingMargin, trailingMargin, leftMargin, rightMargin, topMargin, bottomMargin
  case centerXWithinMargins, centerYWithinMargins

  /// Leading, trailing, left, right, centerX, width and their margin variants are horizontal;
  /// the rest are vertical.
  public var axis: Axis {
    switch base {
    case .leading, .trailing, .left, .right, .centerX, .width: .horizontal
    default: .vertical
    }
  }

  /// The attribute without its margin: `leadingMargin` → `leading`.
  public var base: IBAttribute {
    switch self {
    case .leadingMargin: .leading
    case .trailingMargin: .trailing
    case .leftMargin: .left
    case .rightMargin: .right
    case .topMargin: .top
    case .bottomMargin: .bottom
    case .centerXWithinMargins: .centerX
    case .centerYWithinMargins: .centerY
    case .baseline: .lastBaseline
    default: self
    }
  }

  public var isMargin: Bool { base != self && self != .baseline }

  public var isDimension: Bool { self == .width || self == .height }

  /// The size attribute of the same axis.
  public var dimension: IBAttribute { axis == .horizontal ? .width : .height }

  /// An edge or center: a position along its axis.
  public var isPosition: Bool { !isDimension }

  /// Leading, left and top: 0 in the view's own coordinates (plus its margin, if any).
  public var isOriginEdge: Bool {
    switch base {
    case .leading, .left, .top: true
    default: false
    }
  }

  /// The edge whose value in the view's own coordinates is its size: trailing for leading,
  /// right for left, bottom for top.
  public var oppositeEdge: IBAttribute {
    switch base {
    case .leading: .trailing
    case .trailing: .leading
    case .left: .right
    case .right: .left
    case .top: .bottom
    case .bottom: .top
    default: self
    }
  }

  public var center: IBAttribute { axis == .horizontal ? .centerX : .centerY }
}

/// `relation` of a constraint; IB omits it for equality.
public enum IBRelation: String, Sendable, Hashable {
  case equal
  case greaterThanOrEqual
  case lessThanOrEqual

  public var symbol: String {
    switch self {
    case .equal: "="
    case .greaterThanOrEqual: "≥"
    case .lessThanOrEqual: "≤"
    }
  }
}

/// A multiplier in any form IB writes: `0.5`, `1:2`, `16:9`, `100/3`.
public struct IBMultiplier: Sendable, Hashable {
  public var value: Double
  /// As written in the file; "1" when the attribute is absent.
  public var text: String

  public static let one = IBMultiplier(value: 1, text: "1")

  public init(value: Double, text: String) {
    self.value = value
    self.text = text
  }

  /// Parses a written multiplier; nil when it is not a number, a ratio or a fraction.
  public init?(parsing text: String) {
    let trimmed = text.filter { $0 != " " }
    if let number = Double(trimmed), number.isFinite {
      self.init(value: number, text: text)
      return
    }
    for separator in [":", "/"] as [Character] {
      let parts = trimmed.split(separator: separator, omittingEmptySubsequences: false)
      if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0,
        (a / b).isFinite
      {
        self.init(value: a / b, text: text)
        return
      }
    }
    return nil
  }

  public var isOne: Bool { abs(value - 1) < 1e-9 }
}
