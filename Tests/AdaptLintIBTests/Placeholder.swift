import XCTest

final class PlaceholderIBTests: XCTestCase {}
