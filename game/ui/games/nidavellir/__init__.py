"""Nidavellir at the table: its presenter, layout, faces, help, log lines and score forms."""
