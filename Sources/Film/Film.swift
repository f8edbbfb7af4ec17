// Film: a scripted scenario on a virtual clock → frames → sinks. Lands with issue 7.
import HeadlessUIKit
