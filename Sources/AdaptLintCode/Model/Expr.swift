/// An expression parsed from tokens: what it is, and the token indices it spans.
///
/// Token indices refer to `TokenizedFile.tokens`. Postfix `!` and `?` (force unwrap, optional
/// chaining) and prefixes such as `try`, `await`, `let`, `var` are transparent: `a?.b` is the
/// member `b` of `a`.
public struct Expr: Sendable {
  /// Only the cases holding an expression directly are boxed: names and numbers, most of a
  /// tree's leaves, are not allocated.
  public enum Kind: Sendable {
    /// A name: an identifier, `self`, a value keyword (`true`, `nil`, `YES`), `#available`.
    case name(String)
    /// A numeric literal; suffixes (`414.0f`, `2U`) and `_` are dropped from the value.
    case number(Double)
    /// A string, character or regex literal (adjacent ObjC literals form one).
    case string
    /// `base.name`, `base?.name`, ObjC `base->name`; `.name` alone (implicit member) has no base.
    indirect case member(base: Expr?, name: String)
    /// `callee(label: value, …)`, trailing closures included as unlabeled arguments.
    indirect case call(callee: Expr, arguments: [Argument])
    /// `base[arguments]`.
    indirect case `subscript`(base: Expr, arguments: [Argument])
    /// ObjC `[receiver selector:arg …]`: `selector` is the full selector (`foo:bar:`) and each
    /// argument is labeled with its selector part (`foo`, `bar`).
    indirect case messageSend(receiver: Expr, selector: String, arguments: [Argument])
    /// An infix operation. `op` is the operator text (`==`, `/`, `=`, `&&`, `is`); the
    /// elements of a Swift condition list or of a top-level comma list are joined with `,`, and
    /// the entries of a dictionary literal with `:`.
    indirect case binary(op: String, lhs: Expr, rhs: Expr)
    /// A prefix operation: `-x`, `!x`, `&x`, ObjC `*p`.
    indirect case unary(op: String, operand: Expr)
    /// `condition ? then : else`; ObjC `a ?: b` has an opaque, empty `then`.
    indirect case ternary(condition: Expr, then: Expr, else: Expr)
    /// `x as T`, `x as? T`, the forced cast, ObjC `(T)x`; `type` is the type's source text.
    indirect case cast(Expr, type: String)
    /// `( inner )`; ObjC `@( inner )`.
    indirect case paren(Expr)
    /// A tuple `(a, b)` or a parenthesised list with labels.
    case tuple([Argument])
    /// An array or dictionary literal: Swift `[…]`, ObjC `@[…]`, `@{…}`.
    case collection([Expr])
    /// A closure or block literal `{ … }`, `^{ … }`: its statements are in the code model.
    case closure
    /// Tokens that do not form one expression: the expressions found, in order.
    case sequence([Expr])
    /// Something the parser does not model, or gave up on (nesting too deep).
    case opaque
  }

  public var kind: Kind
  /// Token indices covered, first to last (trivia inside included).
  public var tokens: Range<Int>
  /// The height of the tree, which the parser keeps bounded.
  let height: Int32

  init(_ kind: Kind, _ tokens: Range<Int>) {
    self.kind = kind
    self.tokens = tokens
    self.height = Self.childHeight(of: kind) + 1
  }

  /// The greatest height among the children, without collecting them.
  private static func childHeight(of kind: Kind) -> Int32 {
    func highest(_ arguments: [Argument]) -> Int32 {
      arguments.reduce(0) { max($0, $1.value.height) }
    }
    func highest(_ elements: [Expr]) -> Int32 {
      elements.reduce(0) { max($0, $1.height) }
    }
    switch kind {
    case .name, .number, .string, .closure, .opaque: return 0
    case .member(let base, _): return base?.height ?? 0
    case .call(let callee, let arguments): return max(callee.height, highest(arguments))
    case .subscript(let base, let arguments): return max(base.height, highest(arguments))
    case .messageSend(let receiver, _, let arguments):
      return max(receiver.height, highest(arguments))
    case .binary(_, let lhs, let rhs): return max(lhs.height, rhs.height)
    case .unary(_, let operand): return operand.height
    case .ternary(let condition, let then, let otherwise):
      return max(condition.height, then.height, otherwise.height)
    case .cast(let inner, _), .paren(let inner): return inner.height
    case .tuple(let arguments): return highest(arguments)
    case .collection(let elements), .sequence(let elements): return highest(elements)
    }
  }

  /// The index of the first token, or nil for an empty expression.
  public var firstTokenIndex: Int? { tokens.isEmpty ? nil : tokens.lowerBound }
  /// The index of the last token, or nil for an empty expression.
  public var lastTokenIndex: Int? { tokens.isEmpty ? nil : tokens.upperBound - 1 }

  /// The direct subexpressions, in source order.
  public var children: [Expr] { Self.children(of: kind) }

  private static func children(of kind: Kind) -> [Expr] {
    switch kind {
    case .name, .number, .string, .closure, .opaque: return []
    case .member(let base, _): return base.map { [$0] } ?? []
    case .call(let callee, let arguments): return [callee] + arguments.map(\.value)
    case .subscript(let base, let arguments): return [base] + arguments.map(\.value)
    case .messageSend(let receiver, _, let arguments): return [receiver] + arguments.map(\.value)
    case .binary(_, let lhs, let rhs): return [lhs, rhs]
    case .unary(_, let operand): return [operand]
    case .ternary(let condition, let then, let otherwise): return [condition, then, otherwise]
    case .cast(let inner, _), .paren(let inner): return [inner]
    case .tuple(let arguments): return arguments.map(\.value)
    case .collection(let elements), .sequence(let elements): return elements
    }
  }

  /// Visits this expression and every subexpression, parents first, in source order. (The
  /// parser bounds the height of trees, so the recursion is bounded too.)
  public func walk(_ visit: (Expr) -> Void) {
    visit(self)
    switch kind {
    case .name, .number, .string, .closure, .opaque: break
    case .member(let base, _): base?.walk(visit)
    case .call(let first, let arguments), .subscript(let first, let arguments),
      .messageSend(let first, _, let arguments):
      first.walk(visit)
      for argument in arguments { argument.value.walk(visit) }
    case .binary(_, let lhs, let rhs):
      lhs.walk(visit)
      rhs.walk(visit)
    case .unary(_, let inner), .cast(let inner, _), .paren(let inner): inner.walk(visit)
    case .ternary(let condition, let then, let otherwise):
      condition.walk(visit)
      then.walk(visit)
      otherwise.walk(visit)
    case .tuple(let arguments): for argument in arguments { argument.value.walk(visit) }
    case .collection(let elements), .sequence(let elements):
      for element in elements { element.walk(visit) }
    }
  }

  /// `base.name` chains as a list of names: `UIScreen.main.bounds.size.width` gives
  /// `["UIScreen", "main", "bounds", "size", "width"]`; nil when the chain contains anything
  /// else than names and members (calls, sends). An implicit member `.Classic` gives `["", "Classic"]`.
  public var memberPath: [String]? {
    var names: [String] = []
    var current: Expr? = self
    while let expr = current {
      switch expr.kind {
      case .name(let name):
        names.append(name)
        current = nil
      case .member(let base, let name):
        names.append(name)
        if base == nil { names.append("") }
        current = base
      case .paren(let inner):
        current = inner
      default:
        return nil
      }
    }
    return names.reversed()
  }

  /// The expression without enclosing parentheses and casts.
  public var unwrapped: Expr {
    var current = self
    while true {
      switch current.kind {
      case .paren(let inner), .cast(let inner, _): current = inner
      default: return current
      }
    }
  }
}

/// An argument of a call, subscript or message send, or an element of a tuple.
public struct Argument: Sendable {
  /// The label (`equalToConstant` in `constraint(equalToConstant: 20)`), the selector part of
  /// a message send, or nil.
  public var label: String?
  /// The index of the label's token, when there is a label.
  public var labelToken: Int?
  public var value: Expr

  public init(label: String?, labelToken: Int?, value: Expr) {
    self.label = label
    self.labelToken = labelToken
    self.value = value
  }
}
