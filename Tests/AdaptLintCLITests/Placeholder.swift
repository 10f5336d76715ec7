import XCTest

final class PlaceholderCLITests: XCTestCase {}
