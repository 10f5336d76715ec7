import XCTest

@testable import AdaptLintCore

final class ReadAheadTests: XCTestCase {
  private func entry(_ size: Int, result: FileResult? = nil) -> ReadAhead.Entry {
    ReadAhead.Entry(
      bytes: Array(repeating: 0x61, count: size), contentHash: 7, isReadableText: true,
      result: result)
  }

  func testKeepsWhatFitsTheBudgetAndHandsItOverOnce() {
    let readAhead = ReadAhead(count: 3, budget: 10)
    readAhead.keep(entry(6), at: 0)
    readAhead.keep(entry(6), at: 1)
    readAhead.keep(entry(4), at: 2)
    let kept = readAhead.handOver()
    XCTAssertEqual(kept.map { $0?.bytes.count }, [6, nil, 4], "the second is read again")
    XCTAssertEqual(readAhead.handOver().map { $0?.bytes.count }, [nil, nil, nil])
  }

  func testHandingOverFreesTheBudget() {
    let readAhead = ReadAhead(count: 2, budget: 10)
    readAhead.keep(entry(8), at: 0)
    _ = readAhead.handOver()
    readAhead.keep(entry(8), at: 1)
    XCTAssertEqual(readAhead.handOver()[1]?.bytes.count, 8)
  }

  func testAFinishedResultIsKeptWithoutItsBytes() {
    let readAhead = ReadAhead(count: 2, budget: 10)
    let finished = FileResult(notifications: [ToolNotification(path: "a.xib", message: "m")])
    readAhead.keep(entry(100, result: finished), at: 0)
    readAhead.keep(entry(10), at: 1)
    let kept = readAhead.handOver()
    XCTAssertEqual(kept[0]?.bytes.count, 0)
    XCTAssertEqual(kept[0]?.contentHash, 7)
    XCTAssertEqual(kept[0]?.result?.notifications.map(\.message), ["m"])
    XCTAssertEqual(kept[1]?.bytes.count, 10, "the result took none of the budget")
  }

  private struct Carry: IndexCarry {
    var memoryCost: Int
  }

  func testACarryIsKeptWithoutItsBytesWhenOnlyItFits() {
    let readAhead = ReadAhead(count: 4, budget: 10, carryBudget: 12)
    let first = entry(6)
    first.carry = Carry(memoryCost: 6)
    readAhead.keep(first, at: 0)
    let second = entry(6)
    second.carry = Carry(memoryCost: 6)
    second.contentHash = nil
    readAhead.keep(second, at: 1)
    let third = entry(4)
    third.carry = Carry(memoryCost: 6)
    readAhead.keep(third, at: 2)
    let kept = readAhead.handOver()
    let whole = kept[0]
    XCTAssertEqual(whole?.bytes.count, 6)
    XCTAssertEqual(whole?.carry?.memoryCost, 6)
    XCTAssertEqual(whole?.bytesDropped, false)
    let carried = kept[1]
    XCTAssertEqual(carried?.bytes.count, 0, "the carry fit, the bytes did not")
    XCTAssertEqual(carried?.carry?.memoryCost, 6)
    XCTAssertEqual(carried?.bytesDropped, true)
    XCTAssertEqual(carried?.contentHash, ContentHash.hash(Array(repeating: 0x61, count: 6)))
    let bytesOnly = kept[2]
    XCTAssertEqual(bytesOnly?.bytes.count, 4, "the bytes fit, the carry did not")
    XCTAssertNil(bytesOnly?.carry)
    let last = entry(10)
    last.carry = Carry(memoryCost: 12)
    readAhead.keep(last, at: 3)
    let again = readAhead.handOver()[3]
    XCTAssertEqual(again?.bytes.count, 10, "handing over gave back the bytes")
    XCTAssertEqual(again?.carry?.memoryCost, 12, "and the carries")
  }
}
