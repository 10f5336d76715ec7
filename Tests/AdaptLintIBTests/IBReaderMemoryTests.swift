import CLibXML2
import Synchronization
import XCTest

@testable import AdaptLintIB

/// What libxml2 holds at a time, counted by allocators that pass every call on to the C library.
private let liveAllocations = Atomic<Int>(0)

/// libxml2's memory is its own: these tests count what it allocates through the reader and
/// what it gives back, so a document the reader leaves behind shows as a count above zero.
final class IBReaderMemoryTests: XCTestCase {
  override class func setUp() {
    super.setUp()
    xmlMemSetup(
      { pointer in
        if pointer != nil { liveAllocations.subtract(1, ordering: .relaxed) }
        free(pointer)
      },
      { size in
        liveAllocations.add(1, ordering: .relaxed)
        return malloc(size)
      },
      { pointer, size in
        if pointer == nil { liveAllocations.add(1, ordering: .relaxed) }
        return realloc(pointer, size)
      },
      { text in
        guard let text else { return nil }
        liveAllocations.add(1, ordering: .relaxed)
        return strdup(text)
      })
  }

  /// How many of libxml2's allocations reading `text` leaves behind, once libxml2's own
  /// first-use state (dictionaries, tables it keeps) exists.
  private func allocationsLeft(reading text: String) -> Int {
    _ = IBReader.read(Array(text.utf8), details: true)
    let before = liveAllocations.load(ordering: .relaxed)
    _ = IBReader.read(Array(text.utf8), details: true)
    return liveAllocations.load(ordering: .relaxed) - before
  }

  /// After a malformed XML declaration libxml2 stops calling the handlers but goes on reading
  /// the DOCTYPE, and an entity declaration there builds a document of its own: an unfinished
  /// declaration leaves it on the parser, which does not free it.
  func testAnUnfinishedEntityDeclarationLeavesNothingBehind() {
    let text = """
      <?xml version="1.0" enco2ding="UTF-8"?>
      <!DOCTYPE document [
        <!ENTITY title "<view id='v'/>
      """
    XCTAssertEqual(allocationsLeft(reading: text), 0)
  }

  func testAWholeDocumentLeavesNothingBehind() {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
          <objects>
              <view id="root"><subviews><view id="a"/></subviews></view>
          </objects>
      </document>
      """
    XCTAssertEqual(allocationsLeft(reading: text), 0)
  }
}
