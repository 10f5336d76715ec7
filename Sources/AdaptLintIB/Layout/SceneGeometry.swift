import AdaptLintLayout

/// What a scene's root gets from the screen, worked out once per scene: how its saved frame
/// follows the screen's size, and the bars the file implies above and below its content.
struct SceneGeometry: Sendable {
  /// The screen-dependent values of one solve.
  struct ScreenValues: Sendable {
    var rootX: Double
    var rootY: Double
    var rootWidth: Double
    var rootHeight: Double
    var safeTop: Double
    var safeLeft: Double
    var safeBottom: Double
    var safeRight: Double
    var sideMargin: Double
    var cellSideMargin: Double

    var all: [Double] {
      [
        rootX, rootY, rootWidth, rootHeight, safeTop, safeLeft, safeBottom, safeRight, sideMargin,
        cellSideMargin,
      ]
    }
  }

  var canvas: LayoutScreen
  var savedRoot: IBRect
  var followsWidth: Bool
  /// A table cell drawn on its own: on a screen it is the screen's width.
  var spansScreenWidth = false
  var followsHeight: Bool
  /// A view controller's root, or a top-level view of a .xib other than a cell: it gets the
  /// safe area where it reaches under the screen's bars.
  var hasSafeArea: Bool
  /// Navigation and tab bar heights the safe area includes beyond the status bar and the
  /// home indicator.
  var barsTop: Double
  var barsBottom: Double
  /// The insets the canvas shows where its constraints tell them: Xcode draws a .xib's
  /// top-level view without a status bar, though it gets one at run time.
  var canvasInsets: (top: Double?, bottom: Double?) = (nil, nil)
  /// A view controller's view gets each screen's safe area; another top-level view keeps the
  /// canvas's, since where it is shown is up to the code.
  var safeAreaFollowsScreen = true

  func values(at screen: LayoutScreen) -> ScreenValues {
    var values = ownValues(at: screen)
    if !safeAreaFollowsScreen, !screen.isCanvas {
      let fixed = ownValues(at: canvas)
      values.safeTop = fixed.safeTop
      values.safeBottom = fixed.safeBottom
      values.safeLeft = fixed.safeLeft
      values.safeRight = fixed.safeRight
    }
    return values
  }

  private func ownValues(at screen: LayoutScreen) -> ScreenValues {
    var width = followsWidth ? screen.width - (canvas.width - savedRoot.width) : savedRoot.width
    // A table cell is as wide as its table, which spans the screen, whatever width it was
    // drawn at.
    if spansScreenWidth, !screen.isCanvas { width = screen.width }
    let height =
      followsHeight ? screen.height - (canvas.height - savedRoot.height) : savedRoot.height
    // The root keeps its distance from the screen's bottom when it follows the screen's
    // height, and its own height below the top otherwise.
    let below =
      followsHeight
      ? canvas.height - savedRoot.y - savedRoot.height
      : screen.height - savedRoot.y - savedRoot.height
    var top = hasSafeArea ? max(0, screen.safeArea.top + barsTop - savedRoot.y) : 0
    var bottom = hasSafeArea ? max(0, screen.safeArea.bottom + barsBottom - below) : 0
    if screen.isCanvas {
      top = canvasInsets.top ?? top
      bottom = canvasInsets.bottom ?? bottom
    }
    return ScreenValues(
      rootX: savedRoot.x, rootY: savedRoot.y, rootWidth: width, rootHeight: height,
      safeTop: top, safeLeft: hasSafeArea ? screen.safeArea.left : 0, safeBottom: bottom,
      safeRight: hasSafeArea ? screen.safeArea.right : 0,
      sideMargin: screen.rootSideMargin, cellSideMargin: cellSideMargin(at: screen))
  }

  /// The side margins of a table's cells. A cell drawn on its own has, on the canvas, the
  /// narrower of the screen's and those of a table as wide as the cell.
  private func cellSideMargin(at screen: LayoutScreen) -> Double {
    guard spansScreenWidth, screen.isCanvas else { return screen.cellSideMargin }
    let own = LayoutScreen.cellSideMargin(tableWidth: savedRoot.width, isRegularWidth: false)
    return min(screen.cellSideMargin, own)
  }

  /// The safe area's edges at the canvas, in scene coordinates.
  var canvasSafeTop: Double { savedRoot.y + values(at: canvas).safeTop }
  var canvasSafeBottom: Double { savedRoot.y + savedRoot.height - values(at: canvas).safeBottom }
}

extension SceneSystem {
  func values(at screen: LayoutScreen) -> [LayoutVariableValue] {
    zip(self.screen.all, geometry.values(at: screen).all).map {
      LayoutVariableValue(variable: $0, value: $1)
    }
  }
}

struct LayoutVariableValue {
  var variable: LayoutVariable
  var value: Double
}
