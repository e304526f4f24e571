"""Tyr: whoever plays it turns it Odin-side or Thor-side up; its runes count as that type in every
majority from then on (spec §9.8). The orientation is set when the card is resolved."""

CHOICES = ["odin", "thor"]
