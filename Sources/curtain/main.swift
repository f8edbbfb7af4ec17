import CurtainCommand
import CurtainSamples

// The `curtain` executable: the command line with the seed articles' films and UIKit's
// built-in transitions. A package hosts its own films the same way.
CurtainCommand.main(films: samples)
