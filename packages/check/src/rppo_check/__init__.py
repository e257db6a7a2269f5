"""rppo_check."""
