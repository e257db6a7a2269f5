"""rppo_prm."""
