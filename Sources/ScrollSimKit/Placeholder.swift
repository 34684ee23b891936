public enum ScrollSimKitPlaceholder {}
