import AdaptLintCode
import XCTest

/// A compact rendering of an expression: binaries in parentheses, sends in brackets.
func render(_ expr: Expr, _ model: CodeModel) -> String {
  func arguments(_ list: [Argument]) -> String {
    list.map { ($0.label.map { "\($0): " } ?? "") + render($0.value, model) }.joined(
      separator: ", ")
  }
  switch expr.kind {
  case .name(let name): return name
  case .number(let value):
    return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  case .string: return model.text(of: expr)
  case .member(let base, let name): return (base.map { render($0, model) } ?? "") + "." + name
  case .call(let callee, let list): return render(callee, model) + "(" + arguments(list) + ")"
  case .subscript(let base, let list): return render(base, model) + "[" + arguments(list) + "]"
  case .messageSend(let receiver, let selector, let list):
    if list.isEmpty { return "[\(render(receiver, model)) \(selector)]" }
    let parts = list.map { ($0.label.map { "\($0):" } ?? ",") + render($0.value, model) }
    return "[\(render(receiver, model)) " + parts.joined(separator: " ") + "]"
  case .binary(let op, let lhs, let rhs):
    return "(\(render(lhs, model)) \(op) \(render(rhs, model)))"
  case .unary(let op, let operand): return "(\(op)\(render(operand, model)))"
  case .ternary(let condition, let then, let otherwise):
    return "(\(render(condition, model)) ? \(render(then, model)) : \(render(otherwise, model)))"
  case .cast(let inner, let type): return "(\(render(inner, model)) as \(type))"
  case .paren(let inner): return "paren(\(render(inner, model)))"
  case .tuple(let list): return "tuple(" + arguments(list) + ")"
  case .collection(let elements):
    return "[" + elements.map { render($0, model) }.joined(separator: ", ") + "]"
  case .closure: return "{…}"
  case .sequence(let items):
    return "seq(" + items.map { render($0, model) }.joined(separator: "; ") + ")"
  case .opaque: return "?" + model.text(of: expr)
  }
}

/// The source text of a token range, tokens joined by spaces.
func tokenText(_ range: Range<Int>, _ model: CodeModel) -> String {
  range.filter { !model.file.tokens[$0].isTrivia }.map { model.file.text(model.file.tokens[$0]) }
    .joined(separator: " ")
}

/// The expression of a source snippet parsed whole.
func parsed(_ source: String, _ dialect: Dialect) -> String {
  let model = CodeModel(source: source, dialect: dialect)
  return render(model.parseExpression(0..<model.file.tokens.count), model)
}

/// Every statement as `depth:text`.
func statementTexts(_ model: CodeModel) -> [String] {
  model.statements.map { "\($0.depth):" + tokenText($0.tokens, model) }
}

/// Every branch as `kind cond | body | else`.
func branchTexts(_ model: CodeModel) -> [String] {
  model.branches.map { branch in
    var text =
      "\(branch.kind) \(render(branch.condition, model)) | \(tokenText(branch.body, model))"
    if let otherwise = branch.elseBody { text += " | " + tokenText(otherwise, model) }
    return text
  }
}
