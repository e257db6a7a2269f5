"""rppo_policy."""
