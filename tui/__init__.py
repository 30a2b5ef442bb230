"""The Textual interface: screens, widgets and styles. Renders views; never mutates a state."""
