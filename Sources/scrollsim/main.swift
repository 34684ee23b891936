import StickyLayout
print(StrategyKind.allCases.map(\.rawValue).joined(separator: " "))
