/// A system file that is not valid JSON (with the byte offset) or not a valid system (with
/// the path of the offending field, e.g. `constraints[3].relation`).
public struct LayoutSystemReadError: Error, Sendable, Equatable, CustomStringConvertible {
  public var message: String
  public var offset: Int?

  public init(message: String, offset: Int?) {
    self.message = message
    self.offset = offset
  }

  public var description: String {
    offset.map { "\(message) at offset \($0)" } ?? message
  }
}

extension LayoutSystem {
  /// `{"variables":["w","x"],"constraints":[{"terms":[[0,1],[1,-1]],"constant":-10,
  /// "relation":"==","priority":1000,"tag":3}],"edits":[{"variable":0,"priority":999.5}],
  /// "suggestions":[[320],[375]]}`; constant, priority (1000) and tag (the constraint's
  /// index) may be left out, and so may edits and suggestions.
  public init(json text: String) throws(LayoutSystemReadError) {
    let document: LayoutJSON
    do {
      document = try LayoutJSONReader.parse(text)
    } catch {
      throw LayoutSystemReadError(message: error.message, offset: error.offset)
    }
    try self.init(document: document)
  }

  public init(document: LayoutJSON) throws(LayoutSystemReadError) {
    guard case .object = document else { throw Self.invalid("the system is not an object") }
    variables = try Self.array(document["variables"], "variables").enumerated().map {
      (index, value) throws(LayoutSystemReadError) in
      guard let name = value.stringValue else {
        throw Self.invalid("variables[\(index)] is not a string")
      }
      return name
    }
    constraints = []
    for (index, value) in try Self.array(document["constraints"], "constraints").enumerated() {
      constraints.append(try Self.constraint(value, path: "constraints[\(index)]", index: index))
    }
    edits = []
    for (index, value) in try Self.array(document["edits"] ?? .array([]), "edits").enumerated() {
      let path = "edits[\(index)]"
      edits.append(
        Edit(
          variable: try Self.integer(value["variable"], "\(path).variable"),
          priority: try Self.number(value["priority"], "\(path).priority")))
    }
    suggestions = []
    for (index, value) in try Self.array(document["suggestions"] ?? .array([]), "suggestions")
      .enumerated()
    {
      let path = "suggestions[\(index)]"
      let numbers = try Self.array(value, path).enumerated().map {
        (position, number) throws(LayoutSystemReadError) in
        try Self.number(number, "\(path)[\(position)]")
      }
      suggestions.append(numbers)
    }
  }

  public var json: LayoutJSON {
    .object([
      ("variables", .array(variables.map { .string($0) })),
      ("constraints", .array(constraints.map(Self.json(of:)))),
      (
        "edits",
        .array(
          edits.map {
            .object([
              ("variable", .number(Double($0.variable))), ("priority", .number($0.priority)),
            ])
          })
      ),
      ("suggestions", .array(suggestions.map { .array($0.map { .number($0) }) })),
    ])
  }

  public static func relationName(_ relation: LayoutRelation) -> String {
    switch relation {
    case .equal: return "=="
    case .lessOrEqual: return "<="
    case .greaterOrEqual: return ">="
    }
  }

  private static func json(of constraint: Constraint) -> LayoutJSON {
    .object([
      (
        "terms",
        .array(
          constraint.terms.map { .array([.number(Double($0.variable)), .number($0.coefficient)]) })
      ),
      ("constant", .number(constraint.constant)),
      ("relation", .string(relationName(constraint.relation))),
      ("priority", .number(constraint.priority)),
      ("tag", .number(Double(constraint.tag))),
    ])
  }

  private static func constraint(_ value: LayoutJSON, path: String, index: Int)
    throws(LayoutSystemReadError) -> Constraint
  {
    guard case .object = value else { throw invalid("\(path) is not an object") }
    var terms: [(variable: Int, coefficient: Double)] = []
    for (position, term) in try array(value["terms"], "\(path).terms").enumerated() {
      let termPath = "\(path).terms[\(position)]"
      guard let pair = term.arrayValue, pair.count == 2 else {
        throw invalid("\(termPath) is not a [variable, coefficient] pair")
      }
      terms.append((try integer(pair[0], "\(termPath)[0]"), try number(pair[1], "\(termPath)[1]")))
    }
    let relation: LayoutRelation
    switch value["relation"]?.stringValue {
    case "==": relation = .equal
    case "<=": relation = .lessOrEqual
    case ">=": relation = .greaterOrEqual
    default: throw invalid("\(path).relation is not \"==\", \"<=\" or \">=\"")
    }
    return Constraint(
      terms: terms, constant: try number(value["constant"] ?? .number(0), "\(path).constant"),
      relation: relation,
      priority: try number(value["priority"] ?? .number(1000), "\(path).priority"),
      tag: try integer(value["tag"] ?? .number(Double(index)), "\(path).tag"))
  }

  private static func invalid(_ message: String) -> LayoutSystemReadError {
    LayoutSystemReadError(message: message, offset: nil)
  }

  private static func array(_ value: LayoutJSON?, _ path: String) throws(LayoutSystemReadError)
    -> [LayoutJSON]
  {
    guard let elements = value?.arrayValue else { throw invalid("\(path) is not an array") }
    return elements
  }

  private static func number(_ value: LayoutJSON?, _ path: String) throws(LayoutSystemReadError)
    -> Double
  {
    guard let number = value?.numberValue else { throw invalid("\(path) is not a number") }
    return number
  }

  private static func integer(_ value: LayoutJSON?, _ path: String) throws(LayoutSystemReadError)
    -> Int
  {
    guard let number = value?.numberValue, number == number.rounded(), abs(number) < 1e15 else {
      throw invalid("\(path) is not an integer")
    }
    return Int(number)
  }
}

extension LayoutSystem.Solution {
  /// `{"rejected":[{"tag":3,"error":"unsatisfiable","tags":[3,1,2]}],
  /// "outcomes":[{"values":[...]},{"error":"iterationLimit"}]}`.
  public var json: LayoutJSON {
    .object([
      (
        "rejected",
        .array(
          rejected.map {
            .object([("tag", .number(Double($0.tag)))] + Self.members(of: $0.error))
          })
      ),
      (
        "outcomes",
        .array(
          outcomes.map { outcome in
            switch outcome {
            case .values(let values):
              return .object([("values", .array(values.map { .number($0) }))])
            case .failed(let error): return .object(Self.members(of: error))
            }
          })
      ),
    ])
  }

  private static func members(of error: LayoutSolverError) -> [(key: String, value: LayoutJSON)] {
    switch error {
    case .unsatisfiable(let tags):
      return [
        ("error", .string("unsatisfiable")), ("tags", .array(tags.map { .number(Double($0)) })),
      ]
    case .nonFinite(let tag):
      return [("error", .string("nonFinite")), ("at", .number(Double(tag)))]
    case .iterationLimit: return [("error", .string("iterationLimit"))]
    case .duplicateConstraint: return [("error", .string("duplicateConstraint"))]
    case .unknownConstraint: return [("error", .string("unknownConstraint"))]
    case .duplicateEditVariable: return [("error", .string("duplicateEditVariable"))]
    case .unknownEditVariable: return [("error", .string("unknownEditVariable"))]
    case .requiredEditStrength: return [("error", .string("requiredEditStrength"))]
    }
  }
}

extension LayoutSystem {
  /// Reads a system file's bytes (UTF-8 JSON).
  public init(jsonBytes bytes: [UInt8]) throws(LayoutSystemReadError) {
    let document: LayoutJSON
    do {
      document = try LayoutJSONReader.parse(bytes)
    } catch {
      throw LayoutSystemReadError(message: error.message, offset: error.offset)
    }
    try self.init(document: document)
  }
}
