"""The suite's process-wide CSS cache (tests/support/css_cache.py) gives each app the parse
Textual would have made, and parses again when the inputs differ."""

from __future__ import annotations

from textual.css.stylesheet import Stylesheet

from tests.support import css_cache

CSS = "Button { color: $accent; }"


def rules_text(stylesheet: Stylesheet) -> list[str]:
    return [rule.css for rule in stylesheet._parse_rules(CSS, ("test", "CSS"))]


def test_the_same_css_is_parsed_once_and_gives_textual_s_rules(monkeypatch):
    monkeypatch.setattr(css_cache, "PARSED", {})
    calls: list[str] = []
    textual_parse = css_cache.TEXTUAL_PARSE_RULES

    def counted(self, css, *args):
        calls.append(css)
        return textual_parse(self, css, *args)

    monkeypatch.setattr(css_cache, "TEXTUAL_PARSE_RULES", counted)
    first = rules_text(Stylesheet(variables={"accent": "red"}))
    second = rules_text(Stylesheet(variables={"accent": "red"}))
    assert calls == [CSS] and first == second
    textual = textual_parse(Stylesheet(variables={"accent": "red"}), CSS, ("test", "CSS"))
    assert first == [rule.css for rule in textual]


def test_other_variables_are_parsed_again(monkeypatch):
    monkeypatch.setattr(css_cache, "PARSED", {})
    red = rules_text(Stylesheet(variables={"accent": "red"}))
    blue = rules_text(Stylesheet(variables={"accent": "blue"}))
    assert "#FF0000" in red[0] and "#0000FF" in blue[0]
