"""Training: the PPO recipe (`recipe`), what a checkpoint restores (`state`), the run around them
(`run`: build, loop, signals; `runfolder`: the files it writes) and step rewards on tokens."""
