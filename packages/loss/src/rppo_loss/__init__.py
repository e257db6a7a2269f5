"""rppo_loss."""
