"""Air War (Воздушный бой): rules, board layout, notation and position documents. No pygame."""
