"""The "Learn to play" screens (issue 31): the list of tutorials, a tutorial in play, its
key rules at the end; driven by `core.tutorial.Tutorial`."""
