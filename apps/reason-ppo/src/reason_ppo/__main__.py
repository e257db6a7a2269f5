"""`python -m reason_ppo` is the `reason-ppo` command."""

from reason_ppo.cli import main

main()
