// The seed articles' films land here with issue 7.
import Curtain
