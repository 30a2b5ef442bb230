"""The "Learn to play" screens: the list of tutorials, a tutorial in play, its
key rules at the end; driven by `core.tutorial.Tutorial`."""
