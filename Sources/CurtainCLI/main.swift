import CurtainBench
import CurtainCommand
import CurtainSamples

// The `curtain` executable: the command line with the sample films and `bench`. A package hosts
// its own films the same way, without `bench`.
CurtainCommand.main(films: samples, commands: [Bench.self, Port.self])
