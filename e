okbot: created the assistant `Assistant` (bot_20261206_001)
