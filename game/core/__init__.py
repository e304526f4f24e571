"""Game-agnostic building blocks shared by every rules core: errors, events, data loading."""
