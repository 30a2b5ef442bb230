"""A Babel extractor for our data tables: the card, castle, ability and map tables keep
their English names and texts as plain strings (they are the rules' data, and the Crystal
Clans clan tables are edited for balance), so instead of wrapping each in N_() the mapping
file (babel.cfg) names the table fields that are shown to a player:

    [tables: core/crimson_company/cards.py]
    fields = CARDS:1,4 SOLO_TEXT:values

`Option():1,4,choice_labels` takes positional arguments 1 and 4 and the keyword argument
choice_labels of every call of Option in the file (the options of the new-game form).
`TABLE:i,j` takes fields i and j of each row of the module-level table TABLE (a row is a
tuple, or a call such as Territory(...) whose positional arguments are the fields);
`TABLE:values` the values of a dict, `TABLE:values:i` field i of each value; `TABLE:*` each
item of a tuple of strings. Marked calls (_(), N_() ...) in the same file are extracted as
well. Only `make i18n` runs this; the program never imports Babel.
"""

from __future__ import annotations

import ast
import io
from collections.abc import Iterator


def extract_tables(fileobj, keywords, comment_tags, options) -> Iterator[tuple]:
    """Babel's extractor protocol: (line, function, message, comments) for every message."""
    from babel.messages.extract import extract_python

    source = fileobj.read()
    yield from extract_python(io.BytesIO(source), keywords, comment_tags, options)
    tree = ast.parse(source)
    for spec in options.get("fields", "").split():
        for node in _selected(tree, spec):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value:
                yield node.lineno, None, node.value, [f"table {spec}"]


def _strings(node: ast.expr) -> Iterator[ast.expr]:
    """The string constants of an argument: itself, a tuple's items, both sides of a +."""
    if isinstance(node, (ast.Tuple, ast.List)):
        for item in node.elts:
            yield from _strings(item)
    elif isinstance(node, ast.BinOp):
        yield from _strings(node.left)
        yield from _strings(node.right)
    else:
        yield node


def _calls(tree: ast.Module, name: str, path: str) -> Iterator[ast.expr]:
    fields = path.split(",")
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", None)) == name:
            for field in fields:
                if field.isdigit():
                    if int(field) < len(node.args):
                        yield from _strings(node.args[int(field)])
                else:
                    for keyword in node.keywords:
                        if keyword.arg == field:
                            yield from _strings(keyword.value)


def _selected(tree: ast.Module, spec: str) -> Iterator[ast.expr]:
    name, _, path = spec.partition(":")
    if name.endswith("()"):
        yield from _calls(tree, name[:-2], path)
        return
    table = _table(tree, name)
    if table is None:
        return  # a file matched by a wildcard without that table (a package's __init__)
    if path.startswith("values"):
        if not isinstance(table, ast.Dict):
            raise ValueError(f"{name} is not a dict")
        rows: list[ast.expr] = list(table.values)
        path = path.removeprefix("values").removeprefix(":")
    elif isinstance(table, (ast.Tuple, ast.List)):
        rows = list(table.elts)
    else:
        raise ValueError(f"{name} is not a tuple or list")
    if path in ("", "*"):
        yield from rows
        return
    indices = [int(i) for i in path.split(",")]
    for row in rows:
        fields = row.args if isinstance(row, ast.Call) else getattr(row, "elts", None)
        if fields is None:
            continue  # a comment-only or computed row: nothing to show
        for i in indices:
            if i < len(fields):
                yield fields[i]


def _table(tree: ast.Module, name: str) -> ast.expr | None:
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name for t in node.targets):
            return node.value
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.target.id == name:
            return node.value
    return None
