"""`reason-ppo doctor`'s checks (`checks`) and the memory estimate they use (`sizing`)."""
