import AdaptLintCore

/// Which items share an extent along an axis: linked by an installed `=` constraint between
/// their sizes (any multiplier), by both edges of the axis pinned together, or by being a cell
/// and its content view. Followed transitively, so an image pinned to a container pinned to a
/// cell follows the cell.
struct ExtentGraph {
  private let document: IBDocument
  private var constraintsByItem: [String: [Int]] = [:]
  private static let maximumHops = 6

  init(_ document: IBDocument) {
    self.document = document
    for (index, constraint) in document.constraints.enumerated()
    where constraint.relation == .equal && constraint.secondItem != nil
      && document.isInstalledByDefault(constraint)
    {
      constraintsByItem[constraint.firstItem, default: []].append(index)
      if let second = constraint.secondItem, second != constraint.firstItem {
        constraintsByItem[second, default: []].append(index)
      }
    }
  }

  /// Whether `item`'s extent along `axis` follows `reference`'s, ignoring constraint `except`.
  func follows(_ item: String, _ reference: String, along axis: Axis, except: String) -> Bool {
    var visited: Set<String> = [reference]
    var frontier = [reference]
    for _ in 0..<Self.maximumHops where !frontier.isEmpty {
      var next: [String] = []
      for node in frontier {
        for neighbour in neighbours(of: node, along: axis, except: except)
        where visited.insert(neighbour).inserted {
          if neighbour == item { return true }
          next.append(neighbour)
        }
      }
      frontier = next
    }
    return false
  }

  private func neighbours(of node: String, along axis: Axis, except: String) -> Set<String> {
    var result = document.sameExtent(as: node)
    result.remove(node)
    let dimension: IBAttribute = axis == .horizontal ? .width : .height
    let spans: [(IBAttribute, IBAttribute)] =
      axis == .horizontal ? [(.leading, .trailing), (.left, .right)] : [(.top, .bottom)]
    var pinned: [String: Set<IBAttribute>] = [:]
    for index in constraintsByItem[node] ?? [] {
      let constraint = document.constraints[index]
      guard constraint.id != except, let pair = constraint.pair else { continue }
      let other = pair.first == node ? pair.second : pair.first
      if pair.firstAttribute == dimension, pair.secondAttribute == dimension {
        result.insert(other)
      } else if pair.firstAttribute.base == pair.secondAttribute.base,
        pair.firstAttribute.axis == axis
      {
        pinned[other, default: []].insert(pair.firstAttribute.base)
      }
    }
    for (other, edges) in pinned
    where spans.contains(where: { edges.contains($0.0) && edges.contains($0.1) }) {
      result.insert(other)
    }
    return result
  }
}
