/// A place where code chooses between alternatives.
public struct Branch: Sendable {
  public enum Kind: Sendable, Hashable {
    case `if`
    case `guard`
    case `while`
    case `switch`
    /// `case …:` or `default:` of a switch (`default` has an empty condition).
    case `case`
    /// `condition ? then : else`.
    case ternary
    /// `#if`, `#elseif`, ObjC `#ifdef`, `#ifndef`, `#elif`.
    case conditionalCompilation
  }

  public var kind: Kind
  /// The token that introduces the branch: `if`, `guard`, `while`, `switch`, `case`, `default`,
  /// the ternary `?`, or the directive.
  public var keyword: Int
  /// Token indices of the condition: a switch's subject, a case's patterns, the text after
  /// `#if` (ObjC parentheses around a condition are not included).
  public var conditionTokens: Range<Int>
  public var condition: Expr
  /// Token indices of what runs when the condition holds: the inside of the braces (a single
  /// ObjC statement without braces), a ternary's then-value, a switch's whole body, the lines
  /// of an `#if` branch.
  public var body: Range<Int>
  /// Token indices of the alternative: an `else` block, an `else if …` chain (whose `if` is a
  /// branch of its own), a ternary's else-value, `#else`/`#elseif` lines; nil when absent.
  public var elseBody: Range<Int>?
  /// For a `case` branch: the index of its `switch` branch in `CodeModel.branches`.
  public var switchBranch: Int?

  public init(
    kind: Kind, keyword: Int, conditionTokens: Range<Int>, condition: Expr, body: Range<Int>,
    elseBody: Range<Int>?, switchBranch: Int?
  ) {
    self.kind = kind
    self.keyword = keyword
    self.conditionTokens = conditionTokens
    self.condition = condition
    self.body = body
    self.elseBody = elseBody
    self.switchBranch = switchBranch
  }
}

/// A branch around a token, and which of its arms holds the token.
public struct EnclosingBranch: Sendable {
  public enum Arm: Sendable, Hashable {
    case then
    case `else`
  }

  /// The index in `CodeModel.branches`.
  public var index: Int
  public var branch: Branch
  public var arm: Arm
}
