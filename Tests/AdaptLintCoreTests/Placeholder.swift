import XCTest

final class PlaceholderCoreTests: XCTestCase {}
