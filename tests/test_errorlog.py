"""The error log: where it is, what it holds, that it stays small and never raises."""

from core import errorlog


def test_the_log_goes_where_clanhall_log_says(tmp_path, monkeypatch):
    monkeypatch.setenv("CLANHALL_LOG", str(tmp_path / "x" / "err.log"))
    try:
        raise ValueError("boom")
    except ValueError:
        path = errorlog.log_exception("a test")
    text = path.read_text()
    assert path == tmp_path / "x" / "err.log"
    assert "a test" in text and "ValueError: boom" in text and "Traceback" in text


def test_without_clanhall_log_it_lives_in_the_state_folder(tmp_path, monkeypatch):
    monkeypatch.delenv("CLANHALL_LOG", raising=False)
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path))
    assert errorlog.log_path() == tmp_path / "clanhall" / "clanhall.log"


def test_a_big_log_is_rotated(tmp_path, monkeypatch):
    log = tmp_path / "err.log"
    monkeypatch.setenv("CLANHALL_LOG", str(log))
    log.write_text("x" * (errorlog.MAX_BYTES + 1))
    errorlog.log_text("new", "fresh")
    assert log.read_text().endswith("fresh\n") and log.stat().st_size < 100
    assert (tmp_path / "err.log.1").stat().st_size > errorlog.MAX_BYTES


def test_an_unwritable_log_does_not_raise(tmp_path, monkeypatch):
    monkeypatch.setenv("CLANHALL_LOG", str(tmp_path))  # a directory: cannot be opened for append
    assert errorlog.log_text("ctx", "text") == tmp_path
