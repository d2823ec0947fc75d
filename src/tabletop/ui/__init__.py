"""The application shell: app loop, scenes, widgets, theme, i18n and sound (pygame)."""
