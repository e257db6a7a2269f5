"""reason_ppo."""
