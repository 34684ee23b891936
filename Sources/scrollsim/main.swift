import ScrollSimCLI

// The `scrollsim` executable: the command line with the built-in strategies.
ScrollSim.main()
