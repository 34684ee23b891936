/// `UICollectionViewFlowLayout` as is, written in the unified model (`PinningModel`): headers and
/// footers scroll with the content, and an origin change does not invalidate the layout.
public enum PlainStrategy {
    /// The model: nothing pins (so it declares every property but the presence of off-screen
    /// headers and footers), an origin change does not invalidate.
    public static var pinningModel: PinningModel {
        var m = PinningModel()
        m.headers.pin = false
        m.zIndex.header = 0
        m.zIndex.footer = 0
        m.invalidateOnScroll = false
        return m
    }

    /// The strategy.
    public static func make() -> DeclarativeStrategy {
        DeclarativeStrategy(name: .plain, model: pinningModel)
    }

    /// How this strategy registers (`StrategyRegistry.builtIn`).
    public static let registration = StrategyRegistration(
        name: .plain,
        summary: "flow layout default: headers and footers scroll with the content",
        source: "UICollectionViewFlowLayout",
        pinningModel: pinningModel
    ) { _ in make() }
}

extension StrategyName {
    /// `UICollectionViewFlowLayout` with no pinning.
    public static let plain = StrategyName("plain")
}
