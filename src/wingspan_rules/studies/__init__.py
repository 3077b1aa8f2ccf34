"""Balance studies: many games of one configuration, and what each card did in them."""
