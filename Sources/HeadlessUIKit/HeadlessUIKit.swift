// HeadlessUIKit: UIKit and Core Animation, headless.
