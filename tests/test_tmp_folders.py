"""The suite's own temporary folders (tests/support/tmp_folders.py): a fresh empty folder
per call and per test, made without listing the base folder."""

from __future__ import annotations

import os

from tests.support.tmp_folders import fresh_folder


def test_each_call_makes_a_new_empty_folder_without_listing_the_base_folder(tmp_path_factory, monkeypatch):
    def no_listing(*args, **kwargs):
        raise AssertionError("the base folder was listed")

    # pytest's own numbered folders list the base folder on every call (os.scandir).
    monkeypatch.setattr(os, "scandir", no_listing)
    monkeypatch.setattr(os, "listdir", no_listing)
    first = fresh_folder(tmp_path_factory, "config")
    second = fresh_folder(tmp_path_factory, "config")
    monkeypatch.undo()
    assert first != second
    for folder in (first, second):
        assert folder.parent == tmp_path_factory.getbasetemp()
        assert folder.name.startswith("config-")
        assert folder.is_dir() and not list(folder.iterdir())


def test_a_long_test_name_is_cut_and_its_odd_characters_replaced(tmp_path_factory):
    folder = fresh_folder(tmp_path_factory, "test_x[clans-de/80x24]" + "y" * 40)
    assert folder.name.startswith("test_x_clans_de_80x24_yyyyyyyy-")


def test_tmp_path_and_the_settings_folders_are_apart_and_empty(tmp_path):
    config, data = os.environ["CLANHALL_CONFIG_DIR"], os.environ["CLANHALL_DATA_DIR"]
    assert len({str(tmp_path), config, data}) == 3
    assert tmp_path.name.startswith("test_tmp_path_and_the_settings-")
    assert not list(tmp_path.iterdir())
