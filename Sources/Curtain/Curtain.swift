// The umbrella users import: `import Curtain` brings HeadlessUIKit (and, when it lands, Film).
@_exported import HeadlessUIKit
